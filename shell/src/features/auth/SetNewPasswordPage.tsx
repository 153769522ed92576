import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Band, Button, Card, CardBody, Lead, Overline, PageHeading, Spinner, toast } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { takeReturnPath } from 'shared-auth/return-path';
import { emailLinkCalls } from 'shared-data';
import { paths } from 'site-config';
import { NewPasswordField } from './PasswordField';

const FormCard = styled(Card)`
  max-width: 460px;
  margin: 0 auto;
`;

/**
 * /auth/reset-password, where the password-reset email's link lands: the link has signed the member
 * in (its page's button, in the browser that asked, brings a one-time code supabase-js exchanges), and
 * here they choose a new password. Saving it ends their other sessions and takes them back where they
 * started (kept in this browser when they asked for the link), else home. Without a session (the link was used, is over an hour old, or
 * the page was opened by hand) it says so and leads back to /auth to ask for another.
 */
export default function SetNewPasswordPage() {
  const { user, loading } = useAuth();
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
    toast({ title: 'Password changed', description: 'Your new password is set, and you are signed out everywhere else.', variant: 'success' });
    navigate(takeReturnPath() ?? paths.home, { replace: true });
  };

  return (
    <>
      <Band tone="brand" spacing="lg" labelledBy={headingId}>
        <Overline>Members</Overline>
        <PageHeading id={headingId}>Set a new password</PageHeading>
        <Lead>Choose the password you will sign in with from now on.</Lead>
      </Band>
      <Band tone="plain" aria-label="New password">
        <FormCard as="div">
          <CardBody>
            {loading ? (
              <Spinner />
            ) : user ? (
              <form onSubmit={(event) => void handleSubmit(event)} aria-label="Set a new password">
                <p>
                  Signed in as <strong>{user.email}</strong>.
                </p>
                <NewPasswordField id={`${id}-password`} label="New password" />
                {error ? <Alert tone="error">{error}</Alert> : null}
                <Button type="submit" $block disabled={isSubmitting} style={{ marginTop: '1rem' }}>
                  {isSubmitting ? 'Saving...' : 'Set new password'}
                </Button>
              </form>
            ) : (
              <Alert tone="info">
                This password reset link is invalid or has expired. <Link to={paths.auth}>Ask for a new one</Link> with
                &ldquo;Forgot password?&rdquo; on the sign-in page.
              </Alert>
            )}
          </CardBody>
        </FormCard>
      </Band>
    </>
  );
}
