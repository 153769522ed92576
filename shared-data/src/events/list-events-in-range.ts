import { getSupabase } from '../client/supabaseClient';
import { EVENT_COLUMNS, type EventRow } from '../client/database';
import { readAll } from '../client/paging';

export interface DayRange {
  /** First day, YYYY-MM-DD, inclusive. */
  from: string;
  /** Last day, YYYY-MM-DD, inclusive. */
  to: string;
}

/**
 * Events between two days inclusive, ordered by date then time (events without a time first
 * that day). The calendar asks for the weeks its grid shows, never the whole table; a range
 * holding more than one response's worth is read in pages.
 */
export async function listEventsInRange({ from, to }: DayRange): Promise<EventRow[]> {
  const supabase = await getSupabase();
  return readAll((first, last, withCount) =>
    supabase
      .from('events')
      .select(EVENT_COLUMNS, withCount ? { count: 'exact' } : undefined)
      .gte('date', from)
      .lte('date', to)
      .order('date', { ascending: true })
      .order('time', { ascending: true, nullsFirst: true })
      .order('id', { ascending: true })
      .range(first, last),
  );
}
