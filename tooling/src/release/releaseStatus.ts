import { PART_NAMES, type PartName } from './parts';
import { canaryOf, DEFAULT_SESSIONS_PER_ADDRESS, liveVersion, type HistoryEntry, type Registry } from './registry';
import { callBackend, type RegistryBackend } from './registrySync';

/** One row of `public.release_field_figures`. */
interface FiguresRow {
  part: string;
  release: string;
  side: 'live' | 'canary';
  sessions: number;
  error_sessions: number;
  load_failures: number;
  page_views: number;
  lcp_p75: number | null;
  inp_p75: number | null;
  cls_p75: number | null;
  addresses: number;
  reported_sessions: number;
}

/**
 * A release's field figures over the window (docs/releases.md, "release:status --json"), counted as
 * the guard counts them: at most `sessionsPerAddress` sessions of one address.
 */
export interface ReleaseFigures {
  sessions: number;
  /** Every session reported, before the per-address limit. */
  reportedSessions: number;
  /** How many addresses the sessions came from. */
  addresses: number;
  errorSessions: number;
  /** errorSessions / sessions, 0 to 1; null without sessions. */
  errorSessionShare: number | null;
  loadFailures: number;
  pageViews: number;
  lcpP75Ms: number | null;
  inpP75Ms: number | null;
  clsP75: number | null;
}

export interface ReleaseStatus {
  env: string;
  revision: number;
  generatedAt: string;
  window: { from: string; to: string };
  /** False when the environment's backend could not be asked: figures are then null. */
  figuresAvailable: boolean;
  /** The most sessions of one address the figures count (the registry's, as the guard counts). */
  sessionsPerAddress: number;
  parts: Partial<Record<PartName, { live: { release: string; figures: ReleaseFigures | null }; canary: { release: string; percent: number; since: string; figures: ReleaseFigures | null } | null }>>;
  history: HistoryEntry[];
}

const EMPTY: ReleaseFigures = { sessions: 0, reportedSessions: 0, addresses: 0, errorSessions: 0, errorSessionShare: null, loadFailures: 0, pageViews: 0, lcpP75Ms: null, inpP75Ms: null, clsP75: null };

function figuresOf(rows: FiguresRow[] | null, part: PartName, release: string, side: 'live' | 'canary'): ReleaseFigures | null {
  if (!rows) return null;
  const row = rows.find((entry) => entry.part === part && entry.release === release && entry.side === side);
  if (!row) return EMPTY;
  const sessions = Number(row.sessions);
  return {
    sessions,
    reportedSessions: Number(row.reported_sessions),
    addresses: Number(row.addresses),
    errorSessions: Number(row.error_sessions),
    errorSessionShare: sessions > 0 ? Number(row.error_sessions) / sessions : null,
    loadFailures: Number(row.load_failures),
    pageViews: Number(row.page_views),
    lcpP75Ms: row.lcp_p75,
    inpP75Ms: row.inp_p75,
    clsP75: row.cls_p75,
  };
}

/** What is live (and in canary) for each part, with each release's figures over the last hour. */
export async function releaseStatus(registry: Registry, backend: RegistryBackend | null, now = new Date()): Promise<ReleaseStatus> {
  const from = new Date(now.getTime() - 60 * 60 * 1000);
  const sessionsPerAddress = registry.settings?.sessionsPerAddress ?? DEFAULT_SESSIONS_PER_ADDRESS;
  let rows: FiguresRow[] | null = null;
  if (backend) {
    const window = { from_at: from.toISOString(), to_at: now.toISOString(), sessions_per_address: sessionsPerAddress };
    rows = await callBackend<FiguresRow[]>(backend, 'release_field_figures', window).catch((error: unknown) => {
      console.warn(`No field figures: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
  }
  const parts: ReleaseStatus['parts'] = {};
  for (const part of PART_NAMES) {
    const live = liveVersion(registry, part);
    if (!live) continue;
    const canary = canaryOf(registry, part);
    parts[part] = {
      live: { release: live, figures: figuresOf(rows, part, live, 'live') },
      canary: canary ? { release: canary.version, percent: canary.percent, since: canary.since, figures: figuresOf(rows, part, canary.version, 'canary') } : null,
    };
  }
  return { env: registry.env, revision: registry.revision ?? 0, generatedAt: now.toISOString(), window: { from: from.toISOString(), to: now.toISOString() }, figuresAvailable: rows !== null, sessionsPerAddress, parts, history: registry.history };
}

const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);

/** One line of figures for a person. */
export function describeFigures(figures: ReleaseFigures | null): string {
  if (!figures) return 'no figures (backend not reachable)';
  const share = figures.errorSessionShare === null ? '-' : `${(figures.errorSessionShare * 100).toFixed(1)}%`;
  const from = `from ${figures.addresses} ${figures.addresses === 1 ? 'address' : 'addresses'}`;
  const reported = figures.reportedSessions > figures.sessions ? `, ${figures.reportedSessions} reported` : '';
  return `${figures.sessions} sessions (${from}${reported}), ${share} with an error, ${figures.loadFailures} load failures, p75 LCP ${ms(figures.lcpP75Ms)}, INP ${ms(figures.inpP75Ms)}, CLS ${figures.clsP75 === null ? '-' : figures.clsP75.toFixed(3)}`;
}
