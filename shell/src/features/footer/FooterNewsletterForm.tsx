import { useId } from 'react';
import styled from 'styled-components';
import { Button, FieldError, Input, toast, VisuallyHidden } from 'shared-ui';
import { NEWSLETTER_CONFIRMATION, useNewsletterSignup } from 'shared-data';

const Form = styled.form`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  input { flex: 1 1 200px; }
`;

/** "Stay Connected": stores the address; a bad one gets an inline message and keeps the text. */
export function FooterNewsletterForm() {
  const { email, setEmail, error, isSubmitting, handleSubmit } = useNewsletterSignup(() => toast({ ...NEWSLETTER_CONFIRMATION, variant: 'success' }));
  const inputId = useId();
  const errorId = useId();

  return (
    <div>
      <Form noValidate onSubmit={handleSubmit} aria-label="Newsletter sign-up">
        <VisuallyHidden as="label" htmlFor={inputId}>
          Email address
        </VisuallyHidden>
        <Input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Form>
      {error ? (
        <FieldError id={errorId} role="alert" style={{ color: '#FFB4A8' }}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
