/**
 * How the outbox worker delivers (supabase/functions/outbox-worker, migration
 * 20261127000100_outbox_worker.sql), against an SMTP server of this test that refuses chosen
 * recipients, temporarily (451) or for good (550), and records every message it accepts with its
 * Message-ID: retries with exponential backoff, 'failed' after N attempts with the error kept, a
 * lease that ran out claimed again (same Message-ID; no attempt counted when its send had not
 * begun, and the overtaken run standing down), the per-kind limit, a worker run twice, and two
 * workers at once sending every row exactly once.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Backend, http, startTestBackend } from './helpers';

const MAX_ATTEMPTS = 3;
const RETRY_BASE_SECONDS = 30;

interface Accepted {
  to: string;
  messageId: string;
}

const accepted: Accepted[] = [];
const refuse = new Map<string, { code: number; message: string }>();
let smtp: SMTPServer;
let backend: Backend;
let eventId: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refuse.get(address.address.toLowerCase());
      if (!refusal) return callback();
      return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((entry) => entry.value.map((a) => (a.address ?? '').toLowerCase()));
          for (const address of to) accepted.push({ to: address, messageId: parsed.messageId ?? '' });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  backend = await startTestBackend({
    smtp: { port: (smtp.server.address() as AddressInfo).port },
    env: { OUTBOX_MAX_ATTEMPTS: String(MAX_ATTEMPTS), OUTBOX_RETRY_BASE_SECONDS: String(RETRY_BASE_SECONDS), OUTBOX_BATCH_SIZE: '5' },
  });
  const { rows } = await backend.db.transaction((tx) =>
    tx.query<{ id: string }>(`insert into public.events (title, date, location) values ('Delivery test', '2030-02-03', 'Hong Kong') returning id::text`),
  );
  eventId = rows[0]!.id;
});

afterAll(async () => {
  await backend?.stop();
  if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

beforeEach(async () => {
  // Each test starts from an empty outbox and no limits.
  await backend.db.transaction(async (tx) => {
    await tx.query(`delete from public.outbox_messages`);
    await tx.query(`delete from private.outbox_kind_limits`);
  });
  accepted.length = 0;
  refuse.clear();
});

async function runWorker(): Promise<{ claimed: number; sent: number; retried: number; failed: number }> {
  const response = await http(backend, '/functions/v1/outbox-worker', { method: 'POST', headers: { Authorization: `Bearer ${backend.outboxWorkerSecret}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as { claimed: number; sent: number; retried: number; failed: number };
}

/** Enqueues a cancellation email (the simplest kind) for each address; answers the dedupe keys. */
async function enqueue(addresses: string[], kind = 'rsvp_cancelled'): Promise<string[]> {
  const keys = addresses.map((address) => `test:${kind}:${address}`);
  await backend.db.transaction(async (tx) => {
    for (const [i, address] of addresses.entries()) {
      const payload = { event: { id: eventId, title: 'Delivery test', date: '2030-02-03', location: 'Hong Kong' }, member: { name: null, email: address } };
      await tx.query(`select private.enqueue_email($1, $2, $3, $4::jsonb, $5::uuid)`, [kind, keys[i], address, JSON.stringify(payload), eventId]);
    }
  });
  return keys;
}

interface Row {
  state: string;
  attempts: number;
  last_error: string | null;
  retry_in: number;
  sent_at: string | null;
}

async function rowOf(key: string): Promise<Row> {
  const { rows } = await backend.db.transaction((tx) =>
    tx.query<Row>(`select state, attempts, last_error, round(extract(epoch from not_before - now()))::int as retry_in, sent_at::text from public.outbox_messages where dedupe_key = $1`, [key]),
  );
  return rows[0]!;
}

/** Makes every waiting row due now, as if its backoff or lease had passed. */
async function timePasses(): Promise<void> {
  await backend.db.transaction((tx) => tx.query(`update public.outbox_messages set not_before = now() - interval '1 second' where state in ('queued', 'sending')`));
}

describe('outbox delivery', () => {
  it('retries a temporary refusal with exponential backoff, then fails after N attempts with the error kept', async () => {
    const [key] = await enqueue(['flaky@example.com']);
    refuse.set('flaky@example.com', { code: 451, message: 'Try again later' });

    expect(await runWorker()).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
    let row = await rowOf(key!);
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row.last_error).toContain('Try again later');
    expect(row.retry_in).toBeGreaterThanOrEqual(RETRY_BASE_SECONDS - 2);
    expect(row.retry_in).toBeLessThanOrEqual(RETRY_BASE_SECONDS);

    // Not due yet: a run now leaves it alone.
    expect(await runWorker()).toMatchObject({ claimed: 0 });

    await timePasses();
    expect(await runWorker()).toMatchObject({ claimed: 1, retried: 1 });
    row = await rowOf(key!);
    expect(row).toMatchObject({ state: 'queued', attempts: 2 });
    expect(row.retry_in).toBeGreaterThanOrEqual(2 * RETRY_BASE_SECONDS - 2);
    expect(row.retry_in).toBeLessThanOrEqual(2 * RETRY_BASE_SECONDS);

    await timePasses();
    expect(await runWorker()).toMatchObject({ claimed: 1, failed: 1 });
    row = await rowOf(key!);
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, sent_at: null });
    expect(row.last_error).toContain('Try again later');

    // Failed stays failed.
    refuse.clear();
    await timePasses();
    expect(await runWorker()).toMatchObject({ claimed: 0 });
    expect(accepted).toEqual([]);
  });

  it('sends once the server takes it again', async () => {
    const [key] = await enqueue(['later@example.com']);
    refuse.set('later@example.com', { code: 421, message: 'Service not available' });
    expect(await runWorker()).toMatchObject({ retried: 1 });
    refuse.clear();
    await timePasses();
    expect(await runWorker()).toMatchObject({ sent: 1 });
    expect(await rowOf(key!)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(accepted.map((a) => a.to)).toEqual(['later@example.com']);
  });

  it('fails at once on a permanent refusal (5xx)', async () => {
    const [key] = await enqueue(['gone@example.com']);
    refuse.set('gone@example.com', { code: 550, message: 'No such user' });
    expect(await runWorker()).toMatchObject({ failed: 1 });
    expect(await rowOf(key!)).toMatchObject({ state: 'failed', attempts: 1 });
    expect((await rowOf(key!)).last_error).toContain('No such user');
  });

  it('never sends twice when run twice, and sends a row whose lease ran out again with the same Message-ID', async () => {
    const keys = await enqueue(['one@example.com', 'two@example.com']);
    expect(await runWorker()).toMatchObject({ sent: 2 });
    expect(await runWorker()).toMatchObject({ claimed: 0, sent: 0 });
    expect(accepted.map((a) => a.to).sort()).toEqual(['one@example.com', 'two@example.com']);
    const firstId = accepted.find((a) => a.to === 'one@example.com')!.messageId;

    // A worker that died between the SMTP server's answer and its mark: the row is 'sending'.
    await backend.db.transaction((tx) => tx.query(`update public.outbox_messages set state = 'sending', sent_at = null, not_before = now() + interval '2 minutes' where dedupe_key = $1`, [keys[0]]));
    expect(await runWorker()).toMatchObject({ claimed: 0 });
    await timePasses();
    expect(await runWorker()).toMatchObject({ claimed: 1, sent: 1 });
    const resent = accepted.filter((a) => a.to === 'one@example.com');
    expect(resent).toHaveLength(2);
    expect(resent[1]!.messageId).toBe(firstId);
    expect(await rowOf(keys[0]!)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('does not send a row whose lease ran out on its last attempt', async () => {
    const [key] = await enqueue(['stuck@example.com']);
    // Its worker began the send (outbox_begin_send) and was never heard of again.
    await backend.db.transaction((tx) =>
      tx.query(`update public.outbox_messages set state = 'sending', attempts = $2, send_started_at = now() - interval '3 minutes', not_before = now() - interval '1 second' where dedupe_key = $1`, [key, MAX_ATTEMPTS]),
    );
    expect(await runWorker()).toMatchObject({ claimed: 0 });
    const row = await rowOf(key!);
    expect(row.state).toBe('failed');
    expect(row.last_error).toContain('lease expired');
    expect(accepted).toEqual([]);
  });

  it('counts no attempt for a claim whose lease ran out before its send began (issue 55): the next claim sends it', async () => {
    const [key] = await enqueue(['slow@example.com']);
    // Claimed on its last attempt by a run that never reached it (too slow, or killed first).
    await backend.db.transaction((tx) =>
      tx.query(`update public.outbox_messages set state = 'sending', attempts = $2, claim = gen_random_uuid(), send_started_at = null, not_before = now() - interval '1 second' where dedupe_key = $1`, [key, MAX_ATTEMPTS]),
    );
    expect(await runWorker()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await rowOf(key!)).toMatchObject({ state: 'sent', attempts: MAX_ATTEMPTS });
    expect(accepted.map((a) => a.to)).toEqual(['slow@example.com']);
  });

  it('leaves a message to the claim that took it over: the slower run sends nothing (issue 55)', async () => {
    const [key] = await enqueue(['taken@example.com']);
    const { rows: first } = await backend.db.transaction((tx) => tx.query<{ id: number; claim: string }>(`select id::int, claim::text from public.outbox_claim(1, 120)`));
    // Its lease runs out before that run reaches the message; another run claims it.
    await backend.db.transaction((tx) => tx.query(`update public.outbox_messages set not_before = now() - interval '1 second' where dedupe_key = $1`, [key]));
    const { rows: second } = await backend.db.transaction((tx) => tx.query<{ claim: string }>(`select claim::text from public.outbox_claim(1, 120)`));
    expect(second[0]!.claim).not.toBe(first[0]!.claim);
    const beginAs = (claim: string) =>
      backend.db.transaction((tx) => tx.query<{ held: boolean }>(`select public.outbox_begin_send($1, $2::uuid, 'Subject', 120) as held`, [first[0]!.id, claim]));
    expect((await beginAs(first[0]!.claim)).rows[0]!.held).toBe(false);
    expect((await beginAs(second[0]!.claim)).rows[0]!.held).toBe(true);
    // The claim that never began its send was no attempt.
    expect(await rowOf(key!)).toMatchObject({ state: 'sending', attempts: 1 });
  });

  it('claims at most per_minute emails of a limited kind in a minute', async () => {
    await backend.db.transaction((tx) => tx.query(`insert into private.outbox_kind_limits (kind, per_minute) values ('rsvp_waitlist', 3)`));
    const limited = Array.from({ length: 7 }, (_, i) => `limited${i}@example.com`);
    await enqueue(limited, 'rsvp_waitlist');
    await enqueue(['free@example.com'], 'rsvp_cancelled');
    expect(await runWorker()).toMatchObject({ sent: 4 });
    expect(accepted.filter((a) => a.to.startsWith('limited'))).toHaveLength(3);
    expect(accepted.some((a) => a.to === 'free@example.com')).toBe(true);
    expect(await runWorker()).toMatchObject({ claimed: 0 });

    // A minute later (claims moved back in time), the next three.
    await backend.db.transaction((tx) => tx.query(`update public.outbox_messages set claimed_at = claimed_at - interval '61 seconds' where claimed_at is not null`));
    expect(await runWorker()).toMatchObject({ sent: 3 });
    expect(accepted.filter((a) => a.to.startsWith('limited'))).toHaveLength(6);
  });

  it('two workers at once send every row exactly once', async () => {
    const addresses = Array.from({ length: 40 }, (_, i) => `pair${i}@example.com`);
    await enqueue(addresses);
    const [a, b] = await Promise.all([runWorker(), runWorker()]);
    expect(a!.sent + b!.sent).toBe(40);
    expect(a!.failed + b!.failed + a!.retried + b!.retried).toBe(0);
    expect(accepted.map((m) => m.to).sort()).toEqual([...addresses].sort());
    const { rows } = await backend.db.transaction((tx) => tx.query<{ state: string; attempts: number; n: number }>(`select state, attempts, count(*)::int as n from public.outbox_messages group by 1, 2`));
    expect(rows).toEqual([{ state: 'sent', attempts: 1, n: 40 }]);
  });
});
