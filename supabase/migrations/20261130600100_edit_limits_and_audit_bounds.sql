-- Issue 42, finding 5: the append-only audit log could be flooded. A member made 200 edits of their
-- own event in 1.85 s (200 entries of about 10 KB, kept 13 months), and record_csv_export took
-- filters of any size (100 KB accepted).
--
--   1. Edits of events are limited per member: `event_update` in private.rate_limits (per member,
--      not per address: one account is one editor wherever it connects from), counted once per
--      transaction (a save of the form, a cancel, a bulk action over 1,000 events: one each),
--      refused past the limit with 429 and a message the form shows beside what was typed.
--      Admins and the service role are not limited, as with the other limits. Locally the value
--      comes from supabase/config.toml [api.rate_limit] event_update; on a hosted project:
--        update private.rate_limits set max_requests = 60 where action = 'event_update';
--   2. An audit entry keeps at most 500 characters of any text value (the rest is replaced by a
--      note of the full length), in every entry, whoever writes it: audit.write_entry, the one
--      writer of the log.
--   3. An export's filters are at most 2 KB, refused beyond with a clear message (22023).

-- 1. Edits per member ----------------------------------------------------------------------------------

insert into private.rate_limits (action, max_requests, window_seconds, message) values
  ('event_update', 30, 600, 'Too many changes to events from your account in the last few minutes. Please wait 10 minutes and try again.');

-- Counts one `action` for the signed-in member (not their address); past the limit the statement
-- fails with HTTP 429 and that count is rolled back with it. The service role, admins and callers
-- without a JWT (SQL run by the owner, jobs) are not limited.
create function private.take_member_rate_limit(action_name text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  member uuid := (select auth.uid());
  rule private.rate_limits;
  bucket timestamptz;
  used integer;
begin
  if member is null or (select auth.role()) = 'service_role' then
    return;
  end if;
  select * into rule from private.rate_limits where action = action_name;
  if not found or public.is_admin() then
    return;
  end if;
  bucket := to_timestamp(floor(extract(epoch from now()) / rule.window_seconds) * rule.window_seconds);
  delete from private.rate_limit_counters where window_start < now() - interval '1 day';
  insert into private.rate_limit_counters as c (action, client, window_start, hits)
  values (action_name, 'member:' || member, bucket, 1)
  on conflict (action, client, window_start) do update set hits = c.hits + 1
  returning hits into used;
  if used > rule.max_requests then
    raise exception using
      errcode = 'PT429',
      message = rule.message,
      hint = format('At most %s changes per %s minutes from one account.', rule.max_requests, rule.window_seconds / 60);
  end if;
end;
$$;

revoke all on function private.take_member_rate_limit(text) from public, anon, authenticated;

-- One count per transaction: whatever one request (or one function call) changes, however many
-- rows, is one edit. The RSVP counters and SEQUENCE are written by triggers and functions of
-- their own and are not in the column list, so an RSVP is no edit of the event.
create function private.events_edit_rate_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('eo.event_edit_counted', true) is distinct from 'yes' then
    perform private.take_member_rate_limit('event_update');
    perform set_config('eo.event_edit_counted', 'yes', true);
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

revoke all on function private.events_edit_rate_limit() from public, anon, authenticated;

create trigger events_edit_rate_limit
  before update of title, description, date, time, end_date, end_time, online_url, location, category, image_url,
                   timezone, capacity, requires_approval, cancelled_at, cancellation_reason
     or delete
  on public.events
  for each row execute function private.events_edit_rate_limit();

-- 2. Bounded entries -------------------------------------------------------------------------------

-- Text values longer than 500 characters, at any depth, cut to 500 and a note of their length.
create function audit.bounded(value jsonb) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case
    -- Nothing in a value whose whole text is this short can be longer: most entries stop here,
    -- without a call per field (a bulk insert of 2,300 events wrote 60,000 calls before).
    when value is null or char_length(value::text) <= 500 then value
    else case jsonb_typeof(value)
    when 'string' then
      case when char_length(value #>> '{}') > 500
           then to_jsonb(left(value #>> '{}', 500) || format('… (%s characters in all)', char_length(value #>> '{}')))
           else value end
    when 'object' then
      (select coalesce(jsonb_object_agg(e.key, audit.bounded(e.value)), '{}'::jsonb) from jsonb_each(value) as e)
    when 'array' then
      (select coalesce(jsonb_agg(audit.bounded(e.value) order by e.ordinality), '[]'::jsonb) from jsonb_array_elements(value) with ordinality as e (value, ordinality))
    else value
    end
  end;
$$;

revoke all on function audit.bounded(jsonb) from public, anon, authenticated, service_role;

-- The one writer of the log (20261128000000_audit_log.sql), now keeping bounded values.
create or replace function audit.write_entry(
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
    left((select auth.jwt()) ->> 'email', 320),
    coalesce(nullif((select auth.role()), ''), 'database:' || session_user),
    write_entry.table_name, write_entry.action, left(write_entry.record_id, 500),
    -- audit.bounded only where a value is long enough to hold a long text: a call costs more than this test.
    case when char_length(write_entry.record_key::text) > 500 then audit.bounded(write_entry.record_key) else write_entry.record_key end,
    case when char_length(write_entry.old_values::text) > 500 then audit.bounded(write_entry.old_values) else write_entry.old_values end,
    case when char_length(write_entry.new_values::text) > 500 then audit.bounded(write_entry.new_values) else write_entry.new_values end,
    case when char_length(write_entry.details::text) > 500 then audit.bounded(write_entry.details) else write_entry.details end
  );
end;
$$;

-- 3. Export filters ------------------------------------------------------------------------------------

create or replace function public.record_csv_export(exported_table text, row_count integer, filters jsonb default '{}')
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
  if octet_length(coalesce(filters, '{}'::jsonb)::text) > 2048 then
    raise exception 'The export''s filters are too long to record (at most 2 KB). Shorten the search and export again.'
      using errcode = '22023';
  end if;
  perform audit.write_entry(exported_table, 'export', details => jsonb_build_object('rows', row_count, 'filters', coalesce(filters, '{}'::jsonb)));
end;
$$;
