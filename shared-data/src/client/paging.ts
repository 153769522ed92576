/**
 * Paging done once for every list: a page with its exact total ("Showing 21-40 of 57"), and reading
 * past PostgREST's `max_rows` (1,000 on hosted Supabase and locally) in pages.
 */
import { toDataError } from './dataError';

/** PostgREST's `max_rows` ([api] in supabase/config.toml): the most rows one response holds. */
const MAX_ROWS = 1_000;

interface PostgrestAnswer<Row> {
  data: Row[] | null;
  error: { message: string; code?: string } | null;
  count?: number | null;
}

/** What a list query builder answers when awaited (a supabase-js filter builder). */
type RangeQuery<Row> = PromiseLike<PostgrestAnswer<Row>>;

export interface Page<Row> {
  rows: Row[];
  /** Exact number of matching rows. */
  total: number;
}

/**
 * Page `page` (1-based) of `pageSize` rows with the exact total. `query(first, last, withCount)`
 * builds the filtered, ordered request for that range. A page past the end (its last row was just
 * deleted: PostgREST answers 416, PGRST103) is no rows and the total, so the caller can move back.
 */
export async function readPage<Row>(
  query: (first: number, last: number, withCount: boolean) => RangeQuery<Row>,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Page<Row>> {
  const first = (Math.max(1, page) - 1) * pageSize;
  const { data, error, count } = await query(first, first + pageSize - 1, true);
  if (!error) return { rows: data ?? [], total: count ?? 0 };
  if (error.code !== 'PGRST103') throw toDataError(error);
  const counted = await query(0, 0, true);
  if (counted.error) throw toDataError(counted.error);
  return { rows: [], total: counted.count ?? 0 };
}

/**
 * Every row `query` matches, past `max_rows`: the first page with the total, then the other pages
 * in parallel. `query(first, last, withCount)` builds the ordered request for that range.
 */
export async function readAll<Row>(query: (first: number, last: number, withCount: boolean) => RangeQuery<Row>): Promise<Row[]> {
  const head = await query(0, MAX_ROWS - 1, true);
  if (head.error) throw toDataError(head.error);
  const rows = [...(head.data ?? [])];
  const total = head.count ?? rows.length;
  const offsets: number[] = [];
  for (let offset = MAX_ROWS; offset < total; offset += MAX_ROWS) offsets.push(offset);
  const pages = await Promise.all(offsets.map((offset) => query(offset, offset + MAX_ROWS - 1, false)));
  for (const page of pages) {
    if (page.error) throw toDataError(page.error);
    rows.push(...(page.data ?? []));
  }
  return rows;
}
