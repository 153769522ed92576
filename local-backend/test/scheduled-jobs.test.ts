/**
 * The schedule (migration 20261127000300_scheduled_jobs.sql, local-backend/src/jobs/scheduler.ts):
 * the outbox job calls the worker over HTTP through `net.http_post`, as pg_net does on a hosted
 * project; tests run the jobs at once (backend.jobs.runNow(), POST /_local/jobs/run); and on their
 * own, each engine runs them every minute: the server's real pg_cron on PostgreSQL (when the
 * server has it loaded, as the test clusters do where Debian's postgresql-15-cron is installed),
 * the backend's own tick on PGlite. Those last tests wait for the top of a minute.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cronMatches } from '../src/jobs/scheduler';
import { PostgresDatabase } from '../src/db/connection/postgresDatabase';
import { type Backend, eventPayload, http, readInbox, signUp, sleep, startTestBackend } from './helpers';

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

async function rsvpToNewEvent(on: Backend, name: string): Promise<{ email: string; eventId: string }> {
  const member = await signUp(on, name);
  const { data, error } = await member.client.from('events').insert(eventPayload({ title: `Scheduled ${name}` })).select('id').single();
  if (error) throw error;
  const eventId = (data as { id: string }).id;
  expect((await member.client.rpc('rsvp_event', { target_event: eventId })).data).toBe('going');
  return { email: member.email, eventId };
}

describe('cron expressions', () => {
  it('match the minutes pg_cron would run them (UTC)', () => {
    expect(cronMatches('* * * * *', new Date('2030-01-01T10:06:00Z'))).toBe(true);
    expect(cronMatches('*/5 * * * *', new Date('2030-01-01T10:05:00Z'))).toBe(true);
    expect(cronMatches('*/5 * * * *', new Date('2030-01-01T10:06:00Z'))).toBe(false);
    expect(cronMatches('0 9 * * 1', new Date('2030-01-07T09:00:00Z'))).toBe(true);
    expect(cronMatches('0 9 * * 1', new Date('2030-01-08T09:00:00Z'))).toBe(false);
  });
});

describe('the outbox job', () => {
  it('runs now on request: net.http_post reaches the worker with its secret, and the email goes out', async () => {
    const { email } = await rsvpToNewEvent(backend, 'Nora Now');
    const run = await backend.jobs.runNow();
    expect(run.jobs).toContainEqual({ job: 'outbox-worker', ok: true });
    const call = run.requests.find((request) => request.url.endsWith('/functions/v1/outbox-worker'));
    expect(call).toMatchObject({ status: 200, body: { sent: 1, failed: 0 } });
    expect((await readInbox(backend, email)).map((m) => m.subject)).toEqual([expect.stringMatching(/^You are going: /)]);
  });

  it('POST /_local/jobs/run is for the service role only', async () => {
    for (const token of [backend.anonKey, backend.outboxWorkerSecret]) {
      expect((await http(backend, '/_local/jobs/run', { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
    }
    const { email } = await rsvpToNewEvent(backend, 'Paul Post');
    const answer = await http(backend, '/_local/jobs/run', { method: 'POST', headers: { Authorization: `Bearer ${backend.serviceRoleKey}` } });
    expect(answer.status).toBe(200);
    const ran = (await answer.json()) as { jobs: { job: string; ok: boolean }[]; requests: unknown[] };
    // Every job of the schedule ran (the reminders, the newsletter release and the audit log's
    // retention are SQL only); the outbox job's request is the one that sent.
    expect(ran.jobs).toContainEqual({ job: 'outbox-worker', ok: true });
    expect(ran.jobs.every((job) => job.ok)).toBe(true);
    expect(ran.requests).toMatchObject([{ status: 200, body: { sent: 1 } }]);
    expect(await readInbox(backend, email)).toHaveLength(1);
  });

  it('fails with the missing setting named, when the worker URL or secret is not set', async () => {
    await backend.db.transaction((tx) => tx.query(`delete from private.job_settings where name = 'outbox_worker_secret'`));
    try {
      const run = await backend.jobs.runNow();
      expect(run.jobs.find((job) => job.job === 'outbox-worker')).toMatchObject({ ok: false, error: expect.stringContaining('outbox_worker_secret') });
    } finally {
      await backend.db.transaction((tx) => tx.query(`insert into private.job_settings (name, value) values ('outbox_worker_secret', $1)`, [backend.outboxWorkerSecret]));
    }
  });
});

describe('every minute, on its own', () => {
  it('runs the job on the engine\'s schedule: pg_cron on PostgreSQL, the backend\'s tick on PGlite', { timeout: 150_000 }, async () => {
    // No wake-up: the email must wait for the schedule's own run (test/outbox-wakeups.test.ts has those).
    const auto = await startTestBackend({ scheduledJobs: 'auto', outboxWakeups: false });
    try {
      const onPostgres = auto.db instanceof PostgresDatabase;
      expect(auto.jobs.mode).toBe(onPostgres ? 'pg_cron' : 'local');
      let cronUrl: string | undefined;
      let ownDatabase: string | undefined;
      if (auto.db instanceof PostgresDatabase) {
        const url = new URL(auto.db.databaseUrl);
        ownDatabase = url.pathname.slice(1);
        url.pathname = '/postgres';
        cronUrl = url.toString();
        const jobs = await onCronDatabase(cronUrl, (client) => client.query(`select jobname, schedule, database from cron.job where database = $1 order by jobname`, [ownDatabase]));
        // Every row of private.scheduled_jobs, scheduled for this database.
        const ownJobs = await auto.db.transaction(async (tx) => (await tx.query<{ name: string; schedule: string }>('select name, schedule from private.scheduled_jobs order by name')).rows);
        expect(ownJobs.map((job) => job.name)).toContain('outbox-worker');
        expect(jobs.rows).toEqual(ownJobs.map((job) => ({ jobname: `${ownDatabase}:${job.name}`, schedule: job.schedule, database: ownDatabase })));
      }
      const { email } = await rsvpToNewEvent(auto, 'Minnie Minute');
      // The next top of the minute, plus pg_cron's start-up and the 2 s drain.
      const mail = await waitFor(() => readInbox(auto, email), (messages) => messages.length > 0, 75_000);
      expect(mail[0]!.subject).toMatch(/^You are going: /);
      if (cronUrl) {
        const runs = await onCronDatabase(cronUrl, (client) =>
          client.query(`select d.status from cron.job_run_details d join cron.job j using (jobid) where j.database = $1`, [ownDatabase]),
        );
        expect(runs.rows.map((row) => row.status)).toContain('succeeded');
      }
      await auto.stop();
      if (cronUrl) {
        const left = await onCronDatabase(cronUrl, (client) => client.query(`select jobname from cron.job where database = $1`, [ownDatabase]));
        expect(left.rows).toEqual([]);
      }
    } finally {
      await auto.stop();
    }
  });
});

async function onCronDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await sleep(1_000);
  }
}

