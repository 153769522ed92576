import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, FieldGroup, FormFields, Input, Label } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { emailLinkCalls } from 'shared-data';
import { NewPasswordField } from './PasswordField';

const SIGN_UP_CONFIRMATION = 'Please check your email to confirm your account before signing in.';

/** Full name, email and password sign-up; on success the confirmation message (SPEC section 8). */
export function SignUpForm() {
  const { signUp } = useAuth();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The address the confirmation email went to, once sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  const id = useId();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setIsSubmitting(true);
    setError(null);
    const email = String(form.get('email') ?? '');
    const result = await signUp(email, String(form.get('password') ?? ''), String(form.get('fullName') ?? '').trim());
    setIsSubmitting(false);
    if (result.error) {
      setError(result.error.message);
      return;
    }
    setSentTo(email);
    setResend('idle');
    formElement.reset();
  };

  const handleResend = async () => {
    if (!sentTo) return;
    setResend('sending');
    setError(null);
    const result = await (await emailLinkCalls()).resendConfirmation(sentTo, `${window.location.origin}/`);
    if (result.error) {
      setResend('idle');
      setError(result.error.message);
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
          <Alert tone="success">
            {SIGN_UP_CONFIRMATION}
            {resend === 'sent' ? ' We sent the email again.' : null}
          </Alert>
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
