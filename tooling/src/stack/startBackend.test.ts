import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startBackend } from './startBackend';

/** The processes whose command line holds `marker` (the tsx wrapper and the backend it runs). */
function processesWith(marker: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', marker], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

const signalAll = (pids: number[], signal: NodeJS.Signals) => {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // gone already
    }
  }
};

describe('starting the local backend as a child (issue 61)', () => {
  it('says each phase as it begins, then answers', async () => {
    const backend = await startBackend({ port: 0, memory: true, siteOrigins: ['http://127.0.0.1:1'] });
    try {
      const phases = backend
        .output()
        .split('\n')
        .filter((line) => line.startsWith('[local-backend] starting: '));
      expect(phases[0]).toMatch(/^\[local-backend\] starting: opening an in-memory database/);
      expect(phases).toContain('[local-backend] starting: reading the schema (tables, functions, grants)');
      expect(phases.some((line) => line.startsWith(`[local-backend] starting: listening on ${backend.url}`))).toBe(true);
      expect((await fetch(`${backend.url}/auth/v1/health`)).status).toBe(200);
    } finally {
      await backend.stop();
    }
  });

  it('gives up on a start that stops making progress, naming its last phase, and ends it', async () => {
    // A start that hangs: the backend's processes are stopped (SIGSTOP) as soon as they exist.
    const marker = `http://stall-${randomBytes(6).toString('hex')}.invalid`;
    const stopped = new Set<number>();
    const freeze = setInterval(() => {
      const pids = processesWith(marker).filter((pid) => !stopped.has(pid));
      signalAll(pids, 'SIGSTOP');
      for (const pid of pids) stopped.add(pid);
    }, 20);
    try {
      await expect(startBackend({ port: 0, memory: true, siteOrigins: [marker], stallLimitMs: 3_000 })).rejects.toThrow(/^local-backend made no progress for 3 s \(\d+ s since it was started; (it printed no phase|last phase: .+); no output and no CPU time used\)/);
    } finally {
      clearInterval(freeze);
      // Let what is left go on, so it sees its parent's pipe closed and exits.
      signalAll([...stopped], 'SIGCONT');
    }
    await expect.poll(() => processesWith(marker), { timeout: 20_000 }).toEqual([]);
  });
});
