import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, FieldGroup, FormFields, Input, Label } from 'shared-ui';
import { useAuth } from 'shared-auth';

/** Email + password sign-in. The provider's error message is shown as is. */
export function SignInForm() {
  const { signIn } = useAuth();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setIsSubmitting(true);
    setError(null);
    const result = await signIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
    setIsSubmitting(false);
    if (result.error) setError(result.error.message);
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label="Sign in">
      <FormFields>
        <FieldGroup>
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        </FieldGroup>
        <FieldGroup>
          <Label htmlFor={`${id}-password`}>Password</Label>
          <Input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
        </FieldGroup>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button type="submit" $block disabled={isSubmitting} style={{ marginTop: '1rem' }}>
          {isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </FormFields>
    </form>
  );
}
