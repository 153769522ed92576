import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import { EVENT_COLUMNS, type EventInput, type EventRow } from '../client/database';

/** Inserts one event and returns the stored row. The database sets created_by to the caller. */
export async function createEvent(input: EventInput): Promise<EventRow> {
  const { data, error } = await (await getSupabase()).from('events').insert(input).select(EVENT_COLUMNS).single();
  if (error) throw toDataError(error);
  return data;
}
