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
  /** `canary`: a candidate went to a share of visitors; `rollback` also ends a canary (by hand, or by the guard). */
  action: 'promote' | 'rollback' | 'canary';
  from: string | null;
  to: string | null;
  /** A canary's share of visitors, in percent. */
  percent?: number;
  /** Who acted when it was not a person at a terminal: the guard (private.release_guard). */
  by?: 'guard';
  reason?: string;
  /** What the guard decided on: each side's sessions, error sessions, load failures and p75s. */
  figures?: Record<string, unknown>;
}

/** A candidate served to `percent` % of visitors beside the live release (`since`: when it started). */
export interface Canary {
  version: string;
  percent: number;
  since: string;
}

/** The guard's settings (docs/releases.md); what is left out takes the defaults of private.release_guard. */
export interface GuardSettings {
  windowMinutes?: number;
  minSessions?: number;
  errorRatio?: number;
  errorPoints?: number;
  /** The canary's own error-session share, in percent, above which it ends whatever live's is. */
  errorShareLimit?: number;
  lcpGoalMs?: number;
  inpGoalMs?: number;
}

/**
 * How many sessions of one address the guard counts per release and side in its window when the
 * registry does not say (private.release_guard's default; docs/releases.md "The guard").
 */
export const DEFAULT_SESSIONS_PER_ADDRESS = 1;

/** Where an environment's parts are served from: what app-config.json is made with. */
export interface SiteLayout {
  siteUrl: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
  functionsUrl: string;
  /** Each remote's origin: `<origin>/<version>/mf-manifest.json`. */
  origins: Record<string, string>;
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
  /** Raised by every write (the file's and the database's, docs/releases.md "Where the registry lives"). */
  revision?: number;
  canary?: Partial<Record<PartName, Canary>>;
  /** `sessionsPerAddress`: the most sessions of one address the guard counts (a one-machine trial sets it high). */
  settings?: { sampleRate?: number; sessionsPerAddress?: number; guard?: GuardSettings };
  site?: SiteLayout;
  /** The live shell's routes: field reports name one of them. */
  routes?: string[];
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
export function writeRegistry(releasesDir: string, registry: Registry, options: { sameRevision?: boolean } = {}): Registry {
  const path = registryPath(releasesDir, registry.env);
  mkdirSync(dirname(path), { recursive: true });
  const written = options.sameRevision ? registry : { ...registry, revision: (registry.revision ?? 0) + 1 };
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(written, null, 2)}\n`);
  renameSync(temporary, path);
  return written;
}

export const registryFile = registryPath;

export const liveVersion = (registry: Registry, part: PartName): string | null => registry.stack[part]?.at(-1) ?? null;
const previousVersion = (registry: Registry, part: PartName): string | null => registry.stack[part]?.at(-2) ?? null;

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

export const canaryOf = (registry: Registry, part: PartName): Canary | null => registry.canary?.[part] ?? null;

function withoutCanary(registry: Registry, part: PartName): Partial<Record<PartName, Canary>> {
  const { [part]: _ended, ...rest } = registry.canary ?? {};
  return rest;
}

/**
 * Makes a checked release live. With `canary` (a percentage, 1 to 99) it goes to that share of
 * visitors only, the live release to the rest; promoting the canary's version again completes it.
 * A part has one canary at a time, and the shell none (the site serves one page to everyone).
 */
export function promote(registry: Registry, part: PartName, version: string, at = new Date().toISOString(), options: { canary?: number } = {}): Registry {
  const check = currentCheck(registry, part, version);
  if (!check) throw new Error(`${part} ${version} has not been checked against what is live: run pnpm release:check ${part} ${version} first.`);
  if (!check.passed) throw new Error(`${part} ${version} failed its check against what is live, so it is not promoted:\n  - ${check.problems.join('\n  - ')}`);
  const from = liveVersion(registry, part);
  if (from === version) throw new Error(`${part} ${version} is already live.`);
  const running = canaryOf(registry, part);
  if (options.canary !== undefined) {
    if (part === 'shell') throw new Error('The shell has no canary: the site serves one page to every visitor. Canary a remote, or promote the shell.');
    if (!Number.isInteger(options.canary) || options.canary < 1 || options.canary > 99) throw new Error('A canary is 1 to 99 percent of visitors: --canary <percent>.');
    if (!from) throw new Error(`${part} has no live release for a canary to run beside: promote one first.`);
    if (running && running.version !== version) throw new Error(`${part} ${running.version} is a canary already: complete it (pnpm release:promote ${part} ${running.version}) or end it (pnpm release:rollback ${part}) first.`);
    return {
      ...registry,
      canary: { ...registry.canary, [part]: { version, percent: options.canary, since: running?.since ?? at } },
      history: [...registry.history, { at, part, action: 'canary', from, to: version, percent: options.canary }],
    };
  }
  if (running && running.version !== version) throw new Error(`${part} ${running.version} is a canary: complete it (pnpm release:promote ${part} ${running.version}) or end it (pnpm release:rollback ${part}) before promoting another release.`);
  return {
    ...registry,
    stack: { ...registry.stack, [part]: [...(registry.stack[part] ?? []), version] },
    ...(running ? { canary: withoutCanary(registry, part) } : {}),
    history: [...registry.history, { at, part, action: 'promote', from, to: version }],
  };
}

/** Ends a running canary (everyone gets the live release again), else goes back to the release before the live one. */
export function rollback(registry: Registry, part: PartName, at = new Date().toISOString()): Registry {
  const running = canaryOf(registry, part);
  if (running) {
    return {
      ...registry,
      canary: withoutCanary(registry, part),
      history: [...registry.history, { at, part, action: 'rollback', from: running.version, to: liveVersion(registry, part) }],
    };
  }
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

const GUARD_SETTINGS: (keyof GuardSettings)[] = ['windowMinutes', 'minSessions', 'errorRatio', 'errorPoints', 'errorShareLimit', 'lcpGoalMs', 'inpGoalMs'];

/**
 * `pnpm release:settings`: the registry with the settings its flags name changed (`--sample-rate`,
 * `--sessions-per-address`, `--guard-<name>`, each with its value) and the others kept; a flag or
 * value the guard could not use is refused, saying what it takes.
 */
export function withSettings(registry: Registry, flags: ReadonlyMap<string, string>): Registry {
  const guard: GuardSettings = { ...registry.settings?.guard };
  for (const [flag, value] of flags) {
    if (!flag.startsWith('--guard-')) continue;
    const key = flag.slice('--guard-'.length).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as keyof GuardSettings;
    if (!GUARD_SETTINGS.includes(key) || !(Number(value) > 0)) throw new Error(`Unknown guard setting or value: ${flag} ${value}`);
    guard[key] = Number(value);
  }
  const sampleRate = flags.has('--sample-rate') ? Number(flags.get('--sample-rate')) : registry.settings?.sampleRate;
  if (sampleRate !== undefined && !(sampleRate >= 0 && sampleRate <= 1)) throw new Error('--sample-rate is between 0 and 1.');
  const sessionsPerAddress = flags.has('--sessions-per-address') ? Number(flags.get('--sessions-per-address')) : registry.settings?.sessionsPerAddress;
  if (sessionsPerAddress !== undefined && !(Number.isInteger(sessionsPerAddress) && sessionsPerAddress >= 1 && sessionsPerAddress <= 1_000_000)) {
    throw new Error(
      `--sessions-per-address is a whole number from 1 to 1000000: how many sessions of one address the guard counts (${DEFAULT_SESSIONS_PER_ADDRESS} by default; a trial from one machine sets it high).`,
    );
  }
  return {
    ...registry,
    settings: { ...(sampleRate === undefined ? {} : { sampleRate }), ...(sessionsPerAddress === undefined ? {} : { sessionsPerAddress }), guard },
  };
}
