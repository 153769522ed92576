import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { ProfileRole } from '../client/database';

/**
 * Gives a member a role. `expectedRole` is the role the caller showed: when the member's role is
 * another one by then (another admin changed it), the database changes nothing and answers PT409.
 * It refuses non-admins and removing the last admin.
 */
export async function setMemberRole(userId: string, role: ProfileRole, expectedRole?: ProfileRole): Promise<void> {
  const { error } = await (await getSupabase()).rpc('set_member_role', { target_user_id: userId, new_role: role, ...(expectedRole ? { expected_role: expectedRole } : {}) });
  if (error) throw toDataError(error);
}
