import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { EventRow } from '../client/database';

export type MyEvent = Pick<EventRow, 'id' | 'title' | 'date' | 'time' | 'location' | 'going_count'>;

/** The events the member created, latest day first (at most 500: a member's own list, not a feed). */
export async function listMyEvents(userId: string): Promise<MyEvent[]> {
  const { data, error } = await (await getSupabase())
    .from('events')
    .select('id, title, date, time, location, going_count')
    .eq('created_by', userId)
    .order('date', { ascending: false })
    .limit(500);
  if (error) throw toDataError(error);
  return data ?? [];
}
