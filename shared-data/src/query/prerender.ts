/**
 * `shared-data/prerender`: the query cache in the shell's server build (`pnpm prerender`). Only
 * reads marked `prerender` (useQuery's option: public reads, such as the newsletter archive) take
 * part; every other read is drawn as while it loads. Not part of the singleton's browser entry:
 * only the server build carries it. It reaches the one cache through `'shared-data'`.
 */
import { queryCache, type PrerenderedQuery, type QueryKey } from 'shared-data';
// A constant, not the cache: the cache itself is reached through 'shared-data' (one per page).
import { PRERENDERED_QUERIES_ID } from './prerenderedQueriesId';

/**
 * Node 20 has no WebSocket, and supabase-js will not start without one even where nothing is live
 * (a prerendered page shows nothing live): here, opening one fails loudly instead.
 */
class NoWebSocketWhilePrerendering {
  constructor() {
    throw new Error('No WebSocket while prerendering: a prerendered page shows nothing live.');
  }
}
globalThis.WebSocket ??= NoWebSocketWhilePrerendering as unknown as typeof WebSocket;

/**
 * Renders a page with `render` (React's prerender) while collecting the marked reads it shows; once
 * they have all been answered, renders it again with their answers (`again` may refuse: a page whose
 * areas did not render is not rendered twice). A page with a read that failed is not rendered again:
 * it is written as while loading, and the browser reads it. Answers the last render's result, the
 * reads it was drawn with (for the page's HTML) and the failures.
 */
export async function renderWithPrerenderedQueries<T>(
  render: () => Promise<T>,
  { again }: { again: (result: T) => boolean },
): Promise<{ result: T; queries: PrerenderedQuery[]; failures: string[] }> {
  const shown = new Map<string, QueryKey>();
  const running: Promise<void>[] = [];
  const failures: string[] = [];
  queryCache.serverRead = (key, fetcher) => {
    // The key as the page's reads are told apart here (the cache's own hash sorts object keys too).
    const hash = JSON.stringify(key);
    if (shown.has(hash)) return;
    shown.set(hash, key);
    if (queryCache.getState(key).status === 'success') return;
    // Once per page: the cache's own read, so the answer lands where the page's second render reads it.
    queryCache.fetch(key, () => {
      const read = fetcher();
      running.push(
        read.then(
          () => undefined,
          (error: unknown) => void failures.push(`${hash}: ${error instanceof Error ? error.message : String(error)}`),
        ),
      );
      return read;
    });
  };
  try {
    let result = await render();
    const reads = running.length;
    await Promise.all(running);
    if (reads > 0 && failures.length === 0 && again(result)) result = await render();
    const queries = [...shown.values()].flatMap((key) => {
      const state = queryCache.getState(key);
      return state.status === 'success' && failures.length === 0 ? [{ key, data: state.data }] : [];
    });
    return { result, queries, failures };
  } finally {
    queryCache.serverRead = undefined;
  }
}

/**
 * The reads a page was drawn with, as the data block its HTML carries for the browser's cache (not
 * a script: nothing runs, and the CSP allows it). `<` is written `\u003c`, so no text ends the block.
 */
export function prerenderedQueriesHtml(queries: PrerenderedQuery[]): string {
  if (queries.length === 0) return '';
  return `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${JSON.stringify(queries).replaceAll('<', '\\u003c')}</script>`;
}
