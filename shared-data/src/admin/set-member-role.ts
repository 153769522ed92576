import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { ProfileRole } from '../client/database';

/** Makes a member an admin or a user again. The database refuses non-admins and removing the last admin. */
export async function setMemberRole(userId: string, role: ProfileRole): Promise<void> {
  const { error } = await (await getSupabase()).rpc('set_member_role', { target_user_id: userId, new_role: role });
  if (error) throw toDataError(error);
}
