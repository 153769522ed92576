import { getSupabase } from '../client/supabaseClient';
import { DataError, toDataError } from '../client/dataError';

/** Deletes one event. Row level security may hide the row: then nothing is deleted and this throws. */
export async function deleteEvent(id: string): Promise<void> {
  const { data, error } = await (await getSupabase()).from('events').delete().eq('id', id).select('id');
  if (error) throw toDataError(error);
  if (data.length === 0) throw new DataError('You can only delete events you created.', '42501');
}
