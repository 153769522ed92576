import { useId } from 'react';
import styled, { css } from 'styled-components';
import { Button, FieldError, FormFields, Input, Label, toast } from 'shared-ui';
import { NEWSLETTER_CONFIRMATION } from './newsletterCopy';
import { useNewsletterSignup } from './useNewsletterSignup';

export interface NewsletterFormProps {
  /** `footer`: compact, on the dark footer, label for screen readers only. `page`: visible label. */
  variant: 'footer' | 'page';
  submitLabel: string;
  placeholder: string;
  /** Id of the heading that names the form; without one the form is named "Newsletter sign-up". */
  labelledBy?: string;
}

/**
 * The one newsletter sign-up (footer "Stay Connected", blog "Subscribe Now"): checks the
 * address, stores it through shared-data, confirms with a toast. A bad address gets an inline,
 * announced message and keeps what was typed. Native validation is off so the message is the
 * same in every browser.
 */
export function NewsletterForm({ variant, submitLabel, placeholder, labelledBy }: NewsletterFormProps) {
  const inputId = useId();
  const errorId = useId();
  const { email, setEmail, error, isSubmitting, handleSubmit } = useNewsletterSignup(() => toast({ ...NEWSLETTER_CONFIRMATION, variant: 'success' }));
  const isOnDark = variant === 'footer';
  return (
    <Form noValidate onSubmit={handleSubmit} {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': 'Newsletter sign-up' })}>
      <FormFields>
        <FieldLabel htmlFor={inputId} $isHidden={isOnDark}>
          Email address
        </FieldLabel>
        <Row>
          <EmailInput
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={placeholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Subscribing...' : submitLabel}
          </Button>
        </Row>
        {error ? (
          <Error id={errorId} role="alert" $isOnDark={isOnDark}>
            {error}
          </Error>
        ) : null}
      </FormFields>
    </Form>
  );
}

const Form = styled.form`
  width: 100%;
  max-width: 34rem;
  text-align: left;
`;

const hidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const FieldLabel = styled(Label)<{ $isHidden: boolean }>`
  ${({ $isHidden }) => ($isHidden ? hidden : '')}
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

const Error = styled(FieldError)<{ $isOnDark: boolean }>`
  ${({ $isOnDark }) => ($isOnDark ? 'color: #FFB4A8;' : '')}
`;
