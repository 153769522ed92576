import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { matchesPath, routeTable } from '../../config/routeTable';
import { takeFieldEvents, type FieldEvent } from '../../boot/fieldEvents';

/**
 * Field data (issue 45), loaded after the first paint (releaseFeatures.ts): for this page
 * view, the Core Web Vitals (Google's `web-vitals`: LCP, INP, CLS), uncaught errors and rejections,
 * error-boundary catches and remote load failures, each attributed to the part and release that
 * caused it (the boundary's remote, the failing remote, or the release whose script URL is in the
 * stack; the Web Vitals to the part that renders the route) and to the route's pattern. Sent with
 * `navigator.sendBeacon` to the backend's `field-reports` function: once when the page is hidden
 * (and sooner once 20 items wait), as text/plain (no preflight), anonymously: a random id per tab
 * (sessionStorage) and per page view, no cookie, no address.
 */
interface ReleaseFields {
  remotes: Record<string, string>;
  sides?: Record<string, 'canary'>;
  releases?: { shell?: string };
  fieldData: { url: string };
}

interface FieldContext {
  url: string;
  /** Each part's release and side: the shell's and every remote's this browser was given, with the folder its files come from. */
  releases: Record<string, { release: string; side: 'live' | 'canary'; base?: string }>;
  sessionId: string;
}

function contextOf(raw: unknown): FieldContext {
  const config = raw as ReleaseFields;
  const releases: FieldContext['releases'] = { shell: { release: config.releases?.shell ?? 'unknown', side: 'live' } };
  for (const [name, entry] of Object.entries(config.remotes)) {
    const match = /\/([^/]+)\/mf-manifest\.json$/.exec(entry);
    if (match) releases[name] = { release: decodeURIComponent(match[1]!), side: config.sides?.[name] ?? 'live', base: entry.slice(0, -'mf-manifest.json'.length) };
  }
  let sessionId = sessionStorage.getItem('eo-field-session');
  if (!sessionId) {
    sessionId = crypto.randomUUID();
    sessionStorage.setItem('eo-field-session', sessionId);
  }
  return { url: config.fieldData.url, releases, sessionId };
}

const BATCH_ITEMS = 20;

type Item = { kind: 'lcp' | 'inp' | 'cls'; part: string; value: number } | { kind: FieldEvent['kind']; part: string; detail: string };

export function startReporting(raw: unknown): void {
  const context = contextOf(raw);
  // The route the page was loaded at (a later redirect, as /admin's to sign in, is not this view's).
  const landing = new URL(performance.getEntriesByType('navigation')[0]?.name ?? location.href).pathname;
  const route = routeTable.find((candidate) => matchesPath(candidate.path, landing));
  const routePattern = route?.path ?? '*';
  const owner = route && 'remote' in route.content ? route.content.remote.split('/')[0]! : 'shell';
  const viewId = crypto.randomUUID();
  const items: Item[] = [];
  let viewSent = false;

  /** The parts this view has loaded code of: the shell, and each remote whose release folder it fetched from. */
  const loadedParts = () => {
    const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
    return Object.fromEntries(
      Object.entries(context.releases)
        .filter(([, entry]) => !entry.base || fetched.some((url) => url.startsWith(entry.base!)))
        .map(([part, entry]) => [part, { release: entry.release, side: entry.side }]),
    );
  };
  /** A part named by the stack's script URLs, else the shell (the page itself). */
  const partOfStack = (detail: string) => Object.entries(context.releases).find(([, entry]) => entry.base && detail.includes(entry.base))?.[0] ?? 'shell';

  const send = () => {
    if (viewSent && items.length === 0) return;
    const batch = { session: context.sessionId, view: viewId, route: routePattern, parts: loadedParts(), items: items.splice(0) };
    viewSent = navigator.sendBeacon(context.url, JSON.stringify(batch)) || viewSent;
  };
  const add = (item: Item) => {
    items.push(item);
    if (items.length >= BATCH_ITEMS) send();
  };
  const vital = (metric: Metric) => add({ kind: metric.name.toLowerCase() as 'lcp' | 'inp' | 'cls', part: context.releases[owner] ? owner : 'shell', value: metric.value });
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  takeFieldEvents((event) => add({ kind: event.kind, part: event.part ?? partOfStack(event.detail), detail: event.detail.slice(0, 500) }));
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
  addEventListener('pagehide', send);
}
