import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { lastPhase, readyUrl } from 'local-backend/start-lines';
import { REPO_ROOT } from '../config/repoRoot';
import { processTreeCpuTicks } from './processTreeCpu';

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
 * How long a start may go without progress before it counts as stuck. Progress is a line printed
 * (the backend prints each phase as it begins: opening the database, each migration, the seed,
 * listening; about sixty lines on a cold start) or CPU time used by the backend's processes (tsx
 * compiling its modules on a cold cache prints nothing, and on a 2-core machine with the end-to-end
 * suite at a higher priority that took over two minutes: processTreeCpu.ts). So this judges
 * progress, not the start's length; a start stuck in a phase uses no CPU and is named with it.
 */
const STALL_LIMIT_MS = 120_000;

/** A backstop for a start that keeps using CPU and never answers (a loop): far beyond any real start. */
const START_LIMIT_MS = 15 * 60_000;

/** How often the backend's CPU time is read while it prints nothing. */
const CPU_CHECK_MS = 5_000;

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
    const started = Date.now();
    let ready = false;
    let lastProgress = started;
    let lastTicks = -1;
    const giveUp = (reason: string) => {
      clearInterval(check);
      reject(new Error(`${reason}:\n${log}`));
      child.kill('SIGKILL');
    };
    const check = setInterval(() => {
      if (ready) return clearInterval(check);
      const now = Date.now();
      const ticks = child.pid === undefined ? undefined : processTreeCpuTicks(child.pid);
      if (ticks !== undefined && ticks > lastTicks) {
        if (lastTicks >= 0) lastProgress = now;
        lastTicks = ticks;
      }
      const since = ((now - started) / 1000).toFixed(0);
      if (now - started > START_LIMIT_MS) return giveUp(`local-backend did not answer within ${START_LIMIT_MS / 60_000} minutes, though it kept running (${since} s since it was started; last phase: ${lastPhase(log) ?? 'none printed'})`);
      if (now - lastProgress >= stallLimitMs) {
        const phase = lastPhase(log);
        giveUp(`local-backend made no progress for ${stallLimitMs / 1000} s (${since} s since it was started; ${phase ? `last phase: ${phase}` : 'it printed no phase'}; no output and no CPU time used)`);
      }
    }, Math.min(CPU_CHECK_MS, stallLimitMs / 3));
    const onData = (text: string) => {
      log += text;
      const url = ready ? undefined : readyUrl(log);
      if (url) {
        ready = true;
        clearInterval(check);
        resolve(url);
      }
      lastProgress = Date.now();
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
      clearInterval(check);
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
