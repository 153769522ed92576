import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { ProfileRow } from '../client/database';

export type MyProfile = Pick<ProfileRow, 'email' | 'full_name'>;

/** The member's own profile (row level security shows a member only theirs); null when there is none. */
export async function getMyProfile(userId: string): Promise<MyProfile | null> {
  const { data, error } = await (await getSupabase()).from('profiles').select('email, full_name').eq('user_id', userId).maybeSingle();
  if (error) throw toDataError(error);
  return data;
}
