-- Issue 36.6: "Each going member has a QR code on the event page, and in their confirmation
-- email". The RSVP emails' payload (20261127000200_rsvp_emails.sql) carries the member's signed
-- check-in code (private.check_in_code, 20261128300000_registration_approval_and_check_in.sql)
-- while they are going; the worker draws it as a QR image (outbox-worker/kinds/checkInCode.ts).
-- The code is a secret of the member's: it lives only in their own email's payload, which only
-- admins may read (public.outbox_messages), who may check any member in by name anyway.

create or replace function private.rsvp_email_payload(target_event uuid, member uuid, rsvp_status text) returns jsonb
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
    'status', rsvp_status,
    -- The member's signed check-in code while going: the QR of the confirmation (and promotion).
    'check_in_code', case when rsvp_status = 'going' then private.check_in_code(target_event, member) end
  )
  from public.events e
  cross join auth.users u
  left join public.profiles p on p.user_id = u.id
  where e.id = target_event and u.id = member;
$$;
