-- "The event changed" stops being a spam channel (issue 42, finding 3). Until now every change of
-- an event's date, time, zone, place or link emailed everyone going or waiting at once, however
-- often the organiser changed it, with the place written as the organiser typed it. Now:
--
--   * the first change notice of an event goes out at once;
--   * further changes within 15 minutes of a notice are gathered into one notice, sent when those
--     15 minutes are over, saying the event's state then (the final one) and what it was before
--     the first gathered change;
--   * at most 3 notices per event in 24 hours; past that a change is saved and shown as usual
--     (the page, the feeds, the next invite's SEQUENCE) but emails nobody;
--   * every notice says who made the change(s) (payload `changed_by`: their names).
--
-- A notice is a row of private.event_change_notices (its time, the state before it, who changed
-- the event); its emails are outbox rows `event_changed` with the dedupe key
-- 'event_changed:<event>:n<notice id>:<member>', held back (not_before) until the notice is due.
-- A change while a notice still waits folds into it: its queued emails get the new state, a member
-- who joined since gets one, and one who left is no longer written to. The limits are a table a
-- hosted project may change, as the organiser messages' are.
--
-- Replaces private.events_notify_changed() (20261127100000_notifications.sql; the trigger of
-- 20261129000000_glue_notifications_and_staff_tools.sql calls it, unchanged).

create table private.event_change_notice_limits (
  scope text primary key constraint event_change_notice_limits_scope_check check (scope in ('per_event_per_day', 'gather_minutes')),
  value integer not null constraint event_change_notice_limits_value_positive check (value > 0)
);

comment on table private.event_change_notice_limits is
  'Change notices: at most per_event_per_day per event in 24 hours; changes within gather_minutes of a notice are gathered into the next one.';

insert into private.event_change_notice_limits (scope, value) values ('per_event_per_day', 3), ('gather_minutes', 15);

create table private.event_change_notices (
  id bigint generated always as identity primary key,
  event_id uuid not null references public.events (id) on delete cascade,
  -- When its emails go out (now for the first, the end of the gathering window for the next).
  due_at timestamptz not null,
  -- The event's date, time, zone, place and link before the first change this notice tells.
  previous jsonb not null,
  -- Who made the changes it gathers, in order (null: the database itself, e.g. a migration).
  changed_by uuid[] not null default '{}',
  created_at timestamptz not null default now()
);

comment on table private.event_change_notices is
  'One "The event changed" notice per row: the changes it gathers and when its emails go out (private.events_notify_changed).';

create index event_change_notices_event_due_idx on private.event_change_notices (event_id, due_at desc);

revoke all on private.event_change_notice_limits, private.event_change_notices from public, anon, authenticated;

-- The names a notice gives for who changed the event: the member's name; without one, "The
-- organiser" for the event's creator and "EO Asia Pacific staff" for anyone else (staff); the
-- database itself (no signed-in caller) is "EO Asia Pacific".
create function private.change_author_names(changers uuid[], creator uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(named.name order by named.position), '["EO Asia Pacific"]'::jsonb)
    from (
      select c.position,
             coalesce(nullif(btrim(p.full_name), ''),
                      case when c.member = creator then 'The organiser' else 'EO Asia Pacific staff' end) as name
        from unnest(changers) with ordinality as c (member, position)
        left join public.profiles p on p.user_id = c.member
    ) as named;
$$;

revoke all on function private.change_author_names(uuid[], uuid) from public, anon, authenticated;

create or replace function private.events_notify_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changer uuid := (select auth.uid());
  per_day integer;
  gather interval;
  last_notice private.event_change_notices;
  notice private.event_change_notices;
  key_prefix text;
  snapshot jsonb;
  authors jsonb;
  member record;
begin
  if coalesce(new.end_date, new.date) < (now() at time zone coalesce(new.timezone, 'UTC'))::date then
    return null;
  end if;
  select l.value into per_day from private.event_change_notice_limits l where l.scope = 'per_event_per_day';
  select make_interval(mins => l.value) into gather from private.event_change_notice_limits l where l.scope = 'gather_minutes';

  -- The event's row is locked by the UPDATE that fired this: changes of one event run one at a time.
  select * into last_notice from private.event_change_notices n
   where n.event_id = new.id
   order by n.due_at desc, n.id desc
   limit 1;

  if last_notice.id is not null and last_notice.due_at > now() then
    -- A notice still waits: lock its emails (a worker's claim skips them until this commits), and
    -- fold this change into it unless a worker has started on it already.
    key_prefix := format('event_changed:%s:n%s:', new.id, last_notice.id);
    perform 1 from public.outbox_messages m
     where m.event_id = new.id and m.kind = 'event_changed' and starts_with(m.dedupe_key, key_prefix)
     for update;
    if not exists (select 1 from public.outbox_messages m
                    where m.event_id = new.id and m.kind = 'event_changed' and starts_with(m.dedupe_key, key_prefix)
                      and m.state <> 'queued') then
      update private.event_change_notices n
         set changed_by = case when changer is null or changer = any (n.changed_by) then n.changed_by else n.changed_by || changer end
       where n.id = last_notice.id
      returning * into notice;
    end if;
  end if;

  if notice.id is null then
    if (select count(*) from private.event_change_notices n
         where n.event_id = new.id and n.due_at > now() - interval '24 hours') >= per_day then
      -- Saved and shown, not emailed: the event has had its notices for today.
      return null;
    end if;
    insert into private.event_change_notices (event_id, due_at, previous, changed_by)
    values (
      new.id,
      -- Within the window of the last notice: gathered, sent when the window closes.
      case when last_notice.id is not null and last_notice.due_at > now() - gather
           then greatest(last_notice.due_at + gather, now()) else now() end,
      jsonb_build_object('date', old.date, 'time', old.time, 'end_date', old.end_date, 'end_time', old.end_time,
                         'timezone', old.timezone, 'location', old.location, 'online_url', old.online_url),
      case when changer is null then '{}'::uuid[] else array[changer] end)
    returning * into notice;
  end if;

  key_prefix := format('event_changed:%s:n%s:', new.id, notice.id);
  snapshot := private.event_email_snapshot(new);
  authors := private.change_author_names(notice.changed_by, new.created_by);

  -- A member who left since the notice was queued is not written to.
  delete from public.outbox_messages m
   where m.event_id = new.id and m.kind = 'event_changed' and m.state = 'queued' and starts_with(m.dedupe_key, key_prefix)
     and not exists (select 1 from public.event_rsvps r
                      where r.event_id = new.id and r.user_id = m.recipient_user_id and r.status in ('going', 'waitlist'));

  -- Everyone going or waiting now gets the notice with the event as it is now.
  for member in
    select r.user_id, r.status, u.email
      from public.event_rsvps r
      join auth.users u on u.id = r.user_id
     where r.event_id = new.id and r.status in ('going', 'waitlist') and u.email is not null
     order by r.created_at, r.user_id
  loop
    insert into public.outbox_messages as m (kind, dedupe_key, event_id, recipient_user_id, recipient_email, payload, not_before)
    values (
      'event_changed',
      key_prefix || member.user_id,
      new.id,
      member.user_id,
      member.email,
      jsonb_build_object('event', snapshot, 'previous', notice.previous, 'changed_by', authors,
                         'recipient', private.recipient_snapshot(member.user_id, member.status)),
      notice.due_at)
    on conflict on constraint outbox_messages_dedupe_key_key do update
      set payload = excluded.payload, recipient_email = excluded.recipient_email
      where m.state = 'queued';
  end loop;
  return null;
end;
$$;
