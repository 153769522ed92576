import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { ProfileRole, ProfileRow } from '../client/database';
import type { Page } from '../client/paging';

export type MembersPage = Page<ProfileRow>;

/** The orders the members list offers: who joined last or first, by name (or address when there is none), by address. */
export type MemberSort = 'newest' | 'oldest' | 'name' | 'email';

export interface MembersQuery {
  /** Part of a name or an address, any case; empty for everyone. */
  search: string;
  /** One role, or null for every role. */
  role: ProfileRole | null;
  sort: MemberSort;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/**
 * A page of members matching the search and role, in the order asked for, with the number matching
 * (`list_members`, admins only: the database refuses everyone else).
 */
export async function listMembers({ search, role, sort, page, pageSize }: MembersQuery): Promise<MembersPage> {
  const { data, error } = await (await getSupabase()).rpc('list_members', {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(role ? { with_role: role } : {}),
    sort,
    page_size: pageSize,
    page_offset: (Math.max(1, page) - 1) * pageSize,
  });
  if (error) throw toDataError(error);
  const rows = data ?? [];
  return {
    rows: rows.map(({ total_count: _total, ...member }) => ({ ...member, role: member.role as ProfileRole })),
    total: Number(rows[0]?.total_count ?? 0),
  };
}
