import { useId, useState, type FormEvent } from 'react';
import type { AuthError } from '@supabase/supabase-js';
import { Alert, Button, Cluster, FieldGroup, Input, Label, useFocusWhen } from 'shared-ui';
import { emailLinkCalls } from 'shared-data';
import { paths } from 'site-config';

export type EmailLinkKind = 'reset' | 'sign-in';

const COPY: Record<EmailLinkKind, { form: string; intro: string; submit: string; sent: string }> = {
  reset: {
    form: 'Forgot password',
    intro: 'Enter the email address of your account and we will email you a link to set a new password.',
    submit: 'Email me a reset link',
    sent: 'If an account uses that address, an email with a link to set a new password is on its way. The link works once, for one hour.',
  },
  'sign-in': {
    form: 'Email me a sign-in link',
    intro: 'Enter the email address of your account and we will email you a link that signs you in.',
    submit: 'Email me a sign-in link',
    sent: 'If an account uses that address, an email with a sign-in link is on its way. The link works once, for one hour.',
  },
};

async function send(kind: EmailLinkKind, email: string, next: string | null): Promise<{ error: AuthError | null }> {
  const origin = window.location.origin;
  // The link's page, in this browser, sends the member on to where they started.
  (await import('shared-auth/return-path')).rememberReturnPath(next);
  const calls = await emailLinkCalls();
  return kind === 'reset' ? calls.sendPasswordReset(email, `${origin}${paths.resetPassword}`) : calls.sendSignInLink(email, `${origin}/`);
}

/**
 * "Forgot password?" and "Email me a sign-in link" on /auth: one email address, then the same
 * answer whether or not an account uses it (an address without one, which GoTrue refuses a sign-in
 * link as `otp_disabled`, is answered like any other). Too many emails: GoTrue's message as is.
 */
export function EmailLinkForm({ kind, next, onBack }: { kind: EmailLinkKind; next: string | null; onBack: () => void }) {
  const copy = COPY[kind];
  const id = useId();
  const emailRef = useFocusWhen<HTMLInputElement>(true);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setIsSubmitting(true);
    setError(null);
    const { error: failure } = await send(kind, email, next);
    setIsSubmitting(false);
    if (failure && failure.code !== 'otp_disabled') setError(failure.message);
    else setIsSent(true);
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label={copy.form}>
      <p>{copy.intro}</p>
      <FieldGroup>
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input ref={emailRef} id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </FieldGroup>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {isSent ? <Alert tone="success">{copy.sent}</Alert> : null}
      <Cluster>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : copy.submit}
        </Button>
        <Button type="button" $variant="ghost" onClick={onBack}>
          Back to sign in
        </Button>
      </Cluster>
    </form>
  );
}
