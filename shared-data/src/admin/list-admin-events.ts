import { getSupabase, type AppSupabaseClient } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import { EVENT_COLUMNS, type EventCategory, type EventRow } from '../client/database';
import { readAll, readPage, type Page } from '../client/paging';

export type EventTimeFilter = 'upcoming' | 'past' | 'all';

export interface AdminEventsQuery {
  /** Part of the title, case-insensitive; empty for all. */
  search: string;
  /** One category, or null for all. Other also matches events with no category. */
  category: EventCategory | null;
  when: EventTimeFilter;
  /** Today, YYYY-MM-DD, local time. */
  today: string;
  page: number;
  pageSize: number;
}

export interface AdminEvent extends EventRow {
  creator: { email: string | null; full_name: string | null } | null;
}

export type AdminEventsPage = Page<AdminEvent>;

/** PostgREST filter text may not carry its own syntax characters; a search for them matches them literally elsewhere. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(supabase: AppSupabaseClient, query: Omit<AdminEventsQuery, 'page' | 'pageSize'>, columns: string, withCount: boolean) {
  let request = supabase
    .from('events')
    .select(columns, withCount ? { count: 'exact' } : undefined);
  if (query.search.trim()) request = request.ilike('title', likePattern(query.search.trim()));
  if (query.category === 'Other') request = request.or('category.is.null,category.eq.Other');
  else if (query.category) request = request.eq('category', query.category);
  if (query.when === 'upcoming') request = request.gte('date', query.today);
  if (query.when === 'past') request = request.lt('date', query.today);
  // Newest-relevant first: the next event first when looking ahead, the latest first otherwise.
  const ascending = query.when === 'upcoming';
  return request
    .order('date', { ascending })
    .order('time', { ascending, nullsFirst: ascending })
    .order('id', { ascending: true });
}

async function withCreators(rows: EventRow[]): Promise<AdminEvent[]> {
  const ids = [...new Set(rows.map((row) => row.created_by).filter((id): id is string => id !== null))];
  const creators = new Map<string, { email: string | null; full_name: string | null }>();
  if (ids.length > 0) {
    const { data, error } = await (await getSupabase()).from('profiles').select('user_id, email, full_name').in('user_id', ids);
    if (error) throw toDataError(error);
    for (const profile of data) creators.set(profile.user_id, { email: profile.email, full_name: profile.full_name });
  }
  return rows.map((row) => ({ ...row, creator: row.created_by ? (creators.get(row.created_by) ?? null) : null }));
}

/** One page of every event (20 by default) with the exact total, for the admin's events management. */
export async function listAdminEvents({ page, pageSize, ...query }: AdminEventsQuery): Promise<AdminEventsPage> {
  const supabase = await getSupabase();
  const { rows, total } = await readPage(
    (first, last, withCount) => filtered(supabase, query, EVENT_COLUMNS, withCount).range(first, last).overrideTypes<EventRow[], { merge: false }>(),
    { page, pageSize },
  );
  return { rows: await withCreators(rows), total };
}

/** Every event the filters match (for the CSV export), past PostgREST's max_rows. */
export async function listAllAdminEvents(query: Omit<AdminEventsQuery, 'page' | 'pageSize'>): Promise<AdminEvent[]> {
  const supabase = await getSupabase();
  const rows = await readAll((first, last, withCount) => filtered(supabase, query, EVENT_COLUMNS, withCount).range(first, last).overrideTypes<EventRow[], { merge: false }>());
  return withCreators(rows);
}
