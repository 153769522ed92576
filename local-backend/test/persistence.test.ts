import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../src/db/connection/dataDirLock';
import { promoteUser } from '../src/promote';
import { REPO_ROOT } from '../src/settings';
import { type Backend, clientFor, eventPayload, signUp, startTestBackend } from './helpers';

/**
 * The CLI runs in one Node process with tsx as its loader: the `tsx` command would put a relay
 * process in between, which on a loaded machine can give up waiting for the child's signal
 * handler and die of the signal itself (exit 143) while the backend is stopping cleanly.
 */
const runTs = (file: string, args: string[]) => spawn(process.execPath, ['--import', 'tsx', file, ...args], { cwd: PACKAGE_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');

let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-backend-test-'));
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}.lock`, { force: true });
});

async function countRows(backend: Backend, sql: string): Promise<number> {
  return backend.db.exclusive(async (pg) => (await pg.query<{ n: number }>(sql)).rows[0]?.n ?? -1);
}

function run(args: string[], timeoutMs = 60_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const [file = '', ...rest] = args;
    const child = runTs(file, rest);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`timed out: ${output}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('persistence in a data folder', () => {
  // Three backends start on a folder on disk (migrations, seed, a restart): up to a minute on a loaded 2-core machine.
  it('keeps data across a restart, applies migrations once, seeds once, and locks the folder', async () => {
    const first = await startTestBackend({ memory: false, dataDir });
    let userEmail: string;
    let eventsBefore: number;
    try {
      expect(first.bootstrap).toMatchObject({ newDatabase: true, seeded: true });
      expect(first.bootstrap.appliedMigrations.length).toBeGreaterThanOrEqual(3);
      const user = await signUp(first, 'Persistent Pat');
      userEmail = user.email;
      const { error } = await clientFor(first, first.anonKey, user.accessToken)
        .from('events')
        .insert(eventPayload({ title: 'Survives a restart' }));
      expect(error).toBeNull();
      eventsBefore = await countRows(first, 'select count(*)::int as n from public.events');

      // A second backend on the same folder is refused while the first runs.
      await expect(startTestBackend({ memory: false, dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
      const locked = await promoteUser(userEmail, dataDir);
      expect(locked).toMatchObject({ ok: false, reason: 'locked' });
    } finally {
      await first.stop();
    }

    const promoted = await promoteUser(userEmail, dataDir);
    expect(promoted).toEqual({ ok: true, email: userEmail, alreadyAdmin: false });
    expect(await promoteUser('nobody@example.test', dataDir)).toMatchObject({ ok: false, reason: 'unknown-user' });

    const second = await startTestBackend({ memory: false, dataDir });
    try {
      expect(second.bootstrap).toEqual({ newDatabase: false, appliedMigrations: [], seeded: false });
      expect(await countRows(second, 'select count(*)::int as n from public.events')).toBe(eventsBefore);
      expect(await countRows(second, 'select count(*)::int as n from supabase_migrations.schema_migrations')).toBe(
        fs.readdirSync(path.join(REPO_ROOT, 'supabase', 'migrations')).filter((f) => f.endsWith('.sql')).length,
      );
      expect(await countRows(second, 'select count(*)::int as n from supabase_migrations.seed_files')).toBe(1);

      const client = clientFor(second);
      const { data: events } = await client.from('events').select('title').eq('title', 'Survives a restart');
      expect(events).toEqual([{ title: 'Survives a restart' }]);
      const signIn = await client.auth.signInWithPassword({ email: userEmail, password: 'correct-horse-battery' });
      expect(signIn.error).toBeNull();
      const { data: profile } = await clientFor(second, second.anonKey, signIn.data.session?.access_token)
        .from('profiles')
        .select('role')
        .eq('email', userEmail)
        .single();
      expect(profile?.role).toBe('admin');
    } finally {
      await second.stop();
    }
  }, 90_000);
});

describe('command line', () => {
  it('start prints the ready line, keys and admin sign-in, and stops cleanly on SIGTERM', async () => {
    const child = runTs('src/cli.ts', ['--memory', '--port', '0', '--site-origins', 'http://localhost:3000']);
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not ready: ${output}`)), 60_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /^Local backend ready at (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
        if (match && /local admin:/.test(output)) {
          clearTimeout(timer);
          resolve(match[1] as string);
        }
      });
    });
    expect(output).toMatch(/anon key:\s+eyJ/);
    expect(output).toMatch(/service_role key:\s+eyJ/);
    expect(output).toContain('admin@eo-apac.test / local-admin-2026');
    const health = await fetch(`${url}/auth/v1/health`);
    expect(health.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('promote exits non-zero with a clear message for an unknown user or a missing database', async () => {
    const missing = await promoteUser('someone@example.test', path.join(dataDir, 'does-not-exist'));
    expect(missing).toMatchObject({ ok: false, reason: 'no-database' });
    expect(missing.ok ? '' : missing.message).toContain('No local backend database');
    const unknown = await run(['src/promote.ts', '--', 'nobody@example.test', '--data-dir', dataDir]);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No user with email nobody@example.test');
  });
});
