-- Releases that watch themselves (issue 45): the release registry of this environment, the field
-- data the shell reports per part and release, and the guard that rolls a canary back.
--
--   private.release_registry   the environment's registry: one JSON document (what is live, the
--                              canaries, the history, the settings, the site's origins), the same
--                              document the release tooling keeps in releases/registry/<env>.json.
--                              The tooling writes it (release_registry_write, compare-and-set on its
--                              revision); the guard writes it; the app-config function reads it.
--   public.field_reports       one row per page view and part, and per Web Vital, error, error-
--                              boundary catch and load failure, written only through
--                              record_field_reports (the field-reports function, service role).
--                              Staff read it (RLS); visitors and members never do.
--   private.release_guard()    every minute (private.scheduled_jobs): ends a canary whose figures
--                              are clearly worse than the live release's, in the registry's history
--                              with its reason and figures.
--   private.prune_field_reports()  daily: rows older than the retention (30 days by default).

-- 1. The registry ------------------------------------------------------------------------------

create table private.release_registry (
  singleton boolean primary key default true constraint release_registry_one_row check (singleton),
  document jsonb not null constraint release_registry_document_object check (jsonb_typeof(document) = 'object'),
  revision bigint not null constraint release_registry_revision_positive check (revision > 0),
  updated_at timestamptz not null default now()
);

comment on table private.release_registry is
  'The release registry of this environment (issue 45): written by the release tooling and the guard, read by the app-config function.';

alter table private.release_registry enable row level security;
revoke all on private.release_registry from public, anon, authenticated;

-- The document and its revision, or null before the tooling has written one. The release tooling
-- (service role) only.
create function public.release_registry_read() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('revision', r.revision, 'document', r.document) from private.release_registry r;
$$;

-- Writes the document when the stored revision is still `expected_revision` (0: none stored yet),
-- as revision expected_revision + 1, which it answers. Another writer in between (the guard, or a
-- second terminal) makes it fail with 409: read again, then write.
create function public.release_registry_write(document jsonb, expected_revision bigint) returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  stored bigint;
  next_revision bigint := expected_revision + 1;
begin
  if document is null or jsonb_typeof(document) <> 'object' then
    raise exception using errcode = '22023', message = 'The registry must be a JSON object.';
  end if;
  select r.revision into stored from private.release_registry r for update;
  if coalesce(stored, 0) <> expected_revision then
    raise exception using
      errcode = 'PT409',
      message = format('The registry is at revision %s, not %s: read it again, then write.', coalesce(stored, 0), expected_revision);
  end if;
  insert into private.release_registry as r (singleton, document, revision, updated_at)
  values (true, jsonb_set(document, '{revision}', to_jsonb(next_revision)), next_revision, now())
  on conflict (singleton) do update set document = excluded.document, revision = excluded.revision, updated_at = excluded.updated_at;
  return next_revision;
end;
$$;

revoke all on function public.release_registry_read() from public, anon, authenticated;
revoke all on function public.release_registry_write(jsonb, bigint) from public, anon, authenticated;
grant execute on function public.release_registry_read() to service_role;
grant execute on function public.release_registry_write(jsonb, bigint) to service_role;

-- 2. Field data ---------------------------------------------------------------------------------

create table public.field_reports (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  -- Random per browser tab (sessionStorage), and per page view: nothing that names a person.
  session_id uuid not null,
  view_id uuid not null,
  -- The route's pattern (`/events/:id`), never the address with its ids or query.
  route text not null constraint field_reports_route_format check (route ~ '^(/[A-Za-z0-9:_*.-]*)+$' and char_length(route) <= 120),
  part text not null constraint field_reports_part_format check (part ~ '^[a-z][a-z0-9-]{0,30}$'),
  release text not null constraint field_reports_release_length check (char_length(release) between 1 and 100),
  side text not null constraint field_reports_side check (side in ('live', 'canary')),
  kind text not null constraint field_reports_kind check (kind in ('view', 'lcp', 'inp', 'cls', 'error', 'rejection', 'boundary', 'load-failure')),
  value double precision,
  detail text constraint field_reports_detail_length check (char_length(detail) <= 500)
);

comment on table public.field_reports is
  'Field data of the shell (issue 45): page views per part and release, Web Vitals, errors and load failures. Staff read it; written only by record_field_reports.';

create index field_reports_release_time on public.field_reports (part, release, side, received_at);
create index field_reports_received_at on public.field_reports (received_at);
-- A page view counts once per part, and its Web Vitals once each (a later, final value replaces an earlier one).
create unique index field_reports_once_per_view on public.field_reports (view_id, part, kind) where kind in ('view', 'lcp', 'inp', 'cls');

alter table public.field_reports enable row level security;
revoke all on public.field_reports from public, anon, authenticated;
grant select on public.field_reports to authenticated;
grant all on public.field_reports to service_role;

create policy "field_reports: staff read"
  on public.field_reports for select to authenticated
  using ((select public.is_staff()));

create table private.field_report_settings (
  singleton boolean primary key default true constraint field_report_settings_one_row check (singleton),
  retention interval not null default interval '30 days' constraint field_report_settings_retention check (retention >= interval '1 day')
);

insert into private.field_report_settings (singleton) values (true);
revoke all on private.field_report_settings from public, anon, authenticated;

-- One report batch from the field-reports function: at most 60 items, for one page view.
--   { "session": uuid, "view": uuid, "route": "/events",
--     "parts": { "<part>": { "release": "...", "side": "live" | "canary" } },
--     "items": [ { "kind": "lcp", "part": "<part>", "value": 812.5 },
--                { "kind": "error", "part": "<part>", "detail": "TypeError: … at …" } ] }
-- `client` is the caller's address as the function read it (the per-address limit). Parts and
-- releases the registry does not name for that side (a forged name, an unknown release) and routes
-- the live shell does not have are dropped, with the items attributed to them. Answers
-- { "accepted": n, "dropped": n }. Over the per-address limit: HTTP 429 (PT429).
create function public.record_field_reports(batch jsonb, client text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  registry jsonb := (select r.document from private.release_registry r);
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
  if jsonb_typeof(batch) is distinct from 'object'
     or jsonb_typeof(batch -> 'parts') is distinct from 'object'
     or jsonb_typeof(coalesce(batch -> 'items', '[]'::jsonb)) <> 'array'
     or jsonb_array_length(coalesce(batch -> 'items', '[]'::jsonb)) > 60
     or (select count(*) from jsonb_object_keys(batch -> 'parts')) > 10 then
    raise exception using errcode = '22023', message = 'A report batch is an object with parts and at most 60 items.';
  end if;
  begin
    session_value := (batch ->> 'session')::uuid;
    view_value := (batch ->> 'view')::uuid;
  exception when invalid_text_representation then
    raise exception using errcode = '22023', message = 'A report batch names its session and view as UUIDs.';
  end;
  if session_value is null or view_value is null then
    raise exception using errcode = '22023', message = 'A report batch names its session and view as UUIDs.';
  end if;
  if registry is null or route_value is null
     or not (route_value = '*' or coalesce(registry -> 'routes', '[]'::jsonb) ? route_value) then
    return jsonb_build_object('accepted', 0, 'dropped', 1 + jsonb_array_length(coalesce(batch -> 'items', '[]'::jsonb)));
  end if;

  -- The parts this view loaded, each with a release the registry serves on that side.
  for part_entry in select key, value from jsonb_each(batch -> 'parts') loop
    release_value := part_entry.value ->> 'release';
    side_value := part_entry.value ->> 'side';
    if jsonb_typeof(part_entry.value) = 'object'
       and release_value is not null
       and ((side_value = 'live' and coalesce(registry #> array['stack', part_entry.key], '[]'::jsonb) ? release_value)
         or (side_value = 'canary' and registry #>> array['canary', part_entry.key, 'version'] = release_value)) then
      accepted_parts := accepted_parts || jsonb_build_object(part_entry.key, jsonb_build_object('release', release_value, 'side', side_value));
      insert into public.field_reports (session_id, view_id, route, part, release, side, kind)
      values (session_value, view_value, route_value, part_entry.key, release_value, side_value, 'view')
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
      if jsonb_typeof(item -> 'value') <> 'number' then
        dropped := dropped + 1;
        continue;
      end if;
      item_value := (item ->> 'value')::double precision;
      if item_value < 0 or item_value > (case item_kind when 'cls' then 100 else 600000 end) then
        dropped := dropped + 1;
        continue;
      end if;
    end if;
    item_detail := left(item ->> 'detail', 500);
    release_value := accepted_parts #>> array[item_part, 'release'];
    side_value := accepted_parts #>> array[item_part, 'side'];
    if item_kind in ('lcp', 'inp', 'cls') then
      insert into public.field_reports (session_id, view_id, route, part, release, side, kind, value)
      values (session_value, view_value, route_value, item_part, release_value, side_value, item_kind, item_value)
      on conflict (view_id, part, kind) where kind in ('view', 'lcp', 'inp', 'cls') do update set value = excluded.value, received_at = excluded.received_at;
    else
      insert into public.field_reports (session_id, view_id, route, part, release, side, kind, detail)
      values (session_value, view_value, route_value, item_part, release_value, side_value, item_kind, item_detail);
    end if;
    accepted := accepted + 1;
  end loop;
  return jsonb_build_object('accepted', accepted, 'dropped', dropped);
end;
$$;

revoke all on function public.record_field_reports(jsonb, text) from public, anon, authenticated;
grant execute on function public.record_field_reports(jsonb, text) to service_role;

-- Report batches per address: 600 in 10 minutes (a page view sends one or two; an office behind
-- one address sends many). The local backend writes config.toml's [api.rate_limit] field_report.
insert into private.rate_limits (action, max_requests, window_seconds, message) values
  ('field_report', 600, 600, 'Too many reports from your network. Please try again later.');

-- The figures per part, release and side from `from_at` to `to_at` (release:status, the guard, staff): sessions
-- that loaded the release, those of them with an error of it (an uncaught error or rejection, an
-- error-boundary catch, a load failure), load failures, page views, and the p75 of LCP, INP (ms)
-- and CLS of the views of routes the part renders. Security invoker: row level security decides,
-- so a member or visitor reads nothing.
create function public.release_field_figures(from_at timestamptz default now() - interval '1 hour', to_at timestamptz default now())
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
  cls_p75 double precision
)
language sql
stable
set search_path = ''
as $$
  select f.part, f.release, f.side,
         count(distinct f.session_id) filter (where f.kind = 'view'),
         count(distinct f.session_id) filter (where f.kind in ('error', 'rejection', 'boundary', 'load-failure')),
         count(*) filter (where f.kind = 'load-failure'),
         count(*) filter (where f.kind = 'view'),
         percentile_cont(0.75) within group (order by f.value) filter (where f.kind = 'lcp'),
         percentile_cont(0.75) within group (order by f.value) filter (where f.kind = 'inp'),
         percentile_cont(0.75) within group (order by f.value) filter (where f.kind = 'cls')
    from public.field_reports f
   where f.received_at >= from_at and f.received_at <= to_at
   group by f.part, f.release, f.side
   order by f.part, f.side, f.release;
$$;

revoke all on function public.release_field_figures(timestamptz, timestamptz) from public, anon;
grant execute on function public.release_field_figures(timestamptz, timestamptz) to authenticated, service_role;

-- 3. The guard ----------------------------------------------------------------------------------

-- One pass at `now_at`: for each canary in the registry, the canary's and the live release's
-- figures over the guard's window (since the canary started, at most `windowMinutes` back). With at
-- least `minSessions` on each side it ends the canary when
--   * its error-session rate is more than `errorRatio` times the live one's and more than
--     `errorPoints` percentage points above it, or
--   * its LCP p75 is above `lcpGoalMs`, or its INP p75 above `inpGoalMs` (the site's goals).
-- The rollback goes into the registry's history with its reason and figures (revision + 1), so the
-- next app-config serves the live release to everyone. Settings: the registry's settings.guard;
-- defaults below (docs/releases.md). Answers one entry per canary looked at.
create function private.release_guard(now_at timestamptz default now()) returns jsonb
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
  lcp_goal double precision;
  inp_goal double precision;
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
  lcp_goal := coalesce((guard ->> 'lcpGoalMs')::double precision, 2500);
  inp_goal := coalesce((guard ->> 'inpGoalMs')::double precision, 200);

  for canary_part, canary in select key, value from jsonb_each(registry -> 'canary') loop
    live_release := registry #> array['stack', canary_part] ->> -1;
    since := greatest(coalesce((canary ->> 'since')::timestamptz, now_at), now_at - make_interval(secs => window_minutes * 60));
    select * into canary_figures from public.release_field_figures(since, now_at) f
     where f.part = canary_part and f.side = 'canary' and f.release = canary ->> 'version';
    select * into live_figures from public.release_field_figures(since, now_at) f
     where f.part = canary_part and f.side = 'live' and f.release = live_release;
    figures := jsonb_build_object(
      'since', since, 'until', now_at,
      'canary', jsonb_build_object('release', canary ->> 'version', 'sessions', coalesce(canary_figures.sessions, 0),
        'errorSessions', coalesce(canary_figures.error_sessions, 0), 'loadFailures', coalesce(canary_figures.load_failures, 0),
        'lcpP75', canary_figures.lcp_p75, 'inpP75', canary_figures.inp_p75, 'clsP75', canary_figures.cls_p75),
      'live', jsonb_build_object('release', live_release, 'sessions', coalesce(live_figures.sessions, 0),
        'errorSessions', coalesce(live_figures.error_sessions, 0), 'loadFailures', coalesce(live_figures.load_failures, 0),
        'lcpP75', live_figures.lcp_p75, 'inpP75', live_figures.inp_p75, 'clsP75', live_figures.cls_p75));
    reason := null;
    if coalesce(canary_figures.sessions, 0) >= min_sessions and coalesce(live_figures.sessions, 0) >= min_sessions then
      canary_rate := canary_figures.error_sessions::double precision / canary_figures.sessions;
      live_rate := live_figures.error_sessions::double precision / live_figures.sessions;
      if canary_rate > error_ratio * live_rate and (canary_rate - live_rate) * 100 > error_points then
        reason := format('errors: %s%% of canary sessions had an error against %s%% on live (more than %sx and %s points), over %s and %s sessions',
          round((canary_rate * 100)::numeric, 1), round((live_rate * 100)::numeric, 1), error_ratio, error_points,
          canary_figures.sessions, live_figures.sessions);
      elsif canary_figures.lcp_p75 > lcp_goal then
        reason := format('LCP: the canary''s p75 is %s ms, above the goal of %s ms, over %s sessions', round(canary_figures.lcp_p75::numeric), lcp_goal, canary_figures.sessions);
      elsif canary_figures.inp_p75 > inp_goal then
        reason := format('INP: the canary''s p75 is %s ms, above the goal of %s ms, over %s sessions', round(canary_figures.inp_p75::numeric), inp_goal, canary_figures.sessions);
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

revoke all on function private.release_guard(timestamptz) from public, anon, authenticated;

-- One pass now, for the release tooling (`pnpm release:guard --once`) and tests with their own clock.
create function public.run_release_guard(now_at timestamptz default now()) returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.release_guard(now_at);
$$;

revoke all on function public.run_release_guard(timestamptz) from public, anon, authenticated;
grant execute on function public.run_release_guard(timestamptz) to service_role;

-- 4. Retention ----------------------------------------------------------------------------------

create function private.prune_field_reports(now_at timestamptz default now()) returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  delete from public.field_reports f
   where f.received_at < now_at - (select s.retention from private.field_report_settings s);
  get diagnostics removed = row_count;
  return removed;
end;
$$;

revoke all on function private.prune_field_reports(timestamptz) from public, anon, authenticated;

insert into private.scheduled_jobs (name, schedule, command, description) values
  ('release-guard', '* * * * *', 'select private.release_guard()', 'Ends a canary whose field figures are clearly worse than the live release''s (issue 45).'),
  ('field-reports-prune', '41 3 * * *', 'select private.prune_field_reports()', 'Removes field reports older than private.field_report_settings.retention (30 days by default).');
