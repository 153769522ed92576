import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { EventRow } from '../client/database';

/** All events, earliest first (time breaks ties; events without a time come first that day). */
export async function listEvents(): Promise<EventRow[]> {
  const { data, error } = await getSupabase()
    .from('events')
    .select('*')
    .order('date', { ascending: true })
    .order('time', { ascending: true, nullsFirst: true });
  if (error) throw toDataError(error);
  return data;
}

/** Events on or after a day (YYYY-MM-DD), earliest first. */
export async function listEventsFrom(day: string): Promise<EventRow[]> {
  const { data, error } = await getSupabase()
    .from('events')
    .select('*')
    .gte('date', day)
    .order('date', { ascending: true })
    .order('time', { ascending: true, nullsFirst: true });
  if (error) throw toDataError(error);
  return data;
}

/** Events between two days inclusive (YYYY-MM-DD), e.g. one day or one month. */
export async function listEventsBetween(firstDay: string, lastDay: string): Promise<EventRow[]> {
  const { data, error } = await getSupabase()
    .from('events')
    .select('*')
    .gte('date', firstDay)
    .lte('date', lastDay)
    .order('date', { ascending: true })
    .order('time', { ascending: true, nullsFirst: true });
  if (error) throw toDataError(error);
  return data;
}
