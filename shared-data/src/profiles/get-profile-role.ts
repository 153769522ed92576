import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { ProfileRole } from '../client/database';

/** The stored role of a user's profile: the only source of admin status. */
export async function getProfileRole(userId: string): Promise<ProfileRole> {
  const { data, error } = await (await getSupabase()).from('profiles').select('role').eq('user_id', userId).single();
  if (error) throw toDataError(error);
  return data.role as ProfileRole;
}
