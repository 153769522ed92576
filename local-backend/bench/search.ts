/**
 * The events search's figures for `pnpm bench` (issue 44, item 2), per engine: 20,000 events with
 * titles, places and descriptions in the region's scripts, then `search_events()` called as the
 * site's search box calls it (supabase-js `.rpc()`, a visitor, upcoming, 12 a page), one request
 * at a time, for words of each kind: 2-character CJK words (東京, 创业: no trigram, a bounded scan),
 * longer words in Thai, Korean, Vietnamese, Bahasa (trigram indexes), an English word (stemmed
 * full text), a place filter with a word, and no word at all (the list). The p50 and p95 over
 * every request, and per kind. After each search, the same client calls `search_fold()`, which
 * reads no table: the p50 and p95 of those calls are what the API path (HTTP, the request's
 * transaction, the role and claims) costs at that moment, so that a loaded machine's figures can
 * be told apart from the search's own time.
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startLocalBackendInternal } from '../src/server';
import type { EngineName } from '../src/db/connection/database';

export const SEARCH_EVENTS = 20_000;

export interface SearchFigures {
  events: number;
  requests: number;
  p50: number;
  p95: number;
  /** Per kind of word: its p95. */
  byKind: { kind: string; p95: number }[];
  /** The path alone: an RPC that reads no table, called after each search. */
  path: { p50: number; p95: number };
}

const QUERIES: { kind: string; search: string; place?: string }[] = [
  { kind: 'CJK, 2 characters', search: '東京' },
  { kind: 'CJK, 2 characters', search: '创业' },
  { kind: 'Thai', search: 'ผู้ประกอบการ' },
  { kind: 'Korean', search: '네트워킹' },
  { kind: 'Vietnamese', search: 'khởi nghiệp' },
  { kind: 'Bahasa', search: 'usahawan' },
  { kind: 'English, stemmed', search: 'founder' },
  { kind: 'word and place', search: 'summit', place: 'Singapore' },
  { kind: 'no word (the list)', search: '' },
];

const TITLES = [
  '東京ビジネスフォーラム', '上海创业者晚宴', 'งานเลี้ยงผู้ประกอบการกรุงเทพ', '서울 창업가 네트워킹의 밤',
  'Hội thảo khởi nghiệp Sài Gòn', 'Temu Usahawan Jakarta', 'Founders breakfast', 'Leadership summit', 'Growth workshop',
];
const PLACES = ['Marunouchi, Tokyo', 'The Bund, Shanghai', 'Sukhumvit, Bangkok', 'Gangnam, Seoul', 'District 1, Ho Chi Minh City', 'Sudirman, Jakarta', 'Marina Bay, Singapore', 'Circular Quay, Sydney'];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export async function searchBench(engine: EngineName, serverUrl: string | undefined, quick: boolean): Promise<SearchFigures> {
  const events = quick ? 500 : SEARCH_EVENTS;
  const rounds = quick ? 2 : 20;
  const backend = await startLocalBackendInternal({ memory: true, port: 0, ...(engine === 'postgres' ? { databaseUrl: serverUrl! } : {}) });
  try {
    // Events from today on (and some past), each title a name in one script plus a number, each
    // description a paragraph mixing them, as chapters write.
    await backend.db.transaction(async (tx) => {
      await tx.query(
        `insert into public.events (title, description, date, time, timezone, location, category)
         select ($2::text[])[1 + n % array_length($2::text[], 1)] || ' ' || n,
                'An evening for members: ' || ($2::text[])[1 + (n * 7) % array_length($2::text[], 1)] || ', talks and dinner. Event number ' || n || '.',
                current_date - 60 + (n % 400), '18:00', 'Asia/Singapore',
                ($3::text[])[1 + n % array_length($3::text[], 1)], 'Networking'
           from generate_series(1, $1::int) as n`,
        [events, TITLES, PLACES],
      );
      // Statistics for every table the search reads (the events, and what their triggers keep), as
      // PostgreSQL's autovacuum would have them by then: not left to when it happens to run.
      await tx.query('analyze');
    });
    const client = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const today = new Date().toISOString().slice(0, 10);
    const timings: { kind: string; ms: number }[] = [];
    const path: number[] = [];
    // One warm-up pass (plans, caches), then the measured rounds.
    for (let round = -1; round < rounds; round += 1) {
      for (const query of QUERIES) {
        const started = performance.now();
        const { data, error } = await client.rpc('search_events', { search: query.search, place: query.place ?? '', from_day: today, page_size: 12 });
        const ms = performance.now() - started;
        if (error) throw new Error(`search_events(${query.search}) failed: ${error.message}`);
        if (query.search && (data as { total: number }).total === 0) throw new Error(`search_events(${query.search}) found nothing`);
        if (round >= 0) timings.push({ kind: query.kind, ms });
        const pathStarted = performance.now();
        const fold = await client.rpc('search_fold', { value: query.search });
        if (fold.error) throw new Error(`search_fold failed: ${fold.error.message}`);
        if (round >= 0) path.push(performance.now() - pathStarted);
      }
    }
    const all = timings.map((t) => t.ms).sort((a, b) => a - b);
    const kinds = [...new Set(QUERIES.map((q) => q.kind))];
    return {
      events,
      requests: all.length,
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      byKind: kinds.map((kind) => ({ kind, p95: percentile(timings.filter((t) => t.kind === kind).map((t) => t.ms).sort((a, b) => a - b), 95) })),
      path: { p50: percentile([...path].sort((a, b) => a - b), 50), p95: percentile([...path].sort((a, b) => a - b), 95) },
    };
  } finally {
    await backend.stop();
  }
}
