import { readdirSync, readFileSync } from 'node:fs';

/**
 * The CPU time (clock ticks, user + system) that a process and every process under it have used so
 * far, read from Linux's /proc; undefined where there is no /proc to read.
 *
 * A start that prints nothing may be stuck or only starved: on a 2-core machine with the end-to-end
 * suite at a higher priority, tsx compiling the backend's modules on a cold cache printed nothing for
 * over two minutes (a fresh clone's CI, 7 December) while it went on using the CPU it was given. A
 * stuck process (waiting on a lock, a socket, a stopped child) uses none.
 */
export function processTreeCpuTicks(root: number): number | undefined {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended while we read
    }
    // After the command's closing parenthesis (a command may hold spaces and parentheses): state,
    // ppid, ... utime and stime are the 14th and 15th fields of the whole line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(name);
    const parent = Number(fields[1]);
    ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  if (!ticks.has(root)) return undefined;
  let total = 0;
  const queue = [root];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    total += ticks.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}
