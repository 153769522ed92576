import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { EventRow } from '../client/database';

export interface DayRange {
  /** First day, YYYY-MM-DD, inclusive. */
  from: string;
  /** Last day, YYYY-MM-DD, inclusive. */
  to: string;
}

/**
 * Events between two days inclusive, ordered by date then time (events without a time first
 * that day). The calendar asks for the weeks its grid shows, never the whole table.
 */
export async function listEventsInRange({ from, to }: DayRange): Promise<EventRow[]> {
  const { data, error } = await getSupabase()
    .from('events')
    .select('*')
    .gte('date', from)
    .lte('date', to)
    .order('date', { ascending: true })
    .order('time', { ascending: true, nullsFirst: true })
    .order('id', { ascending: true });
  if (error) throw toDataError(error);
  return data;
}
