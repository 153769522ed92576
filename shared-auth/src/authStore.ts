import type { AuthError, Session, User } from '@supabase/supabase-js';
import { createStore } from 'zustand/vanilla';
import { getAuthSettings, getProfileRole, getSupabase, hasAuthRedirectAnswer, onSupabaseClient, readStoredSession, sessionStorageKey } from 'shared-data';

export interface AuthResult {
  error: AuthError | Error | null;
}

export interface AuthState {
  user: User | null;
  session: Session | null;
  /** True until the first session answer or auth event arrives. */
  loading: boolean;
  isAdmin: boolean;
  /** True while the admin flag of the current user is being looked up. */
  isCheckingAdmin: boolean;
}

export const initialAuthState: AuthState = {
  user: null,
  session: null,
  loading: true,
  isAdmin: false,
  isCheckingAdmin: false,
};

/**
 * The one session store of the page. shared-auth is a federation singleton, so the shell and
 * every remote read this store; only `startAuthSync` subscribes to supabase-js, once.
 */
export const authStore = createStore<AuthState>()(() => ({ ...initialAuthState }));

let stopSync: (() => void) | null = null;
let lookupSeq = 0;

async function lookUpAdmin(userId: string, seq: number): Promise<void> {
  try {
    const role = await getProfileRole(userId);
    if (seq === lookupSeq) authStore.setState({ isAdmin: role === 'admin', isCheckingAdmin: false });
  } catch (error) {
    console.error('Error checking admin status', error);
    if (seq === lookupSeq) authStore.setState({ isAdmin: false, isCheckingAdmin: false });
  }
}

function applySession(session: Session | null): void {
  const user = session?.user ?? null;
  const current = authStore.getState();
  const sameUser = user !== null && current.user?.id === user.id;
  // supabase-js confirming the stored session that is already shown: nothing to look up again.
  if (sameUser && session?.access_token === current.session?.access_token) {
    authStore.setState({ session, user, loading: false });
    return;
  }
  const seq = ++lookupSeq;
  // A token refresh keeps the same user: the admin flag stays while it is looked up again, so
  // guarded screens do not flash a spinner (and lose their state) once an hour.
  authStore.setState({ session, user, loading: false, ...(sameUser ? {} : { isAdmin: false, isCheckingAdmin: user !== null }) });
  // supabase-js must not be awaited inside its own auth callback (it holds a lock), so the
  // profile look-up starts on the next tick.
  if (user) setTimeout(() => void lookUpAdmin(user.id, seq), 0);
}

/**
 * Follows the session at start and on every change. Idempotent; returns a stop function.
 *
 * supabase-js is not loaded for this: a session stored on an earlier visit is shown at once (no
 * flash of a signed-out header) and then loads the client, which confirms, refreshes or drops it.
 * A visitor with no stored session is signed out at once, and the client loads only when a page
 * asks for data or the visitor signs in (or another tab does). A sign-in redirect's answer in the
 * address loads it straight away.
 */
export function startAuthSync(): () => void {
  if (stopSync) return stopSync;
  let stopClientSync = () => {};
  const stopWaiting = onSupabaseClient((client) => {
    let gotFirstAnswer = false;
    const { data } = client.auth.onAuthStateChange((_event, session) => {
      gotFirstAnswer = true;
      applySession(session);
    });
    void client.auth.getSession().then(({ data: { session }, error }) => {
      if (error) console.error('Error loading session', error);
      if (!gotFirstAnswer) applySession(session);
    });
    stopClientSync = () => data.subscription.unsubscribe();
  });

  const stored = readStoredSession();
  if (stored) applySession(stored);
  // A stored session needs the client to confirm it, a sign-in redirect's answer needs it to be
  // read; otherwise the visitor is signed out and nothing is loaded.
  if (stored || (typeof window !== 'undefined' && hasAuthRedirectAnswer())) void getSupabase().catch((error: unknown) => console.error('Error loading session', error));
  else if (authStore.getState().loading) authStore.setState({ loading: false });

  // Another tab signing in or out: load the client, which then follows the shared session.
  const onStorage = (event: StorageEvent) => {
    if (event.key === sessionStorageKey()) void getSupabase().catch((error: unknown) => console.error('Error loading session', error));
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

  stopSync = () => {
    stopWaiting();
    stopClientSync();
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    stopSync = null;
  };
  return stopSync;
}

export async function signIn(email: string, password: string): Promise<AuthResult> {
  const { error } = await (await getSupabase()).auth.signInWithPassword({ email, password });
  return { error };
}

export async function signUp(email: string, password: string, fullName: string): Promise<AuthResult> {
  const { error } = await (await getSupabase()).auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName }, emailRedirectTo: `${window.location.origin}/` },
  });
  return { error };
}

export async function signOut(): Promise<AuthResult> {
  const { error } = await (await getSupabase()).auth.signOut();
  return { error };
}

export type IdentityProvider = 'google' | 'linkedin_oidc';

export const PROVIDER_UNAVAILABLE_MESSAGE = 'This sign-in option is not available right now. Please sign in with your email and password.';

/**
 * Redirect sign-in with a third-party identity provider, returning to the site origin.
 * The backend is asked first whether the provider is enabled, so a visitor never lands on a
 * raw "provider is not enabled" error page.
 */
export async function signInWithProvider(provider: IdentityProvider): Promise<AuthResult> {
  try {
    const settings = await getAuthSettings();
    if (!settings.external[provider]) return { error: new Error(PROVIDER_UNAVAILABLE_MESSAGE) };
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
  const { data, error } = await (await getSupabase()).auth.signInWithOAuth({
    provider,
    options: { redirectTo: window.location.origin, skipBrowserRedirect: true },
  });
  if (error) return { error };
  window.location.assign(data.url);
  return { error: null };
}
