import type { AuthError } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabaseClient';

/**
 * A new password for the signed-in member. The backend checks the current one first (GoTrue's
 * `current_password`, required by the project's settings), so a session left open is not enough.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<{ error: AuthError | null }> {
  const { error } = await (await getSupabase()).auth.updateUser({ password: newPassword, current_password: currentPassword });
  return { error };
}
