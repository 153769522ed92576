/**
 * A signed preview link (`?release-preview=<token>`, issue 45) makes this browser ask app-config.json
 * for its candidate (the backend checks the signature where its key is): the token moves from the
 * address into localStorage, and is sent with every page load until it expires or the visitor
 * leaves the preview (previewBanner.ts).
 */
export const PREVIEW_STORAGE_KEY = 'eo-release-preview';

export function appConfigUrl(path: string): string {
  let token: string | null = null;
  try {
    const url = new URL(location.href);
    token = url.searchParams.get('release-preview');
    if (token) {
      localStorage.setItem(PREVIEW_STORAGE_KEY, token);
      url.searchParams.delete('release-preview');
      history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    } else token = localStorage.getItem(PREVIEW_STORAGE_KEY);
  } catch {
    // No storage: no preview in this browser.
  }
  return token ? `${path}?preview=${encodeURIComponent(token)}` : path;
}
