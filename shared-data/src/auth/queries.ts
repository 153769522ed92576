import { useQuery, type QueryResult } from '../query/useQuery';
import { getAuthSettings } from './get-auth-settings';
import { authKeys } from './keys';
import { signInProviders, type SignInProvider } from './sign-in-providers';

/** The third-party sign-in providers the backend offers (`/auth/v1/settings`), read once per visit. */
export function useSignInProviders(): QueryResult<SignInProvider[]> {
  return useQuery(authKeys.settings(), async () => signInProviders(await getAuthSettings()));
}
