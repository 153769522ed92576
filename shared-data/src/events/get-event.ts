import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import { EVENT_COLUMNS, type EventRow } from '../client/database';

/** One event by id, or null when there is none. */
export async function getEvent(id: string): Promise<EventRow | null> {
  const { data, error } = await (await getSupabase()).from('events').select(EVENT_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw toDataError(error);
  return data;
}
