-- The audit log (issue 36, item 1): who changed what, when, written by the database itself.
--
-- As Supabase's `supa_audit`, one generic AFTER trigger function (audit.record_change) is attached to
-- each tracked table by audit.track(); it writes one entry per changed row into audit.log, in the
-- same transaction as the change, whoever made it: the site, a script with the service role, the
-- REST API, an RPC, a cascade. An entry holds:
--   * who: auth.uid() and the email of the request's JWT, and its role claim ('authenticated',
--     'service_role', 'anon'); with no JWT (SQL run by the owner, GoTrue's own deletions, the seed),
--     'database:<session user>';
--   * when (the transaction's time), the table, the action (insert/update/delete, or a named one:
--     'export', 'prune'), the record's primary key;
--   * the values before and after of the CHANGED columns only (an insert: the new row; a delete:
--     the old row), limited to the columns a table records (auth.users: never its password hash).
--
-- Append-only: no API role (anon, authenticated, service_role) has any privilege on the table or
-- the schema, admins read it only through the security-definer functions below, and a trigger
-- refuses UPDATE, DELETE and TRUNCATE from anyone, the owner included, except the retention job
-- (audit.prune) deleting entries older than the retention.

create schema audit;
revoke all on schema audit from public, anon, authenticated, service_role;

-- Retention: one row, changed only by the owner (SQL, a migration): an admin who could shorten it
-- could empty the log. At least a month, so a typo cannot either.
create table audit.settings (
  only_row boolean primary key default true check (only_row),
  retention interval not null default interval '13 months' check (retention >= interval '1 month')
);
insert into audit.settings default values;
revoke all on audit.settings from public, anon, authenticated, service_role;

create table audit.log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- No foreign key: an entry outlives the account that made it (and records its deletion).
  actor_id uuid,
  actor_email text,
  actor_role text not null,
  table_name text not null,
  action text not null,
  record_id text,
  record_key jsonb,
  old_values jsonb,
  new_values jsonb,
  -- What a named action did (an export: its row count and filters).
  details jsonb
);
comment on table audit.log is 'Append-only audit log (issue 36): see supabase/migrations/20261128000000_audit_log.sql and docs/security.md.';

create index log_at_idx on audit.log (at desc, id desc);
create index log_actor_idx on audit.log (actor_id, at desc);
create index log_table_idx on audit.log (table_name, at desc);

revoke all on audit.log from public, anon, authenticated, service_role;

-- Append-only ---------------------------------------------------------------------------------------

create function audit.refuse_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The retention job (audit.prune, security definer: current_user is the owner) says it is
  -- pruning for its own transaction; nothing else may delete, and nothing may update or truncate.
  if tg_op = 'DELETE'
     and current_setting('audit.pruning', true) = 'on'
     and current_user = (select pg_catalog.pg_get_userbyid(c.relowner) from pg_catalog.pg_class c where c.oid = 'audit.log'::regclass) then
    return old;
  end if;
  raise exception 'The audit log is append-only: entries cannot be changed or removed'
    using errcode = '42501';
end;
$$;

revoke all on function audit.refuse_change() from public;

create trigger log_append_only
  before update or delete on audit.log
  for each row execute function audit.refuse_change();

create trigger log_no_truncate
  before truncate on audit.log
  for each statement execute function audit.refuse_change();

-- Writing entries -----------------------------------------------------------------------------------

-- One entry, with the caller's identity from the request's JWT (PostgREST's request.jwt.claims).
create function audit.write_entry(
  table_name text,
  action text,
  record_id text default null,
  record_key jsonb default null,
  old_values jsonb default null,
  new_values jsonb default null,
  details jsonb default null,
  on_behalf_of uuid default null
) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into audit.log (actor_id, actor_email, actor_role, table_name, action, record_id, record_key, old_values, new_values, details)
  values (
    coalesce((select auth.uid()), on_behalf_of),
    (select auth.jwt()) ->> 'email',
    coalesce(nullif((select auth.role()), ''), 'database:' || session_user),
    write_entry.table_name, write_entry.action, write_entry.record_id, write_entry.record_key,
    write_entry.old_values, write_entry.new_values, write_entry.details
  );
end;
$$;

revoke all on function audit.write_entry(text, text, text, jsonb, jsonb, jsonb, jsonb, uuid) from public, anon, authenticated, service_role;

-- The generic row trigger. Its arguments (set by audit.track, never by hand):
--   0: the primary key's columns, comma-separated (the entry's record id, in that order, '/'-joined);
--   1: the columns recorded, comma-separated, or '' for all;
--   2: columns never recorded nor counted as a change (counters other triggers keep), comma-separated;
--   3: 'staff_on_others:<column>': record a change only when the service role makes it, or an admin
--      on a row whose <column> is not themselves (a member's own RSVP is their own business);
--   4: a column naming the user a service-role write is made for (generated_images.created_by),
--      taken as the actor when the JWT names no user.
create function audit.record_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  key_columns text[] := string_to_array(tg_argv[0], ',');
  recorded text[] := nullif(string_to_array(tg_argv[1], ','), '{}');
  ignored text[] := coalesce(string_to_array(tg_argv[2], ','), '{}');
  owner_rule text := nullif(tg_argv[3], '');
  behalf_column text := nullif(tg_argv[4], '');
  old_row jsonb;
  new_row jsonb;
  the_row jsonb;
  old_changed jsonb;
  new_changed jsonb;
  caller uuid := (select auth.uid());
begin
  if tg_op <> 'INSERT' then old_row := to_jsonb(old); end if;
  if tg_op <> 'DELETE' then new_row := to_jsonb(new); end if;
  the_row := coalesce(new_row, old_row);

  if owner_rule is not null then
    if not (
      (select auth.role()) = 'service_role'
      or (public.is_admin() and caller is distinct from (the_row ->> substr(owner_rule, length('staff_on_others:') + 1))::uuid)
    ) then
      return null;
    end if;
  end if;

  if tg_op = 'UPDATE' then
    select jsonb_object_agg(n.key, o.value), jsonb_object_agg(n.key, n.value)
      into old_changed, new_changed
      from jsonb_each(new_row) n
      join jsonb_each(old_row) o on o.key = n.key
     where n.value is distinct from o.value
       and (recorded is null or n.key = any (recorded))
       and not (n.key = any (ignored));
    if old_changed is null then
      return null; -- nothing this table records changed
    end if;
  elsif tg_op = 'INSERT' then
    select jsonb_object_agg(n.key, n.value) into new_changed
      from jsonb_each(new_row) n
     where (recorded is null or n.key = any (recorded)) and not (n.key = any (ignored));
  else
    select jsonb_object_agg(o.key, o.value) into old_changed
      from jsonb_each(old_row) o
     where (recorded is null or o.key = any (recorded)) and not (o.key = any (ignored));
  end if;

  perform audit.write_entry(
    table_name => tg_table_schema || '.' || tg_table_name,
    action => lower(tg_op),
    record_id => (select string_agg(the_row ->> k, '/' order by ord) from unnest(key_columns) with ordinality as c (k, ord)),
    record_key => (select jsonb_object_agg(k, the_row -> k) from unnest(key_columns) as c (k)),
    old_values => old_changed,
    new_values => new_changed,
    on_behalf_of => case when behalf_column is not null then (the_row ->> behalf_column)::uuid end
  );
  return null;
end;
$$;

revoke all on function audit.record_change() from public, anon, authenticated, service_role;

-- Attaches the audit trigger to a table (again: replaces it with the new options). One line per
-- table, e.g. `select audit.track('public.newsletters');`.
create function audit.track(
  target regclass,
  actions text[] default array['insert', 'update', 'delete'],
  recorded_columns text[] default null,
  ignored_columns text[] default '{}',
  staff_on_others_column text default null,
  on_behalf_column text default null
) returns void
language plpgsql
set search_path = ''
as $$
declare
  key_columns text;
  events text;
begin
  select string_agg(a.attname, ',' order by k.ord)
    into key_columns
    from pg_catalog.pg_index i
    cross join lateral unnest(i.indkey) with ordinality as k (attnum, ord)
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
   where i.indrelid = target and i.indisprimary;
  if key_columns is null then
    raise exception '% has no primary key to name its rows by', target;
  end if;
  if actions is null or cardinality(actions) = 0 or not (actions <@ array['insert', 'update', 'delete']) then
    raise exception 'actions must be some of insert, update, delete';
  end if;
  select string_agg(
           case when a = 'update' and recorded_columns is not null
                then 'update of ' || (select string_agg(quote_ident(c), ', ') from unnest(recorded_columns) as c)
                else a end,
           ' or ')
    into events
    from unnest(actions) as a;

  execute format('drop trigger if exists audit_log_change on %s', target);
  execute format(
    'create trigger audit_log_change after %s on %s for each row execute function audit.record_change(%L, %L, %L, %L, %L)',
    events, target, key_columns,
    coalesce(array_to_string(recorded_columns, ','), ''),
    coalesce(array_to_string(ignored_columns, ','), ''),
    case when staff_on_others_column is not null then 'staff_on_others:' || staff_on_others_column else '' end,
    coalesce(on_behalf_column, '')
  );
end;
$$;

create function audit.untrack(target regclass) returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format('drop trigger if exists audit_log_change on %s', target);
end;
$$;

revoke all on function audit.track(regclass, text[], text[], text[], text, text) from public, anon, authenticated, service_role;
revoke all on function audit.untrack(regclass) from public, anon, authenticated, service_role;

-- What is tracked ------------------------------------------------------------------------------------

-- Events: every change; the RSVP counters (kept by a trigger on each RSVP) and updated_at are no change.
select audit.track('public.events', ignored_columns => array['going_count', 'waitlist_count', 'updated_at']);
select audit.track('public.event_series');
-- RSVPs: what staff (or the service role) do to others' RSVPs. A member's own RSVP, and a waiting
-- member moved up when someone leaves, are the members' own doing and are not logged.
select audit.track('public.event_rsvps', staff_on_others_column => 'user_id');
-- Profiles: role changes only (set_member_role, or an update by the service role).
select audit.track('public.profiles', actions => array['update'], recorded_columns => array['role']);
-- Account deletions, whoever deletes (delete-account, the dashboard, the admin API): who it was,
-- never the password hash or tokens.
select audit.track('auth.users', actions => array['delete'], recorded_columns => array['id', 'email', 'created_at', 'last_sign_in_at']);
-- Image generations: the `generate` function writes with the service role for the admin who asked.
select audit.track('public.generated_images', actions => array['insert', 'delete'], on_behalf_column => 'created_by');

-- Retention --------------------------------------------------------------------------------------------

-- Removes entries older than the retention (audit.settings) at `now_at`, and logs that it did.
-- Runs as the owner (the schedule, or SQL); nobody else may call it.
create function audit.prune(now_at timestamptz default now()) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  keep interval := (select s.retention from audit.settings s);
  removed integer;
begin
  perform set_config('audit.pruning', 'on', true);
  delete from audit.log l where l.at < now_at - keep;
  get diagnostics removed = row_count;
  perform set_config('audit.pruning', 'off', true);
  if removed > 0 then
    perform audit.write_entry('audit.log', 'prune', details => jsonb_build_object('removed', removed, 'older_than', now_at - keep, 'retention', keep::text));
  end if;
  return removed;
end;
$$;

revoke all on function audit.prune(timestamptz) from public, anon, authenticated, service_role;

-- Reading it (admins) ------------------------------------------------------------------------------------

-- The entries matching the filters, newest first, a page at a time, each with the total.
create function public.audit_log_entries(
  by_actor uuid default null,
  on_table text default null,
  of_action text default null,
  since timestamptz default null,
  until timestamptz default null,
  page_size integer default 50,
  page_offset integer default 0
)
returns table (
  id bigint, at timestamptz, actor_id uuid, actor_email text, actor_role text, table_name text, action text,
  record_id text, record_key jsonb, old_values jsonb, new_values jsonb, details jsonb, total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not public.is_admin() then
    raise exception 'Only administrators can read the audit log.' using errcode = '42501';
  end if;
  return query
    select l.id, l.at, l.actor_id, l.actor_email, l.actor_role, l.table_name, l.action,
           l.record_id, l.record_key, l.old_values, l.new_values, l.details, count(*) over ()
      from audit.log l
     where (by_actor is null or l.actor_id = by_actor)
       and (on_table is null or l.table_name = on_table)
       and (of_action is null or l.action = of_action)
       and (since is null or l.at >= since)
       and (until is null or l.at < until)
     order by l.at desc, l.id desc
     limit least(greatest(coalesce(page_size, 50), 1), 500)
    offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

-- Everyone who appears in the log, for the actor filter.
create function public.audit_log_actors()
returns table (actor_id uuid, actor_email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not public.is_admin() then
    raise exception 'Only administrators can read the audit log.' using errcode = '42501';
  end if;
  return query
    select distinct on (l.actor_id) l.actor_id, l.actor_email
      from audit.log l
     where l.actor_id is not null
     order by l.actor_id, l.at desc;
end;
$$;

-- The CSV export of the log itself: every entry matching the filters (at most 10 000), newest
-- first, as one JSON array (one value, so PostgREST's max_rows of 1 000 does not cut it short and
-- the count recorded is the count the admin gets), and an 'export' entry saying who exported what
-- and how many rows, written in the same call.
create function public.export_audit_log(
  by_actor uuid default null,
  on_table text default null,
  of_action text default null,
  since timestamptz default null,
  until timestamptz default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  entries jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only administrators can export the audit log.' using errcode = '42501';
  end if;
  select coalesce(jsonb_agg(to_jsonb(picked) order by picked.at desc, picked.id desc), '[]'::jsonb)
    into entries
    from (
      select l.id, l.at, l.actor_id, l.actor_email, l.actor_role, l.table_name, l.action,
             l.record_id, l.record_key, l.old_values, l.new_values, l.details
        from audit.log l
       where (by_actor is null or l.actor_id = by_actor)
         and (on_table is null or l.table_name = on_table)
         and (of_action is null or l.action = of_action)
         and (since is null or l.at >= since)
         and (until is null or l.at < until)
       order by l.at desc, l.id desc
       limit 10000
    ) as picked;
  perform audit.write_entry('audit.log', 'export', details => jsonb_build_object(
    'rows', jsonb_array_length(entries),
    'filters', jsonb_strip_nulls(jsonb_build_object('actor', by_actor, 'table', on_table, 'action', of_action, 'since', since, 'until', until))
  ));
  return entries;
end;
$$;

-- A CSV export made in the browser (events, subscribers): the admin area calls this with the rows
-- it is about to save, and the database writes who exported which table, how many rows and with
-- which filters. Refused to anyone but an admin (or the service role).
create function public.record_csv_export(exported_table text, row_count integer, filters jsonb default '{}')
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not (public.is_admin() or (select auth.role()) = 'service_role') then
    raise exception 'Only administrators can export.' using errcode = '42501';
  end if;
  if to_regclass(exported_table) is null or row_count is null or row_count < 0 then
    raise exception 'Unknown table or row count' using errcode = '22023';
  end if;
  perform audit.write_entry(exported_table, 'export', details => jsonb_build_object('rows', row_count, 'filters', coalesce(filters, '{}'::jsonb)));
end;
$$;

revoke all on function public.audit_log_entries(uuid, text, text, timestamptz, timestamptz, integer, integer) from public, anon;
revoke all on function public.audit_log_actors() from public, anon;
revoke all on function public.export_audit_log(uuid, text, text, timestamptz, timestamptz) from public, anon;
revoke all on function public.record_csv_export(text, integer, jsonb) from public, anon;
grant execute on function public.audit_log_entries(uuid, text, text, timestamptz, timestamptz, integer, integer) to authenticated;
grant execute on function public.audit_log_actors() to authenticated;
grant execute on function public.export_audit_log(uuid, text, text, timestamptz, timestamptz) to authenticated;
grant execute on function public.record_csv_export(text, integer, jsonb) to authenticated, service_role;
