-- Organisers hear when someone asks to join (issue 43, item 6): an event that requires approval
-- emails its organiser (the event's creator) when a member's request arrives, kind
-- `approval_requested`, with a link to the event page where they approve or decline. A
-- notification preference like the others ("Requests to join my events", on by default; off on
-- /account or with the email's one-click unsubscribe).
--
--   * public.notification_preferences gets `approval_requests` (default true);
--   * private.wants_email() and public.unsubscribe_notification() know the kind (both replaced:
--     20261127100000_notifications.sql);
--   * a trigger on public.event_rsvps queues the email when a row becomes 'pending'. At most one
--     email per member and event a day (the dedupe key names the day), so a member asking,
--     cancelling and asking again does not flood the organiser. Not to an organiser asking to
--     join their own event.

alter table public.notification_preferences
  add column approval_requests boolean not null default true;

grant insert (approval_requests), update (approval_requests) on public.notification_preferences to authenticated;

create or replace function private.wants_email(member uuid, kind text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select case kind
              when 'reminder_24h' then p.reminder_24h
              when 'reminder_1h' then p.reminder_1h
              when 'organiser_message' then p.organiser_messages
              when 'approval_requested' then p.approval_requests
              else true
            end
       from public.notification_preferences p
      where p.user_id = member),
    true);
$$;

create or replace function public.unsubscribe_notification(member uuid, kind text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if kind not in ('reminder_24h', 'reminder_1h', 'organiser_message', 'approval_requested') then
    raise exception 'This kind of email cannot be switched off.' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = member) then
    return;
  end if;
  insert into public.notification_preferences as p (user_id, reminder_24h, reminder_1h, organiser_messages, approval_requests)
  values (member, kind <> 'reminder_24h', kind <> 'reminder_1h', kind <> 'organiser_message', kind <> 'approval_requested')
  on conflict (user_id) do update
    set reminder_24h = p.reminder_24h and kind <> 'reminder_24h',
        reminder_1h = p.reminder_1h and kind <> 'reminder_1h',
        organiser_messages = p.organiser_messages and kind <> 'organiser_message',
        approval_requests = p.approval_requests and kind <> 'approval_requested';
end;
$$;

create function private.event_rsvps_notify_organiser() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.events;
  organiser_email text;
  pending_count integer;
begin
  select * into target from public.events e where e.id = new.event_id;
  if target.created_by is null or target.created_by = new.user_id or target.cancelled_at is not null then
    return null;
  end if;
  if not private.wants_email(target.created_by, 'approval_requested') then
    return null;
  end if;
  select u.email into organiser_email from auth.users u where u.id = target.created_by;
  if organiser_email is null or organiser_email = '' then
    return null;
  end if;
  select count(*)::integer into pending_count from public.event_rsvps r where r.event_id = new.event_id and r.status = 'pending';
  perform private.enqueue_email(
    kind => 'approval_requested',
    dedupe_key => format('approval_requested:%s:%s:%s', new.event_id, new.user_id, (now() at time zone 'UTC')::date),
    recipient_email => organiser_email,
    payload => jsonb_build_object(
      'event', private.event_email_snapshot(target),
      'requester', jsonb_build_object('name', (select p.full_name from public.profiles p where p.user_id = new.user_id)),
      'pending_count', pending_count,
      'recipient', private.recipient_snapshot(target.created_by, 'organiser')),
    event_id => new.event_id,
    recipient_user_id => target.created_by);
  return null;
end;
$$;

revoke all on function private.event_rsvps_notify_organiser() from public, anon, authenticated;

create trigger event_rsvps_notify_organiser_on_insert
  after insert on public.event_rsvps
  for each row
  when (new.status = 'pending')
  execute function private.event_rsvps_notify_organiser();

create trigger event_rsvps_notify_organiser_on_update
  after update of status on public.event_rsvps
  for each row
  when (new.status = 'pending' and old.status is distinct from 'pending')
  execute function private.event_rsvps_notify_organiser();
