-- A worker sends a message only while its claim holds, and a claim that never began a send is no
-- attempt (issue 55, "Faults").
--
-- A claim leases a batch for lease_seconds. A worker slower than its lease (a loaded machine, a
-- slow mail server, the many runs a burst's wake-ups start) used to send every message of its
-- batch anyway, while another run had claimed again the ones it had not reached and sent them too:
-- in test/faults.test.ts, a member received one confirmation three times. And each of those claims
-- counted as an attempt, so a message claimed five times by runs too slow to reach it was marked
-- failed without ever being tried: the same test, on a busier machine, ended with confirmations
-- 'failed' that no mail server had seen.
--
-- Now each claim names itself (`claim`, a new uuid per outbox_claim call), and right before each
-- send the worker calls outbox_begin_send with it. It answers true, renews that row's lease from
-- now and notes `send_started_at`, only while the row is still 'sending' under that claim;
-- otherwise the worker leaves the message to the claim that holds it. A claim and this call take
-- the row's lock in turn, so exactly one of them wins: a claim that took the row first gave it a
-- new `claim` (the worker stands down), a renewal that came first moved `not_before` past the
-- claim's `now_at` (the claim no longer sees the row as due). The lease a send needs is one
-- message's, not a batch's. A claim that takes a row whose lease ran out before its send began
-- does not count an attempt, and only a row whose send began is failed when the lease of its last
-- attempt runs out. outbox_begin_send also records the rendered subject, as outbox_record_subject
-- does (kept for workers deployed before this migration).

alter table public.outbox_messages
  add column claim uuid,
  add column send_started_at timestamptz;

comment on column public.outbox_messages.claim is
  'The claim (one outbox_claim call) that holds the row while it is sending: the worker names it to outbox_begin_send.';
comment on column public.outbox_messages.send_started_at is
  'When the worker holding the current claim began sending the row (outbox_begin_send); null from each claim until then.';

create or replace function public.outbox_claim(
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
  withdrawal text;
  this_claim uuid := gen_random_uuid();
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

  -- Leases that ran out on the last attempt, its send begun: failed, not sent once more.
  update public.outbox_messages m
     set state = 'failed',
         last_error = coalesce(m.last_error || E'\n', '') || 'The worker stopped before the send was recorded (lease expired) on the last attempt.'
   where m.state = 'sending' and m.not_before <= now_at and m.attempts >= max_attempts and m.send_started_at is not null;

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
    select m.id, m.kind, private.outbox_withdrawal(m) as withdrawal
      from public.outbox_messages m
     where m.state in ('queued', 'sending')
       and m.not_before <= now_at
       and not (m.kind in (select k.key from jsonb_each(allowance) k where (k.value)::integer <= 0))
     order by m.not_before, m.id
     for update skip locked
  loop
    -- Checked now, at send time: the recipient's choices as they are, not as they were when queued.
    withdrawal := candidate.withdrawal;
    if withdrawal is not null then
      update public.outbox_messages m
         set state = 'failed', last_error = private.outbox_withdrawal_error(withdrawal)
       where m.id = candidate.id;
      continue;
    end if;
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
           -- The claim whose lease ran out before its send began was no attempt: this one takes its place.
           attempts = m.attempts + case when m.state = 'sending' and m.send_started_at is null then 0 else 1 end,
           claimed_at = now_at,
           claim = this_claim,
           send_started_at = null,
           not_before = now_at + make_interval(secs => lease_seconds)
     where m.id = any (claimed)
    returning m.*;
end;
$$;

create function public.outbox_begin_send(message_id bigint, claim uuid, subject text, lease_seconds integer default 120)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with held as (
    update public.outbox_messages m
       set subject = left(outbox_begin_send.subject, 1000),
           send_started_at = now(),
           not_before = now() + make_interval(secs => greatest(outbox_begin_send.lease_seconds, 1))
     where m.id = outbox_begin_send.message_id
       and m.state = 'sending'
       and m.claim = outbox_begin_send.claim
    returning 1
  )
  select exists (select 1 from held);
$$;

revoke all on function public.outbox_begin_send(bigint, uuid, text, integer) from public, anon, authenticated;
grant execute on function public.outbox_begin_send(bigint, uuid, text, integer) to service_role;
