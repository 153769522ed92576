-- A short check-in reference (issue 43, item 7). The confirmation's text part used to write out
-- the member's whole signed check-in code (about 100 characters) for the door; it now gives a
-- reference of 8 characters, "K7QM-2X9D", and the QR code stays in the HTML and on the event
-- page. Staff type the reference into the check-in view's search.
--
--   * private.check_in_reference(event, member): the first 40 bits of the code's signature
--     (private.check_in_code, 20261128300000_registration_approval_and_check_in.sql) in Crockford
--     base32 (no I, L, O or U), the same the outbox worker works out from the code it sends
--     (supabase/functions/outbox-worker/kinds/checkInCode.ts). Unguessable without the secret, but
--     it proves nothing on its own: only staff of the event may use it, and they may check any of
--     its members in by name anyway.
--   * public.check_in_by_reference(event, reference): checks in the member of that event whose
--     reference it is (the organiser and staff only, as check_in_member). Typed references are
--     read leniently: case, spaces and the dash do not matter, I and L read as 1, O as 0.

create function private.check_in_reference(target_event uuid, member uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  with signature as (
    select ('x' || substring(split_part(private.check_in_code(target_event, member), '.', 4) from 1 for 10))::bit(40) as bits
  ),
  letters as (
    select string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', substring(s.bits from i * 5 + 1 for 5)::integer + 1, 1), '' order by i) as text
      from signature s, generate_series(0, 7) as i
  )
  select left(l.text, 4) || '-' || right(l.text, 4) from letters l;
$$;

revoke all on function private.check_in_reference(uuid, uuid) from public, anon, authenticated;

create function public.check_in_by_reference(target_event uuid, reference text)
returns table (user_id uuid, full_name text, checked_in_at timestamptz, already_checked_in boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  typed text := translate(upper(regexp_replace(coalesce(reference, ''), '[\s-]', '', 'g')), 'ILO', '110');
  member uuid;
begin
  if not private.can_manage_attendees(target_event) then
    raise exception 'Only the organiser or an admin can check members in.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.events e where e.id = target_event) then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;
  if typed !~ '^[0-9A-HJKMNP-TV-Z]{8}$' then
    raise exception 'A check-in reference has 8 letters and digits, like K7QM-2X9D.' using errcode = '22023';
  end if;
  select r.user_id into member
    from public.event_rsvps r
   where r.event_id = target_event
     and replace(private.check_in_reference(target_event, r.user_id), '-', '') = typed
   limit 1;
  if member is null then
    raise exception 'Nobody at this event has that check-in reference.' using errcode = '22023';
  end if;
  return query select * from private.check_in(target_event, member);
end;
$$;

revoke all on function public.check_in_by_reference(uuid, text) from public, anon;
grant execute on function public.check_in_by_reference(uuid, text) to authenticated, service_role;
