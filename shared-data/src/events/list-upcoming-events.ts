import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { EventRow } from '../client/database';

export interface UpcomingEventsQuery {
  /** Today, YYYY-MM-DD in the viewer's local time: events on or after it are upcoming. */
  fromDay: string;
  /** 1-based page number. */
  page: number;
  pageSize: number;
}

export interface EventsPage {
  rows: EventRow[];
  /** Exact number of matching events, for "Showing X-Y of N events". */
  total: number;
}

/** One page of upcoming events and the exact total: the database pages, not the browser. */
export async function listUpcomingEvents({ fromDay, page, pageSize }: UpcomingEventsQuery): Promise<EventsPage> {
  const first = (Math.max(1, page) - 1) * pageSize;
  const supabase = await getSupabase();
  const { data, error, count } = await supabase
    .from('events')
    .select('*', { count: 'exact' })
    .gte('date', fromDay)
    .order('date', { ascending: true })
    .order('time', { ascending: true, nullsFirst: true })
    .order('id', { ascending: true })
    .range(first, first + pageSize - 1);
  if (!error) return { rows: data, total: count ?? 0 };
  // PostgREST answers 416 when the page is past the end (e.g. its last event was just
  // deleted): no rows, and the caller still needs the total to move back to the last page.
  if (error.code !== 'PGRST103') throw toDataError(error);
  const counted = await supabase.from('events').select('id', { count: 'exact', head: true }).gte('date', fromDay);
  if (counted.error) throw toDataError(counted.error);
  return { rows: [], total: counted.count ?? 0 };
}
