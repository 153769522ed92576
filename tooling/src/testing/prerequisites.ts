import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * What `.ci/run` makes ready in the background while `pnpm test` builds (CI_PREREQUISITES, a
 * folder): the machine's Debian packages (Chromium, nginx, PostgreSQL's extensions) and a
 * PostgreSQL cluster of the run's own. The folder gets `env`, shell assignments of the cluster's
 * variables (`NAME='value'`, as local-backend/src/testing/postgresServerCli.ts prints them), and
 * then `status`: `ok`, or what failed with the end of its log. Without CI_PREREQUISITES (a
 * developer's `pnpm test`) the machine is taken as it is.
 */
export type Prerequisites = { ok: true; waitedMs: number } | { ok: false; reason: string };

export async function machinePrerequisites(dir = process.env.CI_PREREQUISITES, timeoutMs = 20 * 60_000): Promise<Prerequisites> {
  if (!dir) return { ok: true, waitedMs: 0 };
  const started = Date.now();
  const status = join(dir, 'status');
  while (!existsSync(status)) {
    if (Date.now() - started > timeoutMs) return { ok: false, reason: `${status} was not written within ${timeoutMs / 60_000} minutes` };
    await sleep(250);
  }
  const text = readFileSync(status, 'utf8').trim();
  if (text !== 'ok') return { ok: false, reason: text };
  Object.assign(process.env, parseAssignments(readFileSync(join(dir, 'env'), 'utf8')));
  return { ok: true, waitedMs: Date.now() - started };
}

/** `NAME='value'` lines (single-quoted, no quote inside); any other line is left out. */
export function parseAssignments(text: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)='([^']*)'$/.exec(line.trim());
    if (match) variables[match[1]!] = match[2]!;
  }
  return variables;
}
