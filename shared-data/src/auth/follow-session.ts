import type { Session } from '@supabase/supabase-js';
import { getSupabase, hasAuthRedirectAnswer, onSupabaseClient, readStoredSession, sessionStorageKey } from '../client/supabaseClient';

/**
 * Follows the page's session: calls `onSession` with every session answer, from now on, until the
 * returned stop function is called.
 *
 * supabase-js is not loaded for this: a session stored on an earlier visit is reported at once (no
 * flash of a signed-out header) and then loads the client, which confirms, refreshes or drops it.
 * With no stored session, `null` is reported at once and the client loads only when a page asks
 * for data or the visitor signs in (or another tab does). A sign-in redirect's answer in the
 * address loads it straight away.
 */
export function followSession(onSession: (session: Session | null) => void): () => void {
  let stopClientSync = () => {};
  let clientAnswered = false;
  const stopWaiting = onSupabaseClient((client) => {
    const { data } = client.auth.onAuthStateChange((_event, session) => {
      clientAnswered = true;
      onSession(session);
    });
    void client.auth.getSession().then(({ data: { session }, error }) => {
      if (error) console.error('Error loading session', error);
      if (!clientAnswered) onSession(session);
    });
    stopClientSync = () => data.subscription.unsubscribe();
  });

  const loadClient = () => void getSupabase().catch((error: unknown) => console.error('Error loading session', error));
  const stored = readStoredSession();
  if (stored) onSession(stored);
  // A stored session needs the client to confirm it, a sign-in redirect's answer needs it to be
  // read; otherwise the visitor is signed out and nothing is loaded.
  if (stored || (typeof window !== 'undefined' && hasAuthRedirectAnswer())) loadClient();
  else if (!clientAnswered) onSession(null);

  // Another tab signing in or out: load the client, which then follows the shared session.
  const onStorage = (event: StorageEvent) => {
    if (event.key === sessionStorageKey()) loadClient();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

  return () => {
    stopWaiting();
    stopClientSync();
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
