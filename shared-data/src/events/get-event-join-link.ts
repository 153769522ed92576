import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';

/**
 * An online event's join link, for its organiser, staff and the members going; null for anyone
 * else and for an event without one. The database decides (`event_join_link`): the column itself
 * is not readable through the API.
 */
export async function getEventJoinLink(eventId: string): Promise<string | null> {
  const { data, error } = await (await getSupabase()).rpc('event_join_link', { target_event: eventId });
  if (error) throw toDataError(error);
  return (data as string | null) ?? null;
}
