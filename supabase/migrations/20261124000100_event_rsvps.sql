-- Event RSVPs with a capacity and a waitlist (issue: RSVPs).
--
--   * events.capacity: places for 'going' members; null means unlimited.
--   * events.going_count / waitlist_count: the number of RSVP rows of each status, stored with the
--     event so every visitor reads them with the event and realtime on `events` keeps them live.
--     Only the functions of this file write them; clients have no INSERT or UPDATE privilege on
--     those columns (column-level grants below).
--   * public.event_rsvps: one row per member and event, 'going' or 'waitlist'. A member reads only
--     their own rows; nobody writes them but the security definer functions of this file.
--
-- Every change of an event's RSVPs first locks the event's row (select ... for update, or the
-- UPDATE of the event itself), so concurrent RSVPs, cancellations and capacity changes of one event
-- run one after another and the counts always equal the rows.

-- 1. Capacity and counts ---------------------------------------------------------------------------

alter table public.events
  add column capacity integer
    constraint events_capacity_range check (capacity is null or capacity between 1 and 100000),
  add column going_count integer not null default 0
    constraint events_going_count_not_negative check (going_count >= 0),
  add column waitlist_count integer not null default 0
    constraint events_waitlist_count_not_negative check (waitlist_count >= 0);

-- Column-level privileges: clients write only the columns of the event form (and created_by when
-- adding an event, which the insert policy pins to the caller). id, created_at and updated_at come
-- from the database, the counts from the RSVP functions. anon keeps the same column grants as
-- authenticated so that its writes stay refused by row level security exactly as before (no anon
-- policy admits a write). SELECT is unchanged: everyone reads every column.
revoke insert, update on public.events from anon, authenticated;
grant insert (title, description, date, time, end_date, end_time, online_url, location, category, image_url, created_by, timezone, capacity)
  on public.events to anon, authenticated;
grant update (title, description, date, time, end_date, end_time, online_url, location, category, image_url, timezone, capacity)
  on public.events to anon, authenticated;

-- A change of the counts alone (an RSVP, a cancellation) is not an edit of the event: updated_at,
-- the calendar feed's LAST-MODIFIED and its caching validator, stays as it was.
create or replace function public.events_set_timestamps() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.updated_at := now();
    return new;
  end if;
  new.created_at := old.created_at;
  if (new.going_count, new.waitlist_count) is distinct from (old.going_count, old.waitlist_count)
     and (to_jsonb(new) - array['going_count', 'waitlist_count', 'updated_at'])
         = (to_jsonb(old) - array['going_count', 'waitlist_count', 'updated_at']) then
    new.updated_at := old.updated_at;
  else
    new.updated_at := now();
  end if;
  return new;
end;
$$;

-- 2. RSVP rows -------------------------------------------------------------------------------------

create table public.event_rsvps (
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  status text not null constraint event_rsvps_status_check check (status in ('going', 'waitlist')),
  created_at timestamptz not null default now(),
  primary key (event_id, user_id)
);

comment on table public.event_rsvps is
  'Who is going to or waiting for an event. Written only by rsvp_event(), cancel_rsvp() and the capacity trigger.';

-- The first waiting member of an event (oldest created_at), and the counts.
create index event_rsvps_event_status_created_idx on public.event_rsvps (event_id, status, created_at);
-- A member's own RSVPs, and the cascade when an account is deleted.
create index event_rsvps_user_id_idx on public.event_rsvps (user_id);

alter table public.event_rsvps enable row level security;

revoke all on public.event_rsvps from anon, authenticated;
grant select on public.event_rsvps to authenticated;
grant all on public.event_rsvps to service_role;

create policy "event rsvps: members read their own rows"
  on public.event_rsvps for select to authenticated
  using (user_id = (select auth.uid()));

-- Not in the supabase_realtime publication: a DELETE is delivered to every subscriber whatever the
-- policies say (old record with the primary key), which would tell anyone who cancelled. The counts
-- are live through `events`; a member reads their own status again when going_count changes.

-- 3. Moving waiting members up ---------------------------------------------------------------------

-- Moves up to `places` waiting members of an event to 'going', first come first served (oldest
-- created_at, then user_id for a stable order); all of them when `places` is null (unlimited
-- capacity). Returns how many moved. The caller holds the event's row lock and adjusts the
-- event's counts itself (the capacity trigger does it on NEW, before its row is written).
create function private.move_up_waiting(target_event uuid, places integer) returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  moved integer;
begin
  if places is not null and places <= 0 then
    return 0;
  end if;
  with first_waiting as (
    select r.user_id
      from public.event_rsvps r
     where r.event_id = target_event and r.status = 'waitlist'
     order by r.created_at, r.user_id
     limit places
  )
  update public.event_rsvps r
     set status = 'going'
    from first_waiting f
   where r.event_id = target_event and r.user_id = f.user_id;
  get diagnostics moved = row_count;
  return moved;
end;
$$;

-- Removes one member's RSVP from an event: locks the event, deletes the row, fixes both counts
-- and, when a 'going' place was freed, moves the first waiting member up. Nothing happens when the
-- member had no RSVP. Used by cancel_rsvp() and when an account is deleted.
create function private.leave_event(target_event uuid, member uuid) returns void
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
  else
    update public.events e
       set waitlist_count = e.waitlist_count - 1
     where e.id = target_event;
  end if;
end;
$$;

revoke all on function private.move_up_waiting(uuid, integer) from public, anon, authenticated;
revoke all on function private.leave_event(uuid, uuid) from public, anon, authenticated;

-- New events start with no RSVPs, whatever an insert says. When the capacity changes, free places
-- go to waiting members at once, first come first served (raised, or made unlimited). When it is
-- lowered below going_count nobody is removed or moved back to the waitlist: those going keep their
-- place, and new RSVPs wait until going_count is below the capacity again.
-- A BEFORE trigger, so the organiser's UPDATE ... RETURNING already shows the new counts. The
-- UPDATE holds the event's row lock, and under READ COMMITTED NEW is built from the newest row, so
-- this serialises with rsvp_event() and cancel_rsvp() like they do with each other.
create function private.events_rsvp_counts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  moved integer;
begin
  if tg_op = 'INSERT' then
    new.going_count := 0;
    new.waitlist_count := 0;
    return new;
  end if;
  if new.capacity is distinct from old.capacity and new.waitlist_count > 0 then
    moved := private.move_up_waiting(
      new.id,
      case when new.capacity is null then null else new.capacity - new.going_count end
    );
    new.going_count := new.going_count + moved;
    new.waitlist_count := new.waitlist_count - moved;
  end if;
  return new;
end;
$$;

revoke all on function private.events_rsvp_counts() from public, anon, authenticated;

create trigger events_rsvp_counts
  before insert or update of capacity on public.events
  for each row execute function private.events_rsvp_counts();

-- A deleted account's RSVPs are removed before the cascade would, through leave_event(), so the
-- counts stay right and a freed place goes to the next waiting member. Events in id order, the same
-- lock order for every deletion.
create function private.event_rsvps_leave_on_user_delete() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  joined uuid;
begin
  for joined in
    select r.event_id from public.event_rsvps r where r.user_id = old.id order by r.event_id
  loop
    perform private.leave_event(joined, old.id);
  end loop;
  return old;
end;
$$;

revoke all on function private.event_rsvps_leave_on_user_delete() from public, anon, authenticated;

create trigger on_auth_user_deleted_leave_events
  before delete on auth.users
  for each row execute function private.event_rsvps_leave_on_user_delete();

-- 4. The API ---------------------------------------------------------------------------------------

-- RSVP to an event as the signed-in member: 'going' while there is a place (no capacity, or
-- going_count below it), 'waitlist' otherwise. Calling again answers the member's current status
-- and changes nothing.
create function public.rsvp_event(target_event uuid) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  event_capacity integer;
  event_going integer;
  current_status text;
  new_status text;
begin
  if caller is null then
    raise exception 'Sign in to RSVP to an event.' using errcode = '42501';
  end if;

  select e.capacity, e.going_count into event_capacity, event_going
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

  new_status := case when event_capacity is null or event_going < event_capacity then 'going' else 'waitlist' end;
  insert into public.event_rsvps (event_id, user_id, status) values (target_event, caller, new_status);
  update public.events e
     set going_count = e.going_count + case when new_status = 'going' then 1 else 0 end,
         waitlist_count = e.waitlist_count + case when new_status = 'waitlist' then 1 else 0 end
   where e.id = target_event;
  return new_status;
end;
$$;

-- Withdraw the signed-in member's RSVP (going or waiting). A freed place goes to the first waiting
-- member in the same transaction. Nothing happens when the member had no RSVP.
create function public.cancel_rsvp(target_event uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to cancel an RSVP.' using errcode = '42501';
  end if;
  perform private.leave_event(target_event, caller);
end;
$$;

-- Who is coming, going first then waiting, each in the order they answered: for the event's
-- organiser (created_by) and admins only.
create function public.event_attendees(target_event uuid)
returns table (user_id uuid, full_name text, email text, status text, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (
    public.is_admin()
    or exists (select 1 from public.events e where e.id = target_event and e.created_by = (select auth.uid()))
  ) then
    raise exception 'Only the organiser or an admin can see who is coming.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.events e where e.id = target_event) then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;
  return query
    select r.user_id, p.full_name, p.email, r.status, r.created_at
      from public.event_rsvps r
      left join public.profiles p on p.user_id = r.user_id
     where r.event_id = target_event
     order by r.status = 'waitlist', r.created_at, r.user_id;
end;
$$;

-- The organiser's name for the event page, for everyone: only profiles.full_name, never the email.
-- Null for an unknown event, an event whose creator was deleted, or a creator without a name.
create function public.event_organiser_name(target_event uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.full_name
    from public.events e
    join public.profiles p on p.user_id = e.created_by
   where e.id = target_event;
$$;

revoke all on function public.rsvp_event(uuid) from public, anon;
revoke all on function public.cancel_rsvp(uuid) from public, anon;
revoke all on function public.event_attendees(uuid) from public, anon;
revoke all on function public.event_organiser_name(uuid) from public;
grant execute on function public.rsvp_event(uuid) to authenticated, service_role;
grant execute on function public.cancel_rsvp(uuid) to authenticated, service_role;
grant execute on function public.event_attendees(uuid) to authenticated, service_role;
grant execute on function public.event_organiser_name(uuid) to anon, authenticated, service_role;
