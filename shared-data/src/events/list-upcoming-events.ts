import { getSupabase } from '../client/supabaseClient';
import { EVENT_COLUMNS, type EventRow } from '../client/database';
import { readPage, type Page } from '../client/paging';

export interface UpcomingEventsQuery {
  /** Today, YYYY-MM-DD in the viewer's local time: events on or after it are upcoming. */
  fromDay: string;
  /** 1-based page number. */
  page: number;
  pageSize: number;
}

/** A page of events and the exact number of matching events, for "Showing X-Y of N events". */
export type EventListPage = Page<EventRow>;

/** One page of upcoming events and the exact total: the database pages, not the browser. */
export async function listUpcomingEvents({ fromDay, page, pageSize }: UpcomingEventsQuery): Promise<EventListPage> {
  const supabase = await getSupabase();
  return readPage(
    (first, last, withCount) =>
      supabase
        .from('events')
        .select(EVENT_COLUMNS, withCount ? { count: 'exact' } : undefined)
        .gte('date', fromDay)
        .order('date', { ascending: true })
        .order('time', { ascending: true, nullsFirst: true })
        .order('id', { ascending: true })
        .range(first, last),
    { page, pageSize },
  );
}
