import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import { EVENT_COLUMNS, type EventInput, type EventRow } from '../client/database';

/** Updates the changed fields of one event and returns the stored row. */
export async function updateEvent(id: string, changes: Partial<EventInput>): Promise<EventRow> {
  const { data, error } = await (await getSupabase()).from('events').update(changes).eq('id', id).select(EVENT_COLUMNS).single();
  if (error) throw toDataError(error);
  return data;
}
