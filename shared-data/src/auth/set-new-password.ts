import type { AuthError } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabaseClient';

/**
 * PUT /auth/v1/user with the new password, then POST /auth/v1/logout?scope=others: the member stays
 * signed in here and every other session of theirs ends (GoTrue ends them with the change too).
 */
export async function setNewPassword(password: string): Promise<{ error: AuthError | null }> {
  const client = await getSupabase();
  const { error } = await client.auth.updateUser({ password });
  if (error) return { error };
  return client.auth.signOut({ scope: 'others' });
}
