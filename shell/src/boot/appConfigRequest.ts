import { appConfigUrl } from '../features/releaseChannel/previewToken';

/**
 * The runtime config (`/app-config.json`), asked for once, as soon as the shell's entry runs; the
 * loader that adds the entry after the first paint preloads it at the same time
 * (`shell/build/pluginLoadAfterPaint.ts`), so this takes the preloaded answer. The entry cannot import shared-data (a
 * shared singleton is only ready after the async boundary), so the raw JSON is handed over and
 * validated by `parseAppConfig` in bootstrap.
 */
const APP_CONFIG_URL = '/app-config.json';

/** With a preview link's token, this browser's own config; each canary's side chosen (features/releaseChannel/releaseSides.ts). */
export const appConfigJson: Promise<unknown> = fetch(appConfigUrl(APP_CONFIG_URL)).then(async (response) => {
  if (!response.ok) throw new Error(`Could not load ${APP_CONFIG_URL} (HTTP ${response.status})`);
  const config = (await response.json()) as { canaries?: object } | null;
  // Only while a remote has a canary is the code that picks this browser's side fetched.
  return config?.canaries ? (await import('../features/releaseChannel/releaseChannel')).chooseSides(config) : config;
});
// Read (and reported) by bootstrap; this only keeps an early failure from being "unhandled".
appConfigJson.catch(() => undefined);
