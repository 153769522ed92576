import type { Session, User } from '@supabase/supabase-js';
import { createStore } from 'zustand/vanilla';
import type { AuthResult, IdentityProvider } from './authResult';
import { followSession, getProfileRole, signInWithPassword, signOut as endSession, signUpWithPassword } from 'shared-data';

export interface AuthState {
  user: User | null;
  session: Session | null;
  /** True until the first session answer or auth event arrives. */
  loading: boolean;
  /** The signed-in user is an admin, as `profiles.role` last answered. False while that is not known. */
  isAdmin: boolean;
  /** Staff: an organiser or an admin (events, series and attendee lists), as `profiles.role` last answered. */
  isStaff: boolean;
  /** True while the admin flag of a newly signed-in user is being looked up. */
  isCheckingAdmin: boolean;
  /**
   * The last role lookup failed (backend unreachable): admin status is unknown, which is not the
   * same as "not an admin". `isAdmin` keeps what was last confirmed for this user, so the header does
   * not drop its Admin link and a guard shows an error with Retry instead of refusing.
   */
  adminCheckFailed: boolean;
}

const initialAuthState: AuthState = {
  user: null,
  session: null,
  loading: true,
  isAdmin: false,
  isStaff: false,
  isCheckingAdmin: false,
  adminCheckFailed: false,
};

/**
 * The one session store of the page. shared-auth is a federation singleton, so the shell and
 * every remote read this store; only `startAuthSync` follows the session, once.
 */
export const authStore = createStore<AuthState>()(() => ({ ...initialAuthState }));

let stopSync: (() => void) | null = null;
let lookupSeq = 0;

async function lookUpAdmin(userId: string, seq: number): Promise<void> {
  try {
    const role = await getProfileRole(userId);
    if (seq === lookupSeq) authStore.setState({ isAdmin: role === 'admin', isStaff: role === 'admin' || role === 'organiser', isCheckingAdmin: false, adminCheckFailed: false });
  } catch (error) {
    console.error('Error checking admin status', error);
    // Unknown, not "no": what was confirmed before stays.
    if (seq === lookupSeq) authStore.setState({ isCheckingAdmin: false, adminCheckFailed: true });
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
  authStore.setState({ session, user, loading: false, ...(sameUser ? {} : { isAdmin: false, isStaff: false, isCheckingAdmin: user !== null, adminCheckFailed: false }) });
  // supabase-js must not be awaited inside its own auth callback (it holds a lock), so the
  // profile look-up starts on the next tick.
  if (user) setTimeout(() => void lookUpAdmin(user.id, seq), 0);
}

/** Asks for the signed-in user's role again, after a failed lookup (the guard's Retry). */
export function retryAdminCheck(): void {
  const { user } = authStore.getState();
  if (!user) return;
  const seq = ++lookupSeq;
  authStore.setState({ isCheckingAdmin: true, adminCheckFailed: false });
  void lookUpAdmin(user.id, seq);
}

/** Follows the session at start and on every change (`followSession` in shared-data). Idempotent; returns a stop function. */
export function startAuthSync(): () => void {
  if (stopSync) return stopSync;
  const stopFollowing = followSession(applySession);
  stopSync = () => {
    stopFollowing();
    stopSync = null;
  };
  return stopSync;
}

export function signIn(email: string, password: string): Promise<AuthResult> {
  return signInWithPassword(email, password);
}

export function signUp(email: string, password: string, fullName: string): Promise<AuthResult> {
  return signUpWithPassword({ email, password, fullName, emailRedirectTo: `${window.location.origin}/` });
}

export function signOut(): Promise<AuthResult> {
  return endSession();
}

/** A third-party provider as GoTrue names it (`google`, ...); which ones are on comes from `useSignInProviders`. */
/**
 * Redirect sign-in with a third-party identity provider, returning to the site origin (SPEC); the
 * site then sends the person on to `returnPath` (default: the page they are on). Its code
 * (providerSignIn.ts) loads when a person chooses a provider: every page carries this store.
 */
export async function signInWithProvider(provider: IdentityProvider, returnPath?: string | null): Promise<AuthResult> {
  return (await import('./providerSignIn')).signInWithProvider(provider, returnPath);
}

export type { AuthResult, IdentityProvider } from './authResult';
