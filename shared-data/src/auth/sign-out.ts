import type { AuthError } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabaseClient';

/** POST /auth/v1/logout: ends the session here and in every tab that shares it. */
export async function signOut(): Promise<{ error: AuthError | null }> {
  const { error } = await (await getSupabase()).auth.signOut();
  return { error };
}
