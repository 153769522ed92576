-- Registration approval and check-in at the door (issue 36, items 5 and 6).
--
--   * events.requires_approval: an RSVP to such an event is 'pending' until the organiser (the
--     event's creator) or an admin approves it ('going', or 'waitlist' when the event is full) or
--     declines it ('declined'). A declined row is kept: the member sees "Declined" on the page and
--     cannot ask again (rsvp_event() answers 'declined', cancel_rsvp() leaves the row); the
--     organiser may still approve it later. Capacity counts 'going' rows only, as before: pending
--     and declined rows are in neither count on the event.
--   * event_rsvps.checked_in_at: when the member was checked in at the door, by a signed code
--     (check_in_by_code) or by name (check_in_member).
--   * The check-in code names the event and the member and carries an HMAC-SHA256 of both with a
--     secret that lives in private.check_in_secret (no client role can read it; only the security
--     definer functions below do). Without the secret a code cannot be made, and a code made for
--     one event does not verify for another.
--
-- Who counts as "the organiser" is decided in one place, private.can_manage_attendees(), so the
-- organiser role (issue 36.2, is_staff()) widens every function of this file at once.

-- 1. Columns -----------------------------------------------------------------------------------------

alter table public.events
  add column requires_approval boolean not null default false;

-- The event form writes it (column-level grants: see 20261124000100_event_rsvps.sql).
grant insert (requires_approval), update (requires_approval) on public.events to anon, authenticated;

alter table public.event_rsvps drop constraint event_rsvps_status_check;
alter table public.event_rsvps
  add constraint event_rsvps_status_check check (status in ('going', 'waitlist', 'pending', 'declined')),
  add column decided_at timestamptz,
  add column checked_in_at timestamptz,
  -- Only a member with a place can have come through the door.
  add constraint event_rsvps_checked_in_going check (checked_in_at is null or status = 'going');

comment on column public.event_rsvps.decided_at is 'When the organiser approved or declined a pending RSVP (events that require approval).';
comment on column public.event_rsvps.checked_in_at is 'When the member was checked in at the door.';

-- 2. Who manages an event's attendees ----------------------------------------------------------------

-- The event's creator or an admin. The lead's glue for the organiser role replaces this body with
-- is_staff(); every function below asks here.
create function private.can_manage_attendees(target_event uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin()
      or exists (select 1 from public.events e where e.id = target_event and e.created_by = (select auth.uid()));
$$;

revoke all on function private.can_manage_attendees(uuid) from public, anon, authenticated;

-- 3. RSVPs: pending for events that require approval ---------------------------------------------------

-- As in 20261126000000_security_round_3.sql, and 'pending' (in neither count) when the event
-- requires approval. Calling again answers the current status, 'declined' included.
create or replace function public.rsvp_event(target_event uuid) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  target public.events;
  current_status text;
  new_status text;
begin
  if caller is null then
    raise exception 'Sign in to RSVP to an event.' using errcode = '42501';
  end if;

  select * into target
    from public.events e
   where e.id = target_event
     for update;
  if not found then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;

  select r.status into current_status
    from public.event_rsvps r
   where r.event_id = target_event and r.user_id = caller;
  if found then
    return current_status;
  end if;

  if private.event_ends_at(target) <= now() then
    raise exception 'This event is over: it takes no more RSVPs.' using errcode = 'PT409';
  end if;

  if target.requires_approval then
    insert into public.event_rsvps (event_id, user_id, status) values (target_event, caller, 'pending');
    return 'pending';
  end if;

  new_status := case when target.capacity is null or target.going_count < target.capacity then 'going' else 'waitlist' end;
  insert into public.event_rsvps (event_id, user_id, status) values (target_event, caller, new_status);
  update public.events e
     set going_count = e.going_count + case when new_status = 'going' then 1 else 0 end,
         waitlist_count = e.waitlist_count + case when new_status = 'waitlist' then 1 else 0 end
   where e.id = target_event;
  return new_status;
end;
$$;

-- As in 20261124000100_event_rsvps.sql; a pending or declined row leaves no count to fix.
create or replace function private.leave_event(target_event uuid, member uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  event_capacity integer;
  event_going integer;
  left_status text;
  moved integer := 0;
begin
  select e.capacity, e.going_count into event_capacity, event_going
    from public.events e
   where e.id = target_event
     for update;
  if not found then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;

  delete from public.event_rsvps r
   where r.event_id = target_event and r.user_id = member
  returning r.status into left_status;
  if not found then
    return;
  end if;

  if left_status = 'going' then
    moved := private.move_up_waiting(
      target_event,
      case when event_capacity is null then null else event_capacity - (event_going - 1) end
    );
    update public.events e
       set going_count = e.going_count - 1 + moved,
           waitlist_count = e.waitlist_count - moved
     where e.id = target_event;
  elsif left_status = 'waitlist' then
    update public.events e
       set waitlist_count = e.waitlist_count - 1
     where e.id = target_event;
  end if;
end;
$$;

-- As in 20261126000000_security_round_3.sql; a declined member's row stays (the decision stands:
-- withdrawing and asking again would put them back in the organiser's pending list).
create or replace function public.cancel_rsvp(target_event uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  target public.events;
  current_status text;
begin
  if caller is null then
    raise exception 'Sign in to cancel an RSVP.' using errcode = '42501';
  end if;
  select * into target from public.events e where e.id = target_event for update;
  select r.status into current_status from public.event_rsvps r where r.event_id = target_event and r.user_id = caller;
  if current_status = 'declined' then
    return;
  end if;
  if current_status is not null and private.event_ends_at(target) <= now() then
    raise exception 'This event is over: its RSVPs can no longer be changed.' using errcode = 'PT409';
  end if;
  perform private.leave_event(target_event, caller);
end;
$$;

-- 4. Approving and declining ------------------------------------------------------------------------

-- Approves (approve = true) or declines (false) the given members' RSVPs to an event, for its
-- organiser and admins. Approval turns a pending (or earlier declined) RSVP into 'going' while the
-- event has a place and into 'waitlist' once it is full (a waiting member moves up, first come
-- first served, when a place frees); declining turns a pending RSVP into 'declined'. Members with
-- no RSVP or one in another state are left as they are. The event's row is locked first, as every
-- RSVP change does, so concurrent approvals never give more places than the capacity.
-- Answers every given member that has an RSVP, with its status afterwards.
create function public.decide_rsvps(target_event uuid, members uuid[], approve boolean)
returns table (user_id uuid, status text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target public.events;
  member uuid;
  going integer;
  waiting integer := 0;
  new_status text;
begin
  if not private.can_manage_attendees(target_event) then
    raise exception 'Only the organiser or an admin can approve or decline registrations.' using errcode = '42501';
  end if;
  select * into target from public.events e where e.id = target_event for update;
  if not found then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;
  if approve is null or members is null then
    raise exception 'Say which members to approve or decline.' using errcode = '22023';
  end if;
  going := target.going_count;

  for member in
    select r.user_id
      from public.event_rsvps r
     where r.event_id = target_event
       and r.user_id = any (members)
       and r.status = any (case when approve then array['pending', 'declined'] else array['pending'] end)
     order by r.created_at, r.user_id
  loop
    if approve then
      new_status := case when target.capacity is null or going < target.capacity then 'going' else 'waitlist' end;
      if new_status = 'going' then going := going + 1; else waiting := waiting + 1; end if;
    else
      new_status := 'declined';
    end if;
    update public.event_rsvps r
       set status = new_status, decided_at = now()
     where r.event_id = target_event and r.user_id = member;
  end loop;

  if going <> target.going_count or waiting > 0 then
    update public.events e
       set going_count = going,
           waitlist_count = e.waitlist_count + waiting
     where e.id = target_event;
  end if;

  return query
    select r.user_id, r.status
      from public.event_rsvps r
     where r.event_id = target_event and r.user_id = any (members)
     order by r.created_at, r.user_id;
end;
$$;

-- Who is coming, as in 20261124000100_event_rsvps.sql, with the decision and check-in times:
-- going, then waiting, pending and declined, each in the order they answered. The return type
-- changes, so the function is dropped and made again.
drop function public.event_attendees(uuid);
create function public.event_attendees(target_event uuid)
returns table (user_id uuid, full_name text, email text, status text, created_at timestamptz, decided_at timestamptz, checked_in_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.can_manage_attendees(target_event) then
    raise exception 'Only the organiser or an admin can see who is coming.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.events e where e.id = target_event) then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;
  return query
    select r.user_id, p.full_name, p.email, r.status, r.created_at, r.decided_at, r.checked_in_at
      from public.event_rsvps r
      left join public.profiles p on p.user_id = r.user_id
     where r.event_id = target_event
     order by array_position(array['going', 'waitlist', 'pending', 'declined'], r.status), r.created_at, r.user_id;
end;
$$;

-- 5. Signed check-in codes ----------------------------------------------------------------------------

-- One secret per database, made here from the server's strong random source (gen_random_uuid(),
-- 2 x 122 random bits: no pgcrypto on PGlite). Readable by nobody but its owner, so only the
-- security definer functions below use it. Rotating it (update the row) voids every code issued.
create table private.check_in_secret (
  singleton boolean primary key default true constraint check_in_secret_one_row check (singleton),
  secret bytea not null constraint check_in_secret_length check (length(secret) >= 32)
);
revoke all on private.check_in_secret from public, anon, authenticated;
insert into private.check_in_secret (secret)
values (decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'));

-- HMAC-SHA256 (RFC 2104) on the built-in sha256(): PGlite has no pgcrypto, whose hmac() hosted
-- Supabase would offer. Checked against node:crypto's HMAC in local-backend/test/check-in.test.ts.
create function private.hmac_sha256(key bytea, message bytea) returns bytea
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  block bytea := key;
  inner_pad bytea;
  outer_pad bytea;
begin
  if length(block) > 64 then
    block := sha256(block);
  end if;
  block := block || decode(repeat('00', 64 - length(block)), 'hex');
  inner_pad := block;
  outer_pad := block;
  for i in 0..63 loop
    inner_pad := set_byte(inner_pad, i, get_byte(block, i) # 54);  -- 0x36
    outer_pad := set_byte(outer_pad, i, get_byte(block, i) # 92);  -- 0x5c
  end loop;
  return sha256(outer_pad || sha256(inner_pad || message));
end;
$$;

revoke all on function private.hmac_sha256(bytea, bytea) from public, anon, authenticated;

-- The code a member shows at the door: 'EO1.<event id>.<user id>.<signature>', the signature the
-- first 128 bits of HMAC-SHA256(secret, 'check-in:<event id>:<user id>') in hex.
create function private.check_in_code(target_event uuid, member uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select 'EO1.' || target_event || '.' || member || '.'
         || encode(substring(private.hmac_sha256(s.secret, convert_to('check-in:' || target_event || ':' || member, 'UTF8')) from 1 for 16), 'hex')
    from private.check_in_secret s;
$$;

revoke all on function private.check_in_code(uuid, uuid) from public, anon, authenticated;

-- The signed-in member's check-in code for an event they are going to.
create function public.my_check_in_code(target_event uuid) returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to see your check-in code.' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.event_rsvps r where r.event_id = target_event and r.user_id = caller and r.status = 'going'
  ) then
    raise exception 'Only members going to this event have a check-in code.' using errcode = '42501';
  end if;
  return private.check_in_code(target_event, caller);
end;
$$;

-- Marks a member going to the event as checked in (organiser and admins; the callers check).
-- A second check-in changes nothing and answers already_checked_in with the first time.
create function private.check_in(target_event uuid, member uuid)
returns table (user_id uuid, full_name text, checked_in_at timestamptz, already_checked_in boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  rsvp_status text;
  first_time timestamptz;
  marked timestamptz;
begin
  -- Concurrent scans of one code: the second UPDATE waits for the first and then finds the row
  -- checked in, so exactly one of them marks it.
  update public.event_rsvps r
     set checked_in_at = now()
   where r.event_id = target_event and r.user_id = member and r.status = 'going' and r.checked_in_at is null
  returning r.checked_in_at into marked;
  if not found then
    select r.status, r.checked_in_at into rsvp_status, first_time
      from public.event_rsvps r
     where r.event_id = target_event and r.user_id = member;
    if rsvp_status is distinct from 'going' then
      raise exception '%', case rsvp_status
          when 'waitlist' then 'Not checked in: this member is on the waitlist.'
          when 'pending' then 'Not checked in: this member''s registration is awaiting approval.'
          when 'declined' then 'Not checked in: this member''s registration was declined.'
          else 'Not checked in: this member has no place at this event.'
        end
        using errcode = 'PT409';
    end if;
  end if;
  return query
    select member, p.full_name, coalesce(marked, first_time), marked is null
      from (select 1) as one
      left join public.profiles p on p.user_id = member;
end;
$$;

revoke all on function private.check_in(uuid, uuid) from public, anon, authenticated;

-- Checks in the member a scanned code names, at the event the organiser is checking in. A code
-- that is not one of ours, has a wrong signature, or names another event is refused (22023).
create function public.check_in_by_code(target_event uuid, code text)
returns table (user_id uuid, full_name text, checked_in_at timestamptz, already_checked_in boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  parts text[];
  code_event uuid;
  code_member uuid;
  other_title text;
begin
  if not private.can_manage_attendees(target_event) then
    raise exception 'Only the organiser or an admin can check members in.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.events e where e.id = target_event) then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;
  parts := regexp_match(
    btrim(coalesce(code, '')),
    '^EO1\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[0-9a-f]{32}$'
  );
  if parts is null then
    raise exception 'This is not a check-in code of this site.' using errcode = '22023';
  end if;
  code_event := parts[1]::uuid;
  code_member := parts[2]::uuid;
  if private.check_in_code(code_event, code_member) <> btrim(code) then
    raise exception 'This check-in code is not valid: it was not issued by this site.' using errcode = '22023';
  end if;
  if code_event <> target_event then
    select e.title into other_title from public.events e where e.id = code_event;
    raise exception '%', case when other_title is null
        then 'This code is for another event, not this one.'
        else format('This code is for another event: %s.', other_title)
      end
      using errcode = '22023';
  end if;
  return query select * from private.check_in(target_event, code_member);
end;
$$;

-- Checks in a member found by name in the check-in view.
create function public.check_in_member(target_event uuid, member uuid)
returns table (user_id uuid, full_name text, checked_in_at timestamptz, already_checked_in boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.can_manage_attendees(target_event) then
    raise exception 'Only the organiser or an admin can check members in.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.events e where e.id = target_event) then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;
  return query select * from private.check_in(target_event, member);
end;
$$;

-- 6. Attendance for the admin overview -----------------------------------------------------------------

-- Past events where check-in was used (at least one member checked in), newest first, at most
-- `max_events`: those going, and those checked in. The rate and the no-shows (going minus checked
-- in) are worked out by the overview. Events that never used check-in would read as 100% no-shows,
-- so they are left out.
create function public.attendance_by_event(max_events integer default 60)
returns table (event_id uuid, title text, date date, going integer, checked_in integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only an admin can see attendance.' using errcode = '42501';
  end if;
  return query
    select e.id, e.title, e.date, e.going_count, counted.checked_in
      from public.events e
      cross join lateral (
        select count(*)::integer as checked_in
          from public.event_rsvps r
         where r.event_id = e.id and r.checked_in_at is not null
      ) counted
     where counted.checked_in > 0
       and private.event_ends_at(e) <= now()
     order by e.date desc, e.id
     limit least(greatest(coalesce(max_events, 60), 1), 500);
end;
$$;

revoke all on function public.decide_rsvps(uuid, uuid[], boolean) from public, anon;
revoke all on function public.event_attendees(uuid) from public, anon;
revoke all on function public.my_check_in_code(uuid) from public, anon;
revoke all on function public.check_in_by_code(uuid, text) from public, anon;
revoke all on function public.check_in_member(uuid, uuid) from public, anon;
revoke all on function public.attendance_by_event(integer) from public, anon;
grant execute on function public.decide_rsvps(uuid, uuid[], boolean) to authenticated, service_role;
grant execute on function public.event_attendees(uuid) to authenticated, service_role;
grant execute on function public.my_check_in_code(uuid) to authenticated, service_role;
grant execute on function public.check_in_by_code(uuid, text) to authenticated, service_role;
grant execute on function public.check_in_member(uuid, uuid) to authenticated, service_role;
grant execute on function public.attendance_by_event(integer) to authenticated, service_role;
