import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { RsvpStatus } from '../client/database';

/**
 * RSVPs the signed-in member to an event: 'going' while there is a place, else 'waitlist'. Calling
 * again answers the member's current status. The database refuses a visitor (42501) and an unknown
 * event (P0002).
 */
export async function rsvpToEvent(eventId: string): Promise<RsvpStatus> {
  const { data, error } = await (await getSupabase()).rpc('rsvp_event', { target_event: eventId });
  if (error) throw toDataError(error);
  return data as RsvpStatus;
}
