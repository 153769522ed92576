import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Cluster, FieldGroup, FormFields, Input, Label, toast } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { EmailLinkForm, type EmailLinkKind } from './EmailLinkForm';

/**
 * Email + password sign-in. The provider's error message is shown as is ("Email not confirmed"
 * before the confirmation link is followed); signed in, "You're signed in" (the page then sends the
 * member to `next`). "Forgot password?" and "Email me a sign-in link" swap in the form that emails
 * that link.
 */
export function SignInForm({ next }: { next: string | null }) {
  const [emailLink, setEmailLink] = useState<EmailLinkKind | null>(null);
  if (emailLink) return <EmailLinkForm kind={emailLink} next={next} onBack={() => setEmailLink(null)} />;
  return <PasswordSignInForm onEmailLink={setEmailLink} />;
}

function PasswordSignInForm({ onEmailLink }: { onEmailLink: (kind: EmailLinkKind) => void }) {
  const { signIn } = useAuth();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setIsSubmitting(true);
    setError(null);
    const email = String(form.get('email') ?? '');
    const result = await signIn(email, String(form.get('password') ?? ''));
    setIsSubmitting(false);
    if (result.error) setError(result.error.message);
    else toast({ title: "You're signed in", description: `As ${email}.`, variant: 'success' });
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
        <Cluster $justify="space-between" style={{ marginTop: '0.5rem' }}>
          <Button type="button" $variant="ghost" $size="sm" onClick={() => onEmailLink('reset')}>
            Forgot password?
          </Button>
          <Button type="button" $variant="ghost" $size="sm" onClick={() => onEmailLink('sign-in')}>
            Email me a sign-in link
          </Button>
        </Cluster>
      </FormFields>
    </form>
  );
}
