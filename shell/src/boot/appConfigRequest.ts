/**
 * The runtime config (`/app-config.json`), asked for once, as soon as the shell's entry runs; the
 * loader that adds the entry after the first paint preloads it at the same time
 * (`shell/build/pluginLoadAfterPaint.ts`), so this takes the preloaded answer. The entry cannot import shared-data (a
 * shared singleton is only ready after the async boundary), so the raw JSON is handed over and
 * validated by `parseAppConfig` in bootstrap.
 */
const APP_CONFIG_URL = '/app-config.json';

export const appConfigJson: Promise<unknown> = fetch(APP_CONFIG_URL).then(async (response) => {
  if (!response.ok) throw new Error(`Could not load ${APP_CONFIG_URL} (HTTP ${response.status})`);
  return response.json() as Promise<unknown>;
});
// Read (and reported) by bootstrap; this only keeps an early failure from being "unhandled".
appConfigJson.catch(() => undefined);
