import { getAuthSettings, getProviderSignInUrl } from 'shared-data';
import type { AuthResult, IdentityProvider } from './authResult';
import { rememberReturnPath } from './returnPath';

const PROVIDER_UNAVAILABLE_MESSAGE = 'This sign-in option is not available right now. Please sign in with your email and password.';

/**
 * Redirect sign-in with a third-party identity provider, returning to the site origin (SPEC) with
 * a one-time code that supabase-js exchanges (PKCE); the site then sends the person on to
 * `returnPath` (default: the page they are on), kept in this browser (returnPath.ts).
 * The backend is asked first whether the provider is enabled, so a visitor never lands on a
 * raw "provider is not enabled" error page.
 */
export async function signInWithProvider(provider: IdentityProvider, returnPath?: string | null): Promise<AuthResult> {
  try {
    const settings = await getAuthSettings();
    if (!settings.external[provider]) return { error: new Error(PROVIDER_UNAVAILABLE_MESSAGE) };
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
  const { url, error } = await getProviderSignInUrl(provider, window.location.origin);
  if (error || !url) return { error: error ?? new Error(PROVIDER_UNAVAILABLE_MESSAGE) };
  rememberReturnPath(returnPath === undefined ? window.location.pathname + window.location.search : returnPath);
  window.location.assign(url);
  return { error: null };
}
