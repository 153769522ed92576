/**
 * `newsletter`: double opt-in for the site's newsletter forms (verify_jwt = false: mail clients
 * unsubscribing send no Authorization).
 *
 * - POST `{ action: "subscribe", email }`: the database checks the address and the per-address
 *   limit (`newsletter_request_confirmation`, with the caller's address by the database's own rule,
 *   _shared/clientAddress.ts: the proxy's header, never a client's leading X-Forwarded-For) and
 *   answers whether to send a confirmation (not for an address already subscribed or sent one in
 *   the last 24 hours); the answer is the same either way.
 * - POST `{ action: "confirm", token }`: the signed, single-use link of the confirmation email
 *   (followed on the site's /newsletter/confirm page); the address becomes a subscriber, and gets a
 *   welcome email.
 * - POST `?action=unsubscribe&token=…` with `List-Unsubscribe=One-Click` (RFC 8058, what a mail
 *   client sends for List-Unsubscribe-Post), or `{ action: "unsubscribe", token }` from the site's
 *   /newsletter/unsubscribe page: the address leaves the list. A GET of that address (a person
 *   opening it) is sent on to the site's page.
 */
import { requestClientAddress } from '../_shared/clientAddress.ts';
import { withCors } from '../_shared/cors.ts';
import { getEnv } from '../_shared/env.ts';
import { errorResponse, jsonResponse } from '../_shared/respond.ts';
import { sendNewsletterMail } from './mail.ts';
import { readLink, signLink } from './token.ts';

const CHECK_INBOX = 'Check your inbox to confirm your subscription';
const CONFIRMED = 'Your subscription is confirmed.';
const UNSUBSCRIBED = 'You are unsubscribed.';
const BAD_CONFIRM_LINK = 'This confirmation link is invalid or has expired.';
const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid.';
const INVALID_EMAIL = 'Please enter a valid email address.';

function backend() {
  const url = getEnv('SUPABASE_URL')?.replace(/\/$/, '');
  const serviceKey = getEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !serviceKey) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are not set');
  return { url, serviceKey };
}

/** A database function called with the service role; PostgREST's error body on failure. */
async function serviceRpc(name: string, args: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const { url, serviceKey } = backend();
  const response = await fetch(`${url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  const body: unknown = response.status === 204 ? null : await response.json();
  if (!response.ok && response.status !== 400 && response.status !== 429) throw new Error(`${name} answered HTTP ${response.status}: ${JSON.stringify(body)}`);
  return { status: response.status, body };
}

/** The site the links lead to: the caller's origin when it is one of the site's, else SITE_URL. */
function siteOrigin(request: Request): string {
  const configured = [getEnv('SITE_URL'), ...(getEnv('SITE_ORIGINS') ?? '').split(',')]
    .map((url) => {
      try {
        return url ? new URL(url.trim()).origin : null;
      } catch {
        return null;
      }
    })
    .filter((origin): origin is string => origin !== null);
  const origin = request.headers.get('origin');
  if (origin && configured.includes(origin)) return origin;
  const fallback = configured[0];
  if (!fallback) throw new Error('SITE_URL is not set');
  return fallback;
}

async function unsubscribeLinks(email: string, site: string) {
  const token = await signLink({ p: 'unsubscribe', e: email });
  const oneClick = new URL(`${backend().url}/functions/v1/newsletter`);
  oneClick.search = new URLSearchParams({ action: 'unsubscribe', token }).toString();
  return { oneClick: oneClick.toString(), page: `${site}/newsletter/unsubscribe?token=${encodeURIComponent(token)}` };
}

async function subscribe(request: Request, email: unknown): Promise<Response> {
  if (typeof email !== 'string') return errorResponse(400, INVALID_EMAIL);
  const { status, body } = await serviceRpc('newsletter_request_confirmation', { email, client_address: requestClientAddress(request.headers) });
  if (status === 400) return errorResponse(400, INVALID_EMAIL);
  if (status === 429) return errorResponse(429, (body as { message?: string }).message ?? 'Too many sign-ups', { 'Retry-After': '3600' });
  const [pending] = body as { id: string; nonce: string }[];
  if (pending) {
    const normalized = email.trim().toLowerCase();
    const site = siteOrigin(request);
    const token = await signLink({ p: 'confirm', id: pending.id, n: pending.nonce });
    try {
      await sendNewsletterMail(
        {
          to: normalized,
          subject: 'Confirm your EO Asia Pacific newsletter subscription',
          heading: 'Confirm your subscription',
          paragraphs: [
            'Someone (we hope you) asked to receive the EO Asia Pacific newsletter at this address.',
            'Follow the link within 7 days to confirm. If it was not you, ignore this email: nothing more will be sent.',
          ],
          action: { label: 'Confirm my subscription', url: `${site}/newsletter/confirm?token=${encodeURIComponent(token)}` },
          unsubscribe: await unsubscribeLinks(normalized, site),
        },
        site,
      );
    } catch (error) {
      // Not sent: forget the request, so the address may ask again at once.
      await serviceRpc('newsletter_unsubscribe', { email: normalized });
      throw error;
    }
  }
  return jsonResponse({ message: CHECK_INBOX });
}

async function confirm(request: Request, token: unknown): Promise<Response> {
  const link = await readLink(token);
  if (link?.p !== 'confirm') return errorResponse(400, BAD_CONFIRM_LINK);
  const { status, body: email } = await serviceRpc('newsletter_confirm', { pending_id: link.id, nonce: link.n });
  if (status !== 200 || typeof email !== 'string') return errorResponse(400, BAD_CONFIRM_LINK);
  const site = siteOrigin(request);
  try {
    await sendNewsletterMail(
      {
        to: email,
        subject: "You're subscribed to the EO Asia Pacific newsletter",
        heading: "You're on the list",
        paragraphs: ['Thanks for confirming. The EO Asia Pacific newsletter will come to this address.', 'You can unsubscribe at any time with the link below.'],
        unsubscribe: await unsubscribeLinks(email, site),
      },
      site,
    );
  } catch (error) {
    console.error('newsletter: the welcome email could not be sent', error);
  }
  return jsonResponse({ message: CONFIRMED });
}

async function unsubscribe(token: unknown): Promise<Response> {
  const link = await readLink(token);
  if (link?.p !== 'unsubscribe') return errorResponse(400, BAD_UNSUBSCRIBE_LINK);
  await serviceRpc('newsletter_unsubscribe', { email: link.e });
  return jsonResponse({ message: UNSUBSCRIBED });
}

async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.searchParams.get('action') === 'unsubscribe') {
    const page = `${siteOrigin(request)}/newsletter/unsubscribe?token=${encodeURIComponent(url.searchParams.get('token') ?? '')}`;
    return new Response(null, { status: 303, headers: { Location: page } });
  }
  if (request.method !== 'POST') return errorResponse(405, 'Use POST.', { Allow: 'POST, GET' });
  if (url.searchParams.get('action') === 'unsubscribe') {
    // RFC 8058: the body is `List-Unsubscribe=One-Click` (form-encoded); the token is in the address.
    const form = new URLSearchParams(await request.text());
    if (form.get('List-Unsubscribe') !== 'One-Click') return errorResponse(400, 'Expected List-Unsubscribe=One-Click.');
    return unsubscribe(url.searchParams.get('token'));
  }
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = await request.json();
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    body = parsed as Record<string, unknown>;
  } catch {
    return errorResponse(400, 'The body must be a JSON object with an action.');
  }
  if (body.action === 'subscribe') return subscribe(request, body.email);
  if (body.action === 'confirm') return confirm(request, body.token);
  if (body.action === 'unsubscribe') return unsubscribe(body.token);
  return errorResponse(400, 'action must be subscribe, confirm or unsubscribe.');
}

export default withCors(async (request) => {
  try {
    return await handle(request);
  } catch (error) {
    console.error('newsletter failed:', error);
    return errorResponse(500, "We couldn't handle this right now. Please try again in a moment.");
  }
});
