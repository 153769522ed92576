import type { AuthError } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabaseClient';

/** POST /auth/v1/resend: the sign-up confirmation email again, its link returning to `redirectTo`. */
export async function resendConfirmation(email: string, redirectTo: string): Promise<{ error: AuthError | null }> {
  const { error } = await (await getSupabase()).auth.resend({ type: 'signup', email, options: { emailRedirectTo: redirectTo } });
  return { error };
}
