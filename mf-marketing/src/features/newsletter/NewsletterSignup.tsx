import { useId } from 'react';
import styled from 'styled-components';
import { Button, FieldError, Input, Label, toast } from 'shared-ui';
import { NEWSLETTER_CONFIRMATION, useNewsletterSignup } from 'shared-data';

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
  const { email, setEmail, error, isSubmitting, handleSubmit } = useNewsletterSignup(() => toast({ ...NEWSLETTER_CONFIRMATION, variant: 'success' }));

  return (
    <Form noValidate aria-labelledby={labelledBy} onSubmit={handleSubmit}>
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
