import { invokeFunction } from '../client/invokeFunction';

/** Follows the confirmation email's signed, single-use link (`POST newsletter`, action confirm). */
export async function confirmNewsletter(token: string): Promise<void> {
  await invokeFunction('newsletter', { body: { action: 'confirm', token } });
}
