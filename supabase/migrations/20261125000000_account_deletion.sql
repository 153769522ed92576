-- Deleting an account (issue 26, /account). What goes when an auth user is deleted, whoever deletes
-- it (the delete-account function, the dashboard, the admin API):
--   * the profile (profiles.user_id: on delete cascade) and the member's sessions and identities;
--   * the member's RSVPs, through leave_event() so the counts stay right and a freed place goes to
--     the next waiting member (on_auth_user_deleted_leave_events, event_rsvps migration);
--   * the events and series a member created, with the RSVPs others made to them: an event whose
--     organiser has left would still invite people to something nobody runs or can change;
--   * an administrator's events stay, without an owner (created_by set null, as before): they are
--     the organisation's, and other administrators manage them.
-- The last administrator cannot be deleted (set_member_role() keeps one too).
-- Images the image generator made stay (generated_images.created_by set null): they are the site's.

create function private.remove_account_content_on_user_delete() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.profiles p where p.user_id = old.id and p.role = 'admin') then
    if not exists (select 1 from public.profiles p where p.role = 'admin' and p.user_id <> old.id) then
      raise exception 'The last administrator cannot be deleted'
        using errcode = '42501', hint = 'Make another member an administrator first.';
    end if;
    return old;
  end if;
  -- Occurrences of the member's series go with each series (events.series_id cascades).
  delete from public.event_series where created_by = old.id;
  delete from public.events where created_by = old.id;
  return old;
end;
$$;

revoke all on function private.remove_account_content_on_user_delete() from public, anon, authenticated;

-- Runs after on_auth_user_deleted_leave_events (triggers of one event fire in name order), so the
-- member's own RSVPs have left their events before those events are looked at.
create trigger on_auth_user_deleted_remove_content
  before delete on auth.users
  for each row execute function private.remove_account_content_on_user_delete();
