import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FieldError, Input, Label, toast } from 'shared-ui';
import { NEWSLETTER_CONFIRMATION, subscribeToNewsletter, validateNewsletterEmail } from 'shared-data';

export const NEWSLETTER_FAILURE = "We couldn't subscribe you right now. Please try again in a moment.";

export interface NewsletterSignupProps {
  /** Id of the heading that names the form, so the form is announced with it. */
  labelledBy: string;
}

/**
 * Blog newsletter box. SPEC leaves the action open; the address is stored through shared-data.
 * Native validation is off so the message is the same inline, announced error in every browser.
 */
export function NewsletterSignup({ labelledBy }: NewsletterSignupProps) {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const validationError = validateNewsletterEmail(email);
    if (validationError) {
      setError(validationError);
      return;
    }
    setError(null);
    setIsSubmitting(true);
    try {
      await subscribeToNewsletter(email);
      toast({ ...NEWSLETTER_CONFIRMATION, variant: 'success' });
      setEmail('');
    } catch (cause) {
      console.error('Newsletter subscription failed', cause);
      setError(NEWSLETTER_FAILURE);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <Form noValidate aria-labelledby={labelledBy} onSubmit={(event) => void handleSubmit(event)}>
      <Field>
        <Label htmlFor={inputId}>Email address</Label>
        <Row>
          <EmailInput
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" $size="md" disabled={isSubmitting}>
            {isSubmitting ? 'Subscribing...' : 'Subscribe Now'}
          </Button>
        </Row>
        {error ? (
          <FieldError id={errorId} role="alert">
            {error}
          </FieldError>
        ) : null}
      </Field>
    </Form>
  );
}

const Form = styled.form`
  width: 100%;
  max-width: 34rem;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  text-align: left;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  & > button {
    flex: 0 0 auto;
  }
`;

const EmailInput = styled(Input)`
  flex: 1 1 14rem;
  min-width: 0;
`;
