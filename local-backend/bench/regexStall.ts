/**
 * A visitor's read while heavy regular expression filters are in flight, for `pnpm bench` (issue 55,
 * finding 4), per engine. Before the fix one anonymous `description=match.(x{1,200}){1,200}` held
 * PGlite's one connection for its 3 s statement timeout and every other request waited behind it.
 *
 * On a backend with the seed and `events` more events of 500-character descriptions: the
 * visitor's read (the calendar's first page, 12 events) one at a time, alone; then while two
 * requests with the review's pattern are kept in flight (each sent again as soon as it is
 * answered); then while two with the heaviest pattern the local backend still runs are. The
 * visitor's p50, p95 and slowest read, and what the heavy requests answered and how fast.
 */
import { type LocalBackendInternals, startLocalBackendInternal } from '../src/server';
import type { EngineName } from '../src/db/connection/database';

/** The review's pattern: 40,000 repetitions. */
export const REVIEW_PATTERN = '(x{1,200}){1,200}';
/** Among the heaviest the budget takes (17 x 17 + 1 = 290 of 300), and it never matches: every text is read to its end. */
export const HEAVIEST_ACCEPTED_PATTERN = '([a-z ]{1,17}){1,17}q';

export interface ReadFigures {
  p50: number;
  p95: number;
  max: number;
}

export interface HeavyFigures {
  visitor: ReadFigures;
  /** The heavy requests answered while the visitor read: how many of each status, and their p50. */
  statuses: Record<number, number>;
  heavyP50: number;
}

export interface RegexStallFigures {
  events: number;
  reads: number;
  alone: ReadFigures;
  review: HeavyFigures;
  heaviestAccepted: HeavyFigures;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function figures(times: number[]): ReadFigures {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] ?? Number.NaN };
}

async function timed(url: string, headers: Record<string, string>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

export async function regexStallBench(engine: EngineName, serverUrl: string | undefined, quick: boolean): Promise<RegexStallFigures> {
  const events = quick ? 200 : 2_000;
  const reads = quick ? 3 : 20;
  const backend = await startLocalBackendInternal({ memory: true, port: 0, ...(engine === 'postgres' ? { databaseUrl: serverUrl! } : {}) });
  try {
    await backend.db.transaction(async (tx) => {
      await tx.query(
        `insert into public.events (title, description, date, time, timezone, location, category)
         select 'Regex bench event ' || n, left(repeat('An evening for members: talks, a panel and dinner, xx and exits. ', 8), 500),
                current_date + (n % 365), '18:00', 'Asia/Singapore', 'Singapore', 'Networking'
           from generate_series(1, $1::int) as n`,
        [events],
      );
      await tx.query('analyze public.events');
    });
    const headers = { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` };
    const visitorUrl = `${backend.url}/rest/v1/events?select=id,title,date,time,location&order=date.asc&limit=12`;
    const read = async () => {
      const answer = await timed(visitorUrl, headers);
      if (answer.status !== 200) throw new Error(`a visitor's read answered ${answer.status}`);
      return answer.ms;
    };

    await read();
    const alone: number[] = [];
    for (let i = 0; i < reads; i += 1) alone.push(await read());
    return {
      events,
      reads,
      alone: figures(alone),
      review: await withTwoInFlight(backend, headers, REVIEW_PATTERN, read, reads),
      heaviestAccepted: await withTwoInFlight(backend, headers, HEAVIEST_ACCEPTED_PATTERN, read, reads),
    };
  } finally {
    await backend.stop();
  }
}

/** `reads` visitor reads one at a time while two requests filtering by `pattern` are kept in flight. */
async function withTwoInFlight(
  backend: LocalBackendInternals,
  headers: Record<string, string>,
  pattern: string,
  read: () => Promise<number>,
  reads: number,
): Promise<HeavyFigures> {
  const heavyUrl = `${backend.url}/rest/v1/events?select=id&description=match.${encodeURIComponent(pattern)}`;
  let reading = true;
  const heavy: { status: number; ms: number }[] = [];
  const sender = async () => {
    while (reading) heavy.push(await timed(heavyUrl, headers));
  };
  const senders = [sender(), sender()];
  const visitor: number[] = [];
  try {
    for (let i = 0; i < reads; i += 1) visitor.push(await read());
  } finally {
    reading = false;
    await Promise.all(senders);
  }
  const statuses: Record<number, number> = {};
  for (const answer of heavy) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  return { visitor: figures(visitor), statuses, heavyP50: figures(heavy.map((answer) => answer.ms)).p50 };
}
