import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { ProfileRole } from '../client/database';

/**
 * The stored role of a user's profile: the only source of admin status. Null when the user has no
 * profile row (the database's answer: no role, so not an admin). Throws when the backend could not
 * answer: the caller must then treat the role as unknown, not as "not an admin".
 */
export async function getProfileRole(userId: string): Promise<ProfileRole | null> {
  const { data, error } = await (await getSupabase()).from('profiles').select('role').eq('user_id', userId).maybeSingle();
  if (error) throw toDataError(error);
  return data ? (data.role as ProfileRole) : null;
}
