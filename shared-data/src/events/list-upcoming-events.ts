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
  const { data, error, count } = await getSupabase()
    .from('events')
    .select('*', { count: 'exact' })
    .gte('date', fromDay)
    .order('date', { ascending: true })
    .order('time', { ascending: true, nullsFirst: true })
    .order('id', { ascending: true })
    .range(first, first + pageSize - 1);
  // PostgREST answers 416 when the page is past the end (e.g. the last event was just deleted).
  if (error && error.code !== 'PGRST103') throw toDataError(error);
  return { rows: data ?? [], total: count ?? 0 };
}
