import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PART_NAMES, type PartName } from './parts';

/** One gate run: which candidate, against which live releases, and what it found. */
export interface CheckRecord {
  part: PartName;
  version: string;
  /** The releases that were live when it ran: a check is only valid against those. */
  against: Partial<Record<PartName, string>>;
  passed: boolean;
  problems: string[];
  at: string;
}

export interface HistoryEntry {
  at: string;
  part: PartName;
  action: 'promote' | 'rollback';
  from: string | null;
  to: string | null;
}

/**
 * Which release of each part is live in one environment, and how it got there: a JSON file
 * standing in for a config service. `stack` is each part's promoted releases, oldest first; the
 * last is live, the one before it is the last known good (rollback and the runtime fallback use it).
 */
export interface Registry {
  env: string;
  stack: Partial<Record<PartName, string[]>>;
  checks: CheckRecord[];
  history: HistoryEntry[];
}

const registryPath = (releasesDir: string, env: string): string => join(releasesDir, 'registry', `${env}.json`);

export function readRegistry(releasesDir: string, env: string): Registry {
  try {
    return JSON.parse(readFileSync(registryPath(releasesDir, env), 'utf8')) as Registry;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { env, stack: {}, checks: [], history: [] };
    throw error;
  }
}

/** Writes the whole registry to a temporary file, then renames it over the old one: readers see the old or the new, never half. */
export function writeRegistry(releasesDir: string, registry: Registry): void {
  const path = registryPath(releasesDir, registry.env);
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temporary, path);
}

export const liveVersion = (registry: Registry, part: PartName): string | null => registry.stack[part]?.at(-1) ?? null;
export const previousVersion = (registry: Registry, part: PartName): string | null => registry.stack[part]?.at(-2) ?? null;

export function liveReleases(registry: Registry): Partial<Record<PartName, string>> {
  const live: Partial<Record<PartName, string>> = {};
  for (const part of PART_NAMES) {
    const version = liveVersion(registry, part);
    if (version) live[part] = version;
  }
  return live;
}

const sameLive = (a: Partial<Record<PartName, string>>, b: Partial<Record<PartName, string>>, except: PartName) =>
  PART_NAMES.every((part) => part === except || a[part] === b[part]);

/** The latest gate run of this release that is still valid: run against what is live now. */
export function currentCheck(registry: Registry, part: PartName, version: string): CheckRecord | null {
  const live = liveReleases(registry);
  return registry.checks.filter((check) => check.part === part && check.version === version && sameLive(check.against, live, part)).at(-1) ?? null;
}

export function promote(registry: Registry, part: PartName, version: string, at = new Date().toISOString()): Registry {
  const check = currentCheck(registry, part, version);
  if (!check) throw new Error(`${part} ${version} has not been checked against what is live: run pnpm release:check ${part} ${version} first.`);
  if (!check.passed) throw new Error(`${part} ${version} failed its check against what is live, so it is not promoted:\n  - ${check.problems.join('\n  - ')}`);
  const from = liveVersion(registry, part);
  if (from === version) throw new Error(`${part} ${version} is already live.`);
  return {
    ...registry,
    stack: { ...registry.stack, [part]: [...(registry.stack[part] ?? []), version] },
    history: [...registry.history, { at, part, action: 'promote', from, to: version }],
  };
}

export function rollback(registry: Registry, part: PartName, at = new Date().toISOString()): Registry {
  const from = liveVersion(registry, part);
  const to = previousVersion(registry, part);
  if (!from || !to) throw new Error(`${part} has no earlier promoted release to roll back to.`);
  return {
    ...registry,
    stack: { ...registry.stack, [part]: registry.stack[part]!.slice(0, -1) },
    history: [...registry.history, { at, part, action: 'rollback', from, to }],
  };
}

export function recordCheck(registry: Registry, check: CheckRecord): Registry {
  return { ...registry, checks: [...registry.checks, check] };
}

/** The first set of an environment, checked together (`pnpm release:init`): every part promoted at once. */
export function initialize(registry: Registry, versions: Record<PartName, string>, at = new Date().toISOString()): Registry {
  const against = { ...versions };
  return {
    ...registry,
    stack: Object.fromEntries(PART_NAMES.map((part) => [part, [versions[part]]])),
    checks: [...registry.checks, ...PART_NAMES.map((part) => ({ part, version: versions[part], against, passed: true, problems: [], at }))],
    history: [...registry.history, ...PART_NAMES.map((part) => ({ at, part, action: 'promote' as const, from: null, to: versions[part] }))],
  };
}
