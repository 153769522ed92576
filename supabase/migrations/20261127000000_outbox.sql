-- The outbox (issue 35, item 1): every email the site sends because of a change is a row here,
-- written in the same transaction as the change, so a change that rolls back sends nothing and
-- a change that commits is never lost while the mail server is down. The worker edge function
-- (supabase/functions/outbox-worker) claims rows, sends them over SMTP and marks them sent.
--
--   * public.outbox_messages: one row per email. Admins read it (the admin "Messages" tab); no
--     client writes it. Rows come only from security definer functions and triggers through
--     private.enqueue_email(); the worker changes their state through its own service-role-only
--     functions (a later migration of this file's series).
--   * private.enqueue_email(): idempotent on dedupe_key (one key per kind, event, occurrence and
--     recipient), so a job that runs twice, or a trigger that fires again, enqueues once.
--   * private.outbox_kind_limits: emails per minute per kind, respected by the worker's claim
--     (the newsletter's provider limit, say). No row: unlimited.
--   * events.sequence: the iCalendar SEQUENCE of the event's invites; raised when the event's
--     date, time, end, zone, place or online link changes (by the notices migration).

-- 1. Messages --------------------------------------------------------------------------------------

create table public.outbox_messages (
  id bigint generated always as identity primary key,
  -- 'rsvp_confirmation', 'rsvp_waitlist', 'rsvp_promoted', 'rsvp_cancelled', 'event_changed',
  -- 'event_cancelled', 'reminder_24h', 'reminder_1h', 'organiser_message', 'newsletter',
  -- 'newsletter_test': the worker renders each kind with supabase/functions/outbox-worker/kinds/<kind>.ts.
  kind text not null constraint outbox_messages_kind_format check (kind ~ '^[a-z][a-z0-9_]{0,62}$'),
  -- e.g. 'reminder_24h:<event id>:<occurrence date>:<user id>'. Unique: the idempotency of
  -- enqueueing, and the email's Message-ID (so a re-sent email is recognisable as the same one).
  dedupe_key text not null constraint outbox_messages_dedupe_key_key unique
    constraint outbox_messages_dedupe_key_length check (char_length(dedupe_key) between 1 and 500),
  event_id uuid references public.events (id) on delete set null,
  newsletter_id uuid,
  recipient_user_id uuid references auth.users (id) on delete set null,
  recipient_email text not null,
  -- A snapshot of everything the renderer needs (the event as it was when the change happened).
  payload jsonb not null,
  state text not null default 'queued'
    constraint outbox_messages_state_check check (state in ('queued', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 constraint outbox_messages_attempts_not_negative check (attempts >= 0),
  -- Not claimed before this time: the requested send time, then the retry backoff, and while
  -- 'sending' the end of the claim's lease (after which another worker may claim it again).
  not_before timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

comment on table public.outbox_messages is
  'Emails to send, written in the transaction of the change that causes them (private.enqueue_email); delivered by the outbox-worker edge function.';

-- The worker's claim: the oldest due rows of a state.
create index outbox_messages_due_idx on public.outbox_messages (not_before, id) where state in ('queued', 'sending');
-- The admin view by state, and the per-kind throttle (sent in the last minute).
create index outbox_messages_state_idx on public.outbox_messages (state, created_at desc);
create index outbox_messages_kind_sent_idx on public.outbox_messages (kind, sent_at) where sent_at is not null;
-- Counts per event, and the set null of an event's deletion.
create index outbox_messages_event_id_idx on public.outbox_messages (event_id) where event_id is not null;
create index outbox_messages_recipient_user_id_idx on public.outbox_messages (recipient_user_id) where recipient_user_id is not null;

alter table public.outbox_messages enable row level security;

revoke all on public.outbox_messages from anon, authenticated;
grant select on public.outbox_messages to authenticated;
grant all on public.outbox_messages to service_role;

create policy "outbox messages: admins read"
  on public.outbox_messages for select to authenticated
  using ((select public.is_admin()));

-- 2. Per-kind throttle -----------------------------------------------------------------------------

create table private.outbox_kind_limits (
  kind text primary key,
  per_minute integer not null constraint outbox_kind_limits_per_minute_positive check (per_minute > 0)
);

comment on table private.outbox_kind_limits is
  'Emails per minute per outbox kind (the SMTP provider''s limits); the worker''s claim respects them. No row: unlimited.';

revoke all on private.outbox_kind_limits from public, anon, authenticated;

-- 3. Enqueueing ------------------------------------------------------------------------------------

-- Adds one email to the outbox; nothing happens when dedupe_key is already there (whatever its
-- state), so re-running a job or a trigger never enqueues twice. Call it from the transaction of
-- the change that causes the email: it commits or rolls back with it.
create function private.enqueue_email(
  kind text,
  dedupe_key text,
  recipient_email text,
  payload jsonb,
  event_id uuid default null,
  recipient_user_id uuid default null,
  newsletter_id uuid default null,
  not_before timestamptz default now()
) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if recipient_email is null or btrim(recipient_email) = '' then
    raise exception 'An outbox email needs a recipient address.' using errcode = '22023';
  end if;
  insert into public.outbox_messages (kind, dedupe_key, event_id, newsletter_id, recipient_user_id, recipient_email, payload, not_before)
  values (
    enqueue_email.kind,
    enqueue_email.dedupe_key,
    enqueue_email.event_id,
    enqueue_email.newsletter_id,
    enqueue_email.recipient_user_id,
    btrim(enqueue_email.recipient_email),
    coalesce(enqueue_email.payload, '{}'::jsonb),
    coalesce(enqueue_email.not_before, now())
  )
  on conflict on constraint outbox_messages_dedupe_key_key do nothing;
end;
$$;

revoke all on function private.enqueue_email(text, text, text, jsonb, uuid, uuid, uuid, timestamptz) from public, anon, authenticated;

-- 4. The invites' SEQUENCE -------------------------------------------------------------------------

-- No client column grant (20261124000100_event_rsvps.sql grants insert/update per column): only
-- the database raises it.
alter table public.events
  add column sequence integer not null default 0
    constraint events_sequence_not_negative check (sequence >= 0);

comment on column public.events.sequence is
  'iCalendar SEQUENCE of the event''s invites: raised when its date, time, end, zone, place or online link changes.';
