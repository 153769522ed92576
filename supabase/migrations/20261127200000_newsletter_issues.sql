-- Newsletter issues (issue 35, item 5) and the admins' view of the outbox (item 9).
--
--   * public.newsletter_issues: one row per issue, written by admins (Markdown body). A draft is
--     edited freely; sending (public.send_newsletter_issue) enqueues one outbox row per confirmed
--     subscriber in one transaction, or schedules the issue for later. Anyone may read an issue
--     once it is sent (the archive page of the marketing remote); nobody but admins sees the rest.
--   * private.release_newsletter_issues(now_at): the periodic job. It sends the scheduled issues
--     whose time has come and marks an issue 'sent' once none of its emails is waiting any more.
--   * Admin RPCs for the Messages tab: counts per event and per newsletter, and Retry of a failed
--     message.
--
-- Depends on the outbox (20261127000000: public.outbox_messages, private.enqueue_email,
-- private.outbox_kind_limits).

create table public.newsletter_issues (
  id uuid primary key default gen_random_uuid(),
  -- The archive's address: /newsletter/issues/<slug>. Made from the subject when not given.
  slug text not null,
  subject text not null,
  body_markdown text not null default '',
  state text not null default 'draft',
  -- When a scheduled issue goes out (state 'scheduled'); when it was sent otherwise.
  send_at timestamptz,
  -- When the last of its emails left the outbox (state 'sent'): the archive's date.
  sent_at timestamptz,
  -- How many confirmed subscribers it was enqueued for (set once, when it is sent).
  recipient_count integer not null default 0,
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint newsletter_issues_slug_key unique (slug),
  constraint newsletter_issues_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  constraint newsletter_issues_subject_length check (char_length(btrim(subject)) between 1 and 200),
  constraint newsletter_issues_body_length check (char_length(body_markdown) <= 100000),
  constraint newsletter_issues_state check (state in ('draft', 'scheduled', 'sending', 'sent')),
  constraint newsletter_issues_scheduled_has_time check (state <> 'scheduled' or send_at is not null)
);

create index newsletter_issues_sent_at on public.newsletter_issues (sent_at desc) where state = 'sent';

-- The slug from the subject ("Hello, APAC 2027!" -> "hello-apac-2027-<8 hex of the id>"), the id's
-- start keeping two issues of one subject apart. A client may give its own slug.
create function private.newsletter_issue_defaults() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and (new.slug is null or btrim(new.slug) = '') then
    new.slug := btrim(left(regexp_replace(lower(new.subject), '[^a-z0-9]+', '-', 'g'), 80), '-');
    new.slug := case when new.slug = '' then '' else new.slug || '-' end || left(replace(new.id::text, '-', ''), 8);
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger newsletter_issue_defaults
  before insert or update on public.newsletter_issues
  for each row execute function private.newsletter_issue_defaults();

alter table public.newsletter_issues enable row level security;
revoke all on public.newsletter_issues from anon, authenticated;
-- Visitors read what the archive shows (and filter on the state, which is always 'sent' for them),
-- never the counts or who wrote it.
grant select (id, slug, subject, body_markdown, state, sent_at) on public.newsletter_issues to anon;
grant select on public.newsletter_issues to authenticated;
grant insert (slug, subject, body_markdown) on public.newsletter_issues to authenticated;
grant update (slug, subject, body_markdown) on public.newsletter_issues to authenticated;
grant delete on public.newsletter_issues to authenticated;
grant all on public.newsletter_issues to service_role;

create policy "newsletter issues: anyone reads a sent issue"
  on public.newsletter_issues for select to anon, authenticated
  using (state = 'sent');

create policy "newsletter issues: admins read every issue"
  on public.newsletter_issues for select to authenticated
  using ((select public.is_admin()));

create policy "newsletter issues: admins write drafts"
  on public.newsletter_issues for insert to authenticated
  with check ((select public.is_admin()) and state = 'draft');

-- Only a draft changes: a scheduled issue goes back to draft first (unschedule_newsletter_issue),
-- and what was sent stays as its subscribers received it.
create policy "newsletter issues: admins edit drafts"
  on public.newsletter_issues for update to authenticated
  using ((select public.is_admin()) and state = 'draft')
  with check ((select public.is_admin()) and state = 'draft');

create policy "newsletter issues: admins delete drafts"
  on public.newsletter_issues for delete to authenticated
  using ((select public.is_admin()) and state = 'draft');

alter table public.outbox_messages
  add constraint outbox_messages_newsletter_id_fkey foreign key (newsletter_id) references public.newsletter_issues (id) on delete set null;
create index outbox_messages_newsletter_id on public.outbox_messages (newsletter_id) where newsletter_id is not null;

-- The provider's limit for a newsletter (emails per minute); change it with
--   update private.outbox_kind_limits set per_minute = 600 where kind = 'newsletter';
insert into private.outbox_kind_limits (kind, per_minute) values ('newsletter', 300)
on conflict (kind) do nothing;

-- What every email of an issue carries (a snapshot: an edit after sending changes nothing sent).
create function private.newsletter_payload(issue public.newsletter_issues) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('issue_id', issue.id, 'slug', issue.slug, 'subject', issue.subject, 'markdown', issue.body_markdown);
$$;

-- Enqueues the issue for every confirmed subscriber, in the caller's transaction; the dedupe key
-- per issue and address means a second call (a retried job) adds nobody twice.
create function private.enqueue_newsletter_issue(target uuid) returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  issue public.newsletter_issues;
  recipients integer;
begin
  select * into issue from public.newsletter_issues where id = target for update;
  if not found or issue.state not in ('draft', 'scheduled') then
    return 0;
  end if;
  perform private.enqueue_email(
    kind => 'newsletter',
    dedupe_key => 'newsletter:' || issue.id || ':' || s.email,
    recipient_email => s.email,
    payload => private.newsletter_payload(issue),
    newsletter_id => issue.id
  )
  from public.newsletter_subscribers s;
  select count(*) into recipients from public.outbox_messages m where m.newsletter_id = issue.id and m.kind = 'newsletter';
  update public.newsletter_issues
     set state = 'sending', send_at = coalesce(least(send_at, now()), now()), recipient_count = recipients
   where id = issue.id;
  return recipients;
end;
$$;
revoke all on function private.enqueue_newsletter_issue(uuid) from public;

-- Admins: send a draft (or a scheduled issue) now, or schedule it for `send_at` when that is in the
-- future. Answers the issue's state afterwards ('sending' or 'scheduled').
create function public.send_newsletter_issue(issue_id uuid, send_at timestamptz default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  current_state text;
begin
  if not public.is_admin() then
    raise exception 'Only admins send the newsletter.' using errcode = '42501';
  end if;
  select i.state into current_state from public.newsletter_issues i where i.id = issue_id for update;
  if not found then
    raise exception 'No such newsletter issue.' using errcode = 'P0002';
  end if;
  if current_state not in ('draft', 'scheduled') then
    raise exception 'This issue has already been sent.' using errcode = '22023';
  end if;
  if send_at is not null and send_at > now() then
    update public.newsletter_issues i set state = 'scheduled', send_at = send_newsletter_issue.send_at where i.id = issue_id;
    return 'scheduled';
  end if;
  perform private.enqueue_newsletter_issue(issue_id);
  return 'sending';
end;
$$;

-- Admins: a scheduled issue goes back to draft (to edit it, or not to send it).
create function public.unschedule_newsletter_issue(issue_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins send the newsletter.' using errcode = '42501';
  end if;
  update public.newsletter_issues i set state = 'draft', send_at = null where i.id = issue_id and i.state = 'scheduled';
  if not found then
    raise exception 'This issue is not scheduled.' using errcode = '22023';
  end if;
end;
$$;

-- Admins: the issue as an email to the caller's own address, marked as a test (kind
-- 'newsletter_test', not throttled, not counted with the issue's sending).
create function public.send_newsletter_test(issue_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  issue public.newsletter_issues;
  own_email text;
begin
  if not public.is_admin() then
    raise exception 'Only admins send the newsletter.' using errcode = '42501';
  end if;
  select * into issue from public.newsletter_issues i where i.id = issue_id;
  if not found then
    raise exception 'No such newsletter issue.' using errcode = 'P0002';
  end if;
  select u.email into own_email from auth.users u where u.id = auth.uid();
  if own_email is null then
    raise exception 'Your account has no email address.' using errcode = '22023';
  end if;
  perform private.enqueue_email(
    kind => 'newsletter_test',
    dedupe_key => 'newsletter_test:' || issue.id || ':' || gen_random_uuid(),
    recipient_email => lower(own_email),
    payload => private.newsletter_payload(issue) || jsonb_build_object('test', true),
    recipient_user_id => auth.uid(),
    newsletter_id => issue.id
  );
end;
$$;

-- The periodic job (registered in the schedule): sends every scheduled issue whose time has come
-- and marks 'sent' each issue none of whose emails waits any more. Answers how many issues it
-- released. `now_at` lets tests drive the clock.
create function private.release_newsletter_issues(now_at timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  due uuid;
  released integer := 0;
begin
  for due in
    select i.id from public.newsletter_issues i where i.state = 'scheduled' and i.send_at <= now_at order by i.send_at
  loop
    perform private.enqueue_newsletter_issue(due);
    released := released + 1;
  end loop;
  update public.newsletter_issues i
     set state = 'sent', sent_at = coalesce((select max(m.sent_at) from public.outbox_messages m where m.newsletter_id = i.id and m.kind = 'newsletter'), now_at)
   where i.state = 'sending'
     and not exists (
       select 1 from public.outbox_messages m
        where m.newsletter_id = i.id and m.kind = 'newsletter' and m.state in ('queued', 'sending')
     );
  return released;
end;
$$;
revoke all on function private.release_newsletter_issues(timestamptz) from public;

-- Admins: each issue's emails by state (the Newsletter tab's live counts).
create function public.newsletter_issue_counts()
returns table (newsletter_id uuid, queued bigint, sending bigint, sent bigint, failed bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins read the outbox.' using errcode = '42501';
  end if;
  return query
    select m.newsletter_id,
           count(*) filter (where m.state = 'queued'),
           count(*) filter (where m.state = 'sending'),
           count(*) filter (where m.state = 'sent'),
           count(*) filter (where m.state = 'failed')
      from public.outbox_messages m
     where m.newsletter_id is not null and m.kind = 'newsletter'
     group by m.newsletter_id;
end;
$$;

-- Admins: the outbox's counts per event and per newsletter (one row each; a message with neither,
-- e.g. a test, is counted under its kind alone).
create function public.outbox_counts()
returns table (kind text, event_id uuid, event_title text, newsletter_id uuid, newsletter_subject text, queued bigint, sending bigint, sent bigint, failed bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins read the outbox.' using errcode = '42501';
  end if;
  return query
    select case when m.newsletter_id is not null then 'newsletter' when m.event_id is not null then 'event' else m.kind end,
           m.event_id, min(e.title), m.newsletter_id, min(n.subject),
           count(*) filter (where m.state = 'queued'),
           count(*) filter (where m.state = 'sending'),
           count(*) filter (where m.state = 'sent'),
           count(*) filter (where m.state = 'failed')
      from public.outbox_messages m
      left join public.events e on e.id = m.event_id
      left join public.newsletter_issues n on n.id = m.newsletter_id
     group by 1, m.event_id, m.newsletter_id
     order by max(m.created_at) desc;
end;
$$;

-- Admins: a failed message goes back to the queue, its attempts counted afresh. Answers whether it
-- did (false: not failed, e.g. retried by another admin already).
create function public.retry_outbox_message(message_id bigint)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  retried boolean;
begin
  if not public.is_admin() then
    raise exception 'Only admins retry messages.' using errcode = '42501';
  end if;
  update public.outbox_messages m
     set state = 'queued', attempts = 0, not_before = now(), last_error = null
   where m.id = message_id and m.state = 'failed';
  retried := found;
  if retried then
    -- Its issue waits for it again.
    update public.newsletter_issues i set state = 'sending'
      from public.outbox_messages m
     where m.id = message_id and i.id = m.newsletter_id and m.kind = 'newsletter' and i.state = 'sent';
  end if;
  return retried;
end;
$$;

-- Unsubscribing also withdraws that address's newsletter emails still waiting: one who leaves the
-- list mid-send gets nothing more.
create or replace function public.newsletter_unsubscribe(email text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.newsletter_subscribers s where s.email = lower(btrim(newsletter_unsubscribe.email));
  delete from public.newsletter_pending p where p.email = lower(btrim(newsletter_unsubscribe.email));
  update public.outbox_messages m
     set state = 'failed', last_error = 'Unsubscribed before it was sent.'
   where m.kind = 'newsletter' and m.state = 'queued' and m.recipient_email = lower(btrim(newsletter_unsubscribe.email));
$$;

revoke all on function public.send_newsletter_issue(uuid, timestamptz) from public, anon;
revoke all on function public.unschedule_newsletter_issue(uuid) from public, anon;
revoke all on function public.send_newsletter_test(uuid) from public, anon;
revoke all on function public.newsletter_issue_counts() from public, anon;
revoke all on function public.outbox_counts() from public, anon;
revoke all on function public.retry_outbox_message(bigint) from public, anon;
grant execute on function public.send_newsletter_issue(uuid, timestamptz) to authenticated;
grant execute on function public.unschedule_newsletter_issue(uuid) to authenticated;
grant execute on function public.send_newsletter_test(uuid) to authenticated;
grant execute on function public.newsletter_issue_counts() to authenticated;
grant execute on function public.outbox_counts() to authenticated;
grant execute on function public.retry_outbox_message(bigint) to authenticated;
