import { useMemo } from 'react';
import { useAuthSettings, type QueryResult } from 'shared-data';
import { signInProviders, type SignInProvider } from './signInProviders';

/** The third-party sign-in providers the backend offers, with the labels people know them by. */
export function useSignInProviders(): QueryResult<SignInProvider[]> {
  const settings = useAuthSettings();
  const providers = useMemo(() => (settings.data ? signInProviders(settings.data) : undefined), [settings.data]);
  return { ...settings, data: providers };
}
