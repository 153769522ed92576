import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';

/**
 * Stores a newsletter address through the database's `subscribe_newsletter` function.
 * Subscribing twice answers the same and stores one row; nobody but an admin can read the list.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const { error } = await (await getSupabase()).rpc('subscribe_newsletter', { email: email.trim() });
  if (error) throw toDataError(error);
}
