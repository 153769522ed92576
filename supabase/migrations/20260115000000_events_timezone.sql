-- Optional time zone of an event's time: an IANA name such as 'Asia/Singapore', checked
-- against the zones Postgres knows. Null means "not given" (the time is shown as written).

create function public.is_known_time_zone(zone text) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from pg_catalog.pg_timezone_names where name = zone);
$$;

revoke all on function public.is_known_time_zone(text) from public;
grant execute on function public.is_known_time_zone(text) to anon, authenticated, service_role;

alter table public.events
  add column timezone text
  constraint events_timezone_known check (timezone is null or public.is_known_time_zone(timezone));
