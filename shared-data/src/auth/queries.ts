import { useQuery, type QueryResult } from '../query/useQuery';
import { getAuthSettings, type AuthSettings } from './get-auth-settings';
import { authKeys } from './keys';

/** What the backend offers for signing in (`/auth/v1/settings`: the third-party providers), read once per visit. */
export function useAuthSettings(): QueryResult<AuthSettings> {
  return useQuery(authKeys.settings(), getAuthSettings);
}
