import { getSupabase, type AppSupabaseClient } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { EventRow } from '../client/database';

export interface DayRange {
  /** First day, YYYY-MM-DD, inclusive. */
  from: string;
  /** Last day, YYYY-MM-DD, inclusive. */
  to: string;
}

/** PostgREST answers at most `max_rows` (1,000 on hosted Supabase and locally) per request. */
const PAGE_ROWS = 1_000;

function rangeQuery(supabase: AppSupabaseClient, { from, to }: DayRange, first: number, withCount: boolean) {
  return supabase
    .from('events')
    .select('*', withCount ? { count: 'exact' } : undefined)
    .gte('date', from)
    .lte('date', to)
    .order('date', { ascending: true })
    .order('time', { ascending: true, nullsFirst: true })
    .order('id', { ascending: true })
    .range(first, first + PAGE_ROWS - 1);
}

/**
 * Events between two days inclusive, ordered by date then time (events without a time first
 * that day). The calendar asks for the weeks its grid shows, never the whole table; a range
 * holding more than one response's worth is read in pages, the rest of them in parallel.
 */
export async function listEventsInRange(range: DayRange): Promise<EventRow[]> {
  const supabase = await getSupabase();
  const first = await rangeQuery(supabase, range, 0, true);
  if (first.error) throw toDataError(first.error);
  const total = first.count ?? first.data.length;
  if (total <= first.data.length) return first.data;
  const offsets = [];
  for (let offset = PAGE_ROWS; offset < total; offset += PAGE_ROWS) offsets.push(offset);
  const pages = await Promise.all(offsets.map((offset) => rangeQuery(supabase, range, offset, false)));
  const rows = [...first.data];
  for (const page of pages) {
    if (page.error) throw toDataError(page.error);
    rows.push(...page.data);
  }
  return rows;
}
