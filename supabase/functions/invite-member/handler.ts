/**
 * `invite-member`: an administrator invites someone by email with an intended role, or revokes a
 * pending invitation (`POST`, the admin's JWT; issue 36 item 2).
 *
 * - `{ action: 'invite', email, role }`: the invitation is recorded by the database with the
 *   caller's own JWT (`invite_member()` checks that the caller is an admin, and refuses an address
 *   that already has an account), then GoTrue's invite (`POST /auth/v1/invite`, the service role,
 *   server-side only) creates the unconfirmed account and emails the link, which returns to
 *   `<site>/invite` (the admin's origin when it is one of the site's), with who invites and as
 *   what (`invitation_email_data()`, the account's metadata, which the email names). The role is
 *   applied by the database when the address is confirmed.
 * - `{ action: 'revoke', id }`: `revoke_member_invitation()` (admin only) marks it revoked and
 *   answers the unconfirmed account it created, which is then deleted: its link stops working.
 *
 * 401 without a signed-in member, 403 for a member who is not an admin (the database's answer),
 * 409 for an address that already has an account, 400 for a bad request. Runs unchanged on Deno
 * (hosted) and Node (the local backend).
 */
import { withCors } from '../_shared/cors.ts';
import { getEnv } from '../_shared/env.ts';
import { callerClaims } from '../_shared/jwt.ts';
import { errorResponse, jsonResponse } from '../_shared/respond.ts';

const SIGN_IN = 'Sign in as an administrator to invite members.';
const FAILED = 'The invitation could not be sent. Please try again.';
const HAS_ACCOUNT = 'This address already has an account. Change its role in the members list.';

interface Platform {
  url: string;
  anonKey: string;
  serviceKey: string;
  site: string;
}

/** The site the link returns to: the admin's own origin when it is one of the site's (SITE_ORIGINS), else SITE_URL. */
function siteOrigin(request: Request): string | undefined {
  const configured = [getEnv('SITE_URL'), ...(getEnv('SITE_ORIGINS') ?? '').split(',')].flatMap((url) => {
    try {
      return url ? [new URL(url.trim()).origin] : [];
    } catch {
      return [];
    }
  });
  const origin = request.headers.get('origin');
  return origin && configured.includes(origin) ? origin : configured[0];
}

function platform(request: Request): Platform {
  const url = getEnv('SUPABASE_URL')?.replace(/\/$/, '');
  const anonKey = getEnv('SUPABASE_ANON_KEY');
  const serviceKey = getEnv('SUPABASE_SERVICE_ROLE_KEY');
  const site = siteOrigin(request);
  if (!url || !anonKey || !serviceKey || !site) throw new Error('SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY and SITE_URL must be set');
  return { url, anonKey, serviceKey, site };
}

/** A database function called with the caller's JWT, so the database decides who may. */
async function rpcAsCaller(p: Platform, authorization: string, name: string, args: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${p.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: p.anonKey, Authorization: authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

const serviceHeaders = (p: Platform) => ({ apikey: p.serviceKey, Authorization: `Bearer ${p.serviceKey}`, 'Content-Type': 'application/json' });

/** The database's refusal as this function's answer: 42501 is 403, its message is the site's. */
function refusal(answer: { status: number; body: unknown }): Response | undefined {
  if (answer.status < 400) return undefined;
  const body = (answer.body ?? {}) as { code?: string; message?: string };
  if (body.code === '42501' || answer.status === 401 || answer.status === 403) return errorResponse(answer.status === 401 ? 401 : 403, body.message ?? SIGN_IN);
  if (body.code === '23505') return errorResponse(409, HAS_ACCOUNT);
  if (body.code === '22023' || body.code === 'P0002') return errorResponse(body.code === 'P0002' ? 404 : 400, body.message ?? 'Bad request.');
  throw new Error(`the database answered HTTP ${answer.status}: ${JSON.stringify(answer.body)}`);
}

async function invite(p: Platform, authorization: string, email: string, role: string): Promise<Response> {
  const recorded = await rpcAsCaller(p, authorization, 'invite_member', { email, role });
  const refused = refusal(recorded);
  if (refused) return refused;
  const invitationId = recorded.body as string;
  // Who invites and as what, for the email (the template's `{{ .Data }}`): GoTrue applies `data` to
  // an account it creates; an existing unconfirmed one got the same from invite_member().
  const emailData = await rpcAsCaller(p, authorization, 'invitation_email_data', { invitation: invitationId });
  const refusedData = refusal(emailData);
  if (refusedData) return refusedData;
  const target = new URL(`${p.url}/auth/v1/invite`);
  target.searchParams.set('redirect_to', `${p.site}/invite`);
  const sent = await fetch(target, { method: 'POST', headers: serviceHeaders(p), body: JSON.stringify({ email, data: emailData.body }) });
  if (!sent.ok) {
    // Nothing was sent: the invitation does not stay pending.
    await fetch(`${p.url}/rest/v1/member_invitations?id=eq.${encodeURIComponent(invitationId)}`, { method: 'DELETE', headers: serviceHeaders(p) });
    if (sent.status === 422) return errorResponse(409, HAS_ACCOUNT);
    if (sent.status === 429) return errorResponse(429, 'Too many emails were sent in the last hour. Please try again later.');
    throw new Error(`GoTrue's invite answered HTTP ${sent.status}`);
  }
  const user = (await sent.json()) as { id?: string };
  const linked = await fetch(`${p.url}/rest/v1/member_invitations?id=eq.${encodeURIComponent(invitationId)}`, {
    method: 'PATCH',
    headers: serviceHeaders(p),
    body: JSON.stringify({ user_id: user.id }),
  });
  if (!linked.ok) throw new Error(`recording the invited account answered HTTP ${linked.status}`);
  return jsonResponse({ id: invitationId });
}

async function revoke(p: Platform, authorization: string, id: string): Promise<Response> {
  const revoked = await rpcAsCaller(p, authorization, 'revoke_member_invitation', { invitation: id });
  const refused = refusal(revoked);
  if (refused) return refused;
  const invitedUser = revoked.body as string | null;
  if (invitedUser) {
    const deleted = await fetch(`${p.url}/auth/v1/admin/users/${encodeURIComponent(invitedUser)}`, {
      method: 'DELETE',
      headers: serviceHeaders(p),
      body: JSON.stringify({ should_soft_delete: false }),
    });
    // Already gone is fine; anything else leaves an account whose link still confirms an address
    // (a plain member: the revoked invitation grants no role), so say it failed.
    if (!deleted.ok && deleted.status !== 404) throw new Error(`deleting the invited account answered HTTP ${deleted.status}`);
  }
  return jsonResponse({ revoked: true });
}

const respond = withCors(async (req) => {
  if (req.method !== 'POST') return errorResponse(405, 'Use POST.', { Allow: 'POST, OPTIONS' });
  const claims = callerClaims(req);
  const authorization = req.headers.get('authorization');
  if (!authorization || claims?.role !== 'authenticated' || typeof claims.sub !== 'string') return errorResponse(401, SIGN_IN);
  const body = (await req.json().catch(() => null)) as { action?: unknown; email?: unknown; role?: unknown; id?: unknown } | null;
  try {
    const p = platform(req);
    if (body?.action === 'invite' && typeof body.email === 'string' && typeof body.role === 'string') {
      return await invite(p, authorization, body.email.trim().toLowerCase(), body.role);
    }
    if (body?.action === 'revoke' && typeof body.id === 'string' && /^[0-9a-f-]{36}$/i.test(body.id)) {
      return await revoke(p, authorization, body.id);
    }
    return errorResponse(400, 'Send { action: "invite", email, role } or { action: "revoke", id }.');
  } catch (error) {
    console.error('invite-member failed:', error instanceof Error ? error.message : error);
    return errorResponse(500, FAILED);
  }
});

export default async function handler(req: Request): Promise<Response> {
  return respond(req);
}
