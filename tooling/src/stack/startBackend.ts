import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { lastPhase, readyUrl } from 'local-backend/start-lines';
import { REPO_ROOT } from '../config/repoRoot';

export interface BackendOptions {
  port: number;
  host?: string;
  /** Throwaway in-memory database (tests) instead of a data folder. */
  memory?: boolean;
  dataDir?: string;
  siteOrigins: string[];
  env?: Record<string, string>;
  /** Over config.toml's `[auth.rate_limit]`, e.g. `{ sign_in_sign_ups: 1000 }` for a test run. */
  authRateLimits?: Record<string, number>;
  /** Over config.toml's `[api.rate_limit]` (the database's limits per address and hour). */
  apiRateLimits?: Record<string, number>;
  /** The SMTP port on 127.0.0.1 every email goes to (the mail catcher's). */
  smtpPort?: number;
  /** Over config.toml's `[auth.email] max_frequency`, in seconds. */
  emailMaxFrequencySeconds?: number;
  /** bcrypt's cost for passwords (GoTrue's 10 unless set). */
  bcryptCost?: number;
  /** 'manual': no scheduled job runs by itself (POST /_local/jobs/run does); default 'auto'. */
  scheduledJobs?: 'auto' | 'manual';
  /** Print the backend's own output (pnpm start) or keep it quiet (tests). */
  inheritOutput?: boolean;
  /** How long the start may print nothing before it counts as stuck (STALL_LIMIT_MS unless set). */
  stallLimitMs?: number;
}

export interface RunningBackend {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * How long a start may go without printing anything before it counts as stuck. The backend prints
 * each phase as it begins (opening the database, each migration, the seed, listening: about sixty
 * lines on a cold start), so this judges progress, not the start's length: on a 2-core machine
 * running the end-to-end suite at a higher priority a start takes minutes and keeps printing, and
 * one stuck in a phase is named with it. The longest phase (a cold template's save, about a
 * core-second) has two minutes even at a twentieth of a core.
 */
const STALL_LIMIT_MS = 120_000;

/** Starts local-backend as its own process (as in production, the API is not in the page's process). */
export async function startBackend(options: BackendOptions): Promise<RunningBackend> {
  const args = [
    join(REPO_ROOT, 'local-backend/src/cli.ts'),
    '--port', String(options.port),
    '--host', options.host ?? '127.0.0.1',
    '--site-origins', options.siteOrigins.join(','),
    '--exit-with-parent',
  ];
  if (options.memory) args.push('--memory');
  if (options.smtpPort) args.push('--smtp-port', String(options.smtpPort));
  if (options.scheduledJobs) args.push('--scheduled-jobs', options.scheduledJobs);
  if (options.emailMaxFrequencySeconds) args.push('--email-max-frequency', String(options.emailMaxFrequencySeconds));
  if (options.bcryptCost) args.push('--bcrypt-cost', String(options.bcryptCost));
  for (const [name, count] of Object.entries(options.authRateLimits ?? {})) args.push('--auth-rate-limit', `${name}=${count}`);
  for (const [name, count] of Object.entries(options.apiRateLimits ?? {})) args.push('--api-rate-limit', `${name}=${count}`);
  if (options.dataDir) args.push('--data-dir', options.dataDir);
  const child: ChildProcess = spawn(join(REPO_ROOT, 'node_modules/.bin/tsx'), args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env },
    // stdin is the lifeline: if this process dies, the pipe closes and the backend stops.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const stallLimitMs = options.stallLimitMs ?? STALL_LIMIT_MS;
    let stall: NodeJS.Timeout | undefined;
    let ready = false;
    const started = Date.now();
    const watch = () => {
      clearTimeout(stall);
      if (ready) return;
      stall = setTimeout(() => {
        const phase = lastPhase(log);
        reject(new Error(`local-backend made no progress for ${stallLimitMs / 1000} s (${((Date.now() - started) / 1000).toFixed(0)} s since it was started; ${phase ? `last phase: ${phase}` : 'it printed no phase'}):\n${log}`));
        child.kill('SIGKILL');
      }, stallLimitMs);
    };
    watch();
    const onData = (text: string) => {
      log += text;
      const url = ready ? undefined : readyUrl(log);
      if (url) {
        ready = true;
        resolve(url);
      }
      watch();
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      if (options.inheritOutput) process.stdout.write(chunk);
      onData(chunk.toString());
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (options.inheritOutput) process.stderr.write(chunk);
      onData(chunk.toString());
    });
    child.once('exit', (code) => {
      clearTimeout(stall);
      reject(new Error(`local-backend exited with code ${code}:\n${log}`));
    });
  });
  return {
    url,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
