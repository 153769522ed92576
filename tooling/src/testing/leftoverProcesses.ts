import { readdirSync, readFileSync } from 'node:fs';

/**
 * Processes a test run started that are still alive after its runners finished: a test that
 * kills only a wrapper (the npm `deno` shim, a `pnpm` script) leaves the real process behind,
 * and nothing else would notice; such leftovers were found still running an hour after a CI run.
 *
 * A process counts as the run's when it started after the run did (so nothing already running
 * on the machine is blamed), is not the run itself, one of its ancestors or one of its direct
 * children (the runners are started and awaited one at a time, so a live direct child is the
 * run's own helper, such as the esbuild service tsx starts), and any of:
 * - it is in the run's process group (children that were never moved to a group of their own);
 * - it carries the run's marker variable (`RUN_MARKER_ENV`), which every child inherits unless
 *   it was given an environment of its own, even after its parent died or it left the group
 *   (Playwright's browsers, detached servers);
 * - its command line names this checkout (`<repo>/...`): what a child given its own environment
 *   and group still shows (`deno run .../supabase/functions/<name>/index.ts`, tsx scripts).
 *
 * Linux only (it reads /proc); elsewhere `available` is false and the caller says the check was
 * skipped.
 */
export const RUN_MARKER_ENV = 'EO_TEST_RUN';

export interface LeftoverProcess {
  pid: number;
  command: string;
  /** Which of the rules above matched. */
  reason: 'process group' | 'marker' | 'command line';
}

export interface RunIdentity {
  /** The run's own process (normally `process.pid`). */
  pid: number;
  /** The value of RUN_MARKER_ENV given to the run's children. */
  marker: string;
  /** The checkout's absolute path. */
  repoRoot: string;
}

interface ProcessInfo {
  pid: number;
  ppid: number;
  pgid: number;
  state: string;
  /** Clock ticks after boot (comparable between processes, exact). */
  startTicks: number;
}

export const canListProcesses = (): boolean => {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
};

function readProcess(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces or parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid, state: fields[0]!, ppid: Number(fields[1]), pgid: Number(fields[2]), startTicks: Number(fields[19]) };
  } catch {
    return undefined;
  }
}

function readNulSeparated(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').split('\0').filter(Boolean);
  } catch {
    // Gone meanwhile, or another user's process: not ours to judge.
    return [];
  }
}

/** The run's process and its ancestors: alive while the run is, and not leftovers of it. */
function ancestry(pid: number): Set<number> {
  const chain = new Set<number>();
  for (let current: number | undefined = pid; current && current > 1 && !chain.has(current); current = readProcess(current)?.ppid) {
    chain.add(current);
  }
  return chain;
}

export function findLeftoverProcesses(run: RunIdentity): LeftoverProcess[] {
  const self = readProcess(run.pid);
  if (!self) return [];
  const excluded = ancestry(run.pid);
  const markerEntry = `${RUN_MARKER_ENV}=${run.marker}`;
  const checkoutPath = `${run.repoRoot.replace(/\/$/, '')}/`;
  const leftovers: LeftoverProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = readProcess(Number(entry));
    // Zombies have exited already; their parent only has not collected the status yet.
    if (!info || excluded.has(info.pid) || info.ppid === run.pid || info.state === 'Z' || info.startTicks < self.startTicks) continue;
    const argv = readNulSeparated(`/proc/${info.pid}/cmdline`);
    if (argv.length === 0) continue; // kernel threads
    const command = argv.join(' ');
    let reason: LeftoverProcess['reason'] | undefined;
    if (info.pgid === self.pgid) reason = 'process group';
    else if (readNulSeparated(`/proc/${info.pid}/environ`).includes(markerEntry)) reason = 'marker';
    else if (command.includes(checkoutPath)) reason = 'command line';
    if (reason) leftovers.push({ pid: info.pid, command, reason });
  }
  return leftovers;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits up to `graceMs` for the run's processes to end on their own (a runner's children may
 * still be shutting down when it returns), then ends what is left (SIGTERM, then SIGKILL) so that
 * nothing outlives the run, and answers what had to be ended.
 */
export async function endLeftoverProcesses(run: RunIdentity, graceMs = 10_000): Promise<LeftoverProcess[]> {
  const deadline = Date.now() + graceMs;
  let leftovers = findLeftoverProcesses(run);
  while (leftovers.length > 0 && Date.now() < deadline) {
    await pause(250);
    leftovers = findLeftoverProcesses(run);
  }
  const signal = (name: NodeJS.Signals, targets = leftovers) => {
    for (const { pid } of targets) {
      try {
        process.kill(pid, name);
      } catch {
        // ended meanwhile
      }
    }
  };
  signal('SIGTERM');
  const killDeadline = Date.now() + 2_000;
  const alive = () => {
    const stillThere = new Set(findLeftoverProcesses(run).map((p) => p.pid));
    return leftovers.filter((p) => stillThere.has(p.pid));
  };
  while (alive().length > 0 && Date.now() < killDeadline) await pause(100);
  signal('SIGKILL', alive());
  return leftovers;
}
