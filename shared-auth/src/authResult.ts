import type { AuthError } from '@supabase/supabase-js';

/** What a sign-in, sign-up or sign-out call answers: its error, or null. */
export interface AuthResult {
  error: AuthError | Error | null;
}

/** A third-party identity provider's name in config.toml (`google`, ...). */
export type IdentityProvider = string;
