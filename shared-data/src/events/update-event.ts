import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { EventInput, EventRow } from '../client/database';

/** Updates the changed fields of one event and returns the stored row. */
export async function updateEvent(id: string, changes: Partial<EventInput>): Promise<EventRow> {
  const { data, error } = await (await getSupabase()).from('events').update(changes).eq('id', id).select('*').single();
  if (error) throw toDataError(error);
  return data;
}
