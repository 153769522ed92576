import { hasAuthRedirectAnswer } from 'shared-data';
import { paths } from 'site-config';

/**
 * A prerendered page is the route without its query (`/events`, not `/events?date=2026-12-01`):
 * hydration must see the URL the server rendered, or React finds other content than it expects.
 * So the query is set aside before hydrating and put back once the page's content has hydrated,
 * as a history change the router follows (the page then shows the day, tab or filter asked for).
 */
let deferred: string | null = null;

/** Before hydration: the router starts at the path alone. */
export function deferSearchUntilHydrated(): void {
  const { pathname, search, hash } = window.location;
  // The answer of a sign-in that comes back to the site (`?code=` of PKCE, an error): supabase-js
  // reads it from the address as the page starts, so it stays where it is. The auth emails' page
  // draws the same spinner whatever its query, and reads the query as it starts.
  if (search === '' || hasAuthRedirectAnswer() || pathname === paths.authConfirm) return;
  deferred = pathname + search + hash;
  window.history.replaceState(window.history.state, '', pathname + hash);
}

/** Once the page's content has hydrated: the full URL again, announced to the router. */
export function restoreDeferredSearch(): void {
  if (deferred === null) return;
  const url = deferred;
  deferred = null;
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}
