import { invokeFunction } from '../client/invokeFunction';

/**
 * Asks for a newsletter subscription (`POST newsletter`, action subscribe): the function emails a
 * confirmation link, and the address counts only once it is followed. The answer is the same for
 * an address already subscribed or already sent one. A refusal throws DataError with the HTTP
 * status as its code ('400' a bad address, '429' the per-address limit).
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  await invokeFunction('newsletter', { body: { action: 'subscribe', email: email.trim() } });
}
