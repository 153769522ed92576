// Public surface of shared-auth: the one session store, its provider and hook, and guards.
export { type AuthState, type AuthResult, type IdentityProvider } from './authStore';
export { AuthProvider, useAuth, type AuthContextValue } from './AuthProvider';
export { RequireAdmin, type RequireAdminProps } from './RequireAdmin';
