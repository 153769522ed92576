/**
 * `local-backend/keys`: the local API keys without starting the backend, for
 * build configs and scripts that write app-config.json.
 *
 * Kept in its original Promise form for existing callers; the values come from the
 * same synchronous implementation as `localApiKeys` of the package root.
 */
import { localApiKeys as computeLocalApiKeys } from './jwt';
import { DEFAULTS } from './settings';

/** The Supabase CLI's local default secret: for local development only, never for a hosted project. */
export const DEFAULT_JWT_SECRET: string = DEFAULTS.jwtSecret;

/** The anon and service-role API keys for a JWT secret. */
export async function localApiKeys(
  jwtSecret: string = DEFAULT_JWT_SECRET,
): Promise<{ anonKey: string; serviceRoleKey: string }> {
  return computeLocalApiKeys(jwtSecret);
}
