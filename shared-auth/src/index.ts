// Public surface of shared-auth: the one session store, its provider and hook, and guards.
export { authStore, startAuthSync, signIn, signUp, signOut, signInWithProvider, retryAdminCheck, PROVIDER_UNAVAILABLE_MESSAGE, type AuthState, type AuthResult, type IdentityProvider } from './authStore';
export { AuthProvider, useAuth, type AuthContextValue } from './AuthProvider';
export { RequireAdmin, ACCESS_DENIED_MESSAGE, ADMIN_CHECK_FAILED_TITLE, type RequireAdminProps } from './RequireAdmin';
