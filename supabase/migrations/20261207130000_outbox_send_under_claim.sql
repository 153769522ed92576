-- A worker sends a message only while its claim holds (issue 55, "Faults").
--
-- A claim leases a batch for lease_seconds; a worker that is slower than its lease (a loaded
-- machine, a slow mail server, several runs at once after a burst of wake-ups) used to send every
-- message of its batch anyway, while another run had claimed the ones it had not reached yet and
-- sent them too: under load 200 confirmations went out with some members receiving one three
-- times (test/faults.test.ts, before this migration).
--
-- Right before each send the worker now calls outbox_begin_send with the attempt its claim gave
-- the row (each claim raises `attempts`, so the number names the claim). It answers true, and
-- renews the lease from now, only while the row is still 'sending' under that claim; otherwise the
-- worker leaves the message to whoever holds it. A claim and this call take the row's lock in turn,
-- so exactly one of them wins: a claim that took the row first raised `attempts` (the worker
-- stands down), a renewal that came first moved `not_before` past the claim's `now_at` (the claim
-- no longer sees the row as due). The lease a send needs is now one message's, not one batch's.
-- It also records the rendered subject, as outbox_record_subject does (kept for workers deployed
-- before this migration).

create function public.outbox_begin_send(message_id bigint, claimed_attempt integer, subject text, lease_seconds integer default 120)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with held as (
    update public.outbox_messages m
       set subject = left(outbox_begin_send.subject, 1000),
           not_before = now() + make_interval(secs => greatest(outbox_begin_send.lease_seconds, 1))
     where m.id = outbox_begin_send.message_id
       and m.state = 'sending'
       and m.attempts = outbox_begin_send.claimed_attempt
    returning 1
  )
  select exists (select 1 from held);
$$;

revoke all on function public.outbox_begin_send(bigint, integer, text, integer) from public, anon, authenticated;
grant execute on function public.outbox_begin_send(bigint, integer, text, integer) to service_role;
