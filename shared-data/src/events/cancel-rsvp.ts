import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';

/**
 * Withdraws the signed-in member's RSVP (going or waiting); a freed place goes to the first waiting
 * member. Nothing happens when there was none; an unknown event is refused (P0002).
 */
export async function cancelRsvp(eventId: string): Promise<void> {
  const { error } = await (await getSupabase()).rpc('cancel_rsvp', { target_event: eventId });
  if (error) throw toDataError(error);
}
