import { PREVIEW_PARAM, PREVIEW_STORAGE_KEY } from './previewToken';

/**
 * Which release of a remote with a canary this browser loads (issue 45), decided in the shell's
 * entry before any remote is registered (fetched only while a canary runs): the canary's share of
 * visitors get the canary, the rest the live release, by a random bucket (0 to 99) kept in this
 * browser's localStorage, so a visitor keeps their side across page loads (no cookie, nothing
 * personal).
 */
const BUCKET_STORAGE_KEY = 'eo-release-bucket';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

interface RawConfig {
  remotes?: Record<string, string>;
  fallbackRemotes?: Record<string, string>;
  canaries?: Record<string, { entry: string; percent: number }>;
}

/** The config with each canary's side chosen: `remotes` is what this browser loads, `sides` says which is a canary. */
export function chooseSides(raw: unknown): unknown {
  const config = raw as RawConfig | null;
  const canaries = Object.entries(config?.canaries ?? {});
  if (!config || canaries.length === 0) return raw;
  const store = browserStorage();
  let bucket = Number(store?.getItem(BUCKET_STORAGE_KEY) ?? Number.NaN);
  if (!(bucket >= 0 && bucket < 100)) {
    bucket = Math.floor(Math.random() * 100);
    store?.setItem(BUCKET_STORAGE_KEY, String(bucket));
  }
  const remotes = { ...config.remotes };
  const fallbackRemotes = { ...config.fallbackRemotes };
  const sides: Record<string, 'canary'> = {};
  for (const [name, canary] of canaries) {
    if (bucket >= canary.percent || !remotes[name]) continue;
    // The live release is a canary visitor's last known good.
    fallbackRemotes[name] = remotes[name];
    remotes[name] = canary.entry;
    sides[name] = 'canary';
  }
  return { ...config, remotes, fallbackRemotes, sides };
}

/**
 * The banner of a release preview (issue 45, item 5), loaded only in a browser that followed a
 * preview link: what is previewed, until when, and an "Exit preview" button; or, for a link the
 * backend refused (changed, or expired), why this is the live site. Plain DOM after the app's root,
 * so it never touches the page's hydration; a landmark with a label, a real button, wrapping on a
 * phone's 390 px.
 */
interface PreviewFields {
  preview?: { part: string; version: string; expiresAt: string };
  previewRefused?: 'expired' | 'invalid';
}

const REFUSED: Record<string, string> = {
  expired: 'This preview link has expired, so you are seeing the live site. Ask for a new link.',
  invalid: 'This preview link is not valid (it was changed, or is not for this site), so you are seeing the live site.',
};

// Fixed at the bottom, with the page given room for it: nothing of the page is covered, the skip
// link stays the first thing a keyboard reaches, and the bar is a landmark screen readers list.
const BAR_STYLE = [
  'position:fixed',
  'left:0',
  'right:0',
  'bottom:0',
  'z-index:2147483000',
  'box-shadow:0 -2px 8px rgba(0,0,0,0.25)',
  'display:flex',
  'flex-wrap:wrap',
  'align-items:center',
  'justify-content:center',
  'gap:0.5rem 1rem',
  'padding:0.75rem 1rem',
  'background:#1A1F2B',
  'color:#FFFFFF',
  'font:15px/1.4 system-ui,sans-serif',
  'text-align:center',
].join(';');
const BUTTON_STYLE = 'min-height:44px;padding:0 1rem;border:2px solid #FFFFFF;border-radius:6px;background:#FFFFFF;color:#1A1F2B;font:600 15px system-ui,sans-serif;cursor:pointer';

function showPreviewBanner(raw: unknown): void {
  const { preview, previewRefused } = raw as PreviewFields;
  const bar = document.createElement('div');
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', 'Release preview');
  bar.style.cssText = BAR_STYLE;
  const text = document.createElement('p');
  text.style.margin = '0';
  const button = document.createElement('button');
  button.type = 'button';
  button.style.cssText = BUTTON_STYLE;
  // A link's token leaves the address (it is a key to a preview); accepted, it is kept for this browser's next page loads.
  const url = new URL(location.href);
  const token = url.searchParams.get(PREVIEW_PARAM);
  if (token) {
    url.searchParams.delete(PREVIEW_PARAM);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  if (preview) {
    if (token) localStorage.setItem(PREVIEW_STORAGE_KEY, token);
    const until = new Date(preview.expiresAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    text.append('Preview: ', Object.assign(document.createElement('strong'), { textContent: `${preview.part} ${preview.version}` }), ` in this browser only, until ${until}. Everyone else sees the live site.`);
    button.textContent = 'Exit preview';
    button.addEventListener('click', () => {
      localStorage.removeItem(PREVIEW_STORAGE_KEY);
      location.reload();
    });
  } else {
    localStorage.removeItem(PREVIEW_STORAGE_KEY);
    bar.setAttribute('aria-live', 'polite');
    text.textContent = REFUSED[previewRefused ?? 'invalid'] ?? REFUSED.invalid!;
    button.textContent = 'Dismiss';
    button.addEventListener('click', () => bar.remove());
  }
  bar.append(text, button);
  document.body.append(bar);
  const room = () => (document.body.style.paddingBottom = bar.isConnected ? `${bar.offsetHeight}px` : '');
  room();
  addEventListener('resize', room);
  button.addEventListener('click', room);
}

/**
 * What the shell does with app-config's release fields once it has started (issue 45): the preview
 * banner when this browser previews a candidate (or its link was refused), and field data for a
 * sampled session: the reporter (fieldReporter.ts, with `web-vitals`) is loaded once the page has
 * painted and loaded, 3 s later, when the browser is idle, so it competes with nothing of the first load. A
 * preview session reports nothing: it never counts in the live or canary figures.
 */
interface ReleaseFields {
  fieldData?: { sampleRate: number };
  preview?: object;
  previewRefused?: string;
}

/** Called by the shell's bootstrap once the app has started, when app-config names field data or a preview. */
export function startReleaseFeatures(raw: unknown): void {
  const config = raw as ReleaseFields;
  if (config.preview || config.previewRefused) showPreviewBanner(raw);
  if (!config.fieldData || config.preview) return;
  let sampled: string | null = null;
  try {
    sampled = sessionStorage.getItem('eo-field-sampled') ?? String(Math.random() < config.fieldData.sampleRate);
    sessionStorage.setItem('eo-field-sampled', sampled);
  } catch {
    // No storage (a private mode that refuses it): no field data from this session.
  }
  if (sampled !== 'true') return;
  const start = () => void import(/* webpackChunkName: "field-reporter" */ './fieldReporter').then((reporter) => reporter.startReporting(raw));
  const later = () => void setTimeout(() => (window.requestIdleCallback ?? setTimeout)(start, { timeout: 5_000 }), 3_000);
  const afterLoad = () => (document.readyState === 'complete' ? later() : addEventListener('load', later, { once: true }));
  // After the first contentful paint too: a page drawn in the browser (not prerendered) on a busy
  // phone can paint after its load event.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterLoad();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterLoad();
  }).observe({ type: 'paint', buffered: true });
}
