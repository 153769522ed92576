/**
 * Faults (issue 55): nothing lost, nothing twice. The local backend runs as its own process (its
 * CLI) on a database of a private PostgreSQL cluster of this file's own, with a mail catcher of its
 * own; 200 signed-in members RSVP to an event at once, through supabase-js as the site calls it.
 *
 * - The backend is killed with SIGKILL in the middle of the burst, and started again on the same
 *   database and port: every RSVP answered 2xx before the kill is in the table, none is there twice
 *   (everybody presses again), and each confirmation email arrives once.
 * - The backend is killed in the middle of an outbox batch (50 queued confirmations, the worker
 *   sending them): after the restart each one arrives once.
 * - PostgreSQL itself is stopped and started again (`pg_ctl stop -m fast`, `pg_ctl start`) during
 *   the burst, the backend staying up: each request either succeeded, and its row is there, or got
 *   PostgREST's error for a lost database; none answered 2xx without its row. Then again while the
 *   mail server holds its answer to the worker, so that the worker has sent an email it cannot
 *   record yet: it records it when the database is back, and sends it once. The backend carries on
 *   by itself (its wake-ups too).
 *
 * The one gap SMTP leaves (migration 20261127000100_outbox_worker.sql): a worker that dies after
 * the mail server's 250 and before its mark commits has sent an email it did not record; when the
 * row's lease ends it goes again, with the same Message-ID. Only a killed worker can be in it, only
 * with a row it was sending at the kill; the kill tests count how many went twice. Every other email
 * is counted exactly once, raw, in the catcher.
 *
 * PostgreSQL engine only (vitest.postgres.config.ts): the cluster is stopped, so it is this file's
 * own (LOCAL_BACKEND_FAULTS_PG_PORT, default 4713), never the run's shared server.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../src/db/connection/postgresDatabase';
import { localApiKeys } from '../src/keys';
import { type CaughtMessage, type MailCatcher, startMailCatcher } from '../src/mail/catcher';
import { type PostgresServer, startPostgresServer } from '../src/testing/postgresServer';
import { signUpTestUser } from '../src/testing/signUpTestUser';
import { testEngine } from '../src/testing/testEngine';
import { type BackendProcess, startBackendProcess } from './support/backendProcess';

const MEMBERS = 200;
/** The queued confirmations the worker is killed in the middle of (the first of the members'). */
const QUEUED = 50;
/** Requests under way at once during a burst: 20 members pressing RSVP at the same moment, all the time. */
const CONCURRENCY = 20;
/**
 * The worker's own settings (supabase/functions/outbox-worker/handler.ts), shortened so that a
 * killed worker's rows are due again within seconds, not two minutes. Each send renews its
 * message's lease (outbox_begin_send), so the lease needs to outlast one send, not a batch.
 */
const WORKER_ENV = { OUTBOX_LEASE_SECONDS: '10', OUTBOX_BATCH_SIZE: '10' };

interface Member {
  id: string;
  email: string;
  client: SupabaseClient;
}

interface Answer {
  member: Member;
  /** The HTTP status; 0 when no answer came (the connection broke). */
  status: number;
  data: unknown;
  error: { code: string; message: string } | null;
}

let server: PostgresServer;
let databaseUrl: string;
let catcher: MailCatcher;
let backend: BackendProcess;
let backendArgs: string[];
let keys: { anonKey: string; serviceRoleKey: string };
let organiser: Member;
let members: Member[];
/** Holds the mail catcher's answer to the next message it gets (once), until the test lets it go. */
let holdNextAnswer: ((message: CaughtMessage) => Promise<void>) | undefined;

function clientFor(url: string, accessToken?: string): SupabaseClient {
  return createClient(url, keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
  });
}

/** A confirmed member, signed in; their client keeps working across restarts (same URL, a JWT the backend checks by itself). */
async function newMember(url: string, fullName: string): Promise<Member> {
  const user = await signUpTestUser({ url, ...keys }, { fullName });
  const { data, error } = await clientFor(url).auth.signInWithPassword({ email: user.email, password: user.password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { id: user.id, email: user.email, client: clientFor(url, data.session.access_token) };
}

/** One statement on the test's database as its owner, on a connection of its own (the server may have been restarted since). */
async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

async function newEvent(title: string): Promise<string> {
  const { data, error } = await organiser.client
    .from('events')
    .insert({ title, description: 'Faults under load', date: '2030-06-01', time: '18:00', timezone: 'Asia/Singapore', location: 'Singapore', category: 'Networking' })
    .select('id')
    .single();
  if (error) throw new Error(`creating the event failed: ${error.message}`);
  return (data as { id: string }).id;
}

/**
 * Each member RSVPs once, CONCURRENCY at a time, as supabase-js answers it (`rpc` is a POST, which
 * it never retries by itself). `onAnswer` sees each answer as it comes; `halted` stops the burst
 * from sending more (the members not asked yet keep no answer).
 */
async function burst(eventId: string, options: { who?: Member[]; onAnswer?: (answers: Answer[]) => void; halted?: () => boolean } = {}): Promise<Answer[]> {
  const who = options.who ?? members;
  const answers: Answer[] = [];
  let next = 0;
  const runner = async () => {
    while (next < who.length && !options.halted?.()) {
      const member = who[next++]!;
      const { status, data, error } = await member.client.rpc('rsvp_event', { target_event: eventId });
      answers.push({ member, status, data, error: error ? { code: error.code, message: error.message } : null });
      options.onAnswer?.(answers);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, runner));
  return answers;
}

const answered = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** Waits until `done` holds, looking every 50 ms; fails after `limitMs` (a bound for a broken build, not a timing). */
async function until(done: () => boolean | Promise<boolean>, limitMs: number): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`still not so after ${limitMs} ms: ${done.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function rsvpRows(eventId: string): Promise<Map<string, string>> {
  const rows = await sql<{ user_id: string; status: string }>('select user_id, status from public.event_rsvps where event_id = $1', [eventId]);
  return new Map(rows.map((row) => [row.user_id, row.status]));
}

async function confirmations(eventId: string): Promise<{ recipient_user_id: string; state: string }[]> {
  return sql(`select recipient_user_id::text, state from public.outbox_messages where event_id = $1 and kind = 'rsvp_confirmation' order by id`, [eventId]);
}

/** The scheduled jobs, the outbox's sweep among them, run now (as the e2e stack runs them): answers when the worker they woke has answered. */
async function runJobs(): Promise<void> {
  const response = await fetch(`${backend.url}/_local/jobs/run`, { method: 'POST', headers: { Authorization: `Bearer ${keys.serviceRoleKey}` } });
  if (!response.ok) throw new Error(`/_local/jobs/run answered ${response.status}: ${await response.text()}`);
}

/** Runs the jobs until every confirmation of the event is sent (a killed worker's rows wait out their lease first). */
async function deliverAll(eventId: string, expected: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const states = await confirmations(eventId);
    if (states.length === expected && states.every((row) => row.state === 'sent')) return Date.now() - started;
    if (Date.now() - started > 120_000) throw new Error(`not delivered after 120 s: ${JSON.stringify(states.filter((row) => row.state !== 'sent'))}`);
    await runJobs();
  }
}

/** What the catcher holds (for one recipient when `to` is given), newest first. */
async function inbox(to?: string): Promise<CaughtMessage[]> {
  const response = await fetch(`${catcher.inboxUrl}/api/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  return (await response.json()) as CaughtMessage[];
}

/** Each recipient of `subject`: the raw copies the catcher holds and their distinct Message-IDs. */
async function copiesOf(subject: string): Promise<Map<string, { copies: number; messageIds: Set<string> }>> {
  const byRecipient = new Map<string, { copies: number; messageIds: Set<string> }>();
  for (const message of await inbox()) {
    if (message.subject !== subject) continue;
    for (const to of message.to) {
      const entry = byRecipient.get(to) ?? { copies: 0, messageIds: new Set<string>() };
      entry.copies += 1;
      entry.messageIds.add(message.headers['message-id'] ?? '');
      byRecipient.set(to, entry);
    }
  }
  return byRecipient;
}

/**
 * Each of `recipients` has exactly one email of `subject` (one Message-ID), and nobody else has
 * one; one raw copy each, but for the members in `mayRepeat` (their row was being sent at a kill),
 * who may have two copies of that same email. Answers how many did.
 */
async function expectEachOnce(subject: string, recipients: Member[], mayRepeat = new Set<string>()): Promise<number> {
  const copies = await copiesOf(subject);
  expect([...copies.keys()].sort()).toEqual(recipients.map((member) => member.email).sort());
  let repeated = 0;
  for (const member of recipients) {
    const entry = copies.get(member.email)!;
    expect(entry.messageIds.size, member.email).toBe(1);
    if (entry.copies === 2 && mayRepeat.has(member.id)) repeated += 1;
    else if (entry.copies !== 1) {
      const rows = await sql('select kind, state, attempts, claimed_at, sent_at, not_before, last_error from public.outbox_messages where recipient_user_id = $1', [member.id]);
      const times = (await inbox(member.email)).filter((m) => m.subject === subject).map((m) => m.acceptedAt);
      throw new Error(`${member.email}: ${entry.copies} copies at ${times.join(', ')}; rows ${JSON.stringify(rows)}; may repeat: ${mayRepeat.has(member.id)}`);
    }
  }
  return repeated;
}

async function clearInbox(): Promise<void> {
  await fetch(`${catcher.inboxUrl}/api/messages`, { method: 'DELETE' });
}

/** Rows of the event's confirmations that a worker had claimed and not yet recorded when the backend died. */
async function sendingAtKill(eventId: string): Promise<Set<string>> {
  return new Set((await confirmations(eventId)).filter((row) => row.state === 'sending').map((row) => row.recipient_user_id));
}

/** What each phase took, printed at the end: the figures of docs/performance.md ("Faults"). */
const figures: string[] = [];

describe.runIf(testEngine() === 'postgres')('faults under load (PostgreSQL engine)', () => {
  beforeAll(async () => {
    const started = Date.now();
    keys = await localApiKeys();
    server = await startPostgresServer({ port: Number(process.env.LOCAL_BACKEND_FAULTS_PG_PORT ?? 4713) });
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query('create database faults');
    await admin.end();
    databaseUrl = withDatabase(server.url, 'faults');
    catcher = await startMailCatcher({
      keep: 5_000,
      beforeAnswering: (message) => {
        const hold = holdNextAnswer;
        holdNextAnswer = undefined;
        return hold?.(message);
      },
    });
    backendArgs = [
      '--database-url', databaseUrl,
      '--smtp-port', String(catcher.smtpPort),
      // No job runs by itself: an email goes by its wake-up, or by the sweep this file runs.
      '--scheduled-jobs', 'manual',
      '--bcrypt-cost', '4',
      '--auth-rate-limit', 'sign_in_sign_ups=2000',
    ];
    backend = await startBackendProcess([...backendArgs, '--port', '0'], WORKER_ENV);
    // Restarts come back on the same port, so the members' clients carry on as a browser would.
    backendArgs.push('--port', new URL(backend.url).port);
    figures.push(`first start (migrations, seed): ${backend.startMs} ms`);
    organiser = await newMember(backend.url, 'Fay Faults');
    members = [];
    for (let i = 0; i < MEMBERS; i += 10) {
      members.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => newMember(backend.url, `Faults Member ${i + j}`)))));
    }
    figures.push(`setup (cluster, first start, ${MEMBERS + 1} members): ${Date.now() - started} ms`);
  }, 300_000);

  afterAll(async () => {
    console.log(`[faults] ${figures.join('; ')}`);
    await backend?.stop();
    await catcher?.stop();
    // A failed step may have left the cluster shut down: pg_ctl then has nothing to stop, and the folder goes all the same.
    await server?.stop().catch((error: unknown) => console.error('[faults] stopping the cluster:', error));
  });

  it('SIGKILL in the middle of a burst of 200 RSVPs: what was answered is kept, nothing twice, each confirmation once', { timeout: 240_000 }, async () => {
    const title = 'Faults: killed mid-burst';
    const eventId = await newEvent(title);
    await clearInbox();
    let killing: Promise<void> | undefined;
    const answers = await burst(eventId, {
      onAnswer: (so) => {
        if (!killing && so.filter(answered).length >= MEMBERS * 0.4) killing = backend.kill();
      },
      halted: () => killing !== undefined,
    });
    await killing;

    const ok = answers.filter(answered);
    const lost = answers.filter((answer) => answer.status === 0);
    const refused = answers.filter((answer) => answer.status !== 0 && !answered(answer));
    expect(ok.every((answer) => answer.data === 'going')).toBe(true);
    expect(refused).toEqual([]);
    const rows = await rsvpRows(eventId);
    // Every RSVP answered before the kill is kept; nobody who was never answered yes is there but
    // for those whose answer was lost on the way (committed, then the process died).
    for (const answer of ok) expect(rows.get(answer.member.id), answer.member.email).toBe('going');
    const maybe = new Set(lost.map((answer) => answer.member.id));
    for (const userId of rows.keys()) expect(ok.some((answer) => answer.member.id === userId) || maybe.has(userId)).toBe(true);
    const mayRepeat = await sendingAtKill(eventId);
    const delivered = (await copiesOf(`You are going: ${title}`)).size;
    // While the backend is down the schedule asks for the worker, as pg_cron runs the outbox job at
    // the minute whatever the backend does: a request it can only send once it is back.
    await sql('select private.call_outbox_worker()');

    backend = await startBackendProcess(backendArgs, WORKER_ENV);
    // It sends what was asked for meanwhile as it starts, with no commit to wake it.
    await until(async () => (await sql<{ n: number }>('select count(*)::int as n from net.http_request_queue'))[0]!.n === 0, 30_000);
    // Everybody presses RSVP (again): those already going get their answer and nothing more.
    const again = await burst(eventId);
    expect(again.map((answer) => [answer.status, answer.data])).toEqual(Array(MEMBERS).fill([200, 'going']));
    const after = await rsvpRows(eventId);
    expect(after.size).toBe(MEMBERS);
    expect([...after.values()].every((status) => status === 'going')).toBe(true);
    expect(await sql('select going_count from public.events where id = $1', [eventId])).toEqual([{ going_count: MEMBERS }]);
    const queued = await confirmations(eventId);
    expect(queued.map((row) => row.recipient_user_id).sort()).toEqual(members.map((member) => member.id).sort());

    const deliveryMs = await deliverAll(eventId, MEMBERS);
    const repeated = await expectEachOnce(`You are going: ${title}`, members, mayRepeat);
    figures.push(
      `kill mid-burst: ${ok.length} answered 2xx, ${lost.length} lost on the way (${[...maybe].filter((id) => rows.has(id)).length} of them committed), ` +
        `${MEMBERS - answers.length} not sent; ${mayRepeat.size} rows being sent and ${delivered} emails delivered at the kill; restart ${backend.startMs} ms; ` +
        `all ${MEMBERS} delivered ${deliveryMs} ms after the retries; ${repeated} sent twice (same Message-ID)`,
    );
  });

  it('SIGKILL in the middle of an outbox batch: every confirmation arrives once after the restart', { timeout: 240_000 }, async () => {
    const title = 'Faults: killed mid-batch';
    const eventId = await newEvent(title);
    await clearInbox();
    // The confirmations wait for the worker (no wake-up), so that its runs have them all to send.
    await sql(`update private.job_settings set value = 'off' where name = 'outbox_wakeups'`);
    const queuedFor = members.slice(0, QUEUED);
    const answers = await burst(eventId, { who: queuedFor });
    expect(answers.filter(answered)).toHaveLength(QUEUED);
    expect((await confirmations(eventId)).map((row) => row.state)).toEqual(Array(QUEUED).fill('queued'));

    // The sweep runs the worker; killed once a third is sent, in the middle of a batch of 10 (not
    // between two: a batch's rows are 'sending' until each is recorded).
    let sweeping = true;
    const sweeps = (async () => {
      while (sweeping) await runJobs().catch(() => (sweeping = false));
    })();
    await until(async () => {
      const states = (await confirmations(eventId)).map((row) => row.state);
      return states.filter((state) => state === 'sent').length >= QUEUED / 3 && states.filter((state) => state === 'sending').length >= 3;
    }, 60_000);
    await backend.kill();
    sweeping = false;
    await sweeps;
    const atKill = await confirmations(eventId);
    const mayRepeat = await sendingAtKill(eventId);
    // In the middle of a batch: claimed rows not yet recorded.
    expect(mayRepeat.size).toBeGreaterThan(0);
    const sentAtKill = atKill.filter((row) => row.state === 'sent').length;

    backend = await startBackendProcess(backendArgs, WORKER_ENV);
    expect(await sql(`select value from private.job_settings where name = 'outbox_wakeups'`)).toEqual([{ value: 'on' }]);
    const deliveryMs = await deliverAll(eventId, QUEUED);
    const repeated = await expectEachOnce(`You are going: ${title}`, queuedFor, mayRepeat);
    figures.push(
      `kill mid-batch: ${sentAtKill} sent and ${mayRepeat.size} being sent at the kill; restart ${backend.startMs} ms; ` +
        `all ${QUEUED} delivered ${deliveryMs} ms after it; ${repeated} sent twice (same Message-ID)`,
    );
  });

  it('PostgreSQL restarted during a burst: each RSVP succeeded (and is kept) or got a clear error, and the backend carries on', { timeout: 240_000 }, async () => {
    const title = 'Faults: database restarted';
    const eventId = await newEvent(title);
    await clearInbox();
    // The RSVPs alone meet this restart (their emails wait); the worker meets one of its own below.
    await sql(`update private.job_settings set value = 'off' where name = 'outbox_wakeups'`);
    let restarting: Promise<void> | undefined;
    let downMs = 0;
    const answers = await burst(eventId, {
      onAnswer: (so) => {
        if (!restarting && so.filter(answered).length >= MEMBERS * 0.2) {
          restarting = (async () => {
            const started = Date.now();
            await server.shutDown();
            await server.startAgain();
            downMs = Date.now() - started;
          })();
        }
      },
    });
    await restarting;

    const ok = answers.filter(answered);
    const refused = answers.filter((answer) => !answered(answer));
    // The backend stayed up: every request was answered, and some met the restart.
    expect(answers.filter((answer) => answer.status === 0)).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    // PostgREST's answers: the database unreachable (PGRST000) or the connection lost (PGRST001),
    // 503; a statement the server ended as it shut down, its own error (57P01, 500).
    for (const answer of refused) {
      const shape = { status: answer.status, code: answer.error?.code };
      expect([{ status: 503, code: 'PGRST000' }, { status: 503, code: 'PGRST001' }, { status: 500, code: '57P01' }], JSON.stringify(answer.error)).toContainEqual(shape);
      expect(answer.error?.message).toBeTruthy();
    }
    // No false success: every 2xx is in the table.
    const rows = await rsvpRows(eventId);
    for (const answer of ok) expect(rows.get(answer.member.id), answer.member.email).toBe('going');
    // A refusal may still have committed (the answer to COMMIT lost with the connection): those members press again below.
    const committedButRefused = refused.filter((answer) => rows.has(answer.member.id)).length;

    // No restart of the backend: the members whose RSVP failed press again, and all is as once.
    const again = await burst(eventId);
    expect(again.map((answer) => [answer.status, answer.data])).toEqual(Array(MEMBERS).fill([200, 'going']));
    expect(await sql('select going_count from public.events where id = $1', [eventId])).toEqual([{ going_count: MEMBERS }]);
    const queued = await confirmations(eventId);
    expect(queued.map((row) => row.recipient_user_id).sort()).toEqual(members.map((member) => member.id).sort());

    // The worker's side: the mail server has an email, and the database is gone before the worker
    // records it. It records it once the database is back, so it is never sent again.
    const held = new Promise<{ to: string; release: () => void }>((resolve) => {
      holdNextAnswer = (message) => new Promise<void>((release) => resolve({ to: message.to[0]!, release }));
    });
    const sweep = runJobs();
    let sweepEnded = false;
    void sweep.finally(() => (sweepEnded = true)).catch(() => undefined);
    const { to, release } = await held;
    await server.shutDown();
    release();
    // The worker has its 250 and meets the database gone: it tries again (or gives up, its run ending).
    await until(() => sweepEnded || backend.output().includes('as sent failed, trying again'), 30_000);
    await server.startAgain();
    await sweep;
    const heldFor = members.find((member) => member.email === to)!;
    expect((await confirmations(eventId)).find((row) => row.recipient_user_id === heldFor.id)?.state).toBe('sent');
    // Every email the worker sent across the outage, once.
    const sentRows = (await confirmations(eventId)).filter((row) => row.state === 'sent');
    const copies = await copiesOf(`You are going: ${title}`);
    expect(copies.size).toBe(sentRows.length);
    for (const row of sentRows) {
      const member = members.find((candidate) => candidate.id === row.recipient_user_id)!;
      expect(copies.get(member.email)?.copies, member.email).toBe(1);
    }

    // Wake-ups work again (the backend's LISTEN connection came back after both outages): the
    // organiser's RSVP asks the worker to run, and the backend takes that request at once.
    await sql(`update private.job_settings set value = 'on' where name = 'outbox_wakeups'`);
    expect((await organiser.client.rpc('rsvp_event', { target_event: eventId })).data).toBe('going');
    const wokenAt = Date.now();
    await until(async () => (await sql<{ n: number }>('select count(*)::int as n from net.http_request_queue'))[0]!.n === 0, 30_000);
    const wakeUpMs = Date.now() - wokenAt;
    // Through both outages, nothing in the backend failed unheard.
    expect(backend.output()).not.toContain('uncaught exception');
    figures.push(
      `PostgreSQL stopped and started (${downMs} ms) under the burst: ${ok.length} answered 2xx, ${refused.length} refused ` +
        `(${[...new Set(refused.map((answer) => `${answer.status} ${answer.error?.code}`))].join(', ')}; ${committedButRefused} of them had committed); ` +
        `stopped again under the worker: ${sentRows.length} emails sent once each; a wake-up taken ${wakeUpMs} ms after its commit`,
    );
  });
});
