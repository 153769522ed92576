/** What the newsletter forms say (SPEC leaves the action open; README, Decisions). */
const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address.';
/** Subscribing sends a confirmation email; the address counts once its link is followed (issue 26). */
export const NEWSLETTER_CONFIRMATION = { title: 'Check your inbox to confirm your subscription' } as const;
export const NEWSLETTER_FAILURE = "We couldn't subscribe you right now. Please try again in a moment.";
/** The database's per-address limit (private.rate_limits) answered 429 (through the newsletter function). */
export const NEWSLETTER_RATE_LIMITED = 'Too many sign-ups from your network. Please try again in an hour.';

// Same rule as the database's subscribe_newsletter(), so the form and the table agree.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Null when the address can be subscribed, else the message to show beside the field. */
export function validateNewsletterEmail(email: string): string | null {
  const value = email.trim();
  // At most 254 characters in all and 64 before the @ (RFC 5321), as the database checks.
  const localPart = value.slice(0, value.lastIndexOf('@'));
  return value.length > 0 && value.length <= 254 && localPart.length <= 64 && EMAIL_PATTERN.test(value) ? null : NEWSLETTER_INVALID_EMAIL;
}
