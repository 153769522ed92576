-- The outbox worker's side of public.outbox_messages (issue 35, item 1): claim a batch, mark each
-- message sent or failed. Called only by the outbox-worker edge function with the service role
-- (through PostgREST's /rpc, so these live in public; no other role may execute them).
--
-- A message's life:
--   queued --claim--> sending (attempts + 1, a lease: not_before = now + lease)
--   sending --outbox_mark_sent--> sent            (right after the SMTP server accepted it)
--   sending --outbox_mark_failed--> queued        (not_before = now + backoff) while attempts < N
--                                 \-> failed      (attempts = N; last_error kept for admins)
--   sending, lease over (the worker died) --claim--> sending again (or failed when attempts = N)
--
-- The guarantee: every committed message is delivered to the SMTP server at least once, and at
-- most once per claim. A row is claimed by one worker at a time (FOR UPDATE SKIP LOCKED, then
-- state 'sending' under a lease), and marked sent in its own transaction right after the SMTP
-- server's 250. Only a worker killed between that 250 and the mark's commit (a few milliseconds)
-- leaves a delivered row 'sending'; when its lease ends it is claimed and sent again, with the same
-- Message-ID (derived from dedupe_key), so a receiving server or mail app can tell it is the same
-- email. A lease must outlast a batch: the worker stops claiming at half its lease.

alter table public.outbox_messages
  -- When the last claim took the row: the per-kind throttle counts claims of the last minute.
  add column claimed_at timestamptz;

create index outbox_messages_kind_claimed_idx on public.outbox_messages (kind, claimed_at) where claimed_at is not null;

-- Claims up to batch_size due messages for one worker: queued rows whose not_before has come, and
-- 'sending' rows whose lease has run out. Oldest first; at most per_minute claims of a kind in any
-- minute (private.outbox_kind_limits). A row whose lease ran out after its last allowed attempt is
-- not sent again but marked failed. Claims are serialised by an advisory lock (short: no network
-- inside), so two workers count the throttle the same; rows another transaction holds are skipped.
create function public.outbox_claim(
  batch_size integer default 20,
  lease_seconds integer default 120,
  max_attempts integer default 5,
  now_at timestamptz default now()
) returns setof public.outbox_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  candidate record;
  allowance jsonb := '{}'::jsonb;
  left_for_kind integer;
  claimed bigint[] := '{}'::bigint[];
begin
  if batch_size is null or batch_size < 1 or batch_size > 500 then
    raise exception 'batch_size must be between 1 and 500.' using errcode = '22023';
  end if;
  if lease_seconds is null or lease_seconds < 1 then
    raise exception 'lease_seconds must be positive.' using errcode = '22023';
  end if;
  if max_attempts is null or max_attempts < 1 then
    raise exception 'max_attempts must be positive.' using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtext('public.outbox_claim'));

  -- Leases that ran out on the last attempt: failed, not sent once more.
  update public.outbox_messages m
     set state = 'failed',
         last_error = coalesce(m.last_error || E'\n', '') || 'The worker stopped before the send was recorded (lease expired) on the last attempt.'
   where m.state = 'sending' and m.not_before <= now_at and m.attempts >= max_attempts;

  -- What each limited kind may still claim in the minute before now_at.
  select coalesce(jsonb_object_agg(l.kind, greatest(l.per_minute - coalesce(c.recent, 0), 0)), '{}'::jsonb)
    into allowance
    from private.outbox_kind_limits l
    left join (
      select m.kind, count(*)::integer as recent
        from public.outbox_messages m
       where m.claimed_at > now_at - interval '1 minute'
       group by m.kind
    ) c on c.kind = l.kind;

  for candidate in
    select m.id, m.kind
      from public.outbox_messages m
     where m.state in ('queued', 'sending')
       and m.not_before <= now_at
       and not (m.kind in (select k.key from jsonb_each(allowance) k where (k.value)::integer <= 0))
     order by m.not_before, m.id
     for update skip locked
  loop
    if allowance ? candidate.kind then
      left_for_kind := (allowance ->> candidate.kind)::integer;
      continue when left_for_kind <= 0;
      allowance := jsonb_set(allowance, array[candidate.kind], to_jsonb(left_for_kind - 1));
    end if;
    claimed := claimed || candidate.id;
    exit when cardinality(claimed) >= batch_size;
  end loop;

  return query
    update public.outbox_messages m
       set state = 'sending',
           attempts = m.attempts + 1,
           claimed_at = now_at,
           not_before = now_at + make_interval(secs => lease_seconds)
     where m.id = any (claimed)
    returning m.*;
end;
$$;

-- The SMTP server accepted the message. Only a row still 'sending' changes (a row a second worker
-- already marked stays as it is).
create function public.outbox_mark_sent(message_id bigint) returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbox_messages m
     set state = 'sent', sent_at = now(), not_before = now()
   where m.id = message_id and m.state = 'sending';
$$;

-- Sending failed with `error`: queued again after an exponential backoff (retry_base_seconds,
-- doubled per attempt, at most an hour), or 'failed' once attempts reached max_attempts (or at once
-- when `permanent`, e.g. a kind without a renderer). The error is kept in last_error.
create function public.outbox_mark_failed(
  message_id bigint,
  error text,
  retry_base_seconds integer default 60,
  max_attempts integer default 5,
  permanent boolean default false,
  now_at timestamptz default now()
) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_state text;
begin
  update public.outbox_messages m
     set state = case when permanent or m.attempts >= max_attempts then 'failed' else 'queued' end,
         last_error = left(coalesce(error, 'unknown error'), 2000),
         not_before = now_at + make_interval(secs => least(3600, greatest(retry_base_seconds, 0) * power(2, greatest(m.attempts - 1, 0))))
   where m.id = message_id and m.state = 'sending'
  returning m.state into new_state;
  return new_state;
end;
$$;

revoke all on function public.outbox_claim(integer, integer, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.outbox_mark_sent(bigint) from public, anon, authenticated;
revoke all on function public.outbox_mark_failed(bigint, text, integer, integer, boolean, timestamptz) from public, anon, authenticated;
grant execute on function public.outbox_claim(integer, integer, integer, timestamptz) to service_role;
grant execute on function public.outbox_mark_sent(bigint) to service_role;
grant execute on function public.outbox_mark_failed(bigint, text, integer, integer, boolean, timestamptz) to service_role;
