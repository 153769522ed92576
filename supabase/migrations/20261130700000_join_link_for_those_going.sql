-- An online event's join link is for the members going, its organiser and staff (docs/decisions.md,
-- "Online events"). The page hid it from everyone else, but the column itself was readable through
-- the API by anyone, signed in or not, and Realtime sent it with every change of the row.
--
-- The rule now lives in the database: the API roles may read every column of an event but
-- `online_url` (a column grant, so `select=*` is refused and the calls name their columns, as
-- PostgREST requires; Realtime leaves out columns a role may not select). Whether an event has a
-- link is `has_online_link`, a generated column everyone may read, so the page can say "The join
-- link is shown here to members who are going." without the link. The link itself comes from
-- `event_join_link`, which answers it to those who may see it and null to everyone else.
--
-- A column added to events later is not readable by the API roles until it is granted here too:
-- local-backend/test/join-link.test.ts names every readable column and fails until it is.

alter table public.events
  add column has_online_link boolean not null generated always as (online_url is not null) stored;

revoke select on public.events from anon, authenticated;
grant select (
  id, title, description, date, "time", location, category, image_url, created_by, created_at,
  updated_at, timezone, end_date, end_time, capacity, going_count, waitlist_count, series_id,
  sequence, series_date, cancelled_at, cancellation_reason, requires_approval, guest_list_visible,
  has_online_link
) on public.events to anon, authenticated;

create function public.event_join_link(target_event uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select e.online_url
    from public.events e
   where e.id = target_event
     and (
       e.created_by = (select auth.uid())
       or (select public.is_staff())
       or exists (
         select 1 from public.event_rsvps r
          where r.event_id = e.id and r.user_id = (select auth.uid()) and r.status = 'going'
       )
     );
$$;

comment on function public.event_join_link(uuid) is
  'The join link of an online event for its organiser, staff and the members going; null for everyone else and for an event without a link.';

revoke all on function public.event_join_link(uuid) from public, anon;
grant execute on function public.event_join_link(uuid) to authenticated, service_role;

-- search_events runs as its caller and read `e.*`, which now includes a column the caller may not
-- read. Its one changed line names the columns instead (the rest of its definition, from
-- 20261130500300_event_search_every_script.sql, stays as it is; supabase/schema.sql shows it whole).
do $$
declare
  definition text := pg_get_functiondef('public.search_events(text, text, public.event_category[], date, boolean, integer, integer)'::regprocedure);
  changed text := replace(
    definition,
    'select e.*, %s as score',
    'select e.id, e.title, e.description, e.date, e.time, e.location, e.category, e.image_url, e.created_by, e.created_at,
             e.updated_at, e.timezone, e.end_date, e.end_time, e.capacity, e.going_count, e.waitlist_count, e.series_id,
             e.sequence, e.series_date, e.cancelled_at, e.cancellation_reason, e.requires_approval, e.guest_list_visible,
             e.has_online_link, %s as score'
  );
begin
  if changed = definition then
    raise exception 'search_events no longer reads e.*: update this migration';
  end if;
  execute changed;
end;
$$;

-- A BEFORE trigger sees a generated column as null (it is computed after them): the "only the
-- counts changed" test compares the rows without has_online_link, which online_url decides.
create or replace function public.events_set_timestamps()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.updated_at := now();
    return new;
  end if;
  new.created_at := old.created_at;
  if (new.going_count, new.waitlist_count) is distinct from (old.going_count, old.waitlist_count)
     and (to_jsonb(new) - array['going_count', 'waitlist_count', 'updated_at', 'has_online_link'])
         = (to_jsonb(old) - array['going_count', 'waitlist_count', 'updated_at', 'has_online_link']) then
    new.updated_at := old.updated_at;
  else
    new.updated_at := now();
  end if;
  return new;
end;
$$;
