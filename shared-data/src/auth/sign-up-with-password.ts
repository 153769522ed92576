import type { AuthError } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabaseClient';

export interface SignUpInput {
  email: string;
  password: string;
  /** Stored in the user's metadata; the profile trigger copies it to `profiles.full_name`. */
  fullName: string;
  /** Where the confirmation e-mail's link returns to. */
  emailRedirectTo: string;
}

/** POST /auth/v1/signup: creates the account (role `user`, by the database's trigger). */
export async function signUpWithPassword({ email, password, fullName, emailRedirectTo }: SignUpInput): Promise<{ error: AuthError | null }> {
  const { error } = await (await getSupabase()).auth.signUp({ email, password, options: { data: { full_name: fullName }, emailRedirectTo } });
  return { error };
}
