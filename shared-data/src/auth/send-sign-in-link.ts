import type { AuthError } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabaseClient';

/**
 * POST /auth/v1/otp: emails a single-use sign-in link (magic link) returning to `redirectTo`. Only
 * for existing accounts (`shouldCreateUser: false`): signing up stays the Sign Up form's.
 */
export async function sendSignInLink(email: string, redirectTo: string): Promise<{ error: AuthError | null }> {
  const { error } = await (await getSupabase()).auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: redirectTo } });
  return { error };
}
