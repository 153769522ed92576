import type { AuthError, Provider } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabaseClient';

/**
 * The address that starts a third-party sign-in (GET /auth/v1/authorize), returning to `redirectTo`.
 * Only the address: the caller decides when to leave the page for it.
 */
export async function getProviderSignInUrl(provider: string, redirectTo: string): Promise<{ url: string | null; error: AuthError | null }> {
  const { data, error } = await (await getSupabase()).auth.signInWithOAuth({ provider: provider as Provider, options: { redirectTo, skipBrowserRedirect: true } });
  return { url: error ? null : data.url, error };
}
