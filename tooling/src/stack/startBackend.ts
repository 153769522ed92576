import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
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
}

export interface RunningBackend {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

const READY_LINE = /Local backend ready at (\S+)/;

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
    // Seconds alone; minutes on a 2-core machine running the end-to-end suite at a higher priority
    // (`pnpm test` starts the tools' stacks beside it). The limit catches a hang.
    const timer = setTimeout(() => reject(new Error(`local-backend did not start within 180 s:\n${log}`)), 180_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      log += text;
      if (options.inheritOutput) process.stdout.write(text);
      const match = READY_LINE.exec(log);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (options.inheritOutput) process.stderr.write(chunk);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
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
