-- Issue 43, items 8, 9 and 10: staff screens that speak people and scale.
--
--   1. The members list (admins): search by name or email, filter by role, sort, a page at a time
--      with its total (list_members). 20,000 members answer in milliseconds without pg_trgm: a
--      search reads the table once (pnpm bench: "staff lists"), so no extension is added.
--   2. The newsletter list (admins): confirmed and pending addresses together, searched, filtered
--      by state, sorted, paged (list_newsletter_subscribers).
--   3. The audit log in words (admins): each entry with the names of who did it and of what it is
--      about (an event's title, the member whose role changed), through audit_log_page(); the
--      actor filter's list read without sorting the whole log; indexes for each filter.
--   4. Check-in: undo a check-in (staff and the event's creator, as checking in).
--   5. The newsletter archive shows an issue from the moment its sending starts.
--   6. The outbox keeps the subject each email went out with (the Messages tab shows it).

-- 1. Members -----------------------------------------------------------------------------------------

create index profiles_created_at_idx on public.profiles (created_at desc, user_id);
create index profiles_role_created_at_idx on public.profiles (role, created_at desc);

-- `%` and `_` typed in a search are the characters themselves, not LIKE's wildcards.
create function private.like_pattern(search text) returns text
language sql
immutable
set search_path = ''
as $$
  select '%' || replace(replace(replace(btrim(coalesce(search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
$$;

revoke all on function private.like_pattern(text) from public, anon, authenticated;

-- A page of members matching the search (name or email, any part, any case) and the role, in the
-- order asked for ('newest', 'oldest', 'name', 'email'), each row with the number matching.
create function public.list_members(
  search text default null,
  with_role text default null,
  sort text default 'newest',
  page_size integer default 50,
  page_offset integer default 0
)
returns table (user_id uuid, email text, full_name text, role text, created_at timestamptz, total_count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  pattern text := private.like_pattern(search);
  matching bigint;
begin
  if not public.is_admin() then
    raise exception 'Only administrators can list members.' using errcode = '42501';
  end if;
  if with_role is not null and with_role not in ('user', 'organiser', 'admin') then
    raise exception 'A role is user, organiser or admin.' using errcode = '22023';
  end if;
  if coalesce(sort, 'newest') not in ('newest', 'oldest', 'name', 'email') then
    raise exception 'Sort by newest, oldest, name or email.' using errcode = '22023';
  end if;
  if char_length(coalesce(search, '')) > 200 then
    raise exception 'A search has at most 200 characters.' using errcode = '22023';
  end if;

  select count(*) into matching
    from public.profiles p
   where (with_role is null or p.role = with_role)
     and (pattern = '%%' or p.email ilike pattern or p.full_name ilike pattern);

  return query
    select p.user_id, p.email, p.full_name, p.role, p.created_at, matching
      from public.profiles p
     where (with_role is null or p.role = with_role)
       and (pattern = '%%' or p.email ilike pattern or p.full_name ilike pattern)
     order by
       case when coalesce(sort, 'newest') = 'newest' then p.created_at end desc,
       case when sort = 'oldest' then p.created_at end asc,
       case when sort = 'name' then lower(coalesce(nullif(btrim(p.full_name), ''), p.email)) end asc,
       case when sort = 'email' then lower(p.email) end asc,
       p.user_id
     limit least(greatest(coalesce(page_size, 50), 1), 500)
    offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

revoke all on function public.list_members(text, text, text, integer, integer) from public, anon;
grant execute on function public.list_members(text, text, text, integer, integer) to authenticated;

-- 2. Newsletter subscribers ----------------------------------------------------------------------------

create index newsletter_subscribers_created_at_idx on public.newsletter_subscribers (created_at desc, id);
create index newsletter_pending_requested_at_idx on public.newsletter_pending (requested_at desc, id);

-- Confirmed subscribers and the addresses still waiting for their link (their 7 days not over),
-- matching the search and the state ('confirmed', 'pending', or null for both), in the order asked
-- for ('newest', 'oldest', 'email'), a page at a time, each row with the number matching.
create function public.list_newsletter_subscribers(
  search text default null,
  with_state text default null,
  sort text default 'newest',
  page_size integer default 50,
  page_offset integer default 0
)
returns table (id uuid, email text, status text, since timestamptz, total_count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  pattern text := private.like_pattern(search);
begin
  if not public.is_admin() then
    raise exception 'Only administrators can list newsletter subscribers.' using errcode = '42501';
  end if;
  if with_state is not null and with_state not in ('confirmed', 'pending') then
    raise exception 'A state is confirmed or pending.' using errcode = '22023';
  end if;
  if coalesce(sort, 'newest') not in ('newest', 'oldest', 'email') then
    raise exception 'Sort by newest, oldest or email.' using errcode = '22023';
  end if;
  if char_length(coalesce(search, '')) > 200 then
    raise exception 'A search has at most 200 characters.' using errcode = '22023';
  end if;

  return query
    with listed as (
      select s.id, s.email, 'confirmed'::text as status, s.created_at as since
        from public.newsletter_subscribers s
       where (with_state is null or with_state = 'confirmed')
         and (pattern = '%%' or s.email ilike pattern)
      union all
      select p.id, p.email, 'pending'::text, p.requested_at
        from public.newsletter_pending p
       where (with_state is null or with_state = 'pending')
         and p.requested_at > now() - interval '7 days'
         and (pattern = '%%' or p.email ilike pattern)
    )
    select l.id, l.email, l.status, l.since, count(*) over ()
      from listed l
     order by
       case when coalesce(sort, 'newest') = 'newest' then l.since end desc,
       case when sort = 'oldest' then l.since end asc,
       case when sort = 'email' then l.email end asc,
       l.id
     limit least(greatest(coalesce(page_size, 50), 1), 1000)
    offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

revoke all on function public.list_newsletter_subscribers(text, text, text, integer, integer) from public, anon;
grant execute on function public.list_newsletter_subscribers(text, text, text, integer, integer) to authenticated;

-- 3. The audit log in words ---------------------------------------------------------------------------

create index log_action_idx on audit.log (action, at desc);
create index log_record_idx on audit.log (record_id, at desc);

-- What an entry is about, in names: the event (its title now, or as the entry last knew it), the
-- member (name and email), a title for the other records (an issue's subject, an invitation's
-- address, an image's page), the issue's slug and state (for its link). Keys absent when unknown.
create function audit.describe_record(entry audit.log) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  values_seen jsonb := coalesce(entry.new_values, '{}'::jsonb) || coalesce(entry.old_values, '{}'::jsonb);
  about jsonb := '{}'::jsonb;
  event_key uuid;
  member_key uuid;
  the_event record;
  the_member record;
  the_issue record;
begin
  case entry.table_name
    when 'public.events' then
      event_key := (entry.record_key ->> 'id')::uuid;
    when 'public.event_rsvps' then
      event_key := (entry.record_key ->> 'event_id')::uuid;
      member_key := (entry.record_key ->> 'user_id')::uuid;
    when 'public.event_messages' then
      event_key := (values_seen ->> 'event_id')::uuid;
      about := about || jsonb_build_object('title', values_seen ->> 'subject');
    when 'public.event_series' then
      select e.id into event_key from public.events e
       where e.series_id = (entry.record_key ->> 'id')::uuid
       order by e.date, e.id limit 1;
    when 'public.profiles' then
      member_key := (entry.record_key ->> 'user_id')::uuid;
    when 'auth.users' then
      member_key := (entry.record_key ->> 'id')::uuid;
      about := about || jsonb_build_object('member_email', values_seen ->> 'email');
    when 'public.member_invitations' then
      about := about || jsonb_build_object('member_email', coalesce(values_seen ->> 'email', (
        select i.email from public.member_invitations i where i.id = (entry.record_key ->> 'id')::uuid)));
      member_key := (values_seen ->> 'user_id')::uuid;
      about := about || jsonb_strip_nulls(jsonb_build_object('role', values_seen ->> 'role'));
    when 'public.newsletter_issues' then
      select i.subject, i.slug, i.state into the_issue from public.newsletter_issues i where i.id = (entry.record_key ->> 'id')::uuid;
      about := about || jsonb_build_object(
        'title', coalesce(the_issue.subject, values_seen ->> 'subject'),
        'slug', coalesce(the_issue.slug, values_seen ->> 'slug'),
        'state', the_issue.state);
    when 'public.generated_images' then
      about := about || jsonb_build_object('title', values_seen ->> 'page_key');
    else
      null;
  end case;

  if event_key is not null then
    select e.id, e.title into the_event from public.events e where e.id = event_key;
    about := about || jsonb_build_object(
      'event_id', event_key,
      'event_title', coalesce(the_event.title, case when entry.table_name = 'public.events' then values_seen ->> 'title' end),
      'event_exists', the_event.id is not null);
  end if;
  if member_key is not null then
    select p.full_name, p.email into the_member from public.profiles p where p.user_id = member_key;
    if found then
      about := about || jsonb_build_object('member_id', member_key, 'member_name', nullif(btrim(the_member.full_name), ''),
                                           'member_email', the_member.email);
    end if;
  end if;
  return jsonb_strip_nulls(about);
exception
  -- A key that is not a uuid (an entry written by hand): the entry stays, without names.
  when invalid_text_representation then
    return '{}'::jsonb;
end;
$$;

revoke all on function audit.describe_record(audit.log) from public, anon, authenticated, service_role;

-- The entries matching the filters (each optional; `about_record` is a record's id, e.g. an event's
-- or a member's), newest first, a page at a time; each with the actor's name and what the entry is
-- about in names (audit.describe_record), and the number matching, at most 10,001. The names are
-- read for the page's rows only, and the number is counted apart from them (not as a window over
-- every matching row's values, which read 200,000 entries' values for the first page).
create function public.audit_log_page(
  by_actor uuid default null,
  on_table text default null,
  of_action text default null,
  since timestamptz default null,
  until timestamptz default null,
  about_record text default null,
  page_size integer default 50,
  page_offset integer default 0
)
returns table (
  id bigint, at timestamptz, actor_id uuid, actor_email text, actor_role text, actor_name text, table_name text, action text,
  record_id text, record_key jsonb, old_values jsonb, new_values jsonb, details jsonb, about jsonb, total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  matching bigint;
begin
  if not public.is_admin() then
    raise exception 'Only administrators can read the audit log.' using errcode = '42501';
  end if;
  -- Counted up to 10,001 (the export's 10,000 and one more: "more than 10,000"), so a log of
  -- hundreds of thousands of entries is not read whole to say how many pages it has.
  select count(*) into matching
    from (
      select 1
        from audit.log l
       where (by_actor is null or l.actor_id = by_actor)
         and (on_table is null or l.table_name = on_table)
         and (of_action is null or l.action = of_action)
         and (since is null or l.at >= since)
         and (until is null or l.at < until)
         and (about_record is null or l.record_id = about_record)
       limit 10001
    ) as counted;
  return query
    select l.id, l.at, l.actor_id, l.actor_email, l.actor_role, nullif(btrim(p.full_name), ''), l.table_name, l.action,
           l.record_id, l.record_key, l.old_values, l.new_values, l.details, audit.describe_record(l), matching
      from (
        select *
          from audit.log l
         where (by_actor is null or l.actor_id = by_actor)
           and (on_table is null or l.table_name = on_table)
           and (of_action is null or l.action = of_action)
           and (since is null or l.at >= since)
           and (until is null or l.at < until)
           and (about_record is null or l.record_id = about_record)
         order by l.at desc, l.id desc
         limit least(greatest(coalesce(page_size, 50), 1), 500)
        offset greatest(coalesce(page_offset, 0), 0)
      ) as l
      left join public.profiles p on p.user_id = l.actor_id
     order by l.at desc, l.id desc;
end;
$$;

revoke all on function public.audit_log_page(uuid, text, text, timestamptz, timestamptz, text, integer, integer) from public, anon;
grant execute on function public.audit_log_page(uuid, text, text, timestamptz, timestamptz, text, integer, integer) to authenticated;

-- The CSV export of what the tab shows: every entry matching the filters (the record's too), at
-- most 10,000, newest first, each with the actor's name and what it is about in names, as one JSON
-- array (past PostgREST's max_rows), and an 'export' entry saying who exported what, in the same
-- call, as export_audit_log() does.
create function public.export_audit_log_entries(
  by_actor uuid default null,
  on_table text default null,
  of_action text default null,
  since timestamptz default null,
  until timestamptz default null,
  about_record text default null
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
      select l.id, l.at, l.actor_id, l.actor_email, l.actor_role, nullif(btrim(p.full_name), '') as actor_name, l.table_name, l.action,
             l.record_id, l.record_key, l.old_values, l.new_values, l.details, audit.describe_record(l) as about
        from (
          select *
            from audit.log l
           where (by_actor is null or l.actor_id = by_actor)
             and (on_table is null or l.table_name = on_table)
             and (of_action is null or l.action = of_action)
             and (since is null or l.at >= since)
             and (until is null or l.at < until)
             and (about_record is null or l.record_id = about_record)
           order by l.at desc, l.id desc
           limit 10000
        ) as l
        left join public.profiles p on p.user_id = l.actor_id
    ) as picked;
  perform audit.write_entry('audit.log', 'export', details => jsonb_build_object(
    'rows', jsonb_array_length(entries),
    'filters', jsonb_strip_nulls(jsonb_build_object('actor', by_actor, 'table', on_table, 'action', of_action, 'since', since, 'until', until, 'record', about_record))
  ));
  return entries;
end;
$$;

revoke all on function public.export_audit_log_entries(uuid, text, text, timestamptz, timestamptz, text) from public, anon;
grant execute on function public.export_audit_log_entries(uuid, text, text, timestamptz, timestamptz, text) to authenticated;

-- Everyone who appears in the log (for the actor filter), with their name. Found by skipping from
-- one actor to the next along log_actor_idx, so 200,000 entries by a few dozen people cost a few
-- dozen index probes instead of a sort of the whole log.
create function public.audit_log_people()
returns table (actor_id uuid, actor_email text, actor_name text)
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
    with recursive actors (id) as (
      (select l.actor_id from audit.log l where l.actor_id is not null order by l.actor_id limit 1)
      union all
      select (select l.actor_id from audit.log l where l.actor_id > a.id order by l.actor_id limit 1)
        from actors a
       where a.id is not null
    )
    select a.id,
           (select l.actor_email from audit.log l where l.actor_id = a.id order by l.at desc limit 1),
           nullif(btrim(p.full_name), '')
      from actors a
      left join public.profiles p on p.user_id = a.id
     where a.id is not null
     order by lower(coalesce(nullif(btrim(p.full_name), ''), (select l.actor_email from audit.log l where l.actor_id = a.id order by l.at desc limit 1), a.id::text));
end;
$$;

revoke all on function public.audit_log_people() from public, anon;
grant execute on function public.audit_log_people() to authenticated;

-- 4. Undoing a check-in -------------------------------------------------------------------------------

-- Takes a check-in back (a tap on the wrong name at the door): the member's RSVP stays, checked in
-- no more. For whoever may check in (private.can_manage_attendees); answers whether there was a
-- check-in to undo. Staff changing someone else's RSVP is in the audit log (the event_rsvps rule).
create function public.undo_check_in(target_event uuid, member uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.can_manage_attendees(target_event) then
    raise exception 'Only the organiser or an admin can undo a check-in.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.events e where e.id = target_event) then
    raise exception 'No event with that id.' using errcode = 'P0002';
  end if;
  update public.event_rsvps r
     set checked_in_at = null
   where r.event_id = target_event and r.user_id = member and r.checked_in_at is not null;
  return found;
end;
$$;

revoke all on function public.undo_check_in(uuid, uuid) from public, anon;
grant execute on function public.undo_check_in(uuid, uuid) to authenticated, service_role;

-- 5. The archive from the start of the sending ----------------------------------------------------------

-- "Read it on the site" is in every email, and the first emails leave within a minute of "Send
-- now": the issue is public from then on, dated by the start of its sending until it is sent.
drop policy "newsletter issues: anyone reads a sent issue" on public.newsletter_issues;
create policy "newsletter issues: anyone reads an issue once its sending starts"
  on public.newsletter_issues for select to anon, authenticated
  using (state in ('sending', 'sent'));

grant select (send_at) on public.newsletter_issues to anon;

create index newsletter_issues_published_idx on public.newsletter_issues (send_at desc) where state in ('sending', 'sent');

-- 6. The subject of each email ----------------------------------------------------------------------

alter table public.outbox_messages
  add column subject text constraint outbox_messages_subject_length check (char_length(subject) <= 1000);

comment on column public.outbox_messages.subject is
  'The subject the worker rendered for this email (null until it is rendered): the admin Messages tab shows it.';

-- The worker (service role) records the subject it rendered, before it sends.
create function public.outbox_record_subject(message_id bigint, subject text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbox_messages m
     set subject = left(outbox_record_subject.subject, 1000)
   where m.id = outbox_record_subject.message_id;
$$;

revoke all on function public.outbox_record_subject(bigint, text) from public, anon, authenticated;
grant execute on function public.outbox_record_subject(bigint, text) to service_role;
