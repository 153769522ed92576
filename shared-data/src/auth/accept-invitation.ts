import type { AuthError } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';

/**
 * The invitee's name and password, on /invite: the name first, to their profile (their own row, by
 * row level security), which the audit log, the members list and event pages show instead of the
 * address; then the password and the same name in the account's metadata (PUT /auth/v1/user); then
 * every other session of theirs ends, as a new password does. A name saved before a refused password
 * is only saved again on the next try.
 */
export async function acceptInvitation(userId: string, fullName: string, password: string): Promise<{ error: AuthError | Error | null }> {
  const client = await getSupabase();
  const { error: profileError } = await client.from('profiles').update({ full_name: fullName }).eq('user_id', userId);
  if (profileError) return { error: toDataError(profileError) };
  const { error } = await client.auth.updateUser({ password, data: { full_name: fullName } });
  if (error) return { error };
  return client.auth.signOut({ scope: 'others' });
}
