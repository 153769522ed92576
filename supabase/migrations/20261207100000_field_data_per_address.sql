-- Forged field data must not steer the canary guard (issue 55, finding 1). The live and canary
-- releases are public in app-config and `field-reports` is open, so a script posting batches from
-- one address decided what the guard did: 110 forged batches rolled a good canary back, 60 forged
-- "live" errors kept a canary whose every real session failed. Now:
--
--   * each accepted report keeps a keyed hash of the caller's address (HMAC-SHA-256 under a key
--     only this database holds: the address itself is never stored; an IPv6 address counts as
--     its /64), so figures can say how many addresses they come from;
--   * the guard counts at most `sessionsPerAddress` sessions of each address per release and side
--     in its window (the registry's settings.sessionsPerAddress, 1 by default), and a session's
--     page views weigh as one in the p75s (the median of its own);
--   * the guard also ends a canary on its own figures against fixed limits (its error-session share
--     above `errorShareLimit` %, as already its LCP and INP p75 above the goals), whatever the live
--     side's figures say;
--   * a refused batch counts toward the per-address limit like an accepted one (it used to be
--     rolled back with the refusal, so a script could be refused without end), and an answer
--     never carries a database message: a not-found page's route `*`, which the function accepted
--     and the table's CHECK refused with its raw text, is now kept.

-- 1. The address key and the hash ------------------------------------------------------------

-- Made from the server's strong random source (gen_random_uuid(), 2 x 122 random bits: no
-- pgcrypto on PGlite), as private.check_in_secret. Rotating it (update the row) makes an address
-- count as a new one from then on.
alter table private.field_report_settings
  add column address_key bytea not null
    default decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex')
    constraint field_report_settings_address_key_length check (length(address_key) >= 32);

-- The network a caller's address stands for: an IPv4 address itself (also written as IPv6,
-- ::ffff:a.b.c.d), an IPv6 address's /64 (one subscriber's: a provider hands each customer at
-- least that many addresses, so one machine could otherwise be 2^64 of them), else the text as
-- given ('unknown' for none).
create function private.field_report_network(client text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  spoken text := coalesce(nullif(btrim(client), ''), 'unknown');
  address inet;
begin
  begin
    address := spoken::inet;
  exception when invalid_text_representation then
    return spoken;
  end;
  if family(address) = 6 and address << '::ffff:0:0/96'::inet then
    return regexp_replace(host(address), '^::ffff:', '');
  elsif family(address) = 6 then
    return host(network(set_masklen(address, 64))) || '/64';
  end if;
  return host(address);
end;
$$;

revoke all on function private.field_report_network(text) from public, anon, authenticated;

-- The first 128 bits of HMAC-SHA-256(key, 'field-report-address:' || network): the same network
-- gives the same hash for as long as the key stands; nobody without the key can test an address
-- against it, and the 2^32 IPv4 addresses cannot be tried without it.
create function private.field_report_address(client text) returns bytea
language sql
stable
security definer
set search_path = ''
as $$
  select substring(private.hmac_sha256(s.address_key, convert_to('field-report-address:' || private.field_report_network(client), 'UTF8')) from 1 for 16)
    from private.field_report_settings s;
$$;

revoke all on function private.field_report_address(text) from public, anon, authenticated;

-- 2. The table -------------------------------------------------------------------------------------

-- Null on rows from before this migration: they count as one unknown address.
alter table public.field_reports add column address_hash bytea;

comment on column public.field_reports.address_hash is
  'private.field_report_address() of the caller: the guard counts addresses by it. Not readable by staff; kept as long as the row.';

-- Staff read every column but the address's hash.
revoke select on public.field_reports from authenticated;
grant select (id, received_at, session_id, view_id, route, part, release, side, kind, value, detail) on public.field_reports to authenticated;

-- `*` is the route of the not-found page (the shell's catch-all), which record_field_reports
-- accepts: the table now takes it too.
alter table public.field_reports drop constraint field_reports_route_format;
alter table public.field_reports add constraint field_reports_route_format
  check ((route = '*' or route ~ '^(/[A-Za-z0-9:_*.-]*)+$') and char_length(route) <= 120);

-- 3. Recording a batch -------------------------------------------------------------------------

-- As in 20261130300000_release_field_data.sql, with three changes. The batch is counted against
-- `client`'s limit first, and a batch refused for its shape answers { "refused": "<sentence>" }
-- instead of raising, so the count stays (the field-reports function answers 400 with the
-- sentence; it passes a null batch for a body it refused itself, too large or not JSON, so those
-- count as well). Each row keeps the address's hash. A value out of range is compared as a number
-- before it is converted, and any other data or constraint error still refuses the batch with a
-- sentence of ours, never the database's.
create or replace function public.record_field_reports(batch jsonb, client text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  registry jsonb := (select r.document from private.release_registry r);
  address bytea;
  session_value uuid;
  view_value uuid;
  route_value text := batch ->> 'route';
  accepted_parts jsonb := '{}'::jsonb;
  part_entry record;
  item jsonb;
  item_part text;
  item_kind text;
  item_value double precision;
  item_detail text;
  accepted integer := 0;
  dropped integer := 0;
  release_value text;
  side_value text;
begin
  perform private.take_rate_limit_hits('field_report', client, 1);
  if batch is null then
    return jsonb_build_object('refused', 'A report batch is a JSON object.');
  end if;
  if jsonb_typeof(batch) is distinct from 'object'
     or jsonb_typeof(batch -> 'parts') is distinct from 'object'
     or jsonb_typeof(coalesce(batch -> 'items', '[]'::jsonb)) <> 'array'
     or jsonb_array_length(coalesce(batch -> 'items', '[]'::jsonb)) > 60
     or (select count(*) from jsonb_object_keys(batch -> 'parts')) > 10 then
    return jsonb_build_object('refused', 'A report batch is an object with parts and at most 60 items.');
  end if;
  begin
    session_value := (batch ->> 'session')::uuid;
    view_value := (batch ->> 'view')::uuid;
  exception when invalid_text_representation then
    return jsonb_build_object('refused', 'A report batch names its session and view as UUIDs.');
  end;
  if session_value is null or view_value is null then
    return jsonb_build_object('refused', 'A report batch names its session and view as UUIDs.');
  end if;
  if registry is null or route_value is null
     or not (route_value = '*' or coalesce(registry -> 'routes', '[]'::jsonb) ? route_value) then
    return jsonb_build_object('accepted', 0, 'dropped', 1 + jsonb_array_length(coalesce(batch -> 'items', '[]'::jsonb)));
  end if;
  address := private.field_report_address(client);

  -- A subtransaction: what fails in it is undone, the limit's count above is kept.
  begin
    -- The parts this view loaded, each with a release the registry serves on that side.
    for part_entry in select key, value from jsonb_each(batch -> 'parts') loop
      release_value := part_entry.value ->> 'release';
      side_value := part_entry.value ->> 'side';
      if jsonb_typeof(part_entry.value) = 'object'
         and release_value is not null
         and ((side_value = 'live' and coalesce(registry #> array['stack', part_entry.key], '[]'::jsonb) ? release_value)
           or (side_value = 'canary' and registry #>> array['canary', part_entry.key, 'version'] = release_value)) then
        accepted_parts := accepted_parts || jsonb_build_object(part_entry.key, jsonb_build_object('release', release_value, 'side', side_value));
        insert into public.field_reports (session_id, view_id, route, part, release, side, kind, address_hash)
        values (session_value, view_value, route_value, part_entry.key, release_value, side_value, 'view', address)
        on conflict (view_id, part, kind) where kind in ('view', 'lcp', 'inp', 'cls') do nothing;
        accepted := accepted + 1;
      else
        dropped := dropped + 1;
      end if;
    end loop;

    for item in select value from jsonb_array_elements(coalesce(batch -> 'items', '[]'::jsonb)) loop
      item_part := item ->> 'part';
      item_kind := item ->> 'kind';
      if jsonb_typeof(item) <> 'object' or item_part is null or not accepted_parts ? item_part
         or item_kind is null or item_kind not in ('lcp', 'inp', 'cls', 'error', 'rejection', 'boundary', 'load-failure') then
        dropped := dropped + 1;
        continue;
      end if;
      item_value := null;
      if item_kind in ('lcp', 'inp', 'cls') then
        -- Compared as JSON's number first: 1e400 is a number no double holds.
        if jsonb_typeof(item -> 'value') <> 'number'
           or (item -> 'value')::numeric < 0
           or (item -> 'value')::numeric > (case item_kind when 'cls' then 100 else 600000 end) then
          dropped := dropped + 1;
          continue;
        end if;
        item_value := (item -> 'value')::numeric::double precision;
      end if;
      item_detail := left(item ->> 'detail', 500);
      release_value := accepted_parts #>> array[item_part, 'release'];
      side_value := accepted_parts #>> array[item_part, 'side'];
      if item_kind in ('lcp', 'inp', 'cls') then
        insert into public.field_reports (session_id, view_id, route, part, release, side, kind, value, address_hash)
        values (session_value, view_value, route_value, item_part, release_value, side_value, item_kind, item_value, address)
        on conflict (view_id, part, kind) where kind in ('view', 'lcp', 'inp', 'cls') do update set value = excluded.value, received_at = excluded.received_at;
      else
        insert into public.field_reports (session_id, view_id, route, part, release, side, kind, detail, address_hash)
        values (session_value, view_value, route_value, item_part, release_value, side_value, item_kind, item_detail, address);
      end if;
      accepted := accepted + 1;
    end loop;
  exception when data_exception or integrity_constraint_violation then
    -- The database's own text names tables and constraints: it goes to the server's log only.
    raise log 'record_field_reports refused a batch: % (%)', sqlerrm, sqlstate;
    return jsonb_build_object('refused', 'This report batch could not be recorded.');
  end;
  return jsonb_build_object('accepted', accepted, 'dropped', dropped);
end;
$$;

-- 4. Figures per address -----------------------------------------------------------------------

-- The figures per part, release and side from `from_at` to `to_at`: sessions that loaded the
-- release (a page view in the window), those of them with an error of it (an uncaught error or
-- rejection, an error-boundary catch, a load failure), load failures, page views, the p75 of LCP,
-- INP (ms) and CLS over sessions (each session weighs one, with the median of its page views'
-- values) and how many of them had a value of LCP and of INP, how many addresses the sessions
-- came from, and how many sessions were reported. With
-- `sessions_per_address`, only each address's first that many sessions of a release and side
-- count (the guard's figures); `reported_sessions` still counts them all. A session belongs to the
-- address of its first page view.
create function private.release_figures(from_at timestamptz, to_at timestamptz, sessions_per_address integer)
returns table (
  part text,
  release text,
  side text,
  sessions bigint,
  error_sessions bigint,
  load_failures bigint,
  page_views bigint,
  lcp_p75 double precision,
  inp_p75 double precision,
  cls_p75 double precision,
  addresses bigint,
  reported_sessions bigint,
  lcp_sessions bigint,
  inp_sessions bigint
)
language sql
stable
set search_path = ''
as $$
  with reports as (
    select f.id, f.received_at, f.session_id, f.part, f.release, f.side, f.kind, f.value, coalesce(f.address_hash, '\x'::bytea) as address
      from public.field_reports f
     where f.received_at >= from_at and f.received_at <= to_at
  ),
  session_starts as (
    select distinct on (r.part, r.release, r.side, r.session_id) r.part, r.release, r.side, r.session_id, r.address, r.received_at, r.id
      from reports r
     where r.kind = 'view'
     order by r.part, r.release, r.side, r.session_id, r.received_at, r.id
  ),
  numbered as (
    select s.part, s.release, s.side, s.session_id, s.address,
           row_number() over (partition by s.part, s.release, s.side, s.address order by s.received_at, s.id) as nth
      from session_starts s
  ),
  per_session as (
    select n.part, n.release, n.side, n.address,
           sessions_per_address is null or n.nth <= sessions_per_address as counted,
           bool_or(r.kind in ('error', 'rejection', 'boundary', 'load-failure')) as had_error,
           count(*) filter (where r.kind = 'load-failure') as load_failures,
           count(*) filter (where r.kind = 'view') as page_views,
           percentile_cont(0.5) within group (order by r.value) filter (where r.kind = 'lcp') as lcp,
           percentile_cont(0.5) within group (order by r.value) filter (where r.kind = 'inp') as inp,
           percentile_cont(0.5) within group (order by r.value) filter (where r.kind = 'cls') as cls
      from numbered n
      join reports r on r.part = n.part and r.release = n.release and r.side = n.side and r.session_id = n.session_id
     group by n.part, n.release, n.side, n.session_id, n.address, n.nth
  )
  select p.part, p.release, p.side,
         count(*) filter (where p.counted),
         count(*) filter (where p.counted and p.had_error),
         coalesce(sum(p.load_failures) filter (where p.counted), 0)::bigint,
         coalesce(sum(p.page_views) filter (where p.counted), 0)::bigint,
         percentile_cont(0.75) within group (order by p.lcp) filter (where p.counted),
         percentile_cont(0.75) within group (order by p.inp) filter (where p.counted),
         percentile_cont(0.75) within group (order by p.cls) filter (where p.counted),
         count(distinct p.address),
         count(*),
         count(p.lcp) filter (where p.counted),
         count(p.inp) filter (where p.counted)
    from per_session p
   group by p.part, p.release, p.side
   order by p.part, p.side, p.release;
$$;

revoke all on function private.release_figures(timestamptz, timestamptz, integer) from public, anon, authenticated;

-- For release:status and staff: the figures above; a member reads none, a visitor may not call it.
-- Security definer, as it reads the addresses' hashes that staff may not select.
drop function public.release_field_figures(timestamptz, timestamptz);

create function public.release_field_figures(
  from_at timestamptz default now() - interval '1 hour',
  to_at timestamptz default now(),
  sessions_per_address integer default null
)
returns table (
  part text,
  release text,
  side text,
  sessions bigint,
  error_sessions bigint,
  load_failures bigint,
  page_views bigint,
  lcp_p75 double precision,
  inp_p75 double precision,
  cls_p75 double precision,
  addresses bigint,
  reported_sessions bigint,
  lcp_sessions bigint,
  inp_sessions bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if sessions_per_address is not null and sessions_per_address < 1 then
    raise exception using errcode = '22023', message = 'sessions_per_address is at least 1.';
  end if;
  if (select auth.role()) is distinct from 'service_role' and not (select public.is_staff()) then
    return;
  end if;
  return query select * from private.release_figures(from_at, to_at, sessions_per_address);
end;
$$;

revoke all on function public.release_field_figures(timestamptz, timestamptz, integer) from public, anon;
grant execute on function public.release_field_figures(timestamptz, timestamptz, integer) to authenticated, service_role;

-- 5. The guard ---------------------------------------------------------------------------------

-- One pass at `now_at`, as in 20261130300000_release_field_data.sql, on figures that count at most
-- `sessionsPerAddress` sessions of each address (the registry's settings.sessionsPerAddress, 1 by
-- default: with the other defaults one address moves a side's error share by at most 1/50, which
-- alone never passes `errorPoints`). Once the canary has `minSessions` it ends the canary when
--   * the live release also has `minSessions` and the canary's error-session rate is more than
--     `errorRatio` times the live one's and more than `errorPoints` percentage points above it, or
--   * on its own figures, whatever the live side's: its error-session share is above
--     `errorShareLimit` % (10 by default), its LCP p75 above `lcpGoalMs`, or its INP p75 above
--     `inpGoalMs`, each p75 over at least `minSessions` sessions with that value (INP comes only
--     from pages someone used: a p75 of a few sessions would be a few addresses' say); so errors
--     forged on the live side cannot hide a failing canary.
-- Each side's figures in the decision and the history carry how many addresses they come from.
create or replace function private.release_guard(now_at timestamptz default now()) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  registry jsonb;
  stored_revision bigint;
  guard jsonb;
  window_minutes double precision;
  min_sessions bigint;
  error_ratio double precision;
  error_points double precision;
  error_share_limit double precision;
  lcp_goal double precision;
  inp_goal double precision;
  per_address integer;
  canary_part text;
  canary jsonb;
  live_release text;
  since timestamptz;
  canary_figures record;
  live_figures record;
  canary_rate double precision;
  live_rate double precision;
  reason text;
  figures jsonb;
  decisions jsonb := '[]'::jsonb;
  changed boolean := false;
begin
  select r.document, r.revision into registry, stored_revision from private.release_registry r for update;
  if registry is null or jsonb_typeof(registry -> 'canary') is distinct from 'object' then
    return decisions;
  end if;
  guard := coalesce(registry #> '{settings,guard}', '{}'::jsonb);
  window_minutes := coalesce((guard ->> 'windowMinutes')::double precision, 60);
  min_sessions := coalesce((guard ->> 'minSessions')::bigint, 50);
  error_ratio := coalesce((guard ->> 'errorRatio')::double precision, 2);
  error_points := coalesce((guard ->> 'errorPoints')::double precision, 2);
  error_share_limit := coalesce((guard ->> 'errorShareLimit')::double precision, 10);
  lcp_goal := coalesce((guard ->> 'lcpGoalMs')::double precision, 2500);
  inp_goal := coalesce((guard ->> 'inpGoalMs')::double precision, 200);
  -- A value the tooling would not write (not a number, below 1) takes the default: the guard must run.
  per_address := case when jsonb_typeof(registry #> '{settings,sessionsPerAddress}') = 'number'
                       and (registry #>> '{settings,sessionsPerAddress}')::numeric >= 1
                      then least(floor((registry #>> '{settings,sessionsPerAddress}')::numeric), 1000000)::integer
                      else 1 end;

  for canary_part, canary in select key, value from jsonb_each(registry -> 'canary') loop
    live_release := registry #> array['stack', canary_part] ->> -1;
    since := greatest(coalesce((canary ->> 'since')::timestamptz, now_at), now_at - make_interval(secs => window_minutes * 60));
    select * into canary_figures from private.release_figures(since, now_at, per_address) f
     where f.part = canary_part and f.side = 'canary' and f.release = canary ->> 'version';
    select * into live_figures from private.release_figures(since, now_at, per_address) f
     where f.part = canary_part and f.side = 'live' and f.release = live_release;
    figures := jsonb_build_object(
      'since', since, 'until', now_at, 'sessionsPerAddress', per_address,
      'canary', jsonb_build_object('release', canary ->> 'version', 'sessions', coalesce(canary_figures.sessions, 0),
        'errorSessions', coalesce(canary_figures.error_sessions, 0), 'loadFailures', coalesce(canary_figures.load_failures, 0),
        'lcpP75', canary_figures.lcp_p75, 'inpP75', canary_figures.inp_p75, 'clsP75', canary_figures.cls_p75,
        'addresses', coalesce(canary_figures.addresses, 0)),
      'live', jsonb_build_object('release', live_release, 'sessions', coalesce(live_figures.sessions, 0),
        'errorSessions', coalesce(live_figures.error_sessions, 0), 'loadFailures', coalesce(live_figures.load_failures, 0),
        'lcpP75', live_figures.lcp_p75, 'inpP75', live_figures.inp_p75, 'clsP75', live_figures.cls_p75,
        'addresses', coalesce(live_figures.addresses, 0)));
    reason := null;
    if coalesce(canary_figures.sessions, 0) >= min_sessions then
      canary_rate := canary_figures.error_sessions::double precision / canary_figures.sessions;
      if coalesce(live_figures.sessions, 0) >= min_sessions then
        live_rate := live_figures.error_sessions::double precision / live_figures.sessions;
        if canary_rate > error_ratio * live_rate and (canary_rate - live_rate) * 100 > error_points then
          reason := format('errors: %s%% of canary sessions had an error against %s%% on live (more than %sx and %s points), over %s and %s sessions',
            round((canary_rate * 100)::numeric, 1), round((live_rate * 100)::numeric, 1), error_ratio, error_points,
            canary_figures.sessions, live_figures.sessions);
        end if;
      end if;
      -- The canary's own figures against fixed limits: nothing reported on the live side changes these.
      if reason is null then
        if canary_rate * 100 > error_share_limit then
          reason := format('errors: %s%% of canary sessions had an error, above the limit of %s%%, over %s sessions',
            round((canary_rate * 100)::numeric, 1), error_share_limit, canary_figures.sessions);
        elsif canary_figures.lcp_sessions >= min_sessions and canary_figures.lcp_p75 > lcp_goal then
          reason := format('LCP: the canary''s p75 is %s ms, above the goal of %s ms, over %s sessions', round(canary_figures.lcp_p75::numeric), lcp_goal, canary_figures.lcp_sessions);
        elsif canary_figures.inp_sessions >= min_sessions and canary_figures.inp_p75 > inp_goal then
          reason := format('INP: the canary''s p75 is %s ms, above the goal of %s ms, over %s sessions', round(canary_figures.inp_p75::numeric), inp_goal, canary_figures.inp_sessions);
        end if;
      end if;
    end if;
    decisions := decisions || jsonb_build_array(jsonb_build_object('part', canary_part, 'rolledBack', reason is not null, 'reason', reason, 'figures', figures));
    if reason is not null then
      registry := jsonb_set(registry, '{canary}', (registry -> 'canary') - canary_part);
      registry := jsonb_set(registry, '{history}', coalesce(registry -> 'history', '[]'::jsonb) || jsonb_build_array(jsonb_build_object(
        'at', to_char(now_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'part', canary_part, 'action', 'rollback',
        'from', canary ->> 'version', 'to', live_release, 'by', 'guard', 'reason', reason, 'figures', figures)));
      changed := true;
    end if;
  end loop;

  if changed then
    update private.release_registry r
       set document = jsonb_set(registry, '{revision}', to_jsonb(stored_revision + 1)), revision = stored_revision + 1, updated_at = now();
  end if;
  return decisions;
end;
$$;
