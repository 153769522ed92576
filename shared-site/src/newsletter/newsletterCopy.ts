/** What the newsletter forms say (SPEC leaves the action open; README, Decisions). */
export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address.';
export const NEWSLETTER_CONFIRMATION = { title: 'Subscribed', description: "Thanks! You're on the list for our newsletter." } as const;
export const NEWSLETTER_FAILURE = "We couldn't subscribe you right now. Please try again in a moment.";

// Same rule as the database's subscribe_newsletter(), so the form and the table agree.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Null when the address can be subscribed, else the message to show beside the field. */
export function validateNewsletterEmail(email: string): string | null {
  const value = email.trim();
  return value.length > 0 && value.length <= 254 && EMAIL_PATTERN.test(value) ? null : NEWSLETTER_INVALID_EMAIL;
}
