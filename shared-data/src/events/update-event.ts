import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import { EVENT_COLUMNS, type EventInput, type EventRow } from '../client/database';

/**
 * Updates the changed fields of one event and returns the stored row. Changes that leave the event as
 * it is write nothing and answer no row (the database skips them: no audit entry, no realtime
 * message), as an event the caller may not change does: the form sends none.
 */
export async function updateEvent(id: string, changes: Partial<EventInput>): Promise<EventRow> {
  const { data, error } = await (await getSupabase()).from('events').update(changes).eq('id', id).select(EVENT_COLUMNS).single();
  if (error) throw toDataError(error);
  return data;
}
