import type { AuthError, EmailOtpType } from '@supabase/supabase-js';
import { getAppConfig } from '../config/appConfig';
import { getSupabase, sessionStorageKey } from '../client/supabaseClient';

/** The kinds of emailed link the site's `/auth/confirm` page takes (GoTrue's verification types). */
export type EmailLinkType = Extract<EmailOtpType, 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change'>;

/**
 * POST /auth/v1/verify with the link's `token_hash` (supabase-js `verifyOtp`), for a link sent
 * without PKCE (an invitation, which the server sends): the session arrives in this browser. The
 * first link of a double-confirmed email change answers no session (the other address's is still
 * to follow): `signedIn` false, no error.
 */
export async function verifyEmailLink(tokenHash: string, type: EmailLinkType): Promise<{ error: AuthError | null; signedIn: boolean }> {
  const { data, error } = await (await getSupabase()).auth.verifyOtp({ token_hash: tokenHash, type });
  return { error, signedIn: Boolean(data.session) };
}

/**
 * GoTrue's GET /auth/v1/verify for a link's token, returning to `redirectTo`: where the browser is
 * sent when the person presses the page's button for a link of an email asked for with PKCE. GoTrue
 * answers it with a one-time code that only the browser holding the verifier exchanges (supabase-js
 * does, on the page it returns to); elsewhere the address is confirmed but nobody is signed in.
 */
export function emailLinkVerifyUrl(tokenHash: string, type: EmailLinkType, redirectTo: string): string {
  const url = new URL(`${getAppConfig().supabaseUrl}/auth/v1/verify`);
  url.search = new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo }).toString();
  return url.toString();
}

/**
 * Whether this browser holds a PKCE verifier supabase-js keeps for an emailed link or a provider's
 * sign-in it asked for (`<storage key>-code-verifier`, or its per-flow slots): a link's code can
 * become a session only here. Read without loading supabase-js.
 */
export function hasPkceVerifier(): boolean {
  try {
    const storage = window.localStorage;
    const key = sessionStorageKey();
    if (storage.getItem(`${key}-code-verifier`)) return true;
    const flows = JSON.parse(storage.getItem(`${key}-flows-code-verifier`) ?? '[]') as unknown;
    return Array.isArray(flows) && flows.length > 0;
  } catch {
    return false;
  }
}

/**
 * The signed-in address once supabase-js has read the page's session, a one-time code in the
 * address exchanged first (where this browser holds its verifier); null when nobody is signed in.
 */
export async function signedInEmail(): Promise<string | null> {
  const { data } = await (await getSupabase()).auth.getSession();
  return data.session ? (data.session.user.email ?? '') : null;
}
