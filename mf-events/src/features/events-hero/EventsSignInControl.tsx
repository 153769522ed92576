import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, ButtonLink } from 'shared-ui';
import { paths } from 'site-config';
import { useAuth } from 'shared-auth';

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
 * returns to the site. Signed in: who you are and Sign Out (errors are logged, SPEC section 8).
 */
export function EventsSignInControl() {
  const { user, loading, signInWithProvider, signOut } = useAuth();
  const [providerError, setProviderError] = useState<string | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);

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

  const handleProviderSignIn = async () => {
    setProviderError(null);
    setIsRedirecting(true);
    const { error } = await signInWithProvider('google');
    if (error) {
      console.error('Error signing in', error);
      setProviderError(error.message);
      setIsRedirecting(false);
    }
  };

  return (
    <div>
      <Row>
        <ButtonLink to={`${paths.auth}?next=${encodeURIComponent(paths.events)}`} $variant="inverse">
          Sign in to add events
        </ButtonLink>
        <Button $variant="onDark" disabled={isRedirecting} onClick={() => void handleProviderSignIn()}>
          {isRedirecting ? 'Redirecting...' : 'Continue with Google'}
        </Button>
      </Row>
      {providerError ? (
        <div style={{ marginTop: '0.75rem', maxWidth: '36rem' }}>
          <Alert tone="error">{providerError}</Alert>
        </div>
      ) : null}
    </div>
  );
}
