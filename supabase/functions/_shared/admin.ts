/**
 * "Is the caller a signed-in admin?", for functions that only admins may use (`status`,
 * `generate`). Only after the platform has verified the JWT (verify_jwt = true).
 *
 * A caller without a signed-in user (no token, or the anon key) gets 401. Otherwise the database
 * decides: `is_admin()` through PostgREST with the caller's own JWT, so the profile's role decides,
 * never a claim the client controls; a member gets 403.
 */
import { getEnv } from './env.ts';
import { callerClaims } from './jwt.ts';
import { errorResponse } from './respond.ts';

const SIGN_IN_AS_ADMIN = 'Sign in as an administrator to generate images.';
const ADMINS_ONLY = 'Only administrators can generate images.';

/** The signed-in admin's user id, or the 401/403 response to send instead. */
export type AdminCheck = { userId: string; refusal?: undefined } | { userId?: undefined; refusal: Response };

/** The database's answer to "is the caller an admin?", asked with the caller's own JWT. */
async function isAdmin(authorization: string): Promise<boolean> {
  const url = getEnv('SUPABASE_URL')?.replace(/\/$/, '');
  const anonKey = getEnv('SUPABASE_ANON_KEY');
  if (!url || !anonKey) throw new Error('SUPABASE_URL and SUPABASE_ANON_KEY are not set');
  const response = await fetch(`${url}/rest/v1/rpc/is_admin`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: authorization, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`is_admin answered HTTP ${response.status}`);
  return (await response.json()) === true;
}

/** Throws when the database cannot be asked; the caller answers 500 then. */
export async function checkAdmin(req: Request): Promise<AdminCheck> {
  const claims = callerClaims(req);
  const authorization = req.headers.get('authorization');
  if (!authorization || claims?.role !== 'authenticated' || typeof claims.sub !== 'string') {
    return { refusal: errorResponse(401, SIGN_IN_AS_ADMIN) };
  }
  if (!(await isAdmin(authorization))) return { refusal: errorResponse(403, ADMINS_ONLY) };
  return { userId: claims.sub };
}
