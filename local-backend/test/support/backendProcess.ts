/**
 * The local backend as a process of its own, started with its CLI (`src/cli.ts`) as a tool starts
 * it (tooling/src/stack/startBackend.ts), so that a test can kill it with SIGKILL and start it
 * again on the same database. Node runs with tsx as its loader, not the `tsx` command, whose relay
 * process would take the signal instead of the backend (test/persistence.test.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { lastPhase, readyUrl } from '../../src/startLines';

export interface BackendProcess {
  url: string;
  pid: number;
  /** From the spawn to the ready line, in milliseconds. */
  startMs: number;
  output(): string;
  /** SIGKILL: no handler runs, nothing is flushed or closed. Answers once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (a clean stop), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

const PACKAGE_DIR = path.resolve(import.meta.dirname, '..', '..');

/** How long a start may take before the test gives up on it (a cold start on a busy 2-core machine takes tens of seconds). */
const START_LIMIT_MS = 180_000;

export async function startBackendProcess(args: string[], env: Record<string, string> = {}): Promise<BackendProcess> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args, '--exit-with-parent'], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...env },
    // stdin is the lifeline (--exit-with-parent): if the test's process dies, the backend stops.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const limit = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`local-backend was not ready after ${START_LIMIT_MS / 1000} s (last phase: ${lastPhase(log) ?? 'none'}):\n${log}`));
    }, START_LIMIT_MS);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const found = readyUrl(log);
      if (found) {
        clearTimeout(limit);
        resolve(found);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(limit);
      reject(new Error(`local-backend exited (${code ?? signal}) before it was ready:\n${log}`));
    });
  });
  const startMs = Date.now() - started;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  return {
    url,
    pid: child.pid!,
    startMs,
    output: () => log,
    kill: () => end('SIGKILL'),
    async stop() {
      const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await end('SIGTERM');
      clearTimeout(late);
    },
  };
}
