import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { canListProcesses, endLeftoverProcesses, findLeftoverProcesses, RUN_MARKER_ENV } from './leftoverProcesses';

const IDLE = 'setTimeout(() => {}, 60_000)';
const started: ChildProcess[] = [];

/** A process of its own group and environment that outlives its parent's interest, as an orphan would. */
function startDetached(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { detached: true, stdio: 'ignore', env });
  child.unref();
  started.push(child);
  return child;
}

afterEach(() => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

describe.runIf(canListProcesses())('leftover processes of a test run', () => {
  // A stand-in run: an idle process in a group of its own, with a marker and a checkout path that
  // nothing else on the machine has, so only this test's probes can match (and be ended).
  const checkout = `/nonexistent/checkout-${process.pid}-${Date.now()}`;
  const run = { pid: 0, marker: `probe-${process.pid}-${Date.now()}`, repoRoot: checkout };

  beforeAll(() => {
    const standIn = spawn(process.execPath, ['-e', IDLE], { detached: true, stdio: 'ignore' });
    standIn.unref();
    run.pid = standIn.pid!;
    return () => {
      standIn.kill('SIGKILL');
    };
  });

  it('finds a detached child that still carries the run marker', async () => {
    const child = startDetached(['-e', IDLE], { PATH: process.env.PATH, [RUN_MARKER_ENV]: run.marker });
    await vi.waitFor(() => expect(findLeftoverProcesses(run)).toContainEqual(expect.objectContaining({ pid: child.pid, reason: 'marker' })));
  });

  it('finds a detached child with an environment of its own by the checkout path in its command line', async () => {
    const child = startDetached(['-e', IDLE, join(checkout, 'supabase/functions/health/index.ts')], { PATH: process.env.PATH });
    await vi.waitFor(() => expect(findLeftoverProcesses(run)).toContainEqual(expect.objectContaining({ pid: child.pid, reason: 'command line' })));
  });

  it('leaves alone processes of other runs and checkouts', async () => {
    const other = startDetached(['-e', IDLE, '/somewhere/else/index.ts'], { PATH: process.env.PATH, [RUN_MARKER_ENV]: 'another-run' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(findLeftoverProcesses(run).map((p) => p.pid)).not.toContain(other.pid);
  });

  it('ends what is left and says which', async () => {
    const child = startDetached(['-e', IDLE], { PATH: process.env.PATH, [RUN_MARKER_ENV]: run.marker });
    await vi.waitFor(() => expect(findLeftoverProcesses(run).map((p) => p.pid)).toContain(child.pid));
    const ended = await endLeftoverProcesses(run, 300);
    expect(ended.map((p) => p.pid)).toContain(child.pid);
    await vi.waitFor(() => expect(child.signalCode).not.toBeNull());
    expect(findLeftoverProcesses(run).map((p) => p.pid)).not.toContain(child.pid);
  });
});
