-- Glue between the parts of issues 35 (members hear from the site) and 36 (staff tools), which
-- were built side by side: each of these functions is the one its own migration made, with the
-- change named above it; nothing else in them differs.

-- 1. Organisers (public.is_staff(), 20261128100000_organiser_role.sql) manage every event: the
-- one place each part decides "the organiser or an admin" now says staff.

create or replace function private.can_manage_event(creator uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null
     and (creator = (select auth.uid()) or public.is_staff());
$$;

create or replace function private.can_manage_attendees(target_event uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_staff()
      or exists (select 1 from public.events e where e.id = target_event and e.created_by = (select auth.uid()));
$$;

drop policy "event messages: the organiser and admins read them" on public.event_messages;
create policy "event messages: the organiser and staff read them"
  on public.event_messages for select to authenticated
  using (
    (select public.is_staff())
    or exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid()))
  );

-- Organiser messages: staff write to any event's members.
create or replace function public.send_event_message(target_event uuid, audience text, subject text, body text)
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
  if not (public.is_staff() or target.created_by = caller) then
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

-- The audit log records staff (organisers too) changing someone else's RSVP.
create or replace function audit.record_change() returns trigger
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
      or (public.is_staff() and caller is distinct from (the_row ->> substr(owner_rule, length('staff_on_others:') + 1))::uuid)
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


-- 2. A cancelled event (20261128200000_event_cancellation.sql) tells those going, as a deleted one
-- does (20261127100000_notifications.sql): "The event is cancelled" with the reason, and a
-- METHOD:CANCEL invite at the next SEQUENCE. The same dedupe key as the deletion's notice, so
-- deleting a cancelled event does not tell them twice. Reinstating raises SEQUENCE too (calendar
-- apps take the next invite), but sends nothing: noted in docs/notifications.md.

create function private.events_sequence_on_cancel() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.cancelled_at is distinct from old.cancelled_at then
    new.sequence := old.sequence + 1;
  end if;
  return new;
end;
$$;

revoke all on function private.events_sequence_on_cancel() from public, anon, authenticated;

create trigger events_sequence_on_cancel
  before update of cancelled_at on public.events
  for each row execute function private.events_sequence_on_cancel();

create function private.events_notify_cancelled() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  snapshot jsonb;
  member record;
begin
  if coalesce(new.end_date, new.date) < (now() at time zone coalesce(new.timezone, 'UTC'))::date then
    return null;
  end if;
  snapshot := private.event_email_snapshot(new) || jsonb_build_object('sequence', new.sequence);
  for member in
    select r.user_id, u.email
      from public.event_rsvps r
      join auth.users u on u.id = r.user_id
     where r.event_id = new.id and r.status = 'going' and u.email is not null
     order by r.created_at, r.user_id
  loop
    perform private.enqueue_email(
      kind => 'event_cancelled',
      dedupe_key => format('event_cancelled:%s:%s', new.id, member.user_id),
      recipient_email => member.email,
      payload => jsonb_build_object('event', snapshot, 'reason', new.cancellation_reason,
                                    'recipient', private.recipient_snapshot(member.user_id, 'going')),
      event_id => new.id,
      recipient_user_id => member.user_id);
  end loop;
  return null;
end;
$$;

revoke all on function private.events_notify_cancelled() from public, anon, authenticated;

create trigger events_notify_cancelled
  after update of cancelled_at on public.events
  for each row
  when (old.cancelled_at is null and new.cancelled_at is not null)
  execute function private.events_notify_cancelled();

-- Cancelling (or reinstating) raises SEQUENCE, which is what "The event changed" listens for: that
-- notice stays for changes of plan, not for a cancellation.
drop trigger events_notify_changed on public.events;
create trigger events_notify_changed
  after update on public.events
  for each row
  when (new.sequence > old.sequence and new.cancelled_at is not distinct from old.cancelled_at)
  execute function private.events_notify_changed();

-- No reminder for a cancelled event.
create or replace function private.enqueue_due_reminders(now_at timestamptz default now()) returns integer
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
         and e.cancelled_at is null
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

-- The personal feed marks a cancelled event (STATUS:CANCELLED), as the public feed does.
create or replace function public.calendar_feed(feed_token text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  member uuid;
  from_day date := (now() at time zone 'utc')::date - 30;
  listed jsonb;
begin
  if feed_token is null or feed_token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select f.user_id into member from public.calendar_feeds f where f.token = feed_token;
  if member is null then
    return null;
  end if;
  select coalesce(jsonb_agg(to_jsonb(picked) order by picked.date, picked.time nulls first, picked.id), '[]'::jsonb)
    into listed
    from (
      select e.id, e.title, e.description, e.date, e.time, e.end_date, e.end_time, e.location, e.category,
             e.timezone, e.updated_at, e.series_id, e.series_date, e.cancelled_at
        from public.events e
        join public.event_rsvps r on r.event_id = e.id
       where r.user_id = member and r.status = 'going' and e.date >= from_day
       order by e.date, e.time nulls first, e.id
       limit 1000
    ) as picked;
  return jsonb_build_object(
    'events', listed,
    'series', coalesce((
      select jsonb_agg(jsonb_build_object('id', s.id, 'rrule', s.rrule))
        from public.event_series s
       where s.id in (select (item ->> 'series_id')::uuid from jsonb_array_elements(listed) as item)
    ), '[]'::jsonb)
  );
end;
$$;


-- 3. Registration approval (20261128300000) and the RSVP emails (20261127000200): a request to an
-- event that requires approval is acknowledged ("Request received"), and a decline is told;
-- an approval is the confirmation (pending -> going) or the waitlist email, as before.

create or replace function private.event_rsvps_enqueue_emails() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  rsvp public.event_rsvps;
  email_kind text;
  member_email text;
begin
  if tg_op = 'INSERT' then
    rsvp := new;
    email_kind := case new.status when 'going' then 'rsvp_confirmation' when 'waitlist' then 'rsvp_waitlist' when 'pending' then 'rsvp_pending' end;
  elsif tg_op = 'UPDATE' then
    rsvp := new;
    if new.status is not distinct from old.status then
      return null;
    end if;
    email_kind := case
      when new.status = 'going' and old.status = 'waitlist' then 'rsvp_promoted'
      when new.status = 'going' then 'rsvp_confirmation'
      when new.status = 'waitlist' then 'rsvp_waitlist'
      when new.status = 'declined' then 'rsvp_declined'
      when new.status = 'pending' then 'rsvp_pending'
    end;
  else
    rsvp := old;
    if (select auth.uid()) is distinct from old.user_id
       or not exists (select 1 from public.events e where e.id = old.event_id) then
      return null;
    end if;
    email_kind := 'rsvp_cancelled';
  end if;
  if email_kind is null then
    return null;
  end if;

  select u.email into member_email from auth.users u where u.id = rsvp.user_id;
  if member_email is null or member_email = '' then
    return null;
  end if;

  perform private.enqueue_email(
    kind => email_kind,
    dedupe_key => format('%s:%s:%s:%s', email_kind, rsvp.event_id, rsvp.user_id, extract(epoch from rsvp.created_at)),
    recipient_email => member_email,
    payload => private.rsvp_email_payload(rsvp.event_id, rsvp.user_id, case when tg_op = 'DELETE' then 'cancelled' else rsvp.status end),
    event_id => rsvp.event_id,
    recipient_user_id => rsvp.user_id
  );
  return null;
end;
$$;

-- A cancelled event's registrations are not approved any more.
create or replace function private.event_rsvps_refuse_cancelled() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.events e where e.id = new.event_id and e.cancelled_at is not null) then
    return new;
  end if;
  if tg_op = 'INSERT' then
    raise exception 'This event is cancelled: it takes no more RSVPs.' using errcode = 'PT409';
  end if;
  if old.status = 'waitlist' and new.status = 'going' then
    return null;
  end if;
  if old.status in ('pending', 'declined') and new.status in ('going', 'waitlist') then
    raise exception 'This event is cancelled: its registrations can no longer be approved.' using errcode = 'PT409';
  end if;
  return new;
end;
$$;


-- 4. The audit log (20261128000000) covers the tables the other parts added: newsletter issues
-- (a send is the update of its state), invitations, organiser messages. An event's SEQUENCE
-- (raised by a change of plans, 20261127100000) is a counter kept by a trigger, like the RSVP
-- counts: not a change of its own.
select audit.track('public.events', ignored_columns => array['going_count', 'waitlist_count', 'updated_at', 'sequence']);
select audit.track('public.newsletter_issues', ignored_columns => array['updated_at']);
select audit.track('public.member_invitations');
select audit.track('public.event_messages', actions => array['insert']);

-- Its retention job, daily, in the schedule every engine runs (20261127000300_scheduled_jobs.sql).
insert into private.scheduled_jobs (name, schedule, command, description) values
  ('audit-prune', '17 3 * * *', 'select audit.prune()', 'Removes audit log entries older than audit.settings.retention (13 months by default).');
