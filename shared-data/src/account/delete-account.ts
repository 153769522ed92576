import { invokeFunction } from '../client/invokeFunction';

/**
 * Deletes the signed-in member's account (`POST delete-account`, which deletes the auth user with
 * the service role; the database removes what goes with it). The session in this browser is then
 * over on the server; the caller signs out to drop its local copy (after leaving the page).
 */
export async function deleteAccount(): Promise<void> {
  await invokeFunction<{ deleted: boolean }>('delete-account', { method: 'POST' });
}
