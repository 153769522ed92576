import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';

/** Stores a newsletter address. Subscribing twice is not an error and stores one row. */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const { error } = await getSupabase()
    .from('newsletter_subscribers')
    .upsert({ email: email.trim().toLowerCase() }, { onConflict: 'email', ignoreDuplicates: true });
  if (error) throw toDataError(error);
}
