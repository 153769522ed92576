import type { AuthError } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabaseClient';

/** POST /auth/v1/recover: emails a single-use link to `redirectTo`, where the member sets a new password. */
export async function sendPasswordReset(email: string, redirectTo: string): Promise<{ error: AuthError | null }> {
  const { error } = await (await getSupabase()).auth.resetPasswordForEmail(email, { redirectTo });
  return { error };
}
