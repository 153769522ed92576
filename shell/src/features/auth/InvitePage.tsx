import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Band, Button, Card, CardBody, Lead, Overline, PageHeading, Spinner, toast } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { emailLinkCalls } from 'shared-data';
import { paths } from 'site-config';
import { NewPasswordField } from './PasswordField';

const FormCard = styled(Card)`
  max-width: 460px;
  margin: 0 auto;
`;

/**
 * /invite, where an invitation email's link lands (issue 36): the link has confirmed the address
 * and brings a session in the address's fragment, which this page adopts and then removes from the
 * address. The invitee chooses a password (the sign-up rules) and is taken to the admin area when
 * the database gave them a staff role, else home. The role itself was applied by the database when
 * the address was confirmed; nothing here sets it. A used, revoked or expired link says so.
 */
export default function InvitePage() {
  const { user, loading, isStaff, isCheckingAdmin } = useAuth();
  const navigate = useNavigate();
  const headingId = useId();
  const id = useId();
  const [isAdopting, setIsAdopting] = useState(true);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const fragment = window.location.hash;
    void emailLinkCalls().then(async (calls) => {
      if (calls.hasInviteSession(fragment)) {
        // The tokens leave the address (history, screenshots) before anything else happens.
        window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
        const adopted = await calls.adoptInviteSession(fragment);
        if (adopted.error) setError(adopted.error.message);
      }
      setIsAdopting(false);
    });
  }, []);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitting(true);
    setError(null);
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    const result = await (await emailLinkCalls()).setNewPassword(password);
    setIsSubmitting(false);
    if (result.error) {
      setError(result.error.message);
      return;
    }
    toast({ title: 'Welcome to EO Asia Pacific', description: 'Your password is set.', variant: 'success' });
    navigate(isStaff ? paths.admin : paths.home, { replace: true });
  };

  return (
    <>
      <Band tone="brand" spacing="lg" labelledBy={headingId}>
        <Overline>Members</Overline>
        <PageHeading id={headingId}>Accept your invitation</PageHeading>
        <Lead>Choose the password you will sign in with.</Lead>
      </Band>
      <Band tone="plain" aria-label="Your password">
        <FormCard as="div">
          <CardBody>
            {loading || isAdopting || isCheckingAdmin ? (
              <Spinner label="Opening your invitation..." />
            ) : user ? (
              <form onSubmit={(event) => void handleSubmit(event)} aria-label="Set your password">
                <p>
                  Signed in as <strong>{user.email}</strong>.
                </p>
                <NewPasswordField id={`${id}-password`} label="Password" />
                {error ? <Alert tone="error">{error}</Alert> : null}
                <Button type="submit" $block disabled={isSubmitting} style={{ marginTop: '1rem' }}>
                  {isSubmitting ? 'Saving...' : 'Set password'}
                </Button>
              </form>
            ) : (
              <Alert tone="info">
                This invitation link is invalid, has expired or was revoked. Ask the administrator who invited you to send a new one.
              </Alert>
            )}
          </CardBody>
        </FormCard>
      </Band>
    </>
  );
}
