/**
 * Emails within seconds (issue 44, item 1; migration 20261130200000_outbox_wakeups.sql): a
 * transaction that queues an email due now asks the worker to run through `net.http_post`, once,
 * sent after the commit; the backend's stand-in sends it as soon as the commit NOTIFYs
 * (local-backend/src/jobs/scheduler.ts). The backends here run no scheduled job by themselves
 * (`scheduledJobs: 'manual'`): an email that arrives was delivered by its wake-up alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rollback } from '../src/db/connection/database';
import { type Backend, eventPayload, readInbox, signUp, type SignedInUser, sleep, startTestBackend } from './helpers';

let backend: Backend;
let organiser: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend({ outboxWakeups: true });
  organiser = await signUp(backend, 'Wanda Wake');
});

afterAll(async () => {
  await backend?.stop();
});

async function newEvent(title: string): Promise<string> {
  const { data, error } = await organiser.client.from('events').insert(eventPayload({ title, date: '2030-05-01', time: '18:00', timezone: 'Asia/Singapore' })).select('id').single();
  if (error) throw error;
  return (data as { id: string }).id;
}

/** Reads until `done` holds, or gives up after `limitMs` (a bound for a broken build, not a timing). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, limitMs = 60_000): Promise<T> {
  const end = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await sleep(100);
  }
}

async function outboxStates(eventId: string): Promise<string[]> {
  const { rows } = await backend.db.exclusive((pg) => pg.query<{ state: string }>('select state from public.outbox_messages where event_id = $1 order by id', [eventId]));
  return rows.map((row) => row.state);
}

describe('an email wakes the worker', () => {
  it('an RSVP\'s confirmation is delivered with no scheduled run at all', async () => {
    expect(backend.jobs.mode).toBe('manual');
    const eventId = await newEvent('Woken breakfast');
    const member = await signUp(backend, 'Walt Woken');
    expect((await member.client.rpc('rsvp_event', { target_event: eventId })).data).toBe('going');
    const inbox = await until(() => readInbox(backend, member.email), (messages) => messages.length > 0);
    expect(inbox.map((message) => message.subject)).toEqual(['You are going: Woken breakfast']);
    expect(await until(() => outboxStates(eventId), (states) => states.every((state) => state === 'sent'))).toEqual(['sent']);
  });

  it('asks once per transaction, however many emails it queued, and only once it commits', async () => {
    const eventId = await newEvent('Three emails');
    const queuedInside = await backend.db.transaction(async (tx) => {
      const { rows: before } = await tx.query<{ last: number }>(`select coalesce(max(id), 0)::int as last from net.http_request_queue`);
      await tx.query(
        `select private.enqueue_email('rsvp_confirmation', 'wake-once:' || $1 || ':' || n, 'wake-' || n || '@example.com', '{}'::jsonb, $1::uuid)
           from generate_series(1, 3) n`,
        [eventId],
      );
      const { rows } = await tx.query<{ requests: number }>(`select count(*)::int as requests from net.http_request_queue where id > $1 and body ->> 'wake' = 'true'`, [before[0]!.last]);
      throw new Rollback(rows[0]!.requests);
    });
    expect(queuedInside).toBe(1);
    // Rolled back: no email, and no request left for the worker.
    expect(await outboxStates(eventId)).toEqual([]);
    const { rows } = await backend.db.exclusive((pg) => pg.query<{ requests: number }>(`select count(*)::int as requests from net.http_request_queue where body ->> 'wake' = 'true'`));
    expect(rows[0]!.requests).toBe(0);
  });

  it('does not wake for an email held back until later, nor when the project turned wake-ups off', async () => {
    const eventId = await newEvent('Held back');
    const requestsFor = (sql: string) =>
      backend.db.transaction(async (tx) => {
        const { rows: before } = await tx.query<{ last: number }>(`select coalesce(max(id), 0)::int as last from net.http_request_queue`);
        await tx.query(sql, [eventId]);
        const { rows } = await tx.query<{ requests: number }>(`select count(*)::int as requests from net.http_request_queue where id > $1`, [before[0]!.last]);
        throw new Rollback(rows[0]!.requests);
      });
    expect(await requestsFor(`select private.enqueue_email('rsvp_confirmation', 'later:' || $1, 'later@example.com', '{}'::jsonb, $1::uuid, not_before => now() + interval '10 minutes')`)).toBe(0);
    expect(await requestsFor(`select private.enqueue_email('rsvp_confirmation', 'now:' || $1, 'now@example.com', '{}'::jsonb, $1::uuid)`)).toBe(1);
    await backend.db.transaction((tx) => tx.query(`update private.job_settings set value = 'off' where name = 'outbox_wakeups'`));
    try {
      expect(await requestsFor(`select private.enqueue_email('rsvp_confirmation', 'off:' || $1, 'off@example.com', '{}'::jsonb, $1::uuid)`)).toBe(0);
    } finally {
      await backend.db.transaction((tx) => tx.query(`update private.job_settings set value = 'on' where name = 'outbox_wakeups'`));
    }
  });

  it('a change still commits when the wake-up cannot be asked for (no worker URL): the email waits for the schedule', async () => {
    const eventId = await newEvent('No URL');
    await backend.db.transaction((tx) => tx.query(`update private.job_settings set name = 'outbox_worker_url_moved' where name = 'outbox_worker_url'`));
    const member = await signUp(backend, 'Una Unwoken');
    try {
      expect((await member.client.rpc('rsvp_event', { target_event: eventId })).data).toBe('going');
      expect(await outboxStates(eventId)).toEqual(['queued']);
    } finally {
      await backend.db.transaction((tx) => tx.query(`update private.job_settings set name = 'outbox_worker_url' where name = 'outbox_worker_url_moved'`));
    }
    // The sweep (the schedule's outbox job) delivers it.
    await backend.jobs.runNow();
    expect((await readInbox(backend, member.email)).map((message) => message.subject)).toEqual(['You are going: No URL']);
  });
});

describe('a burst', () => {
  it('200 RSVPs within 10 s: each member gets their confirmation exactly once', { timeout: 240_000 }, async () => {
    const eventId = await newEvent('Burst night');
    const members: SignedInUser[] = [];
    for (let i = 0; i < 200; i += 1) members.push(await signUp(backend, `Burst Member ${i}`));
    // 20 RSVPs every second, each batch at once: 200 within 10 s.
    for (let second = 0; second < 10; second += 1) {
      const started = Date.now();
      const answers = await Promise.all(members.slice(second * 20, second * 20 + 20).map((member) => member.client.rpc('rsvp_event', { target_event: eventId })));
      expect(answers.map((answer) => answer.error)).toEqual(Array(20).fill(null));
      await sleep(Math.max(0, 1_000 - (Date.now() - started)));
    }
    const states = await until(() => outboxStates(eventId), (list) => list.length === 200 && list.every((state) => state === 'sent'), 180_000);
    expect(states).toEqual(Array(200).fill('sent'));
    const { rows } = await backend.db.exclusive((pg) => pg.query<{ attempts: number }>('select attempts from public.outbox_messages where event_id = $1', [eventId]));
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    for (const member of members) {
      const inbox = await readInbox(backend, member.email);
      expect(inbox.map((message) => message.subject)).toEqual(['You are going: Burst night']);
    }
  });
});
