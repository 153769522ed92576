/**
 * A public read that `pnpm prerender` makes too (the newsletter archive): the page's HTML is drawn
 * with its answer, and the browser's first render draws the same. Public reads only: the prerender
 * reads as nobody. For the subpath entries that draw such pages: it reaches the one cache through
 * `'shared-data'`, and only the pages that use it carry it.
 */
import { queryCache, useQuery, type PrerenderedQuery, type QueryKey, type QueryResult } from 'shared-data';
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
  if (text) queryCache.hydrate(JSON.parse(text) as PrerenderedQuery[]);
}

export function usePrerenderedQuery<T>(key: QueryKey, fetcher: () => Promise<T>): QueryResult<T> {
  startFromPrerenderedQueries();
  // Effects do not run on a server: the prerender's read is asked for while rendering.
  queryCache.serverRead?.(key, fetcher);
  return useQuery(key, fetcher);
}
