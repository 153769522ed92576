import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, FieldGroup, FormFields, Input, Label } from 'shared-ui';
import { useAuth } from 'shared-auth';

const SIGN_UP_CONFIRMATION = 'Please check your email to confirm your account before signing in.';

/** Full name, email and password sign-up; on success the confirmation message (SPEC section 8). */
export function SignUpForm() {
  const { signUp } = useAuth();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const id = useId();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setIsSubmitting(true);
    setError(null);
    const result = await signUp(String(form.get('email') ?? ''), String(form.get('password') ?? ''), String(form.get('fullName') ?? '').trim());
    setIsSubmitting(false);
    if (result.error) {
      setError(result.error.message);
      return;
    }
    setIsDone(true);
    formElement.reset();
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
        <FieldGroup>
          <Label htmlFor={`${id}-password`}>Password</Label>
          <Input id={`${id}-password`} name="password" type="password" autoComplete="new-password" required minLength={6} aria-describedby={`${id}-password-hint`} />
          <small id={`${id}-password-hint`} style={{ color: '#4F5868', marginTop: '0.25rem' }}>
            At least 6 characters.
          </small>
        </FieldGroup>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {isDone ? <Alert tone="success">{SIGN_UP_CONFIRMATION}</Alert> : null}
        <Button type="submit" $block disabled={isSubmitting} style={{ marginTop: '1rem' }}>
          {isSubmitting ? 'Creating Account...' : 'Sign Up'}
        </Button>
      </FormFields>
    </form>
  );
}
