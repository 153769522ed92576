import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, FieldGroup, FormFields, Input, Label } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { emailLinkCalls } from 'shared-data';
import { NewPasswordField } from './PasswordField';
import { signUpErrorText } from './signUpErrorText';

const SIGN_UP_CONFIRMATION = 'Please check your email to confirm your account before signing in.';

/**
 * Full name, email and password sign-up; on success the confirmation message (SPEC section 8), which
 * takes the focus (and so the screen: on a phone it sits below the fold). The page the visitor came
 * from (`next`) is kept in this browser: the confirmation email's page sends them back there.
 */
export function SignUpForm({ next }: { next: string | null }) {
  const { signUp } = useAuth();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The address the confirmation email went to, once sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  /** Bumped on each sign-up sent, so the message takes the focus again after a second one. */
  const [sentCount, setSentCount] = useState(0);
  const sentRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (sentCount === 0) return;
    sentRef.current?.focus();
    sentRef.current?.scrollIntoView({ block: 'center' });
  }, [sentCount]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setIsSubmitting(true);
    setError(null);
    const email = String(form.get('email') ?? '');
    (await import('shared-auth/return-path')).rememberReturnPath(next);
    const result = await signUp(email, String(form.get('password') ?? ''), String(form.get('fullName') ?? '').trim());
    setIsSubmitting(false);
    if (result.error) {
      setError(signUpErrorText(result.error));
      return;
    }
    setSentTo(email);
    setResend('idle');
    setSentCount((count) => count + 1);
    formElement.reset();
  };

  const handleResend = async () => {
    if (!sentTo) return;
    setResend('sending');
    setError(null);
    const result = await (await emailLinkCalls()).resendConfirmation(sentTo, `${window.location.origin}/`);
    if (result.error) {
      setResend('idle');
      setError(signUpErrorText(result.error));
    } else {
      setResend('sent');
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label="Sign up">
      <FormFields>
        <FieldGroup>
          <Label htmlFor={`${id}-name`}>Full Name</Label>
          <Input id={`${id}-name`} name="fullName" type="text" autoComplete="name" required maxLength={200} />
        </FieldGroup>
        <FieldGroup>
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        </FieldGroup>
        <NewPasswordField id={`${id}-password`} />
        {error ? <Alert tone="error">{error}</Alert> : null}
        {sentTo ? (
          <div ref={sentRef} tabIndex={-1}>
            <Alert tone="success">
              {SIGN_UP_CONFIRMATION}
              {resend === 'sent' ? ' We sent the email again.' : null}
            </Alert>
          </div>
        ) : null}
        {sentTo && resend !== 'sent' ? (
          <Button type="button" $variant="ghost" disabled={resend === 'sending'} onClick={() => void handleResend()}>
            {resend === 'sending' ? 'Sending...' : 'Send the confirmation email again'}
          </Button>
        ) : null}
        <Button type="submit" $block disabled={isSubmitting} style={{ marginTop: '1rem' }}>
          {isSubmitting ? 'Creating Account...' : 'Sign Up'}
        </Button>
      </FormFields>
    </form>
  );
}
