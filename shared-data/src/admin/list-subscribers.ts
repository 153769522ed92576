import { getSupabase } from '../client/supabaseClient';
import { readAll } from '../client/paging';

/** A row of the admins' list: a confirmed subscriber, or an address waiting for its confirmation link. */
export interface SubscriberListRow {
  id: string;
  email: string;
  status: 'confirmed' | 'pending';
  /** When it was confirmed, or when the confirmation was asked for. */
  since: string;
}

/**
 * Every confirmed subscriber and every address still waiting to confirm (their 7 days not over:
 * the database shows admins no expired one), newest first. Admins only: nobody else can read either.
 */
export async function listSubscribers(): Promise<SubscriberListRow[]> {
  const supabase = await getSupabase();
  const [confirmed, pending] = await Promise.all([
    readAll((first, last, withCount) =>
      supabase.from('newsletter_subscribers').select('id, email, created_at', withCount ? { count: 'exact' } : undefined).order('created_at', { ascending: false }).order('id').range(first, last),
    ),
    readAll((first, last, withCount) =>
      supabase.from('newsletter_pending').select('id, email, requested_at', withCount ? { count: 'exact' } : undefined).order('requested_at', { ascending: false }).order('id').range(first, last),
    ),
  ]);
  return [
    ...confirmed.map((row) => ({ id: row.id, email: row.email, status: 'confirmed' as const, since: row.created_at })),
    ...pending.map((row) => ({ id: row.id, email: row.email, status: 'pending' as const, since: row.requested_at })),
  ].sort((a, b) => b.since.localeCompare(a.since));
}
