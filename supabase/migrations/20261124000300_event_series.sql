-- Issue 25, item 3: recurring series. A series is stored as an RFC 5545 rule (the subset the event
-- form offers) with its exceptions (EXDATE: occurrences cancelled one by one); its occurrences are
-- ordinary events rows with `series_id`, so the calendar, the feed, search and RSVPs treat each one
-- as the event it is. Editing one occurrence edits that row (it then differs from the rest, as a
-- RECURRENCE-ID override does); editing "this and later events" is an update filtered on
-- series_id and date, under the events' own policies.
--
-- The rules (DTSTART is the first event's date):
--   FREQ=WEEKLY;INTERVAL=1|2                     every week or every two weeks
--   FREQ=MONTHLY;BYMONTHDAY=1..31                 monthly on day N (months without it are skipped)
--   FREQ=MONTHLY;BYDAY=1..4|-1 MO..SU              monthly on the Nth (or last) weekday
-- each ending with ;COUNT=2..52 or ;UNTIL=YYYYMMDD; never more than 52 occurrences.

create table public.event_series (
  id uuid primary key default gen_random_uuid(),
  rrule text not null,
  exdates date[] not null default '{}',
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint event_series_rrule_supported check (
    rrule ~ '^FREQ=(WEEKLY;INTERVAL=[12]|MONTHLY;BYMONTHDAY=([1-9]|[12][0-9]|3[01])|MONTHLY;BYDAY=(-1|[1-4])(MO|TU|WE|TH|FR|SA|SU));(COUNT=([2-9]|[1-4][0-9]|5[0-2])|UNTIL=[0-9]{8})$'
  )
);

alter table public.event_series enable row level security;
revoke all on public.event_series from anon, authenticated;
grant select on public.event_series to anon, authenticated;
grant delete on public.event_series to authenticated;

create policy "event_series: everyone reads"
  on public.event_series for select to anon, authenticated
  using (true);

create policy "event_series: the creator or an admin deletes (and with it every occurrence)"
  on public.event_series for delete to authenticated
  using (created_by = (select auth.uid()) or (select public.is_admin()));

alter table public.events
  add column series_id uuid references public.event_series (id) on delete cascade;
create index events_series_id_idx on public.events (series_id, date);
-- series_id is written by create_event_series only: it is in neither column grant of the events.

-- The dates of a rule from `first` (its DTSTART) on, at most 52, skipping the exceptions.
create function private.series_dates(first date, rule text, exdates date[] default '{}')
returns setof date
language plpgsql
immutable
set search_path = ''
as $$
declare
  freq text := substring(rule from 'FREQ=([A-Z]+)');
  step integer := coalesce(substring(rule from 'INTERVAL=([0-9]+)')::integer, 1);
  month_day integer := substring(rule from 'BYMONTHDAY=([0-9]+)')::integer;
  nth integer := substring(rule from 'BYDAY=(-?[0-9])')::integer;
  weekday integer := array_position(array['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'], substring(rule from 'BYDAY=-?[0-9]([A-Z]{2})')) - 1;
  wanted integer := least(coalesce(substring(rule from 'COUNT=([0-9]+)')::integer, 52), 52);
  until_day date := to_date(substring(rule from 'UNTIL=([0-9]{8})'), 'YYYYMMDD');
  made integer := 0;
  i integer := 0;
  candidate date;
  month_start date;
begin
  while made < wanted and i < 600 loop
    if freq = 'WEEKLY' then
      candidate := first + (i * 7 * step);
    else
      month_start := (date_trunc('month', first) + make_interval(months => i))::date;
      if month_day is not null then
        candidate := case when month_day <= extract(day from (month_start + interval '1 month - 1 day'))::integer
                          then month_start + (month_day - 1) end;
      elsif nth > 0 then
        candidate := month_start + ((weekday - extract(dow from month_start)::integer + 7) % 7) + (nth - 1) * 7;
        if date_trunc('month', candidate) <> month_start then candidate := null; end if;
      else
        candidate := (month_start + interval '1 month - 1 day')::date;
        candidate := candidate - ((extract(dow from candidate)::integer - weekday + 7) % 7);
      end if;
    end if;
    i := i + 1;
    continue when candidate is null or candidate < first;
    exit when until_day is not null and candidate > until_day;
    made := made + 1;
    continue when candidate = any (exdates);
    return next candidate;
  end loop;
end;
$$;

revoke all on function private.series_dates(date, text, date[]) from public;

-- The first event as the form gives it (jsonb of the events' form columns) and the rule: one series
-- row and its occurrences, as the signed-in caller, in one transaction; the events' rate limit
-- counts the series once. Returns the series id.
create function public.create_event_series(event jsonb, rrule text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  series uuid;
  template public.events;
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'Sign in to add events.';
  end if;
  perform private.take_rate_limit('event_insert');
  template := jsonb_populate_record(null::public.events, event);
  if template.date is null then
    raise exception using errcode = '22023', message = 'A series needs the date of its first event.';
  end if;
  insert into public.event_series (rrule, created_by) values (rrule, caller) returning id into series;
  insert into public.events (title, description, date, time, end_date, end_time, online_url, location, category, image_url, timezone, capacity, created_by, series_id)
  select template.title, template.description, day, template.time,
         case when template.end_date is null then null else day + (template.end_date - template.date) end,
         template.end_time, template.online_url, template.location, template.category, template.image_url, template.timezone,
         template.capacity, caller, series
    from private.series_dates(template.date, rrule) as day;
  return series;
end;
$$;

revoke all on function public.create_event_series(jsonb, text) from public, anon;
grant execute on function public.create_event_series(jsonb, text) to authenticated;

-- The rate limit counts a series once (create_event_series took it), not once per occurrence.
create or replace function private.events_rate_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.series_id is null then
    perform private.take_rate_limit('event_insert');
  end if;
  return new;
end;
$$;

-- An occurrence deleted on its own becomes an exception of its series (EXDATE).
create function private.events_record_exdate() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Deleting a whole series deletes its occurrences through the foreign key (a nested trigger):
  -- nothing to record then.
  if old.series_id is not null and pg_trigger_depth() = 1 then
    update public.event_series set exdates = array_append(exdates, old.date)
     where id = old.series_id and not (old.date = any (exdates));
  end if;
  return old;
end;
$$;

revoke all on function private.events_record_exdate() from public, anon, authenticated;

create trigger events_record_exdate
  after delete on public.events
  for each row execute function private.events_record_exdate();
