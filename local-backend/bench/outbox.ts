/**
 * The outbox's figures for `pnpm bench` (issue 35), per engine:
 *
 *   - throughput: OUTBOX_EMAILS RSVP confirmations (each with its calendar invite) queued, then
 *     one outbox-worker run, as the schedule calls it, sends them all to a local SMTP server (the
 *     mail catcher); emails per second from the call to its answer;
 *   - an RSVP's latency (`rpc('rsvp_event')` through supabase-js, one at a time) with the trigger
 *     that enqueues its email, and with that trigger disabled (what the site did before): the p50
 *     of each, in alternating blocks so both see the same machine. Goal: at most 5 ms p50 over.
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startMailCatcher } from '../src/mail/catcher';
import { startLocalBackendInternal } from '../src/server';
import type { EngineName } from '../src/db/connection/database';
import { signUpTestUser } from '../src/testing/signUpTestUser';

export interface OutboxFigures {
  emails: number;
  emailsPerSecond: number;
  rsvpP50With: number;
  rsvpP50Without: number;
  samples: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function outboxBench(engine: EngineName, serverUrl: string | undefined, quick: boolean): Promise<OutboxFigures> {
  const emails = quick ? 25 : 500;
  const members = quick ? 4 : 20;
  const eventsPerBlock = quick ? 3 : 10;
  const blocks = quick ? 2 : 4;

  const catcher = await startMailCatcher({ keep: emails + 100 });
  const backend = await startLocalBackendInternal({
    memory: true,
    port: 0,
    bcryptCost: 4,
    smtp: { port: catcher.smtpPort },
    scheduledJobs: 'manual',
    // The worker's rate is measured by calling it: a wake-up would send the queue first (on a busy
    // machine it did, and the bench's own calls found nothing: "sent 0 of 50"). bench/outboxDelivery.ts
    // measures the wake-ups.
    outboxWakeups: false,
    apiRateLimits: { event_insert: 1_000_000 },
    authRateLimits: { sign_in_sign_ups: 10_000 },
    env: { OUTBOX_BATCH_SIZE: '100' },
    projectSettings: { emailMaxFrequencySeconds: 0 },
    ...(engine === 'postgres' ? { databaseUrl: serverUrl! } : {}),
  });
  try {
    // Throughput: confirmations with real payloads (the trigger's own), enqueued in one transaction.
    const owner = await signUpTestUser(backend, { fullName: 'Bench Organiser' });
    await backend.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.events (title, date, time, end_time, timezone, location) values ('Outbox bench', '2030-06-01', '18:00', '21:00', 'Asia/Singapore', 'Singapore') returning id::text`,
      );
      await tx.query(
        `select private.enqueue_email('rsvp_confirmation', 'bench:' || n, 'bench-' || n || '@example.com',
                private.rsvp_email_payload($1::uuid, $2::uuid, 'going'), $1::uuid)
           from generate_series(1, $3::int) n`,
        [rows[0]!.id, owner.id, emails],
      );
    });
    // Runs back to back, as the schedule would call it again (a run stops claiming at half its lease).
    const started = performance.now();
    let sent = 0;
    for (let run = 0; run < 20 && sent < emails; run += 1) {
      const response = await fetch(`${backend.url}/functions/v1/outbox-worker`, { method: 'POST', headers: { Authorization: `Bearer ${backend.outboxWorkerSecret}` } });
      const answer = (await response.json()) as { sent?: number; failed?: number; retried?: number };
      if (!response.ok || answer.failed || answer.retried) throw new Error(`the worker answered HTTP ${response.status}: ${JSON.stringify(answer)}`);
      sent += answer.sent ?? 0;
    }
    const seconds = (performance.now() - started) / 1000;
    if (sent !== emails) throw new Error(`the worker sent ${sent} of ${emails}`);
    const delivered = (await (await fetch(`${catcher.inboxUrl}/api/messages`)).json()) as unknown[];
    if (delivered.length < emails) throw new Error(`the mail catcher holds ${delivered.length} of ${emails} emails`);

    // RSVP latency, with and without the trigger, in alternating blocks.
    const users = [];
    for (let i = 0; i < members; i += 1) {
      const user = await signUpTestUser(backend, { fullName: `Bench Member ${i}` });
      const client = createClient(backend.url, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      });
      const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
      if (error) throw error;
      users.push(client);
    }
    const timings = { with: [] as number[], without: [] as number[] };
    // Block -1 warms up (each member's first calls, the plans) and is not counted.
    for (let block = -1; block < blocks * 2; block += 1) {
      const withTrigger = block % 2 !== 0;
      await backend.db.transaction((tx) => tx.query(`alter table public.event_rsvps ${withTrigger ? 'enable' : 'disable'} trigger event_rsvps_enqueue_emails`));
      const { rows: events } = await backend.db.transaction((tx) =>
        tx.query<{ id: string }>(`insert into public.events (title, date, time, location) select 'RSVP bench ' || n, '2030-07-01', '19:00', 'Singapore' from generate_series(1, $1::int) n returning id::text`, [eventsPerBlock]),
      );
      for (const event of events) {
        for (const client of users) {
          const start = performance.now();
          const { error } = await client.rpc('rsvp_event', { target_event: event.id });
          const elapsed = performance.now() - start;
          if (error) throw new Error(error.message);
          if (block >= 0) (withTrigger ? timings.with : timings.without).push(elapsed);
        }
      }
    }
    await backend.db.transaction((tx) => tx.query(`alter table public.event_rsvps enable trigger event_rsvps_enqueue_emails`));
    return { emails, emailsPerSecond: emails / seconds, rsvpP50With: median(timings.with), rsvpP50Without: median(timings.without), samples: timings.with.length };
  } finally {
    await backend.stop();
    await catcher.stop();
  }
}
