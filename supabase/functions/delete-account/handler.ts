/**
 * `delete-account`: a signed-in member deletes their own account (`POST`, the member's JWT).
 *
 * The auth user is deleted with the service role through GoTrue's admin API, server-side only (the
 * key never reaches the browser). What goes with it is decided by the database, whoever deletes
 * the user (migration 20261125000000_account_deletion.sql): the profile, the member's RSVPs, the
 * events and series a member created; an administrator's events stay without an owner, and the
 * last administrator cannot be deleted (the database checks it under the same lock as a role
 * change, migration 20261126000000_security_round_3.sql, so two at once never leave none).
 *
 * 401 without a signed-in member (or with a session that has ended), 409 for the last
 * administrator, 200 `{ deleted: true }` once the user is gone. Runs unchanged on Deno (hosted)
 * and Node (the local backend).
 */
import { withCors } from '../_shared/cors.ts';
import { getEnv } from '../_shared/env.ts';
import { callerClaims } from '../_shared/jwt.ts';
import { errorResponse, jsonResponse } from '../_shared/respond.ts';

const SIGN_IN = 'Sign in to delete your account.';
const LAST_ADMIN = 'You are the only administrator. Make another member an administrator before deleting your account.';
const FAILED = 'Your account could not be deleted. Please try again.';

function platform(): { url: string; anonKey: string; serviceKey: string } {
  const url = getEnv('SUPABASE_URL')?.replace(/\/$/, '');
  const anonKey = getEnv('SUPABASE_ANON_KEY');
  const serviceKey = getEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !anonKey || !serviceKey) throw new Error('SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY must be set');
  return { url, anonKey, serviceKey };
}

const respond = withCors(async (req) => {
  if (req.method !== 'POST') return errorResponse(405, 'Use POST to delete your account.', { Allow: 'POST, OPTIONS' });
  const claims = callerClaims(req);
  const authorization = req.headers.get('authorization');
  if (!authorization || claims?.role !== 'authenticated' || typeof claims.sub !== 'string') return errorResponse(401, SIGN_IN);
  try {
    const { url, anonKey, serviceKey } = platform();
    // The session must still be live (not signed out): GoTrue answers the user only then.
    const me = await fetch(`${url}/auth/v1/user`, { headers: { apikey: anonKey, Authorization: authorization } });
    if (!me.ok) return errorResponse(401, SIGN_IN);
    const user = (await me.json()) as { id?: string };
    if (user.id !== claims.sub) return errorResponse(401, SIGN_IN);

    const service = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` };
    const isLastAdmin = async () => {
      const admins = await fetch(`${url}/rest/v1/profiles?role=eq.admin&select=user_id`, { headers: service });
      if (!admins.ok) throw new Error(`reading the administrators answered HTTP ${admins.status}`);
      const adminIds = ((await admins.json()) as { user_id: string }[]).map((row) => row.user_id);
      return adminIds.length === 1 && adminIds[0] === user.id;
    };
    if (await isLastAdmin()) return errorResponse(409, LAST_ADMIN);

    const deleted = await fetch(`${url}/auth/v1/admin/users/${encodeURIComponent(user.id)}`, {
      method: 'DELETE',
      headers: { ...service, 'Content-Type': 'application/json' },
      body: JSON.stringify({ should_soft_delete: false }),
    });
    if (!deleted.ok) {
      // The check above is only the quick answer: another administrator may have left or been
      // demoted since. The database decides under the lock role changes take (migration
      // 20261126000000), and GoTrue answers its refusal with a 500, so ask again what it was.
      if (await isLastAdmin()) return errorResponse(409, LAST_ADMIN);
      throw new Error(`deleting the user answered HTTP ${deleted.status}`);
    }
    return jsonResponse({ deleted: true });
  } catch (error) {
    console.error('delete-account failed:', error instanceof Error ? error.message : error);
    return errorResponse(500, FAILED);
  }
});

export default async function handler(req: Request): Promise<Response> {
  return respond(req);
}
