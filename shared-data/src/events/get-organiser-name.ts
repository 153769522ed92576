import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';

/** The name of the member who created an event, for everyone; null when there is none to show. */
export async function getOrganiserName(eventId: string): Promise<string | null> {
  const { data, error } = await (await getSupabase()).rpc('event_organiser_name', { target_event: eventId });
  if (error) throw toDataError(error);
  return (data as string | null) ?? null;
}
