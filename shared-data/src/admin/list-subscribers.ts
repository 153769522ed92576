import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { Page } from '../client/paging';

export type SubscriberState = 'confirmed' | 'pending';

/** A row of the admins' list: a confirmed subscriber, or an address waiting for its confirmation link. */
export interface SubscriberListRow {
  id: string;
  email: string;
  status: SubscriberState;
  /** When it was confirmed, or when the confirmation was asked for. */
  since: string;
}

export type SubscribersPage = Page<SubscriberListRow>;

/** Newest or oldest first (by `since`), or by address. */
export type SubscriberSort = 'newest' | 'oldest' | 'email';

export interface SubscribersFilter {
  /** Part of an address, any case; empty for every address. */
  search: string;
  /** Confirmed or pending only, or null for both. */
  state: SubscriberState | null;
  sort: SubscriberSort;
}

export interface SubscribersQuery extends SubscribersFilter {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** How many confirmed subscribers there are, and how many addresses wait for their link. */
export interface SubscriberCounts {
  confirmed: number;
  pending: number;
}

/** `size` rows of the filtered list from `offset`, with the number matching. */
async function readSubscribers({ search, state, sort }: SubscribersFilter, offset: number, size: number): Promise<SubscribersPage> {
  const { data, error } = await (await getSupabase()).rpc('list_newsletter_subscribers', {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(state ? { with_state: state } : {}),
    sort,
    page_size: size,
    page_offset: offset,
  });
  if (error) throw toDataError(error);
  const rows = data ?? [];
  return {
    rows: rows.map(({ total_count: _total, ...row }) => ({ ...row, status: row.status as SubscriberState })),
    total: Number(rows[0]?.total_count ?? 0),
  };
}

/**
 * A page of confirmed subscribers and addresses still waiting to confirm (their 7 days not over:
 * the database shows admins no expired one), matching the filter, with the number matching.
 * Admins only: nobody else can read either (`list_newsletter_subscribers`).
 */
export function listSubscribers({ page, pageSize, ...filter }: SubscribersQuery): Promise<SubscribersPage> {
  return readSubscribers(filter, (Math.max(1, page) - 1) * pageSize, pageSize);
}

/** The two figures above the list, whatever it is filtered by (two counts, no rows). */
export async function countSubscribers(): Promise<SubscriberCounts> {
  const supabase = await getSupabase();
  const [confirmed, pending] = await Promise.all([
    supabase.from('newsletter_subscribers').select('id', { count: 'exact', head: true }),
    supabase.from('newsletter_pending').select('id', { count: 'exact', head: true }),
  ]);
  if (confirmed.error) throw toDataError(confirmed.error);
  if (pending.error) throw toDataError(pending.error);
  return { confirmed: confirmed.count ?? 0, pending: pending.count ?? 0 };
}
