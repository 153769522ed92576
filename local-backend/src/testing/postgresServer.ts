/**
 * A private PostgreSQL server for tests, CI and the bench: Debian's own binaries
 * (`/usr/lib/postgresql/<version>/bin`, or PG_BIN), a new cluster made by `initdb` in a temporary
 * folder, listening on 127.0.0.1 only, on a port of the caller's choosing, stopped and removed by
 * `stop()`. Run as root, the cluster belongs to the `postgres` user (Postgres refuses to run as
 * root), as Debian's own clusters do.
 *
 * Set up as PGlite is, so both engines answer alike: UTF-8, C collation with C.UTF-8 character
 * classes, UTC. Durability is off (fsync, synchronous commit, full-page writes): the cluster is
 * thrown away at the end, and what is measured is the engine, not this machine's disk.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PostgresServer {
  /** The maintenance database's URL; `startLocalBackend({ databaseUrl, memory: true })` makes its own beside it. */
  url: string;
  /** `PostgreSQL 15.14` or similar. */
  version: string;
  /** The cluster's folder (data, socket, log); `stopPostgresServerAt(root)` stops it from another process. */
  root: string;
  /**
   * `pg_ctl stop` in fast mode (sessions are ended, every committed transaction is kept), the
   * cluster left in place; run without blocking this process, so that its clients keep working
   * while the server is down (test/faults.test.ts stops and starts it under load).
   */
  shutDown(): Promise<void>;
  /** Starts a cluster shut down by `shutDown()` again, with the same data and settings. */
  startAgain(): Promise<void>;
  stop(): Promise<void>;
}

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The newest installed server binaries, version 15 or later, or PG_BIN when set. */
export function findPostgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  if (!fs.existsSync(DEBIAN_ROOT)) return undefined;
  const versions = fs
    .readdirSync(DEBIAN_ROOT)
    .map(Number)
    .filter((version) => version >= 15 && fs.existsSync(path.join(DEBIAN_ROOT, String(version), 'bin', 'initdb')))
    .sort((a, b) => b - a);
  return versions.length > 0 ? path.join(DEBIAN_ROOT, String(versions[0]), 'bin') : undefined;
}

const MISSING_POSTGRES =
  'No PostgreSQL 15+ server binaries found (looked in /usr/lib/postgresql/*/bin and PG_BIN). ' +
  'Install them with `apt-get install -y postgresql`, or point LOCAL_BACKEND_TEST_DATABASE_URL at a server.';

/** Runs a server binary as the cluster's owner: `postgres` when we are root, ourselves otherwise. */
function runAs(owner: string | undefined, bin: string, args: string[]): void {
  const [command, fullArgs] = owner ? ['runuser', ['-u', owner, '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, fullArgs, { encoding: 'utf8', env: { ...process.env, TZ: 'UTC', LC_ALL: 'C.UTF-8' } });
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} failed (${result.status ?? result.signal}): ${(result.stderr || result.stdout || '').trim()}`);
  }
}

/** runAs without blocking the event loop: answers when the binary has exited, rejects on failure. */
function runAsAsync(owner: string | undefined, bin: string, args: string[]): Promise<void> {
  const [command, fullArgs] = owner ? ['runuser', ['-u', owner, '--', bin, ...args]] : [bin, args];
  const child = spawn(command, fullArgs, { env: { ...process.env, TZ: 'UTC', LC_ALL: 'C.UTF-8' }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    // 'exit', not 'close': the server pg_ctl starts outlives it.
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${path.basename(bin)} failed (${code ?? signal}): ${stderr.trim()}`))));
  });
}

/**
 * pg_cron, as a hosted project has it, when the server's package is installed (Debian
 * `postgresql-<major>-cron`; `.ci/run` installs it): loaded at start, in the `postgres` database,
 * running jobs in background workers (no connection back over the network). The local backend
 * schedules its jobs there (src/jobs/scheduler.ts); without pg_cron it runs them itself.
 */
function pgCronSettings(bin: string): string[] {
  if (!fs.existsSync(path.join(bin, '..', 'lib', 'pg_cron.so'))) return [];
  return ['-c shared_preload_libraries=pg_cron', '-c cron.database_name=postgres', '-c cron.use_background_workers=on', '-c max_worker_processes=64', '-c cron.max_running_jobs=48'];
}

export async function startPostgresServer(options: { port: number; bin?: string }): Promise<PostgresServer> {
  const bin = options.bin ?? findPostgresBin();
  if (!bin) throw new Error(MISSING_POSTGRES);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eo-postgres-'));
  const dataDir = path.join(root, 'data');
  const owner = process.getuid?.() === 0 ? 'postgres' : undefined;
  if (owner) execFileSync('chown', ['-R', `${owner}:`, root]);
  const settings = [
    `-p ${options.port}`, '-c listen_addresses=127.0.0.1', `-c unix_socket_directories=${root}`,
    '-c timezone=UTC', '-c max_connections=300', '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off',
    ...pgCronSettings(bin),
  ].join(' ');
  const startArgs = ['-D', dataDir, '-o', settings, '-l', path.join(root, 'server.log'), '-w', '-t', '60', 'start'];
  try {
    runAs(owner, path.join(bin, 'initdb'), [
      '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--lc-collate=C', '--lc-ctype=C.UTF-8', '--no-instructions',
    ]);
    runAs(owner, path.join(bin, 'pg_ctl'), startArgs);
  } catch (error) {
    const log = path.join(root, 'server.log');
    const tail = fs.existsSync(log) ? `\n${fs.readFileSync(log, 'utf8').split('\n').slice(-10).join('\n')}` : '';
    fs.rmSync(root, { recursive: true, force: true });
    throw new Error(`${error instanceof Error ? error.message : String(error)}${tail}`);
  }
  const version = spawnSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim().replace(/^postgres \(PostgreSQL\) /, 'PostgreSQL ');
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${options.port}/postgres`,
    version,
    root,
    shutDown: () => runAsAsync(owner, path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']),
    startAgain: () => runAsAsync(owner, path.join(bin, 'pg_ctl'), startArgs),
    async stop() {
      if (stopped) return;
      stopped = true;
      stopPostgresServerAt(root, bin);
    },
  };
}

/** Stops the cluster in `root` (made by startPostgresServer) and removes the folder. */
export function stopPostgresServerAt(root: string, bin = findPostgresBin()): void {
  if (!bin) throw new Error(MISSING_POSTGRES);
  const owner = process.getuid?.() === 0 ? 'postgres' : undefined;
  try {
    runAs(owner, path.join(bin, 'pg_ctl'), ['-D', path.join(root, 'data'), '-m', 'fast', '-w', 'stop']);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
