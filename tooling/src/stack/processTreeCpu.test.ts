import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { processTreeCpuTicks } from './processTreeCpu';

/** A shell whose child computes or waits: the CPU it uses is its grandchild's, as tsx's node is the backend's. */
function shellRunning(script: string) {
  // A group of its own, so the test ends the shell and its node together (killing the shell alone
  // left node running on, found by the run's leftover check).
  return spawn('sh', ['-c', `${process.execPath} -e '${script}'; exit 0`], { stdio: ['ignore', 'pipe', 'ignore'], detached: true });
}

function endGroup(pid: number | undefined) {
  try {
    if (pid) process.kill(-pid, 'SIGKILL');
  } catch {
    // already ended
  }
}

describe('processTreeCpuTicks (issue 61: a start judged by its progress)', () => {
  it.runIf(process.platform === 'linux')("counts a descendant's CPU time, and none for one that only waits", async () => {
    const busy = shellRunning('const end = Date.now() + 20000; while (Date.now() < end);');
    const idle = shellRunning('setTimeout(() => {}, 20000); console.log("waiting")');
    try {
      const busyBefore = processTreeCpuTicks(busy.pid!)!;
      await expect.poll(() => processTreeCpuTicks(busy.pid!)!, { timeout: 15_000 }).toBeGreaterThan(busyBefore);
      // Once node has started (which takes CPU) and only waits on its timer.
      await new Promise((resolve) => idle.stdout!.once('data', resolve));
      await sleep(500);
      const idleBefore = processTreeCpuTicks(idle.pid!)!;
      await sleep(1_500);
      expect(processTreeCpuTicks(idle.pid!)).toBe(idleBefore);
    } finally {
      endGroup(busy.pid);
      endGroup(idle.pid);
    }
  });

  it('knows no process that is not there', () => {
    expect(processTreeCpuTicks(2 ** 22 + 7)).toBeUndefined();
  });
});
