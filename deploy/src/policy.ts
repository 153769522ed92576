/**
 * How every part is served, in one place. The Node static server (`pnpm start`, the e2e suite:
 * tooling/src/serve/staticServer.ts) applies these rules per request, and the nginx config in
 * deploy/nginx/ is generated from them (`pnpm deploy:nginx`; a test keeps the committed file equal
 * to what the rules generate), so a production host sends the same headers as the tests saw.
 */

export const CACHE_CONTROL = {
  /** Names that stay the same across deploys: the browser or CDN must ask again each time (a 304 is cheap). */
  revalidate: 'no-cache',
  /** Names that carry a hash of their content: a new build is a new name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Files without a hash that seldom change (the social card image, event placeholders): an hour. */
  short: 'public, max-age=3600',
} as const;

/** Fixed names a deploy replaces in place. */
export const REVALIDATED_FILES = ['app-config.json', 'mf-manifest.json', 'remoteEntry.js', 'remote-modules.json', 'release.json', 'sitemap.xml', 'robots.txt'] as const;

/** rsbuild names what it emits `<name>.<10 hex digits>.<ext>` (output.filename's contenthash). */
const HASHED_NAME = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** The Cache-Control of a path: HTML and fixed names revalidate, hashed files are immutable, the rest short. */
export function cacheControlFor(pathname: string): string {
  const name = pathname.split('/').pop() ?? '';
  if (name === '' || !name.includes('.') || name.endsWith('.html')) return CACHE_CONTROL.revalidate;
  if ((REVALIDATED_FILES as readonly string[]).includes(name)) return CACHE_CONTROL.revalidate;
  return HASHED_NAME.test(name) ? CACHE_CONTROL.immutable : CACHE_CONTROL.short;
}

/** The origins a page talks to, from the runtime config (app-config.json). */
export interface SiteOrigins {
  /** Each remote's origin (its manifest URL's). */
  remotes: string[];
  /** The Supabase URL (REST, auth, realtime over ws:/wss: on the same origin). */
  backend: string;
  /** The edge functions' URL. */
  functions: string;
}

const originOf = (url: string): string => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/**
 * The Content-Security-Policy of every HTML answer. Scripts only from the site and the remotes
 * (no inline script, no eval: the builds need neither). Styles allow 'unsafe-inline' because
 * styled-components writes its rules into <style> tags at run time; nothing else is inline.
 * Images may come from any https: origin because members give an event image by URL (the
 * database accepts only https: URLs, and loopback http: for local development).
 */
export function contentSecurityPolicy(origins: SiteOrigins): string {
  const remotes = unique(origins.remotes.map(originOf));
  const backend = originOf(origins.backend);
  const realtime = backend.replace(/^http/, 'ws');
  const functions = originOf(origins.functions);
  // Locally the database also accepts loopback http: image URLs (the seed's, a member's test
  // image, the image service stand-in's), so a site whose backend is on this machine shows and
  // fetches images from it too.
  const loopback = /^http:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(backend) ? ['http://localhost:*', 'http://127.0.0.1:*'] : [];
  return [
    "default-src 'self'",
    `script-src ${['\'self\'', ...remotes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${unique(["'self'", 'data:', 'blob:', 'https:', ...remotes, backend, functions, ...loopback]).join(' ')}`,
    "font-src 'self' data:",
    // The check-in view's QR scanner (qr-scanner) decodes camera frames in a web worker it builds
    // from a blob: URL of its own bundled code. Only the site's own scripts can make such a URL.
    "worker-src 'self' blob:",
    // The home page's promo videos: YouTube's privacy-enhanced player, created only on a click.
    'frame-src https://www.youtube-nocookie.com',
    `connect-src ${unique(["'self'", ...remotes, backend, realtime, functions, ...IMAGE_SERVICE_ORIGINS, ...loopback]).join(' ')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Where generated page images are served from: Runware's image CDN (supabase/functions/generate).
 * The image generator shows them and fetches them to copy or download.
 */
const IMAGE_SERVICE_ORIGINS = ['https://im.runware.ai'] as const;

/** Sent with every answer. */
export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The camera for the site itself only: the check-in view scans members' codes at the door.
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
} as const;

/**
 * HSTS, for production only: once a browser has seen it, it will not speak plain http to the
 * host for two years, so it is never sent on http://localhost (the Node server leaves it out;
 * the nginx config sends it from its https server block).
 */
export const HSTS = 'max-age=63072000; includeSubDomains; preload';

/** The headers of an HTML document: the common ones and the CSP. */
export function documentHeaders(origins: SiteOrigins): Record<string, string> {
  return { ...COMMON_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(origins) };
}
