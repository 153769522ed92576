-- Issue 56, items 2, 9 and 13 ("What people still hit"): what the emails need to know.
--
--   1. The reader's own zone (item 2). Every event email gave the event's time and UTC, even to a
--      member who had saved their zone: the RSVP emails read a column profiles never had. Now one
--      function, private.member_time_zone(member), answers the zone every email reads: the zone the
--      member chose on /account (notification_preferences.time_zone), else the one their browser
--      last reported (the new browser_time_zone, written only by public.report_browser_time_zone(),
--      which the signed-in app calls when the browser's zone differs from it), else null (the
--      renderers then give UTC). Both are checked against the server's zone list when written.
--   2. Invitations say who invites and as what (item 9): the invited account's metadata carries the
--      inviter's name and the role (`invited_by`, `invited_role`), which the `invite` template reads
--      as GoTrue's `{{ .Data }}`. The invite-member function passes the same for a new account
--      (GoTrue applies `data` only when it creates one); for an unconfirmed one, invite_member()
--      writes it after clearing what whoever made the account set.
--   3. A confirmation follows an account's deletion (item 13): the deletion's own transaction queues
--      `account_deleted` through the outbox, with what went (the counts the confirmation dialog
--      named), before the RSVPs and events are removed.
-- The functions changed here are otherwise as supabase/schema.sql showed them before.

-- 1. The reader's zone ------------------------------------------------------------------------------

-- Whether the server knows a zone by this name (its own tz database, as `at time zone` reads it).
create function private.is_known_time_zone(zone text) returns boolean
language sql
stable
set search_path = ''
as $$
  select zone is not null and exists (select 1 from pg_catalog.pg_timezone_names z where z.name = zone);
$$;

revoke all on function private.is_known_time_zone(text) from public, anon, authenticated;

-- A zone written before it was checked that the server does not know was never usable (the
-- reminders' clock and the renderers fell back from it): it goes, so what is stored can be trusted.
update public.notification_preferences
   set time_zone = null
 where time_zone is not null and not private.is_known_time_zone(time_zone);

alter table public.notification_preferences
  add column browser_time_zone text constraint notification_preferences_browser_time_zone_shape
    check (browser_time_zone is null or (char_length(browser_time_zone) <= 64 and browser_time_zone ~ '^(UTC|[A-Z][A-Za-z_]+(/[A-Za-z0-9_+-]+){1,2})$')),
  add column browser_time_zone_reported_at timestamptz;

comment on column public.notification_preferences.time_zone is
  'The zone the member chose on /account for their emails; null: the zone their browser last reported.';
comment on column public.notification_preferences.browser_time_zone is
  'The zone the member''s browser last reported (public.report_browser_time_zone); no client writes it directly.';

-- The chosen zone is one the server knows: a name it cannot read would leave the member's emails in
-- UTC without a word. Checked on write (only when it changes, so an older row still saves); what is
-- not shaped like a zone name at all is the shape constraint's to refuse (23514), as before.
create function private.notification_preferences_check_zone() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.time_zone is not null
     and (tg_op = 'INSERT' or new.time_zone is distinct from old.time_zone)
     and new.time_zone ~ '^(UTC|[A-Z][A-Za-z_]+(/[A-Za-z0-9_+-]+){1,2})$'
     and not private.is_known_time_zone(new.time_zone) then
    raise exception 'Please choose a time zone from the list.' using errcode = '22023';
  end if;
  return new;
end;
$$;

revoke all on function private.notification_preferences_check_zone() from public, anon, authenticated;

create trigger notification_preferences_check_zone
  before insert or update of time_zone on public.notification_preferences
  for each row execute function private.notification_preferences_check_zone();

-- The signed-in app reports the browser's zone here when it differs from the stored one. The
-- caller's own row only (there is no parameter naming a member); a zone the server does not know
-- is refused; the same zone again writes nothing.
create function public.report_browser_time_zone(zone text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  member uuid := (select auth.uid());
begin
  if member is null then
    raise exception 'Sign in to save your time zone.' using errcode = '42501';
  end if;
  if zone is null or char_length(zone) > 64 or zone !~ '^(UTC|[A-Z][A-Za-z_]+(/[A-Za-z0-9_+-]+){1,2})$' or not private.is_known_time_zone(zone) then
    raise exception 'This is not a time zone we know.' using errcode = '22023';
  end if;
  insert into public.notification_preferences as n (user_id, browser_time_zone, browser_time_zone_reported_at)
  values (member, zone, now())
  on conflict (user_id) do update
    set browser_time_zone = excluded.browser_time_zone,
        browser_time_zone_reported_at = excluded.browser_time_zone_reported_at
    where n.browser_time_zone is distinct from excluded.browser_time_zone;
end;
$$;

revoke all on function public.report_browser_time_zone(text) from public, anon;
grant execute on function public.report_browser_time_zone(text) to authenticated;

-- The zone an email to this member gives times in: chosen, else reported, else null (UTC then).
create function private.member_time_zone(member uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(n.time_zone, n.browser_time_zone) from public.notification_preferences n where n.user_id = member;
$$;

revoke all on function private.member_time_zone(uuid) from public, anon, authenticated;

create or replace function private.recipient_snapshot(member uuid, status text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'user_id', member,
    'name', (select p.full_name from public.profiles p where p.user_id = member),
    'status', status,
    'time_zone', private.member_time_zone(member)
  );
$$;

create or replace function private.rsvp_email_payload(target_event uuid, member uuid, rsvp_status text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'event', jsonb_build_object(
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
      'category', e.category,
      'sequence', e.sequence,
      'updated_at', e.updated_at
    ),
    'member', jsonb_build_object(
      'name', p.full_name,
      'email', u.email,
      'timezone', private.member_time_zone(member)
    ),
    'status', rsvp_status,
    -- The member's signed check-in code while going: the QR of the confirmation (and promotion).
    'check_in_code', case when rsvp_status = 'going' then private.check_in_code(target_event, member) end
  )
  from public.events e
  cross join auth.users u
  left join public.profiles p on p.user_id = u.id
  where e.id = target_event and u.id = member;
$$;

-- The reminders read an event in "local time" in the member's zone: the same zone as their emails.
create or replace function private.enqueue_due_reminders(now_at timestamptz default now()) returns integer
language plpgsql
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
      select e, r.user_id, u.email,
             private.event_starts_at(e, coalesce(n.time_zone, n.browser_time_zone)) as starts_at
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

-- 2. Invitations say who invites and as what -----------------------------------------------------------

-- What the invitation email says: the inviter's name (else their address) and the role.
create function private.invitation_email_data(invitation uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'invited_by', coalesce(nullif(btrim(p.full_name), ''), p.email, 'An administrator'),
    'invited_role', i.role)
  from public.member_invitations i
  left join public.profiles p on p.user_id = i.invited_by
  where i.id = invitation;
$$;

revoke all on function private.invitation_email_data(uuid) from public, anon, authenticated;

-- For the invite-member function, which passes it to GoTrue as the new account's `data`: admins only.
create function public.invitation_email_data(invitation uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  data jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only administrators can invite members.' using errcode = '42501';
  end if;
  data := private.invitation_email_data(invitation);
  if data is null then
    raise exception 'No such invitation.' using errcode = 'P0002';
  end if;
  return data;
end;
$$;

revoke all on function public.invitation_email_data(uuid) from public, anon;
grant execute on function public.invitation_email_data(uuid) to authenticated;

create or replace function public.invite_member(email text, role text) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(invite_member.email, '')));
  invitation uuid;
  account uuid;
begin
  if not public.is_admin() then
    raise exception 'Only administrators can invite members.' using errcode = '42501';
  end if;
  if invite_member.role is null or invite_member.role not in ('user', 'organiser', 'admin') then
    raise exception 'A role is user, organiser or admin.' using errcode = '22023';
  end if;
  if address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(address) > 255 then
    raise exception 'Enter a valid email address.' using errcode = '22023';
  end if;
  if exists (select 1 from auth.users u where u.email = address and u.email_confirmed_at is not null) then
    raise exception 'This address already has an account. Change its role in the members list.' using errcode = '23505';
  end if;

  update public.member_invitations i
     set role = invite_member.role, invited_by = (select auth.uid()), invited_at = now()
   where i.email = address and i.accepted_at is null and i.revoked_at is null
  returning i.id into invitation;
  if invitation is null then
    insert into public.member_invitations (email, role, invited_by)
    values (address, invite_member.role, (select auth.uid()))
    returning id into invitation;
  end if;

  -- Whoever made this unconfirmed account never showed they own the address: nothing they set
  -- survives. The invitee chooses their name and password on the invitation's page. The metadata
  -- then says who invites and as what, which GoTrue's invite email reads (it keeps an existing
  -- account's metadata as it is).
  select u.id into account from auth.users u where u.email = address and u.email_confirmed_at is null for update;
  if account is not null then
    perform private.reset_unconfirmed_account(account);
    update auth.users u
       set raw_user_meta_data = coalesce(u.raw_user_meta_data, '{}'::jsonb) || private.invitation_email_data(invitation)
     where u.id = account;
  end if;
  return invitation;
end;
$$;

-- Invitations still waiting: their email, sent again, says it too.
update auth.users u
   set raw_user_meta_data = coalesce(u.raw_user_meta_data, '{}'::jsonb) || private.invitation_email_data(i.id)
  from public.member_invitations i
 where i.user_id = u.id and i.accepted_at is null and i.revoked_at is null and u.email_confirmed_at is null;

-- 3. The confirmation of a deleted account ----------------------------------------------------------

-- Fires first of the deletion's triggers (they fire in name order: before the RSVPs leave their
-- events and the member's events go), so it counts what the confirmation dialog counted. Only an
-- account that was a member's (its address confirmed): a revoked invitation's account was never
-- anyone's. The email leaves only if the deletion commits.
create function private.account_deleted_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_admin boolean;
  events_created integer;
begin
  if old.email is null or btrim(old.email) = '' or old.email_confirmed_at is null then
    return old;
  end if;
  select coalesce(p.role = 'admin', false) into was_admin from public.profiles p where p.user_id = old.id;
  select count(*)::integer into events_created from public.events e where e.created_by = old.id;
  perform private.enqueue_email(
    kind => 'account_deleted',
    dedupe_key => format('account_deleted:%s', old.id),
    recipient_email => old.email,
    payload => jsonb_build_object(
      'name', (select p.full_name from public.profiles p where p.user_id = old.id),
      'email', old.email,
      'deleted_at', now(),
      'time_zone', private.member_time_zone(old.id),
      'rsvps', (select count(*)::integer from public.event_rsvps r where r.user_id = old.id),
      'events_removed', case when coalesce(was_admin, false) then 0 else events_created end,
      'events_kept', case when coalesce(was_admin, false) then events_created else 0 end,
      'newsletter', exists (select 1 from public.newsletter_subscribers s where s.email = lower(old.email))));
  return old;
end;
$$;

revoke all on function private.account_deleted_email() from public, anon, authenticated;

create trigger on_auth_user_deleted_confirm_by_email
  before delete on auth.users
  for each row execute function private.account_deleted_email();
