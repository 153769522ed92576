-- Issue 35, item 8: series in calendar files. The feeds write a series as one VEVENT with RRULE and
-- EXDATE, and an occurrence that differs from the rest as an override with RECURRENCE-ID. The
-- RECURRENCE-ID names the occurrence by the day the rule gave it, which the events row no longer
-- holds once the occurrence is moved to another day: so each occurrence keeps that day here,
-- written once by create_event_series and never by a client (no column grant).
--
-- Which occurrences are "edited on their own" is NOT recorded: the feed compares each occurrence
-- with the fields the rest of the series shares (see supabase/functions/events-ics/ics.ts). A flag
-- would go stale (an occurrence edited and edited back, "this and later events" edits); comparing
-- what the feed writes always writes exactly what the calendar holds.

alter table public.events
  add column series_date date,
  add constraint events_series_date_in_series check (series_date is null or series_id is not null);

comment on column public.events.series_date is
  'The day the series'' rule gave this occurrence (its RECURRENCE-ID), kept when the occurrence moves. Written by create_event_series only.';

-- Existing occurrences: those on a day of their rule (counted from the series' first day, the
-- earliest of its occurrences and exceptions) keep that day. One moved before this migration cannot
-- be told apart from the rest: it stays without series_date, and the feeds write it as an event of
-- its own (its rule day, holding no occurrence, becomes an EXDATE), so the calendar still matches.
with anchors as (
  select s.id, s.rrule,
         least((select min(e.date) from public.events e where e.series_id = s.id),
               (select min(x) from unnest(s.exdates) as x)) as first_day
    from public.event_series s
)
update public.events e
   set series_date = e.date
  from anchors a
 where e.series_id = a.id
   and a.first_day is not null
   and e.date in (select private.series_dates(a.first_day, a.rrule));

-- As in 20261126000000_security_round_3.sql (the rate limit counts each occurrence), and each
-- occurrence keeps its rule day in series_date.
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
  insert into public.events (title, description, date, time, end_date, end_time, online_url, location, category, image_url, timezone, capacity, created_by, series_id, series_date)
  select template.title, template.description, day, template.time,
         case when template.end_date is null then null else day + (template.end_date - template.date) end,
         template.end_time, template.online_url, template.location, template.category, template.image_url, template.timezone,
         template.capacity, caller, series, day
    from private.series_dates(template.date, rrule) as day;
  return series;
end;
$$;

-- An occurrence deleted on its own becomes an exception of its series: its rule day (where it was
-- first), not the day it was moved to, which the rule never gave.
create or replace function private.events_record_exdate() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  rule_day date := coalesce(old.series_date, old.date);
begin
  -- Deleting a whole series deletes its occurrences through the foreign key (a nested trigger):
  -- nothing to record then.
  if old.series_id is not null and pg_trigger_depth() = 1 then
    update public.event_series set exdates = array_append(exdates, rule_day)
     where id = old.series_id and not (rule_day = any (exdates));
  end if;
  return old;
end;
$$;
