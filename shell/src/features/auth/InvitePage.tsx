import { useId, useState, type FormEvent } from 'react';
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
 * /invite, where the invitation email's page (`/auth/confirm?type=invite`, whose button accepts the
 * invitation and signs the invitee in) leads: the invitee chooses a password (the sign-up rules) and
 * is taken to the admin area when the database gave them a staff role, else home, with "You're
 * signed in". The role itself was applied by the database when the invitation's own link confirmed
 * the address; nothing here sets it. Without a session it says how to go on.
 */
export default function InvitePage() {
  const { user, loading, isStaff, isCheckingAdmin } = useAuth();
  const navigate = useNavigate();
  const headingId = useId();
  const id = useId();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
    toast({ title: "You're signed in", description: 'Welcome to EO Asia Pacific. Your password is set.', variant: 'success' });
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
            {loading || isCheckingAdmin ? (
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
                To accept an invitation, open the link in your invitation email and press &ldquo;Accept the invitation&rdquo;. If it has expired or was revoked, ask the
                administrator who invited you to send a new one.
              </Alert>
            )}
          </CardBody>
        </FormCard>
      </Band>
    </>
  );
}
