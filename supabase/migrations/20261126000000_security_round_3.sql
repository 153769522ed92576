-- Security round 3 (issue 33), findings 5 to 8.
--
-- 5. The last administrator: deleting an account and changing a role take the same lock.
-- 6. A series counts every event it creates against the events' rate limit.
-- 7. One rule for the caller's address, the same as the functions' (supabase/functions/_shared/
--    clientAddress.ts), and no empty address that turns a limit off.
-- 8. No RSVP to an event that is over, and no change to the RSVPs of one.

-- 5. The last administrator --------------------------------------------------------------------------

-- set_member_role() (20260120000000_admin_functions.sql) locks public.profiles in SHARE ROW EXCLUSIVE
-- mode before it counts the administrators. That mode conflicts with itself, so whoever holds it
-- counts the administrators as every earlier holder left them (each statement of a plpgsql
-- function reads the rows committed when it starts). Deleting an administrator now takes the same
-- lock before it asks "is there another administrator?": two administrators deleting themselves at
-- once, or a deletion and a demotion at once, run one after the other, and the second one sees the
-- first one's outcome. Before, the deletion trigger asked without the lock: both deletions saw the
-- other administrator still there, or a deletion saw the administrator a demotion (not yet
-- committed) was removing, and the site was left with none.
--
-- Its own BEFORE DELETE trigger, named to fire first (triggers of one event fire in name order:
-- "keep" before "leave" and "remove"), so the lock is taken before the other triggers lock
-- events and RSVPs: two deletions then never hold those while waiting for each other here.
-- Only an administrator's deletion takes the lock: a member's deletion changes no administrator.
-- Whether the deleted user is an administrator is read before the lock; a demotion of that same
-- user committing meanwhile only leaves a deletion that no longer needed the check, and one the
-- deletion outlasts updates a row that is gone.
create function private.keep_an_administrator_on_user_delete() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.profiles p where p.user_id = old.id and p.role = 'admin') then
    lock table public.profiles in share row exclusive mode;
    if not exists (select 1 from public.profiles p where p.role = 'admin' and p.user_id <> old.id) then
      raise exception 'The last administrator cannot be deleted'
        using errcode = '42501', hint = 'Make another member an administrator first.';
    end if;
  end if;
  return old;
end;
$$;

revoke all on function private.keep_an_administrator_on_user_delete() from public, anon, authenticated;

create trigger on_auth_user_deleted_keep_an_admin
  before delete on auth.users
  for each row execute function private.keep_an_administrator_on_user_delete();

-- The content trigger no longer asks (the check above did, under the lock); an administrator's
-- events still stay.
create or replace function private.remove_account_content_on_user_delete() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.profiles p where p.user_id = old.id and p.role = 'admin') then
    return old;
  end if;
  -- Occurrences of the member's series go with each series (events.series_id cascades).
  delete from public.event_series where created_by = old.id;
  delete from public.events where created_by = old.id;
  return old;
end;
$$;

-- 7. The caller's address ----------------------------------------------------------------------------

-- Who is calling, for the per-address limits. X-Forwarded-For is a list every proxy appends to, and
-- its first entries are whatever the client sent: the first entry, used before, let a client pick
-- a new address for every request. The rule now (the functions use the same one,
-- supabase/functions/_shared/clientAddress.ts):
--   1. cf-connecting-ip: set by the platform's proxy (Cloudflare), which replaces a client's own;
--   2. else the last X-Forwarded-For entry: the one the nearest proxy appended;
--   3. else 'unknown': one shared count, so a request without an address is limited, never free.
-- Still null outside an API request (no request.headers: SQL run by the owner, the seed,
-- migrations), which take_rate_limit() does not count.
create or replace function private.request_client() returns text
language sql
stable
set search_path = ''
as $$
  select case when h is null then null
         else coalesce(
           nullif(btrim(h ->> 'cf-connecting-ip'), ''),
           nullif(btrim(reverse(split_part(reverse(coalesce(h ->> 'x-forwarded-for', '')), ',', 1))), ''),
           'unknown'
         ) end
    from (select nullif(current_setting('request.headers', true), '')::json as h) as request;
$$;

revoke all on function private.request_client() from public;

-- Counts `how_many` of `action_name` for `caller` at once (a series counts each of its events).
-- Over the limit the statement fails with HTTP 429, and the message is `refusal` when given (its
-- %s: how many are left), else the limit's own; the count is rolled back with the failed
-- statement. An empty or missing address counts as 'unknown' (one shared count), never as "no
-- limit".
create function private.take_rate_limit_hits(action_name text, caller text, how_many integer, refusal text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  counted_as text := coalesce(nullif(btrim(caller), ''), 'unknown');
  rule private.rate_limits;
  bucket timestamptz;
  used integer;
begin
  select * into rule from private.rate_limits r where r.action = action_name;
  if not found or how_many <= 0 then
    return;
  end if;
  bucket := to_timestamp(floor(extract(epoch from now()) / rule.window_seconds) * rule.window_seconds);
  delete from private.rate_limit_counters c where c.window_start < now() - interval '1 day';
  insert into private.rate_limit_counters as c (action, client, window_start, hits)
  values (action_name, counted_as, bucket, how_many)
  on conflict (action, client, window_start) do update set hits = c.hits + excluded.hits
  returning c.hits into used;
  if used > rule.max_requests then
    raise exception using
      errcode = 'PT429',
      message = coalesce(format(refusal, greatest(rule.max_requests - (used - how_many), 0)), rule.message),
      hint = format('At most %s per %s minutes from one address.', rule.max_requests, rule.window_seconds / 60);
  end if;
end;
$$;

revoke all on function private.take_rate_limit_hits(text, text, integer, text) from public;

-- The API's limit (one hit for the request's caller); the service role and admins are not limited.
create or replace function private.take_rate_limit(action_name text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller text := private.request_client();
begin
  if caller is null or (select auth.role()) = 'service_role' or public.is_admin() then
    return;
  end if;
  perform private.take_rate_limit_hits(action_name, caller, 1);
end;
$$;

-- The newsletter function's limit, for the address it passes (counted whatever the role).
create or replace function private.take_rate_limit_for(action_name text, caller text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.take_rate_limit_hits(action_name, caller, 1);
end;
$$;

-- 6. A series counts every event it creates ---------------------------------------------------------

-- As create_event_series of 20261124000300_event_series.sql, but the events' rate limit counts each
-- occurrence (one request that adds 52 events is 52 new events), all before any row is written; a
-- series that does not fit is refused whole, with how many events are left this hour.
create or replace function public.create_event_series(event jsonb, rrule text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_address text := private.request_client();
  series uuid;
  template public.events;
  occurrences integer;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'Sign in to add events.';
  end if;
  template := jsonb_populate_record(null::public.events, event);
  if template.date is null then
    raise exception using errcode = '22023', message = 'A series needs the date of its first event.';
  end if;
  insert into public.event_series (rrule, created_by) values (rrule, caller) returning id into series;
  select count(*) into occurrences from private.series_dates(template.date, rrule);
  if caller_address is not null and (select auth.role()) <> 'service_role' and not public.is_admin() then
    perform private.take_rate_limit_hits(
      'event_insert', caller_address, occurrences,
      format('This series has %s events, but your network may add only %%s more events this hour. Choose fewer repeats, or try again later.', occurrences)
    );
  end if;
  insert into public.events (title, description, date, time, end_date, end_time, online_url, location, category, image_url, timezone, capacity, created_by, series_id)
  select template.title, template.description, day, template.time,
         case when template.end_date is null then null else day + (template.end_date - template.date) end,
         template.end_time, template.online_url, template.location, template.category, template.image_url, template.timezone,
         template.capacity, caller, series
    from private.series_dates(template.date, rrule) as day;
  return series;
end;
$$;

-- events_rate_limit() still skips rows with a series_id: create_event_series counted them above,
-- and only it can write series_id (no column grant).

-- 8. RSVPs close when the event is over ---------------------------------------------------------------

-- When an event is over, as the events table stores it:
--   * with an end time: that time, on end_date (or the start day);
--   * with an end day but no end time (all day, over several days): the end of end_date;
--   * with no end but a start time: the start (answers are for people who come from the start);
--   * with neither (an all-day event): the end of its day.
-- In the event's time zone; without one (the time "as written", zone unknown) in the last zone on
-- Earth, UTC-12 ('Etc/GMT+12' in POSIX's inverted sign): an event is over only once it is over
-- everywhere, so no member is refused an event that may still be ahead where it takes place.
-- The event page uses the same rule (shared-site eventEndsAt) to stop offering an RSVP.
create function private.event_ends_at(event public.events) returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (case
            when event.end_time is not null then coalesce(event.end_date, event.date) + event.end_time
            when event.end_date is not null then (event.end_date + 1)::timestamp
            when event.time is not null then event.date + event.time
            else (event.date + 1)::timestamp
          end) at time zone coalesce(event.timezone, 'Etc/GMT+12');
$$;

revoke all on function private.event_ends_at(public.events) from public, anon, authenticated;

-- As in 20261124000100_event_rsvps.sql, and refused (HTTP 409) once the event is over, with a
-- message the event page shows as it is. A member already going keeps their answer: calling again
-- still answers it.
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

  new_status := case when target.capacity is null or target.going_count < target.capacity then 'going' else 'waitlist' end;
  insert into public.event_rsvps (event_id, user_id, status) values (target_event, caller, new_status);
  update public.events e
     set going_count = e.going_count + case when new_status = 'going' then 1 else 0 end,
         waitlist_count = e.waitlist_count + case when new_status = 'waitlist' then 1 else 0 end
   where e.id = target_event;
  return new_status;
end;
$$;

-- Cancelling once the event is over is refused too: who was going is then the record of who came
-- (the organiser's attendee list, the count on the page), and a freed place would move a waiting
-- member up into an event that has happened. A deleted account still leaves every event, past ones
-- included (private.leave_event() is unchanged). No RSVP, nothing to cancel: answered as before.
create or replace function public.cancel_rsvp(target_event uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  target public.events;
begin
  if caller is null then
    raise exception 'Sign in to cancel an RSVP.' using errcode = '42501';
  end if;
  select * into target from public.events e where e.id = target_event for update;
  if found
     and private.event_ends_at(target) <= now()
     and exists (select 1 from public.event_rsvps r where r.event_id = target_event and r.user_id = caller) then
    raise exception 'This event is over: its RSVPs can no longer be changed.' using errcode = 'PT409';
  end if;
  perform private.leave_event(target_event, caller);
end;
$$;
