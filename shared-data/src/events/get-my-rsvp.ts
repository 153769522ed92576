import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { RsvpStatus } from '../client/database';

/**
 * The signed-in member's RSVP status for an event, or null when they have none. Row level security
 * shows a member only their own rows; a visitor is refused (42501).
 */
export async function getMyRsvp(eventId: string): Promise<RsvpStatus | null> {
  const supabase = await getSupabase();
  const { data: session } = await supabase.auth.getSession();
  const userId = session.session?.user.id;
  if (!userId) return null;
  const { data, error } = await supabase.from('event_rsvps').select('status').eq('event_id', eventId).eq('user_id', userId).maybeSingle();
  if (error) throw toDataError(error);
  return data ? (data.status as RsvpStatus) : null;
}
