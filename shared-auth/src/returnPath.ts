/**
 * Where a person goes once signed in: the page they started from, kept in this browser while they
 * sign in (a sign-up's confirmation email, a sign-in link, a provider's pages). Kept in
 * localStorage, not the link, so it comes back only in the browser they started in (an emailed
 * link opens a new tab, which sessionStorage would not reach), for as long as a link works.
 */
const KEY = 'eo-apac-return-to';
const KEPT_MS = 60 * 60 * 1000;

/**
 * A path of this site to return to (`/events/<id>`, `/account`), or null: never another origin
 * (`//host`, `/\host`, `https:`, `javascript:`), never the sign-in pages themselves.
 */
export function safeReturnPath(path: string | null | undefined): string | null {
  return path && /^\/(?![/\\])\S*$/.test(path) && !/^\/(?:auth|invite)(?:[/?#]|$)/i.test(path) ? path : null;
}

/** Keeps `path` (when it is safe) as where to return after signing in; forgets any earlier one otherwise. */
export function rememberReturnPath(path: string | null | undefined): void {
  try {
    const safe = safeReturnPath(path);
    if (safe) window.localStorage.setItem(KEY, JSON.stringify({ path: safe, at: Date.now() }));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the person lands on the page the link names.
  }
}

/** The kept path, once (it is forgotten as it is read), if it is still fresh and safe. */
export function takeReturnPath(): string | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as { path?: string; at?: number } | null;
    window.localStorage.removeItem(KEY);
    return kept && typeof kept.at === 'number' && Date.now() - kept.at < KEPT_MS ? safeReturnPath(kept.path) : null;
  } catch {
    return null;
  }
}
