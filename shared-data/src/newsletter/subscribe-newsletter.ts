import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';

export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address.';
export const NEWSLETTER_CONFIRMATION = { title: 'Subscribed', description: "Thanks! You're on the list for our newsletter." } as const;

// Same rule as the database check on newsletter_subscribers.email, so the form and the table agree.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Null when the address can be subscribed, else the message to show beside the field. */
export function validateNewsletterEmail(email: string): string | null {
  const value = email.trim();
  return value.length > 0 && value.length <= 254 && EMAIL_PATTERN.test(value) ? null : NEWSLETTER_INVALID_EMAIL;
}

/**
 * Stores a newsletter address through the database's `subscribe_newsletter` function.
 * Subscribing twice answers the same and stores one row; nobody but an admin can read the list.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const { error } = await getSupabase().rpc('subscribe_newsletter', { email: email.trim() });
  if (error) throw toDataError(error);
}
