import { useState, type FormEvent } from 'react';
import { DataError, subscribeToNewsletter } from 'shared-data';
import { NEWSLETTER_FAILURE, NEWSLETTER_RATE_LIMITED, validateNewsletterEmail } from './newsletterCopy';

export interface NewsletterSignupState {
  email: string;
  setEmail: (email: string) => void;
  /** The message to show beside the field, or null. */
  error: string | null;
  isSubmitting: boolean;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * State of a newsletter form (footer, blog): check the address, ask for the confirmation email,
 * report the outcome.
 * A bad address or a failed call keeps what the user typed; success clears it.
 */
export function useNewsletterSignup(onSubscribed: () => void): NewsletterSignupState {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async () => {
    const invalid = validateNewsletterEmail(email);
    setError(invalid);
    if (invalid) return;
    setIsSubmitting(true);
    try {
      await subscribeToNewsletter(email);
      setEmail('');
      onSubscribed();
    } catch (cause) {
      const rateLimited = cause instanceof DataError && cause.code === '429';
      if (!rateLimited) console.error('Newsletter subscription failed', cause);
      setError(rateLimited ? NEWSLETTER_RATE_LIMITED : NEWSLETTER_FAILURE);
    } finally {
      setIsSubmitting(false);
    }
  };

  return {
    email,
    setEmail,
    error,
    isSubmitting,
    handleSubmit: (event) => {
      event.preventDefault();
      void submit();
    },
  };
}
