/**
 * Runs `private.scheduled_jobs` (migration 20261127000300_scheduled_jobs.sql) locally, as a hosted
 * project's pg_cron and pg_net do:
 *
 * - PostgreSQL engine on a server with pg_cron loaded (`shared_preload_libraries`): the real
 *   pg_cron. It lives in one database (`cron.database_name`) and runs jobs in others, so each job
 *   is scheduled there with `cron.schedule_in_database` for this backend's database, named
 *   `<database>:<job>`, and unscheduled when the backend stops.
 * - PGlite, or a server without pg_cron: this module, one tick a minute at the top of the minute,
 *   running each job whose cron expression (parsed by `cron-parser`) names that minute.
 *
 * pg_net: a job's `net.http_post` queues a request that pg_net's background worker sends after
 * the transaction commits. Where pg_net is not installed (every local engine here), the backend
 * creates the same function over a queue table, `net.http_request_queue`, and drains it itself,
 * sending each request with fetch: as soon as a transaction that queued one commits (the stand-in
 * NOTIFYs `local_backend_net`, and the backend LISTENs: PGlite's own listen, a connection of its
 * own on a server), and as a fallback every 2 s with pg_cron and right after its own ticks.
 *
 * Wake-ups (issue 44): every transaction that queues an email due now asks the worker to run
 * (migration 20261130200000_outbox_wakeups.sql, through `net.http_post`), so an email leaves within
 * seconds of its change; the outbox job of the schedule stays as the sweep (retries, anything a
 * wake-up missed). `wakeups: false` writes `outbox_wakeups = off` (the setting a hosted project may
 * set too), so only the schedule, or a test's own call, delivers: what backend tests use.
 *
 * `runNow()` runs every job at once and waits for the requests they queued to be answered: what
 * tests and `POST /_local/jobs/run` use so nothing waits for the next minute.
 */
import { CronExpressionParser } from 'cron-parser';
import pg from 'pg';
import type { Database, PgConnection } from '../db/connection/database';
import { PostgresDatabase, withDatabase } from '../db/connection/postgresDatabase';

/** How long a stopping backend waits for a job or a drain already running (see settleInFlight). */
const STOP_GRACE_MS = 2_000;

interface Job {
  name: string;
  schedule: string;
  command: string;
}

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeout_milliseconds: number;
}

export interface JobRun {
  job: string;
  ok: boolean;
  error?: string;
}

export interface RequestResult {
  url: string;
  status: number | null;
  body?: unknown;
  error?: string;
}

export interface JobScheduler {
  /** 'pg_cron' (the server's) or 'local' (this module's minute tick), or 'manual' (only runNow). */
  readonly mode: 'pg_cron' | 'local' | 'manual';
  /** One line for the start banner. */
  readonly description: string;
  /** Runs every job now and waits for the HTTP requests they queued. */
  runNow(): Promise<{ jobs: JobRun[]; requests: RequestResult[] }>;
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  db: Database;
  /** The outbox worker's URL and secret, written to private.job_settings for the job to read. */
  outboxWorkerUrl: string;
  outboxWorkerSecret: string;
  /** 'auto': pg_cron where the server has it, else the local tick. 'manual': no job runs by itself. */
  mode: 'auto' | 'manual';
  /** Whether a queued email wakes the worker at once (default true; see the header). */
  wakeups?: boolean;
  log?: (line: string) => void;
}

/** Where the stand-in NOTIFYs that a committed transaction queued a request. */
const NET_CHANNEL = 'local_backend_net';

/** The stand-in for pg_net's `net.http_post` (same name, arguments and answer: the request's id). */
const NET_SHIM_SQL = `
create schema if not exists net;
create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null default '{}'::jsonb,
  body jsonb,
  timeout_milliseconds integer not null default 5000,
  created_at timestamptz not null default now()
);
create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql
volatile
set search_path = ''
as $$
  -- Delivered once the transaction commits (and never if it rolls back), as pg_net sends.
  select pg_catalog.pg_notify('${NET_CHANNEL}', '');
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (
    'POST',
    url || coalesce(nullif((select '?' || string_agg(key || '=' || value, '&') from jsonb_each_text(params)), '?'), ''),
    coalesce(headers, '{}'::jsonb),
    body,
    timeout_milliseconds
  )
  returning id;
$$;
revoke all on schema net from public;
revoke all on all tables in schema net from public;
revoke all on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;
`;

async function readJobs(pg: PgConnection): Promise<Job[]> {
  const { rows } = await pg.query<Job>(`select name, schedule, command from private.scheduled_jobs order by name`);
  return rows;
}

/** True when the minute starting at `minute` is one of the expression's (UTC, like pg_cron). */
export function cronMatches(schedule: string, minute: Date): boolean {
  const expression = CronExpressionParser.parse(schedule, { currentDate: new Date(minute.getTime() - 1000), tz: 'UTC' });
  return expression.next().getTime() === minute.getTime();
}

async function pgCronTarget(db: Database): Promise<{ cronDatabase: string; ownDatabase: string } | { missing: string }> {
  if (!(db instanceof PostgresDatabase)) return { missing: 'PGlite has no pg_cron' };
  return db.exclusive(async (pg) => {
    const { rows } = await pg.query<{ preloaded: string; available: boolean; cron_database: string | null; own_database: string }>(
      `select coalesce(current_setting('shared_preload_libraries', true), '') as preloaded,
              exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') as available,
              current_setting('cron.database_name', true) as cron_database,
              current_database() as own_database`,
    );
    const row = rows[0]!;
    if (!row.available) return { missing: 'pg_cron is not installed on this PostgreSQL server (Debian: postgresql-<major>-cron)' };
    if (!/(^|[\s,])pg_cron([\s,]|$)/.test(row.preloaded)) return { missing: "pg_cron is not in this server's shared_preload_libraries" };
    return { cronDatabase: row.cron_database ?? 'postgres', ownDatabase: row.own_database };
  });
}

async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'local-backend scheduler' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startJobScheduler(options: SchedulerOptions): Promise<JobScheduler> {
  const { db } = options;
  const log = options.log ?? (() => undefined);
  await db.exclusive(async (pg) => {
    const { rows } = await pg.query<{ real_pg_net: boolean }>(`select exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') as real_pg_net`);
    if (!rows[0]!.real_pg_net) await pg.exec(NET_SHIM_SQL);
    await pg.query(
      `insert into private.job_settings (name, value) values ('outbox_worker_url', $1), ('outbox_worker_secret', $2), ('outbox_wakeups', $3)
       on conflict (name) do update set value = excluded.value`,
      [options.outboxWorkerUrl, options.outboxWorkerSecret, options.wakeups === false ? 'off' : 'on'],
    );
  });

  let stopped = false;
  const inFlight = new Set<Promise<unknown>>();
  /**
   * Lets running work finish, for a moment only: a tick queued behind a long statement (the
   * service role has no statement timeout) would hold a stopping backend for as long as that
   * statement runs. What is still waiting then ends when the backend closes the database.
   */
  const settleInFlight = () =>
    Promise.race([Promise.allSettled([...inFlight]), new Promise<void>((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref())]);
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  };

  /** Sends one queued request with fetch; answers its outcome (failures are logged, never thrown). */
  const send = async (request: QueuedRequest): Promise<RequestResult> => {
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body === null ? null : JSON.stringify(request.body),
        signal: AbortSignal.timeout(request.timeout_milliseconds),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      if (!response.ok) log(`[jobs] ${request.method} ${request.url} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
      return { url: request.url, status: response.status, body };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`[jobs] ${request.method} ${request.url} failed: ${message}`);
      return { url: request.url, status: null, error: message };
    }
  };

  /**
   * Takes what net.http_post queued (the shim's table), oldest first, and starts sending each at
   * once, as pg_net's worker does: a long request (a worker run sending a newsletter) never holds
   * back the ones queued after it. Answers the requests under way.
   */
  const takeAndSend = async (): Promise<Promise<RequestResult>[]> => {
    const sent: Promise<RequestResult>[] = [];
    for (;;) {
      if (stopped) return sent;
      const { rows } = await db.transaction((tx) =>
        tx.query<QueuedRequest>(
          `delete from net.http_request_queue where id in (select id from net.http_request_queue order by id limit 20 for update skip locked)
           returning id::text, method, url, headers, body, timeout_milliseconds`,
        ),
      );
      if (rows.length === 0) return sent;
      for (const request of rows) {
        const answer = track(send(request));
        sent.push(answer);
        for (const collect of collectors) collect.push(answer);
      }
    }
  };
  /** Requests started while a runNow() is under way, whichever drain took them: it answers them all. */
  const collectors = new Set<Promise<RequestResult>[]>();

  /** Sends everything queued and waits for the answers (runNow, the tick). */
  const drain = async (): Promise<RequestResult[]> => Promise.all(await takeAndSend());

  const runJob = async (job: Job): Promise<JobRun> => {
    try {
      await db.transaction((tx) => tx.exec(job.command));
      return { job: job.name, ok: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`[jobs] ${job.name} failed: ${message}`);
      return { job: job.name, ok: false, error: message };
    }
  };

  const runNow = () =>
    track(
      (async () => {
        const collected: Promise<RequestResult>[] = [];
        collectors.add(collected);
        try {
          const jobs = await db.exclusive(readJobs);
          const runs: JobRun[] = [];
          for (const job of jobs) runs.push(await runJob(job));
          // A wake-up's drain may have taken the jobs' requests already (the commit NOTIFYs it).
          await draining;
          await takeAndSend();
          return { jobs: runs, requests: await Promise.all(collected) };
        } finally {
          collectors.delete(collected);
        }
      })(),
    );

  const timers: NodeJS.Timeout[] = [];
  /**
   * One drain at a time, and one more after it when asked meanwhile: a request queued by a commit
   * that lands while a drain is finishing is sent by the next one, never left for the fallback.
   */
  let draining: Promise<void> | undefined;
  let drainAgain = false;
  const drainQuietly = () => {
    if (stopped) return;
    if (draining) {
      drainAgain = true;
      return;
    }
    draining = track(
      (async () => {
        do {
          drainAgain = false;
          await takeAndSend().catch((error: unknown) => log(`[jobs] draining net.http_request_queue failed: ${String(error)}`));
        } while (drainAgain && !stopped);
      })(),
    ).finally(() => {
      draining = undefined;
    });
  };
  const stopListening = await options.db.listen(NET_CHANNEL, drainQuietly);
  // Requests queued before this start (a backend killed before it sent them) go now, as pg_net's
  // worker sends its queue when the server is back: a wake-up is not left for the next sweep.
  drainQuietly();

  const pgCronScheduler = (cronUrl: string, prefix: string, cronDatabase: string, ownDatabase: string, count: number): JobScheduler => {
    // pg_cron's runs queue requests at any time: sent within 2 s.
    const timer = setInterval(drainQuietly, 2_000);
    timer.unref();
    return {
      mode: 'pg_cron',
      description: `pg_cron of the server (database ${cronDatabase}), ${count} job(s) for ${ownDatabase}`,
      runNow,
      async stop() {
        if (stopped) return;
        stopped = true;
        stopListening();
        clearInterval(timer);
        await settleInFlight();
        await onDatabase(cronUrl, (client) => client.query(`select cron.unschedule(jobid) from cron.job where jobname like $1`, [`${prefix.replace(/[\\%_]/g, '\\$&')}%`])).catch(
          (error: unknown) => log(`[jobs] could not unschedule the pg_cron jobs: ${String(error)}`),
        );
      },
    };
  };

  let target: { cronDatabase: string; ownDatabase: string } | { missing: string } = options.mode === 'manual' ? { missing: 'manual' } : await pgCronTarget(db);
  if ('cronDatabase' in target && db instanceof PostgresDatabase) {
    const { cronDatabase, ownDatabase } = target;
    const cronUrl = withDatabase(db.databaseUrl, cronDatabase);
    const prefix = `${ownDatabase}:`;
    const jobs = await db.exclusive(readJobs);
    const scheduled = await onDatabase(cronUrl, async (client) => {
      try {
        await client.query('create extension if not exists pg_cron');
      } catch (error) {
        // Two backends starting at once on one server: the other one created it.
        if ((error as { code?: string }).code !== '23505' && (error as { code?: string }).code !== '42710') throw error;
      }
      // In pg_cron's own database the migration's trigger has scheduled the rows already (by name).
      const { rows: present } = await client.query<{ jobname: string }>(`select jobname from cron.job where database = $1`, [ownDatabase]);
      const already = new Set(present.map((row) => row.jobname));
      for (const job of jobs) {
        if (already.has(job.name)) continue;
        await client.query(`select cron.schedule_in_database($1, $2, $3, $4)`, [`${prefix}${job.name}`, job.schedule, job.command, ownDatabase]);
      }
    }).then(
      () => true,
      (error: unknown) => {
        target = { missing: `pg_cron could not schedule the jobs: ${error instanceof Error ? error.message : String(error)}` };
        return false;
      },
    );
    if (scheduled) return pgCronScheduler(cronUrl, prefix, cronDatabase, ownDatabase, jobs.length);
  }

  const manual = options.mode === 'manual';
  const why = 'missing' in target ? target.missing : '';
  if (!manual) {
    // A tick at the top of every minute, as pg_cron runs jobs.
    const tick = async () => {
      const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
      const jobs = await db.exclusive(readJobs);
      for (const job of jobs) {
        let due = false;
        try {
          due = cronMatches(job.schedule, minute);
        } catch (error) {
          log(`[jobs] ${job.name}: cannot read its schedule "${job.schedule}": ${String(error)}`);
        }
        if (due && !stopped) await runJob(job);
      }
      await drain();
    };
    const schedule = () => {
      if (stopped) return;
      const timer = setTimeout(() => {
        void track(tick()).catch((error: unknown) => log(`[jobs] tick failed: ${String(error)}`)).finally(schedule);
      }, 60_000 - (Date.now() % 60_000) + 50);
      timer.unref();
      timers.push(timer);
    };
    schedule();
  }
  return {
    mode: manual ? 'manual' : 'local',
    description: manual ? 'run on request only (POST /_local/jobs/run)' : `the local backend runs them once a minute (${why})`,
    runNow,
    async stop() {
      if (stopped) return;
      stopped = true;
      stopListening();
      for (const timer of timers) clearTimeout(timer);
      await settleInFlight();
    },
  };
}
