/** Runtime configuration read from `/app-config.json` before anything renders (ARCHITECTURE.md). */
export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  functionsUrl: string;
  remotes: Record<string, string>;
  /** The site's public origin (canonical URLs, sitemap.xml and robots.txt are written with it by `pnpm prerender`). */
  siteUrl?: string;
  /** Each remote's last known good release (the one promoted before the live one), tried when the live one cannot be loaded. */
  fallbackRemotes?: Record<string, string>;
}

let current: AppConfig | null = null;
let pending: Promise<AppConfig> | null = null;

function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//.test(value);
}

export function parseAppConfig(raw: unknown): AppConfig {
  const value = raw as Partial<AppConfig> | null;
  if (!value || typeof value !== 'object') throw new Error('app-config.json is not a JSON object');
  if (!isHttpUrl(value.supabaseUrl)) throw new Error('app-config.json: supabaseUrl must be an http(s) URL');
  if (typeof value.supabaseAnonKey !== 'string' || value.supabaseAnonKey.length === 0) throw new Error('app-config.json: supabaseAnonKey is missing');
  if (!isHttpUrl(value.functionsUrl)) throw new Error('app-config.json: functionsUrl must be an http(s) URL');
  const remotes = value.remotes ?? {};
  const fallbackRemotes = value.fallbackRemotes ?? {};
  for (const [name, url] of [...Object.entries(remotes), ...Object.entries(fallbackRemotes)]) {
    if (!isHttpUrl(url)) throw new Error(`app-config.json: remote "${name}" must be an http(s) URL`);
  }
  return {
    supabaseUrl: value.supabaseUrl,
    supabaseAnonKey: value.supabaseAnonKey,
    functionsUrl: value.functionsUrl.replace(/\/$/, ''),
    remotes,
    ...(isHttpUrl(value.siteUrl) ? { siteUrl: value.siteUrl.replace(/\/$/, '') } : {}),
    ...(Object.keys(fallbackRemotes).length > 0 ? { fallbackRemotes } : {}),
  };
}

/** Fetches and validates the config once per page; later calls share the same answer. */
export function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  if (current) return Promise.resolve(current);
  // Default cache mode, so the response the HTML preloads is used: the host sends app-config.json
  // with `Cache-Control: no-cache`, so a changed config is seen on the next page load.
  pending ??= fetch(url)
    .then(async (response) => {
      if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
      current = parseAppConfig(await response.json());
      return current;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** The loaded config. Throws if called before `loadAppConfig` resolved: a wiring bug, not a user error. */
export function getAppConfig(): AppConfig {
  if (!current) throw new Error('App config not loaded yet: call loadAppConfig() before rendering');
  return current;
}

/** For tests and standalone pages that already hold a config. */
export function setAppConfig(config: AppConfig): void {
  current = config;
}
