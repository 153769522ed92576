import type { AuthError } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabaseClient';

/** POST /auth/v1/token (password grant): starts a session; the session follower sees it arrive. */
export async function signInWithPassword(email: string, password: string): Promise<{ error: AuthError | null }> {
  const { error } = await (await getSupabase()).auth.signInWithPassword({ email, password });
  return { error };
}
