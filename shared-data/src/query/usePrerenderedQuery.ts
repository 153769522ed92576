/**
 * A public read that `pnpm prerender` makes too (the newsletter archive): the page's HTML is drawn
 * with its answer, and the browser's first render draws the same. Public reads only: the prerender
 * reads as nobody. For the subpath entries that draw such pages: it reaches the one cache through
 * `'shared-data'`, and only the pages that use it carry it.
 */
import { queryCache, useQuery, type PrerenderedQuery, type QueryResult } from 'shared-data';
import { PRERENDERED_QUERIES_ID } from './prerenderedQueriesId';

let prerenderedRead = false;

/**
 * In the browser, once: the cache starts from the reads the page's HTML carries (`shared-data/prerender`
 * wrote them), before the first such hook reads the cache, so hydration draws what the HTML shows.
 */
function startFromPrerenderedQueries(): void {
  if (prerenderedRead || typeof document === 'undefined') return;
  prerenderedRead = true;
  const text = document.getElementById(PRERENDERED_QUERIES_ID)?.textContent;
  if (text) startFrom(JSON.parse(text) as PrerenderedQuery[]);
}

/**
 * The cache starts from answers as the prerender read them: stale (never read here), so a screen
 * that shows one reads it again at once and shows the new answer when it comes. An answer the cache
 * already has is kept. Each is put in place as a snapshot is restored (the entry made by a passing
 * subscription), so the singleton carries nothing for pages that have none.
 */
export function startFrom(queries: readonly PrerenderedQuery[]): void {
  for (const { key, data } of queries) {
    if (queryCache.getState(key).status !== 'pending') continue;
    const stop = queryCache.subscribe(key, () => undefined);
    // The cache's hash of a key of strings and numbers is its JSON (only objects' keys are sorted).
    queryCache.restore([{ hash: JSON.stringify(key), state: { status: 'success', data, error: undefined, isFetching: false } }]);
    stop();
  }
}

/** A prerendered read's key: strings and numbers only (the archive's), so its hash is its JSON. */
export type PrerenderedKey = readonly (string | number)[];

export function usePrerenderedQuery<T>(key: PrerenderedKey, fetcher: () => Promise<T>): QueryResult<T> {
  startFromPrerenderedQueries();
  // Effects do not run on a server: the prerender's read is asked for while rendering.
  queryCache.serverRead?.(key, fetcher);
  return useQuery(key, fetcher);
}
