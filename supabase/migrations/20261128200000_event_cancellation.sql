-- Cancel, not delete (issue 36.3), and bulk actions in events management (issue 36.4).
--
--   * events.cancelled_at / cancellation_reason: set together by cancel_event() (and cleared
--     together by reinstate_event()); clients have no INSERT or UPDATE privilege on them (the
--     column grants of 20261124000100_event_rsvps.sql name the form's columns only), so an event
--     is cancelled only through the functions of this file, which check who may.
--   * A cancelled event keeps its page, its RSVP rows (those going are the people to tell) and its
--     calendar entry (STATUS:CANCELLED), but takes no new RSVP: a trigger on event_rsvps refuses
--     the insert, so whatever version of rsvp_event() is current (other work replaces it) stays
--     refused, and moving a waiting member up into a cancelled event is skipped.
--   * Bulk RPCs take an id array and change the events one row at a time in one transaction, so
--     every row trigger (updated_at, the audit log's, the series' EXDATE) runs for each event, and
--     one refused row refuses the whole call.

-- 1. Columns ---------------------------------------------------------------------------------------

alter table public.events
  add column cancelled_at timestamptz,
  add column cancellation_reason text
    constraint events_cancellation_reason_length
      check (cancellation_reason is null or char_length(cancellation_reason) between 1 and 500),
  add constraint events_cancellation_together
    check ((cancelled_at is null) = (cancellation_reason is null));

comment on column public.events.cancelled_at is
  'When the event was cancelled (cancel_event()); null while it takes place. The page stays, with the reason.';
comment on column public.events.cancellation_reason is
  'Why the event was cancelled, shown on its page (1 to 500 characters). Set with cancelled_at.';

-- 2. Who may manage an event -----------------------------------------------------------------------

-- The rule of the events' update and delete policies (the creator or an admin), in one place, for the
-- security definer functions below. The roles work widens it to organisers (public.is_staff()).
create function private.can_manage_event(creator uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null
     and (creator = (select auth.uid()) or public.is_admin());
$$;

revoke all on function private.can_manage_event(uuid) from public, anon, authenticated;

-- 3. RSVPs close -----------------------------------------------------------------------------------

-- No new RSVP for a cancelled event (HTTP 409 with the message the event page shows as it is).
-- A waiting member is not moved up into a cancelled event: the row is skipped (a BEFORE trigger
-- answering null), so private.move_up_waiting() counts only the rows it moved and the event's
-- counts stay equal to its rows. Withdrawing (cancel_rsvp) and account deletion still work.
-- The RSVP functions lock the event's row first, and cancel_event() updates it, so the check reads
-- the event as it is when the RSVP is written.
create function private.event_rsvps_refuse_cancelled() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.events e where e.id = new.event_id and e.cancelled_at is not null) then
    return new;
  end if;
  if tg_op = 'INSERT' then
    raise exception 'This event is cancelled: it takes no more RSVPs.' using errcode = 'PT409';
  end if;
  if old.status = 'waitlist' and new.status = 'going' then
    return null;
  end if;
  return new;
end;
$$;

revoke all on function private.event_rsvps_refuse_cancelled() from public, anon, authenticated;

create trigger event_rsvps_refuse_cancelled
  before insert or update of status on public.event_rsvps
  for each row execute function private.event_rsvps_refuse_cancelled();

-- 4. Cancel and reinstate one event ----------------------------------------------------------------

-- Cancels one locked-or-not event as the caller; shared by cancel_event() and cancel_events().
-- Answers false (and changes nothing) when the event is already cancelled.
create function private.cancel_one_event(target_event uuid, reason text) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target public.events;
begin
  select * into target from public.events e where e.id = target_event for update;
  if not found then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;
  if not private.can_manage_event(target.created_by) then
    raise exception 'Only the organiser or an admin can cancel "%".', target.title using errcode = '42501';
  end if;
  if target.cancelled_at is not null then
    return false;
  end if;
  update public.events e
     set cancelled_at = now(), cancellation_reason = reason
   where e.id = target_event;
  return true;
end;
$$;

revoke all on function private.cancel_one_event(uuid, text) from public, anon, authenticated;

-- The reason as stored: trimmed, 1 to 500 characters, or a clear refusal (22023).
create function private.cancellation_reason(reason text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  trimmed text := btrim(coalesce(reason, ''));
begin
  if trimmed = '' then
    raise exception 'Give a reason for the cancellation.' using errcode = '22023';
  end if;
  if char_length(trimmed) > 500 then
    raise exception 'The reason for the cancellation is at most 500 characters.' using errcode = '22023';
  end if;
  return trimmed;
end;
$$;

revoke all on function private.cancellation_reason(text) from public, anon, authenticated;

-- Cancel an event with a reason, as its organiser (created_by) or an admin. A second cancel is
-- refused (HTTP 409): the first reason stays what the page says.
create function public.cancel_event(target_event uuid, reason text) returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  stored_reason text;
  cancelled timestamptz;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to cancel an event.' using errcode = '42501';
  end if;
  stored_reason := private.cancellation_reason(reason);
  if not private.cancel_one_event(target_event, stored_reason) then
    raise exception 'This event is already cancelled.' using errcode = 'PT409';
  end if;
  select e.cancelled_at into cancelled from public.events e where e.id = target_event;
  return cancelled;
end;
$$;

-- Undo a cancellation (a mistake, or the event is back on): the event takes RSVPs again. Those who
-- were going still are. Refused (HTTP 409) when the event is not cancelled.
create function public.reinstate_event(target_event uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target public.events;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to reinstate an event.' using errcode = '42501';
  end if;
  select * into target from public.events e where e.id = target_event for update;
  if not found then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;
  if not private.can_manage_event(target.created_by) then
    raise exception 'Only the organiser or an admin can reinstate "%".', target.title using errcode = '42501';
  end if;
  if target.cancelled_at is null then
    raise exception 'This event is not cancelled.' using errcode = 'PT409';
  end if;
  update public.events e set cancelled_at = null, cancellation_reason = null where e.id = target_event;
end;
$$;

-- 5. Bulk actions ----------------------------------------------------------------------------------

-- The ids of a bulk call, each once, in id order (the same lock order for every call, so two bulk
-- calls over overlapping events cannot deadlock), at most 1000, or a clear refusal.
create function private.bulk_event_ids(target_events uuid[]) returns uuid[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  ids uuid[];
begin
  select coalesce(array_agg(distinct id order by id), '{}') into ids
    from unnest(coalesce(target_events, '{}')) as id
   where id is not null;
  if cardinality(ids) = 0 then
    raise exception 'Select at least one event.' using errcode = '22023';
  end if;
  if cardinality(ids) > 1000 then
    raise exception 'Select at most 1000 events at once.' using errcode = '22023';
  end if;
  return ids;
end;
$$;

revoke all on function private.bulk_event_ids(uuid[]) from public, anon, authenticated;

-- Cancel many events with one reason. Events already cancelled keep their reason and are not
-- counted; an event the caller may not manage, or that no longer exists, refuses the whole call.
-- Answers how many events were cancelled.
create function public.cancel_events(target_events uuid[], reason text) returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  stored_reason text;
  target uuid;
  cancelled integer := 0;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to cancel events.' using errcode = '42501';
  end if;
  stored_reason := private.cancellation_reason(reason);
  foreach target in array private.bulk_event_ids(target_events) loop
    if private.cancel_one_event(target, stored_reason) then
      cancelled := cancelled + 1;
    end if;
  end loop;
  return cancelled;
end;
$$;

-- Delete many events, one row at a time (row triggers run for each). All or none. Answers how many.
create function public.delete_events(target_events uuid[]) returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target uuid;
  row_event public.events;
  deleted integer := 0;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to delete events.' using errcode = '42501';
  end if;
  foreach target in array private.bulk_event_ids(target_events) loop
    select * into row_event from public.events e where e.id = target for update;
    if not found then
      raise exception 'No event with that id.' using errcode = 'P0002';
    end if;
    if not private.can_manage_event(row_event.created_by) then
      raise exception 'Only the organiser or an admin can delete "%".', row_event.title using errcode = '42501';
    end if;
    delete from public.events e where e.id = target;
    deleted := deleted + 1;
  end loop;
  return deleted;
end;
$$;

-- Move many events to one category, one row at a time. Events already in it are not counted.
-- All or none. Answers how many changed.
create function public.set_events_category(target_events uuid[], new_category public.event_category) returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target uuid;
  row_event public.events;
  changed integer := 0;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to change events.' using errcode = '42501';
  end if;
  if new_category is null then
    raise exception 'Choose a category.' using errcode = '22023';
  end if;
  foreach target in array private.bulk_event_ids(target_events) loop
    select * into row_event from public.events e where e.id = target for update;
    if not found then
      raise exception 'No event with that id.' using errcode = 'P0002';
    end if;
    if not private.can_manage_event(row_event.created_by) then
      raise exception 'Only the organiser or an admin can change "%".', row_event.title using errcode = '42501';
    end if;
    if row_event.category is distinct from new_category then
      update public.events e set category = new_category where e.id = target;
      changed := changed + 1;
    end if;
  end loop;
  return changed;
end;
$$;

revoke all on function public.cancel_event(uuid, text) from public, anon;
revoke all on function public.reinstate_event(uuid) from public, anon;
revoke all on function public.cancel_events(uuid[], text) from public, anon;
revoke all on function public.delete_events(uuid[]) from public, anon;
revoke all on function public.set_events_category(uuid[], public.event_category) from public, anon;
grant execute on function public.cancel_event(uuid, text) to authenticated, service_role;
grant execute on function public.reinstate_event(uuid) to authenticated, service_role;
grant execute on function public.cancel_events(uuid[], text) to authenticated, service_role;
grant execute on function public.delete_events(uuid[]) to authenticated, service_role;
grant execute on function public.set_events_category(uuid[], public.event_category) to authenticated, service_role;
