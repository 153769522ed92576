-- RSVP emails (issue 35, item 2): a trigger on public.event_rsvps writes the member's email to the
-- outbox in the transaction of the RSVP itself (rsvp_event(), cancel_rsvp(), a promotion from the
-- waitlist by a cancellation or a larger capacity). A rolled-back RSVP sends nothing.
--
--   * new row 'going'                -> rsvp_confirmation (with a calendar invite)
--   * new row 'waitlist'             -> rsvp_waitlist
--   * 'waitlist' -> 'going'          -> rsvp_promoted (with a calendar invite)
--   * another status -> 'going'      -> rsvp_confirmation (e.g. an approved request)
--   * row deleted by the member      -> rsvp_cancelled. Not when the event is deleted (its notice
--     is another kind) nor when the account is deleted (nobody to write to): the deletion must be
--     the member's own request (auth.uid() is the member) and the event must still exist.
--
-- The payload is a snapshot of the event and the member as they were in that transaction; the
-- renderers (supabase/functions/outbox-worker/kinds/rsvp_*.ts) need nothing else. One email per
-- RSVP and kind: the dedupe key names the RSVP row by its created_at, so going, cancelling and
-- going again sends a second confirmation, while a trigger firing twice for one RSVP does not.
--
-- The member's time zone: no table stores one today. The payload carries `member.timezone` from a
-- `timezone` column of public.profiles when one exists (read through to_jsonb, so adding that
-- column later needs no change here); the emails always give the event's zone and its UTC offset.

create function private.rsvp_email_payload(target_event uuid, member uuid, rsvp_status text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'event', jsonb_build_object(
      'id', e.id,
      'title', e.title,
      'description', e.description,
      'date', e.date,
      'time', e.time,
      'end_date', e.end_date,
      'end_time', e.end_time,
      'timezone', e.timezone,
      'location', e.location,
      'online_url', e.online_url,
      'category', e.category,
      'sequence', e.sequence,
      'updated_at', e.updated_at
    ),
    'member', jsonb_build_object(
      'name', p.full_name,
      'email', u.email,
      'timezone', to_jsonb(p) ->> 'timezone'
    ),
    'status', rsvp_status
  )
  from public.events e
  cross join auth.users u
  left join public.profiles p on p.user_id = u.id
  where e.id = target_event and u.id = member;
$$;

revoke all on function private.rsvp_email_payload(uuid, uuid, text) from public, anon, authenticated;

create function private.event_rsvps_enqueue_emails() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  rsvp public.event_rsvps;
  email_kind text;
  member_email text;
begin
  if tg_op = 'INSERT' then
    rsvp := new;
    email_kind := case new.status when 'going' then 'rsvp_confirmation' when 'waitlist' then 'rsvp_waitlist' end;
  elsif tg_op = 'UPDATE' then
    rsvp := new;
    if new.status is not distinct from old.status then
      return null;
    end if;
    email_kind := case
      when new.status = 'going' and old.status = 'waitlist' then 'rsvp_promoted'
      when new.status = 'going' then 'rsvp_confirmation'
      when new.status = 'waitlist' then 'rsvp_waitlist'
    end;
  else
    rsvp := old;
    if (select auth.uid()) is distinct from old.user_id
       or not exists (select 1 from public.events e where e.id = old.event_id) then
      return null;
    end if;
    email_kind := 'rsvp_cancelled';
  end if;
  if email_kind is null then
    return null;
  end if;

  select u.email into member_email from auth.users u where u.id = rsvp.user_id;
  if member_email is null or member_email = '' then
    return null;
  end if;

  perform private.enqueue_email(
    kind => email_kind,
    dedupe_key => format('%s:%s:%s:%s', email_kind, rsvp.event_id, rsvp.user_id, extract(epoch from rsvp.created_at)),
    recipient_email => member_email,
    payload => private.rsvp_email_payload(rsvp.event_id, rsvp.user_id, case when tg_op = 'DELETE' then 'cancelled' else rsvp.status end),
    event_id => rsvp.event_id,
    recipient_user_id => rsvp.user_id
  );
  return null;
end;
$$;

revoke all on function private.event_rsvps_enqueue_emails() from public, anon, authenticated;

create trigger event_rsvps_enqueue_emails
  after insert or update of status or delete on public.event_rsvps
  for each row execute function private.event_rsvps_enqueue_emails();
