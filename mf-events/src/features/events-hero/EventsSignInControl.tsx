import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, ButtonLink } from 'shared-ui';
import { paths } from 'site-config';
import { useAuth } from 'shared-auth';
import { useSignInProviders } from 'shared-site';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const Who = styled.span`
  font-weight: 600;
`;

/**
 * The events page's sign-in control: email sign-in on /auth or a third-party provider that
 * returns to the site. Only the providers the backend has enabled are offered, each labelled by
 * its name ("Continue with Google"); none while that is being read or could not be read.
 * Signed in: who you are and Sign Out (errors are logged, SPEC section 8).
 */
export function EventsSignInControl() {
  const { user, loading, signInWithProvider, signOut } = useAuth();
  const providers = useSignInProviders();
  const [providerError, setProviderError] = useState<string | null>(null);
  const [redirectingTo, setRedirectingTo] = useState<string | null>(null);

  // While the session is not known (and in the prerendered page) the visitor's controls hold the
  // place: a visitor can use them at once, and a member's own replace them without a shift.
  if (!loading && user) {
    return (
      <Row>
        <Who>Signed in as {user.email}</Who>
        <Button
          $variant="inverse"
          $size="sm"
          onClick={() => {
            void signOut().then(({ error }) => {
              if (error) console.error('Error signing out', error);
            });
          }}
        >
          Sign Out
        </Button>
      </Row>
    );
  }

  const handleProviderSignIn = async (provider: string) => {
    setProviderError(null);
    setRedirectingTo(provider);
    const { error } = await signInWithProvider(provider);
    if (error) {
      console.error('Error signing in', error);
      setProviderError(error.message);
      setRedirectingTo(null);
    }
  };

  return (
    <div>
      <Row>
        <ButtonLink to={`${paths.auth}?next=${encodeURIComponent(paths.events)}`} $variant="inverse">
          Sign in to add events
        </ButtonLink>
        {/* While the backend's settings are read, one button's room is kept (unseen), so the
            provider's button arriving does not push the page down on a narrow screen. */}
        {providers.status === 'pending' ? (
          <Button $variant="onDark" disabled aria-hidden="true" tabIndex={-1} style={{ visibility: 'hidden' }}>
            Continue with provider
          </Button>
        ) : null}
        {(providers.status === 'success' ? providers.data ?? [] : []).map((provider) => (
          <Button key={provider.id} $variant="onDark" disabled={redirectingTo !== null} onClick={() => void handleProviderSignIn(provider.id)}>
            {redirectingTo === provider.id ? 'Redirecting...' : `Continue with ${provider.label}`}
          </Button>
        ))}
      </Row>
      {providerError ? (
        <div style={{ marginTop: '0.75rem', maxWidth: '36rem' }}>
          <Alert tone="error">{providerError}</Alert>
        </div>
      ) : null}
    </div>
  );
}
