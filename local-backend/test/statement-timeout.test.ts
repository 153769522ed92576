/**
 * Issue 11, item 2: one slow query must not freeze the backend. On PGlite the database runs on its
 * own thread; a statement over its role's timeout (anon 3 s) stops that thread, which restarts on
 * the same data (also with --memory). On a PostgreSQL server the server cancels the statement
 * itself (`set local statement_timeout`). Either way the caller gets PostgREST's 57014.
 */
import pg from 'pg';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine, testPostgresUrl } from '../src/testing/testEngine';
import { type Backend, clientFor, eventPayload, http, signUp, startTestBackend } from './helpers';

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.exclusive((pg) =>
    pg.exec(`
      create function public.slow_for(seconds float8) returns text language sql volatile as $$ select pg_sleep(seconds)::text $$;
      grant execute on function public.slow_for(float8) to anon, authenticated;
    `),
  );
});

afterAll(async () => {
  await backend?.stop();
});

const slowCall = (seconds: number) =>
  http(backend, '/rest/v1/rpc/slow_for', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seconds }) });

describe('a statement over its timeout', () => {
  it('answers 57014 to the caller, keeps what was committed, and the backend carries on', async () => {
    const writer = await signUp(backend, 'Committed Carl');
    const { data: kept, error } = await writer.client.from('events').insert(eventPayload({ title: 'Committed before the stall' })).select('id').single();
    expect(error).toBeNull();

    const finished: string[] = [];
    const slow = slowCall(30).then(async (response) => {
      finished.push('slow');
      return response;
    });
    // While the database thread is busy, the server itself answers.
    const health = await http(backend, '/auth/v1/health');
    finished.push('health');
    expect(health.status).toBe(200);

    const response = await slow;
    expect(finished).toEqual(['health', 'slow']);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    // PGlite's thread is restarted; a server cancels the statement and carries on.
    expect(backend.db.restarts).toBe(testEngine() === 'pglite' ? 1 : 0);

    const { data: after } = await clientFor(backend, backend.serviceRoleKey).from('events').select('title').eq('id', kept!.id);
    expect(after).toEqual([{ title: 'Committed before the stall' }]);
    const { error: laterWrite } = await writer.client.from('events').insert(eventPayload({ title: 'After the restart' }));
    expect(laterWrite).toBeNull();
  }, 30_000);

  it('a statement within the timeout just answers', async () => {
    const response = await slowCall(0.2);
    expect(response.status).toBe(200);
  });

  it('counts the statement\'s own time: a main thread busy past the timeout cancels nothing', async () => {
    const restartsBefore = backend.db.restarts;
    const pending = slowCall(0.3);
    // Let the call reach the database thread, then hold the main thread (where the HTTP server and
    // the timers run, as a large function response would) for longer than anon's 3 s timeout.
    // The hold runs in the event loop's check phase (setImmediate), so the timers phase comes next,
    // before the poll phase would take the database thread's answer from its queue.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        const until = Date.now() + 3_500;
        while (Date.now() < until) {
          // busy: the statement finished long ago, its answer waits in the message queue
        }
        resolve();
      }),
    );
    const response = await pending;
    expect(response.status).toBe(200);
    expect(backend.db.restarts).toBe(restartsBefore);
  }, 20_000);
});

describe('stopping', () => {
  it('SIGTERM stops the backend while the service role runs a long statement', async () => {
    // A database that has a slow function, for a backend started as its own process: a data folder
    // on PGlite, a database of its own on a PostgreSQL server.
    const target = await persistentTarget();
    const prepared = await startTestBackend({ memory: false, ...target.options });
    await prepared.db.exclusive((pg) => pg.exec(`create function public.sleep_a_minute() returns void language sql as $$ select pg_sleep(60) $$;`));
    await prepared.stop();
    // Node with tsx as its loader, not the `tsx` command, whose relay process can die of the signal
    // itself on a loaded machine while the backend stops cleanly.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...target.cliArgs, '--port', '0'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const ready = new Promise<{ url: string; serviceKey: string }>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const url = /ready at (\S+)/.exec(output)?.[1];
        const serviceKey = /service_role key:\s+(\S+)/.exec(output)?.[1];
        if (url && serviceKey && /database engine:.*\n/.test(output)) resolve({ url, serviceKey });
      });
    });
    const { url, serviceKey } = await ready;
    // The start banner names the engine in use.
    expect(output).toMatch(testEngine() === 'postgres' ? /database engine:\s+PostgreSQL 1\d\.\d+ .* at postgres:\/\/postgres@/ : /database engine:\s+PGlite \(PostgreSQL \d+/);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // The service role has no statement timeout: this would run a minute.
    const sleeping = fetch(`${url}/rest/v1/rpc/sleep_a_minute`, { method: 'POST', headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` } }).then(
      (response) => response.status,
      () => 'connection closed',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    child.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 15_000))]);
    if (code === 'still running') child.kill('SIGKILL');
    expect(code).toBe(0);
    expect(await sleeping).not.toBe(200);
    await target.remove();
  }, 60_000);
});

/** Where a backend keeps its data across starts on this run's engine, and how to remove it. */
async function persistentTarget(): Promise<{ options: { dataDir?: string; databaseUrl?: string }; cliArgs: string[]; remove(): Promise<void> }> {
  const serverUrl = testPostgresUrl();
  if (!serverUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-backend-sigterm-'));
    return {
      options: { dataDir },
      cliArgs: ['--data-dir', dataDir],
      async remove() {
        fs.rmSync(dataDir, { recursive: true, force: true });
        fs.rmSync(`${dataDir}.lock`, { force: true });
      },
    };
  }
  const name = `local_backend_sigterm_${process.pid}_${Date.now()}`;
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    options: { databaseUrl: url.toString() },
    cliArgs: ['--database-url', url.toString()],
    remove: () => onServer(`drop database if exists ${name} with (force)`),
  };
}
