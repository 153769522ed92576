import type { AuthError } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabaseClient';

/**
 * The session GoTrue's invite link brings in the address's fragment (`#access_token=…&type=invite`).
 * The invite is sent by the server, so it can never carry this browser's PKCE challenge: GoTrue
 * answers it as an implicit grant, which the site's PKCE client does not read by itself. This
 * adopts it (`setSession`, which asks GoTrue whose token it is). False when the fragment is not an
 * invite's session.
 */
export function hasInviteSession(fragment: string): boolean {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  return params.get('type') === 'invite' && Boolean(params.get('access_token')) && Boolean(params.get('refresh_token'));
}

export async function adoptInviteSession(fragment: string): Promise<{ error: AuthError | Error | null }> {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (params.get('type') !== 'invite' || !accessToken || !refreshToken) return { error: new Error('This is not an invitation link.') };
  const { error } = await (await getSupabase()).auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
  return { error };
}
