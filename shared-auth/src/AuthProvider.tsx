import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { authStore, retryAdminCheck, signIn, signOut, signUp, signInWithProvider, startAuthSync, type AuthResult, type AuthState } from './authStore';

const AuthContext = createContext(false);

/**
 * Starts following the session (once per page) and marks the tree as inside the provider.
 * A layout effect: a stored session is applied before the first paint, so a signed-in member's
 * header is never drawn signed out first.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    startAuthSync();
  }, []);
  return <AuthContext.Provider value={true}>{children}</AuthContext.Provider>;
}

export interface AuthContextValue extends AuthState {
  signIn: (email: string, password: string) => Promise<AuthResult>;
  signUp: (email: string, password: string, fullName: string) => Promise<AuthResult>;
  signOut: () => Promise<AuthResult>;
  signInWithProvider: typeof signInWithProvider;
  /** Asks for the role again after a failed lookup (`adminCheckFailed`). */
  retryAdminCheck: () => void;
}

/** Session context: user, session, loading, isAdmin (and whether its lookup failed) and the auth actions. */
export function useAuth(): AuthContextValue {
  const insideProvider = useContext(AuthContext);
  const state = useStore(authStore);
  if (!insideProvider) throw new Error('useAuth must be used within an AuthProvider');
  return { ...state, signIn, signUp, signOut, signInWithProvider, retryAdminCheck };
}
