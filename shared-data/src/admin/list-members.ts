import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { ProfileRow } from '../client/database';

export interface MembersPage {
  rows: ProfileRow[];
  total: number;
}

/** Members (profiles), newest first, a page at a time. Row level security shows admins every row. */
export async function listMembers({ page, pageSize }: { page: number; pageSize: number }): Promise<MembersPage> {
  const first = (Math.max(1, page) - 1) * pageSize;
  const { data, error, count } = await (await getSupabase())
    .from('profiles')
    .select('user_id, email, full_name, role, created_at', { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('user_id', { ascending: true })
    .range(first, first + pageSize - 1);
  if (error) throw toDataError(error);
  return { rows: data as ProfileRow[], total: count ?? 0 };
}
