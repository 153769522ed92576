import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { RsvpStatus } from '../client/database';

export interface EventAttendee {
  user_id: string;
  full_name: string | null;
  email: string | null;
  status: RsvpStatus;
  created_at: string;
  /** When the organiser approved or declined (events that require approval). */
  decided_at: string | null;
  /** When the member was checked in at the door. */
  checked_in_at: string | null;
}

/**
 * Who is coming to an event, going first, then waiting, pending and declined, each in the order they answered. Only the
 * event's organiser and admins: the database refuses anyone else (42501).
 */
export async function listAttendees(eventId: string): Promise<EventAttendee[]> {
  const { data, error } = await (await getSupabase()).rpc('event_attendees', { target_event: eventId });
  if (error) throw toDataError(error);
  return data as EventAttendee[];
}
