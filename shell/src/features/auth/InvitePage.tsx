import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Band, Button, Card, CardBody, FieldGroup, Input, Label, Lead, Overline, PageHeading, Spinner, toast } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { emailLinkCalls } from 'shared-data';
import { paths } from 'site-config';
import { NewPasswordField } from './PasswordField';

const NAME_MISSING = 'Please enter your full name.';

const FormCard = styled(Card)`
  max-width: 460px;
  margin: 0 auto;
`;

/**
 * /invite, where the invitation email's page (`/auth/confirm?type=invite`, whose button accepts the
 * invitation and signs the invitee in) leads: the invitee gives their name (so the audit log, the
 * members list and event pages show a name, not an address) and chooses a password (the sign-up
 * rules), and is taken to the admin area when the database gave them a staff role, else home, with
 * "You're signed in". The role itself was applied by the database when the invitation's own link
 * confirmed the address; nothing here sets it. Without a session it says how to go on.
 */
export default function InvitePage() {
  const { user, loading, isStaff, isCheckingAdmin } = useAuth();
  const navigate = useNavigate();
  const headingId = useId();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) return;
    const form = new FormData(event.currentTarget);
    const fullName = String(form.get('fullName') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (fullName === '') {
      setError(NAME_MISSING);
      nameRef.current?.focus();
      return;
    }
    setIsSubmitting(true);
    setError(null);
    const result = await (await emailLinkCalls()).acceptInvitation(user.id, fullName, password);
    setIsSubmitting(false);
    if (result.error) {
      setError(result.error.message);
      return;
    }
    toast({ title: "You're signed in", description: `Welcome to EO Asia Pacific, ${fullName}. Your password is set.`, variant: 'success' });
    navigate(isStaff ? paths.admin : paths.home, { replace: true });
  };

  return (
    <>
      <Band tone="brand" spacing="lg" labelledBy={headingId}>
        <Overline>Members</Overline>
        <PageHeading id={headingId}>Accept your invitation</PageHeading>
        <Lead>Tell us your name and choose the password you will sign in with.</Lead>
      </Band>
      <Band tone="plain" aria-label="Your password">
        <FormCard as="div">
          <CardBody>
            {loading || isCheckingAdmin ? (
              <Spinner label="Opening your invitation..." />
            ) : user ? (
              <form onSubmit={(event) => void handleSubmit(event)} aria-label="Your name and password">
                <p>
                  Signed in as <strong>{user.email}</strong>.
                </p>
                <FieldGroup>
                  <Label htmlFor={`${id}-name`}>Full Name</Label>
                  <Input
                    ref={nameRef}
                    id={`${id}-name`}
                    name="fullName"
                    type="text"
                    autoComplete="name"
                    maxLength={200}
                    aria-required="true"
                    aria-invalid={error === NAME_MISSING ? true : undefined}
                    aria-describedby={`${id}-name-hint`}
                  />
                  <small id={`${id}-name-hint`} style={{ color: '#4F5868', marginTop: '0.25rem' }}>
                    Shown to other members and staff instead of your email address.
                  </small>
                </FieldGroup>
                <NewPasswordField id={`${id}-password`} label="Password" />
                {error ? <Alert tone="error">{error}</Alert> : null}
                <Button type="submit" $block disabled={isSubmitting} style={{ marginTop: '1rem' }}>
                  {isSubmitting ? 'Saving...' : 'Accept and sign in'}
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
