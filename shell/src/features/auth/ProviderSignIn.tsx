import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { useSignInProviders } from 'shared-site';

const Providers = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

/** "or" between the email forms and the providers, a rule either side. */
const Or = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0 0 0.25rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

/**
 * /auth's third-party sign-in, under both tabs (signing in and signing up with a provider are one
 * step: a first sign-in creates the account). The same providers and labels as the events page
 * (`useSignInProviders`, from the backend's `/auth/v1/settings`); nothing when none is configured.
 * While the settings are read (and in the prerendered page) one button's room is kept, unseen, so
 * the card does not grow under the visitor's pointer when it arrives. Back from the provider, the
 * site root sends the member on to `next` (kept in this browser meanwhile).
 */
export function ProviderSignIn({ next }: { next: string | null }) {
  const { signInWithProvider } = useAuth();
  const providers = useSignInProviders();
  const [error, setError] = useState<string | null>(null);
  const [redirectingTo, setRedirectingTo] = useState<string | null>(null);

  const handleProviderSignIn = async (provider: string) => {
    setError(null);
    setRedirectingTo(provider);
    const result = await signInWithProvider(provider, next);
    if (result.error) {
      console.error('Error signing in', result.error);
      setError(result.error.message);
      setRedirectingTo(null);
    }
  };

  if (providers.status === 'pending') {
    return (
      <Providers aria-hidden="true" style={{ visibility: 'hidden' }}>
        <Or>or</Or>
        <Button $variant="outline" $block disabled tabIndex={-1}>
          Continue with provider
        </Button>
      </Providers>
    );
  }
  const list = providers.status === 'success' ? (providers.data ?? []) : [];
  if (list.length === 0) return null;
  return (
    <Providers role="group" aria-label="Or continue with">
      <Or aria-hidden="true">or</Or>
      {list.map((provider) => (
        <Button key={provider.id} $variant="outline" $block disabled={redirectingTo !== null} onClick={() => void handleProviderSignIn(provider.id)}>
          {redirectingTo === provider.id ? 'Redirecting...' : `Continue with ${provider.label}`}
        </Button>
      ))}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Providers>
  );
}
