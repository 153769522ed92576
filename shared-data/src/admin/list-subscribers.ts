import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { NewsletterSubscriberRow } from '../client/database';

const PAGE_ROWS = 1_000;

/** Every newsletter subscriber, newest first (admins only: nobody else can read the list). */
export async function listSubscribers(): Promise<NewsletterSubscriberRow[]> {
  const rows: NewsletterSubscriberRow[] = [];
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const { data, error } = await (await getSupabase())
      .from('newsletter_subscribers')
      .select('id, email, created_at')
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(offset, offset + PAGE_ROWS - 1);
    if (error) throw toDataError(error);
    rows.push(...data);
    if (data.length < PAGE_ROWS) return rows;
  }
}
