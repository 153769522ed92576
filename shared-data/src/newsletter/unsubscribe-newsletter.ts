import { invokeFunction } from '../client/invokeFunction';

/** Unsubscribes the address of a newsletter email's signed link (`POST newsletter`, action unsubscribe). */
export async function unsubscribeNewsletter(token: string): Promise<void> {
  await invokeFunction('newsletter', { body: { action: 'unsubscribe', token } });
}
