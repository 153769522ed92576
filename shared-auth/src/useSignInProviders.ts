import { getAuthSettings, useQuery, type QueryResult } from 'shared-data';
import { signInProviders, type SignInProvider } from './signInProviders';

const SETTINGS_KEY = ['auth', 'settings'] as const;

/** The third-party sign-in providers the backend offers (`/auth/v1/settings`), read once per visit. */
export function useSignInProviders(): QueryResult<SignInProvider[]> {
  return useQuery(SETTINGS_KEY, async () => signInProviders(await getAuthSettings()));
}
