-- Security review, round 2 (issue 21): rules the database now keeps itself.
--   1. An event's time zone is one the site and its functions know (the event form's list), not any
--      name in pg_timezone_names ("Factory" passed that and broke the calendar feed for everyone).
--   2. An event's image is fetched by every visitor's browser: https only (http only on a loopback
--      host, for the local seed pictures the events remote serves in development).
--   3. admin_dashboard_stats() refuses a `today` outside 1900-2200 ('infinity' ran to the statement
--      timeout).
--   4. Per-client-address limits on newsletter sign-ups and on new events, counted in the database
--      so they hold on a hosted project too (private.rate_limits; the local backend writes the
--      values of config.toml's [api.rate_limit] there at start).

-- 1. Time zones ------------------------------------------------------------------------------------

-- The zones the event form offers (shared-site/src/events/eventTimeZones.ts; a test keeps the two
-- lists equal). Immutable, so the check constraint never depends on the server's zone data.
create function public.is_event_time_zone(zone text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select zone in (
    'Asia/Singapore', 'Asia/Kuala_Lumpur', 'Asia/Bangkok', 'Asia/Jakarta', 'Asia/Manila',
    'Asia/Ho_Chi_Minh', 'Australia/Perth', 'Australia/Adelaide', 'Australia/Brisbane',
    'Australia/Sydney', 'Australia/Melbourne', 'Pacific/Auckland', 'UTC'
  );
$$;

revoke all on function public.is_event_time_zone(text) from public;
grant execute on function public.is_event_time_zone(text) to anon, authenticated, service_role;

-- A zone outside the list could only have come through the API. Keep the event; its time is then
-- shown as written (as for an event entered without a zone) instead of breaking the feed.
update public.events set timezone = null where timezone is not null and not public.is_event_time_zone(timezone);

alter table public.events drop constraint events_timezone_known;
alter table public.events
  add constraint events_timezone_known check (timezone is null or public.is_event_time_zone(timezone));

drop function public.is_known_time_zone(text);

-- 2. Event images ----------------------------------------------------------------------------------

-- Browsers already upgrade http images on https pages; stored addresses follow suit.
update public.events
   set image_url = 'https://' || substr(image_url, 8)
 where image_url ~* '^http://' and image_url !~* '^http://(localhost|127\.0\.0\.1)(:[0-9]{1,5})?/';

alter table public.events drop constraint events_image_url_http;
alter table public.events
  add constraint events_image_url_https check (
    image_url is null or (
      char_length(image_url) <= 2048
      and (
        image_url ~ '^https://[^\s/?#@]+(/[^\s]*)?$'
        or image_url ~ '^http://(localhost|127\.0\.0\.1)(:[0-9]{1,5})?/[^\s]*$'
      )
    )
  );

-- 3. Dashboard figures -----------------------------------------------------------------------------

-- The figures themselves stay in one function, moved out of the API; the API's function checks
-- its argument first.
create schema if not exists private;
revoke all on schema private from public;

alter function public.admin_dashboard_stats(date) rename to admin_dashboard_stats_for;
alter function public.admin_dashboard_stats_for(date) set schema private;
revoke all on function private.admin_dashboard_stats_for(date) from public, anon, authenticated;

create function public.admin_dashboard_stats(today date default current_date)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- Any real calendar day is a bounded amount of work; 'infinity' made the month series endless.
  if today is null or not (today between date '1900-01-01' and date '2200-12-31') then
    raise exception 'The dashboard''s day must be a date between 1900 and 2200.' using errcode = '22023';
  end if;
  return private.admin_dashboard_stats_for(today);
end;
$$;

revoke all on function public.admin_dashboard_stats(date) from public, anon;
grant execute on function public.admin_dashboard_stats(date) to authenticated, service_role;

-- 4. Abuse limits ----------------------------------------------------------------------------------

-- How many of each action one client address may do per window. Production values; the local
-- backend overwrites them at start from supabase/config.toml [api.rate_limit] (tests raise them).
-- On a hosted project change them with SQL:
--   update private.rate_limits set max_requests = 10 where action = 'newsletter_subscribe';
create table private.rate_limits (
  action text primary key,
  max_requests integer not null check (max_requests > 0),
  window_seconds integer not null check (window_seconds between 1 and 86400),
  message text not null
);

insert into private.rate_limits (action, max_requests, window_seconds, message) values
  ('newsletter_subscribe', 5, 3600, 'Too many sign-ups from your network. Please try again in an hour.'),
  ('event_insert', 30, 3600, 'Too many new events from your network. Please try again in an hour.');

-- Fixed windows: one counter per action, address and window start.
create table private.rate_limit_counters (
  action text not null references private.rate_limits (action) on delete cascade,
  client text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (action, client, window_start)
);

create index rate_limit_counters_window_start on private.rate_limit_counters (window_start);

alter table private.rate_limits enable row level security;
alter table private.rate_limit_counters enable row level security;
revoke all on private.rate_limits, private.rate_limit_counters from public, anon, authenticated;

-- The caller's address as the API gateway forwarded it (PostgREST puts the request's headers in
-- request.headers). Null outside an API request: SQL run by the owner, the seed, migrations.
create function private.request_client() returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(coalesce(
           h ->> 'cf-connecting-ip',
           split_part(h ->> 'x-forwarded-for', ',', 1),
           h ->> 'x-real-ip',
           ''
         )), '')
    from (select nullif(current_setting('request.headers', true), '')::json as h) as request;
$$;

-- Counts one `action` for the calling address; over the limit the statement fails with HTTP 429
-- (PostgREST answers SQLSTATE PTxxx with status xxx), and that count is rolled back with it.
-- The service role and admins are not limited.
create function private.take_rate_limit(action_name text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller text := private.request_client();
  rule private.rate_limits;
  bucket timestamptz;
  used integer;
begin
  if caller is null or (select auth.role()) = 'service_role' then
    return;
  end if;
  select * into rule from private.rate_limits where action = action_name;
  if not found or public.is_admin() then
    return;
  end if;
  bucket := to_timestamp(floor(extract(epoch from now()) / rule.window_seconds) * rule.window_seconds);
  delete from private.rate_limit_counters where window_start < now() - interval '1 day';
  insert into private.rate_limit_counters as c (action, client, window_start, hits)
  values (action_name, caller, bucket, 1)
  on conflict (action, client, window_start) do update set hits = c.hits + 1
  returning hits into used;
  if used > rule.max_requests then
    raise exception using
      errcode = 'PT429',
      message = rule.message,
      hint = format('At most %s per %s minutes from one address.', rule.max_requests, rule.window_seconds / 60);
  end if;
end;
$$;

revoke all on function private.request_client() from public;
revoke all on function private.take_rate_limit(text) from public;

-- Newsletter: the limit, and an address's local part of at most 64 characters (RFC 5321) as well
-- as the 254 in all it already had.
create or replace function public.subscribe_newsletter(email text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  normalized text := lower(btrim(coalesce(subscribe_newsletter.email, '')));
begin
  if char_length(normalized) > 254
     or char_length(split_part(normalized, '@', 1)) > 64
     or normalized !~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$' then
    raise exception 'Please enter a valid email address.' using errcode = '22023';
  end if;
  perform private.take_rate_limit('newsletter_subscribe');
  insert into public.newsletter_subscribers (email) values (normalized)
  on conflict (email) do nothing;
end;
$$;

alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_local_part_length check (char_length(split_part(email, '@', 1)) <= 64) not valid;

-- New events: every row counts, so one request inserting many rows counts them all.
create function private.events_rate_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.take_rate_limit('event_insert');
  return new;
end;
$$;

revoke all on function private.events_rate_limit() from public, anon, authenticated;

create trigger events_rate_limit
  before insert on public.events
  for each row execute function private.events_rate_limit();
