import { getSupabase } from '../client/supabaseClient';
import type { ProfileRow } from '../client/database';
import { readPage, type Page } from '../client/paging';

export type MembersPage = Page<ProfileRow>;

/** Members (profiles), newest first, a page at a time. Row level security shows admins every row. */
export async function listMembers({ page, pageSize }: { page: number; pageSize: number }): Promise<MembersPage> {
  const supabase = await getSupabase();
  return readPage(
    (first, last, withCount) =>
      supabase
        .from('profiles')
        .select('user_id, email, full_name, role, created_at', withCount ? { count: 'exact' } : undefined)
        .order('created_at', { ascending: false })
        .order('user_id', { ascending: true })
        .range(first, last)
        .overrideTypes<ProfileRow[], { merge: false }>(),
    { page, pageSize },
  );
}
