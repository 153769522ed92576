-- Notices to members (issue 35, items 2, 3, 4 and 6), written to the outbox (private.enqueue_email,
-- migration 20261127000000) in the same transaction as the change that causes them:
--   1. public.notification_preferences: each member's choices (reminders 24 h / 1 h before,
--      organiser messages). No row = every notice on. Event changes and cancellations cannot be
--      switched off (as Luma does): a member going to an event must hear that it moved.
--   2. "The event changed": a change of date, time, end, time zone, place or online link raises
--      events.sequence (the invites' iCalendar SEQUENCE) and tells those going and waiting.
--   3. "The event is cancelled": deleting an event tells those going, before the cascade removes
--      their RSVPs.
--   4. Reminders: private.enqueue_due_reminders(now_at), run by the schedule every few minutes.
--   5. Organiser messages: public.send_event_message(), kept in public.event_messages.

-- 1. Preferences -----------------------------------------------------------------------------------

create table public.notification_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  reminder_24h boolean not null default true,
  reminder_1h boolean not null default true,
  organiser_messages boolean not null default true,
  -- The member's own zone (the browser's, saved with the preferences): reminders show an event's
  -- time in the event's zone and in this one. Null: not known yet (only the event's zone is shown).
  -- Any IANA name the browser reports, so only its shape is checked here; what reads it falls back
  -- when Postgres (private.event_starts_at) or Intl (the renderers) does not know it.
  time_zone text constraint notification_preferences_time_zone_shape
    check (time_zone is null or (char_length(time_zone) <= 64 and time_zone ~ '^(UTC|[A-Z][A-Za-z_]+(/[A-Za-z0-9_+-]+){1,2})$')),
  updated_at timestamptz not null default now()
);

comment on table public.notification_preferences is
  'Which optional emails a member wants. A member without a row gets every one (the defaults).';

alter table public.notification_preferences enable row level security;

revoke all on public.notification_preferences from anon, authenticated;
grant select on public.notification_preferences to authenticated;
grant insert (user_id, reminder_24h, reminder_1h, organiser_messages, time_zone) on public.notification_preferences to authenticated;
-- user_id too: an upsert (PostgREST's merge-duplicates, what the /account page sends) sets every
-- column it names; the policies pin it to the caller either way.
grant update (user_id, reminder_24h, reminder_1h, organiser_messages, time_zone) on public.notification_preferences to authenticated;
grant all on public.notification_preferences to service_role;

create policy "notification preferences: members read their own row"
  on public.notification_preferences for select to authenticated
  using (user_id = (select auth.uid()));
create policy "notification preferences: members add their own row"
  on public.notification_preferences for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "notification preferences: members change their own row"
  on public.notification_preferences for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create function private.notification_preferences_touch() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.notification_preferences_touch() from public, anon, authenticated;

create trigger notification_preferences_touch
  before insert or update on public.notification_preferences
  for each row execute function private.notification_preferences_touch();

-- Does the member want this kind of email? Kinds that cannot be switched off answer true.
create function private.wants_email(member uuid, kind text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select case kind
              when 'reminder_24h' then p.reminder_24h
              when 'reminder_1h' then p.reminder_1h
              when 'organiser_message' then p.organiser_messages
              else true
            end
       from public.notification_preferences p
      where p.user_id = member),
    true);
$$;

revoke all on function private.wants_email(uuid, text) from public, anon, authenticated;

-- The one-click unsubscribe of an email (List-Unsubscribe-Post, RFC 8058): the `notifications`
-- function checks the signed link and calls this with the service role. Only the kinds a member
-- may switch off; anything else is refused.
create function public.unsubscribe_notification(member uuid, kind text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if kind not in ('reminder_24h', 'reminder_1h', 'organiser_message') then
    raise exception 'This kind of email cannot be switched off.' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = member) then
    return;
  end if;
  insert into public.notification_preferences as p (user_id, reminder_24h, reminder_1h, organiser_messages)
  values (member, kind <> 'reminder_24h', kind <> 'reminder_1h', kind <> 'organiser_message')
  on conflict (user_id) do update
    set reminder_24h = p.reminder_24h and kind <> 'reminder_24h',
        reminder_1h = p.reminder_1h and kind <> 'reminder_1h',
        organiser_messages = p.organiser_messages and kind <> 'organiser_message';
end;
$$;

revoke all on function public.unsubscribe_notification(uuid, text) from public, anon, authenticated;
grant execute on function public.unsubscribe_notification(uuid, text) to service_role;

-- 2. What an email says about an event -------------------------------------------------------------

-- The instant an event starts, for a reader in `reader_zone`: the event's zone when it has one; a
-- zone-less time is "floating" (as written wherever the reader is, RFC 5545 3.3.5), so the reader's
-- zone when Postgres knows it, else UTC. A day without a time starts at midnight.
create function private.event_starts_at(e public.events, reader_zone text default null) returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (e.date + coalesce(e.time, time '00:00')) at time zone coalesce(
    e.timezone,
    case when reader_zone is not null
         then (select z.name from pg_catalog.pg_timezone_names z where z.name = reader_zone) end,
    'UTC');
$$;

revoke all on function private.event_starts_at(public.events, text) from public, anon, authenticated;

-- A snapshot of everything a renderer shows about an event (the outbox keeps it, so an email sent
-- later still says what was true when it was written).
create function private.event_email_snapshot(e public.events) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', e.id,
    'title', e.title,
    'description', e.description,
    'date', e.date,
    'time', e.time,
    'end_date', e.end_date,
    'end_time', e.end_time,
    'timezone', e.timezone,
    'location', e.location,
    'online_url', e.online_url,
    'sequence', e.sequence,
    -- The start as an instant, when the event has a zone (renderers show it in the member's zone).
    'starts_at', case when e.timezone is not null and e.time is not null then private.event_starts_at(e) end,
    'created_at', e.created_at,
    'updated_at', e.updated_at,
    'organiser_name', (select p.full_name from public.profiles p where p.user_id = e.created_by)
  );
$$;

revoke all on function private.event_email_snapshot(public.events) from public, anon, authenticated;

-- What a recipient's email needs about them: their name and zone (the address goes in the row).
create function private.recipient_snapshot(member uuid, status text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'user_id', member,
    'name', (select p.full_name from public.profiles p where p.user_id = member),
    'status', status,
    'time_zone', (select n.time_zone from public.notification_preferences n where n.user_id = member)
  );
$$;

revoke all on function private.recipient_snapshot(uuid, text) from public, anon, authenticated;

-- 3. The event changed -----------------------------------------------------------------------------

-- What a calendar app needs to move its copy: the invite's SEQUENCE goes up with every change of
-- when or where (RFC 5546 2.1.4). A title or description edit is not a reschedule: no notice.
-- Clients have no privilege on the column (migration 20261127000000); the owner may set it.
create function private.events_raise_sequence() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.date, new.time, new.end_date, new.end_time, new.timezone, new.location, new.online_url)
     is distinct from
     (old.date, old.time, old.end_date, old.end_time, old.timezone, old.location, old.online_url) then
    new.sequence := greatest(new.sequence, old.sequence + 1);
  end if;
  return new;
end;
$$;

revoke all on function private.events_raise_sequence() from public, anon, authenticated;

create trigger events_raise_sequence
  before update on public.events
  for each row execute function private.events_raise_sequence();

-- "The event changed" to everyone going or waiting, one email each, with the new invite. Not for
-- an event that is over (an organiser tidying last year's entry tells nobody). The dedupe key
-- names the sequence, so each change is told once.
create function private.events_notify_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  snapshot jsonb;
  previous jsonb;
  member record;
begin
  if coalesce(new.end_date, new.date) < (now() at time zone coalesce(new.timezone, 'UTC'))::date then
    return null;
  end if;
  snapshot := private.event_email_snapshot(new);
  previous := jsonb_build_object(
    'date', old.date, 'time', old.time, 'end_date', old.end_date, 'end_time', old.end_time,
    'timezone', old.timezone, 'location', old.location, 'online_url', old.online_url);
  for member in
    select r.user_id, r.status, u.email
      from public.event_rsvps r
      join auth.users u on u.id = r.user_id
     where r.event_id = new.id and r.status in ('going', 'waitlist') and u.email is not null
     order by r.created_at, r.user_id
  loop
    perform private.enqueue_email(
      kind => 'event_changed',
      dedupe_key => format('event_changed:%s:%s:%s', new.id, new.sequence, member.user_id),
      recipient_email => member.email,
      payload => jsonb_build_object('event', snapshot, 'previous', previous,
                                    'recipient', private.recipient_snapshot(member.user_id, member.status)),
      event_id => new.id,
      recipient_user_id => member.user_id);
  end loop;
  return null;
end;
$$;

revoke all on function private.events_notify_changed() from public, anon, authenticated;

create trigger events_notify_changed
  after update on public.events
  for each row
  when (new.sequence > old.sequence)
  execute function private.events_notify_changed();

-- 4. The event is cancelled ------------------------------------------------------------------------

-- Before the row goes (and the cascade with it removes the RSVPs): "The event is cancelled", with
-- a METHOD:CANCEL invite at the next SEQUENCE, to those going. Waiting members held no place in
-- their calendar; they are not written to. Not for an event that is over.
create function private.events_notify_deleted() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  snapshot jsonb;
  member record;
begin
  if coalesce(old.end_date, old.date) < (now() at time zone coalesce(old.timezone, 'UTC'))::date then
    return old;
  end if;
  snapshot := private.event_email_snapshot(old) || jsonb_build_object('sequence', old.sequence + 1);
  for member in
    select r.user_id, u.email
      from public.event_rsvps r
      join auth.users u on u.id = r.user_id
     where r.event_id = old.id and r.status = 'going' and u.email is not null
     order by r.created_at, r.user_id
  loop
    perform private.enqueue_email(
      kind => 'event_cancelled',
      dedupe_key => format('event_cancelled:%s:%s', old.id, member.user_id),
      recipient_email => member.email,
      payload => jsonb_build_object('event', snapshot,
                                    'recipient', private.recipient_snapshot(member.user_id, 'going')),
      event_id => old.id,
      recipient_user_id => member.user_id);
  end loop;
  return old;
end;
$$;

revoke all on function private.events_notify_deleted() from public, anon, authenticated;

create trigger events_notify_deleted
  before delete on public.events
  for each row execute function private.events_notify_deleted();

-- 5. Reminders -------------------------------------------------------------------------------------

-- Enqueues the reminders due at `now_at` (the schedule calls it every few minutes; tests pass a
-- clock): for every member still going, the 24-hour reminder once the start is at most 24 hours
-- away (but more than 1 hour: closer than that, only the 1-hour one), and the 1-hour reminder once
-- it is at most 1 hour away, for an event with a start time. Each honours the member's
-- preference. Exactly once: the dedupe key names the kind, event, day and member, and
-- enqueue_email ignores a key it has seen, so running again (or after a crash) adds nothing.
-- Returns how many reminders it added.
create function private.enqueue_due_reminders(now_at timestamptz default now()) returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  due record;
  added integer := 0;
  key text;
begin
  for due in
    with going as (
      select e, r.user_id, u.email, n.time_zone,
             private.event_starts_at(e, n.time_zone) as starts_at
        from public.events e
        join public.event_rsvps r on r.event_id = e.id and r.status = 'going'
        join auth.users u on u.id = r.user_id
        left join public.notification_preferences n on n.user_id = r.user_id
       -- Only events within reach (a day either side of the window, whatever the zone), so the
       -- job reads a few days of events, not the whole table.
       where e.date between (now_at - interval '2 days')::date and (now_at + interval '3 days')::date
         and u.email is not null
    )
    select g.e, g.user_id, g.email, g.starts_at, k.kind
      from going g
      cross join lateral (values ('reminder_24h'), ('reminder_1h')) as k (kind)
     where now_at < g.starts_at
       and case k.kind
             when 'reminder_24h' then now_at >= g.starts_at - interval '24 hours'
                                      and (now_at < g.starts_at - interval '1 hour' or (g.e).time is null)
             else (g.e).time is not null and now_at >= g.starts_at - interval '1 hour'
           end
       and private.wants_email(g.user_id, k.kind)
     order by g.starts_at, (g.e).id, g.user_id, k.kind
  loop
    key := format('%s:%s:%s:%s', due.kind, (due.e).id, (due.e).date, due.user_id);
    continue when exists (select 1 from public.outbox_messages m where m.dedupe_key = key);
    perform private.enqueue_email(
      kind => due.kind,
      dedupe_key => key,
      recipient_email => due.email,
      payload => jsonb_build_object('event', private.event_email_snapshot(due.e),
                                    'starts_at', due.starts_at,
                                    'recipient', private.recipient_snapshot(due.user_id, 'going')),
      event_id => (due.e).id,
      recipient_user_id => due.user_id,
      -- Due now; a clock set later than the real one (a test, a catch-up run) never holds it back.
      not_before => least(now_at, now()));
    added := added + 1;
  end loop;
  return added;
end;
$$;

revoke all on function private.enqueue_due_reminders(timestamptz) from public, anon, authenticated;

-- In the schedule (migration 20261127000300): pg_cron runs it where it is installed, the local
-- backend otherwise. Every 5 minutes: a reminder goes out at most 5 minutes after it is due.
insert into private.scheduled_jobs (name, schedule, command, description) values
  ('reminders', '*/5 * * * *', 'select private.enqueue_due_reminders()', 'Queues the reminders due 24 hours and 1 hour before events.');

-- The job through the API, for the service role only: a manual run (an operator catching up after
-- an outage, the end-to-end tests with their own clock). The schedule calls the private function.
create function public.run_due_reminders(now_at timestamptz default now()) returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  select private.enqueue_due_reminders(now_at);
$$;

revoke all on function public.run_due_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.run_due_reminders(timestamptz) to service_role;

-- 6. Organiser messages ----------------------------------------------------------------------------

create table public.event_messages (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  sender_id uuid references auth.users (id) on delete set null,
  audience text not null constraint event_messages_audience_check check (audience in ('going', 'waitlist', 'both')),
  subject text not null constraint event_messages_subject_length check (char_length(btrim(subject)) between 1 and 150),
  body text not null constraint event_messages_body_length check (char_length(btrim(body)) between 1 and 5000),
  recipient_count integer not null default 0,
  created_at timestamptz not null default now()
);

comment on table public.event_messages is
  'What an event''s organiser or an admin wrote to its members (the event''s history). Written only by send_event_message().';

create index event_messages_event_created_idx on public.event_messages (event_id, created_at desc);
create index event_messages_sender_created_idx on public.event_messages (sender_id, created_at desc);

alter table public.event_messages enable row level security;

revoke all on public.event_messages from anon, authenticated;
grant select on public.event_messages to authenticated;
grant all on public.event_messages to service_role;

create policy "event messages: the organiser and admins read them"
  on public.event_messages for select to authenticated
  using (
    (select public.is_admin())
    or exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid()))
  );

-- The limits: per event (members are not flooded) and per sender (one account is not a spam
-- cannon), each over the last 24 hours. A table, so a hosted project can change them.
create table private.event_message_limits (
  scope text primary key check (scope in ('per_event_per_day', 'per_sender_per_day')),
  max_messages integer not null check (max_messages > 0)
);
insert into private.event_message_limits (scope, max_messages) values
  ('per_event_per_day', 3),
  ('per_sender_per_day', 10);

-- Writes to the members of an event: 'going', 'waitlist' or 'both'. The event's creator and admins
-- only. One email per recipient (nobody sees another's address), except to members who switched
-- organiser messages off. Returns the message's id and how many emails it queued.
create function public.send_event_message(target_event uuid, audience text, subject text, body text)
returns table (message_id uuid, recipient_count integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  caller uuid := (select auth.uid());
  target public.events;
  snapshot jsonb;
  new_id uuid;
  sent integer := 0;
  limit_per_event integer;
  limit_per_sender integer;
  member record;
  clean_subject text := btrim(coalesce(subject, ''));
  clean_body text := btrim(coalesce(body, ''));
begin
  if caller is null then
    raise exception 'Sign in to write to an event''s members.' using errcode = '42501';
  end if;
  select * into target from public.events e where e.id = target_event for update;
  if not found then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;
  if not (public.is_admin() or target.created_by = caller) then
    raise exception 'Only the organiser or an admin can write to the event''s members.' using errcode = '42501';
  end if;
  if audience is null or audience not in ('going', 'waitlist', 'both') then
    raise exception 'Choose who receives the message: going, waiting or both.' using errcode = '22023';
  end if;
  if char_length(clean_subject) not between 1 and 150 then
    raise exception 'The subject must have 1 to 150 characters.' using errcode = '22023';
  end if;
  if char_length(clean_body) not between 1 and 5000 then
    raise exception 'The message must have 1 to 5000 characters.' using errcode = '22023';
  end if;

  select l.max_messages into limit_per_event from private.event_message_limits l where l.scope = 'per_event_per_day';
  select l.max_messages into limit_per_sender from private.event_message_limits l where l.scope = 'per_sender_per_day';
  if (select count(*) from public.event_messages m
       where m.event_id = target_event and m.created_at > now() - interval '24 hours') >= limit_per_event then
    raise exception using
      errcode = 'PT429',
      message = format('This event has had %s messages in the last 24 hours, the most allowed. Please try again tomorrow.', limit_per_event);
  end if;
  if (select count(*) from public.event_messages m
       where m.sender_id = caller and m.created_at > now() - interval '24 hours') >= limit_per_sender then
    raise exception using
      errcode = 'PT429',
      message = format('You have sent %s messages in the last 24 hours, the most allowed. Please try again tomorrow.', limit_per_sender);
  end if;

  insert into public.event_messages (event_id, sender_id, audience, subject, body)
  values (target_event, caller, audience, clean_subject, clean_body)
  returning id into new_id;

  snapshot := private.event_email_snapshot(target);
  for member in
    select r.user_id, r.status, u.email
      from public.event_rsvps r
      join auth.users u on u.id = r.user_id
     where r.event_id = target_event
       -- Named statuses only: a status added later (a request awaiting approval) is not written to.
       and r.status in ('going', 'waitlist')
       and (audience = 'both' or r.status = audience)
       and u.email is not null
     order by r.created_at, r.user_id
  loop
    continue when not private.wants_email(member.user_id, 'organiser_message');
    perform private.enqueue_email(
      kind => 'organiser_message',
      dedupe_key => format('organiser_message:%s:%s', new_id, member.user_id),
      recipient_email => member.email,
      payload => jsonb_build_object(
        'event', snapshot,
        'message', jsonb_build_object('id', new_id, 'subject', clean_subject, 'body', clean_body,
                                      'sender_name', (select p.full_name from public.profiles p where p.user_id = caller)),
        'recipient', private.recipient_snapshot(member.user_id, member.status)),
      event_id => target_event,
      recipient_user_id => member.user_id);
    sent := sent + 1;
  end loop;

  update public.event_messages m set recipient_count = sent where m.id = new_id;
  return query select new_id, sent;
end;
$$;

revoke all on function public.send_event_message(uuid, text, text, text) from public, anon;
grant execute on function public.send_event_message(uuid, text, text, text) to authenticated, service_role;
