import { getSupabase } from '../client/supabaseClient';
import type { NewsletterSubscriberRow } from '../client/database';
import { readAll } from '../client/paging';

/** Every newsletter subscriber, newest first (admins only: nobody else can read the list). */
export async function listSubscribers(): Promise<NewsletterSubscriberRow[]> {
  const supabase = await getSupabase();
  return readAll((first, last, withCount) =>
    supabase
      .from('newsletter_subscribers')
      .select('id, email, created_at', withCount ? { count: 'exact' } : undefined)
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(first, last),
  );
}
