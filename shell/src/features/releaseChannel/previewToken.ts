/**
 * A signed preview link (`?release-preview=<token>`, issue 45) makes this browser ask app-config.json
 * for its candidate (the backend checks the signature where its key is). The token is sent with
 * every page load until it expires or the visitor leaves the preview: once the backend has accepted
 * it, releaseChannel.ts moves it from the address into localStorage.
 */
export const PREVIEW_PARAM = 'release-preview';
export const PREVIEW_STORAGE_KEY = 'eo-release-preview';

export function appConfigUrl(path: string): string {
  let token: string | null = null;
  try {
    token = new URLSearchParams(location.search).get(PREVIEW_PARAM) ?? localStorage.getItem(PREVIEW_STORAGE_KEY);
  } catch {
    // No storage: only a link's own token.
  }
  return token ? `${path}?preview=${encodeURIComponent(token)}` : path;
}
