/**
 * `notifications`: the one-click unsubscribe of notification emails (verify_jwt = false: a mail
 * client sends no Authorization).
 *
 * - POST `?token=…` with the body `List-Unsubscribe=One-Click` (RFC 8058, what a mail client sends
 *   for the List-Unsubscribe-Post header): the kind the signed link names (a reminder timing,
 *   organiser messages, or requests to join an organiser's events) is switched off for the member it names (public.unsubscribe_notification,
 *   called with the service role). Answers 200 with a message, or 400 for a link this function did
 *   not sign.
 * - GET `?token=…` (a person opening the link, or a mail scanner following it): changes nothing and
 *   sends them on to the preferences, `<SITE_URL>/account#notifications`, where they choose.
 */
import { withCors } from '../_shared/cors.ts';
import { getEnv } from '../_shared/env.ts';
import { errorResponse, jsonResponse } from '../_shared/respond.ts';
import { readUnsubscribeLink, type UnsubscribableKind } from './token.ts';

const BAD_LINK = 'This unsubscribe link is invalid.';

const UNSUBSCRIBED: Record<UnsubscribableKind, string> = {
  reminder_24h: 'You will no longer receive reminders 24 hours before an event.',
  reminder_1h: 'You will no longer receive reminders 1 hour before an event.',
  organiser_message: "You will no longer receive organisers' messages.",
  approval_requested: 'You will no longer receive an email when someone asks to join your events.',
};

function backend() {
  const url = getEnv('SUPABASE_URL')?.replace(/\/$/, '');
  const serviceKey = getEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !serviceKey) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are not set');
  return { url, serviceKey };
}

function preferencesPage(): string {
  const site = getEnv('SITE_URL');
  if (!site) throw new Error('SITE_URL is not set');
  return `${new URL(site).origin}/account#notifications`;
}

async function unsubscribe(token: string | null): Promise<Response> {
  const link = await readUnsubscribeLink(token);
  if (!link) return errorResponse(400, BAD_LINK);
  const { url, serviceKey } = backend();
  const response = await fetch(`${url}/rest/v1/rpc/unsubscribe_notification`, {
    method: 'POST',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ member: link.u, kind: link.k }),
  });
  if (!response.ok) throw new Error(`unsubscribe_notification answered HTTP ${response.status}: ${await response.text()}`);
  return jsonResponse({ message: UNSUBSCRIBED[link.k] });
}

async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === 'GET') return new Response(null, { status: 303, headers: { Location: preferencesPage() } });
  if (request.method !== 'POST') return errorResponse(405, 'Use POST.', { Allow: 'POST, GET' });
  const form = new URLSearchParams(await request.text());
  if (form.get('List-Unsubscribe') !== 'One-Click') return errorResponse(400, 'Expected List-Unsubscribe=One-Click.');
  return unsubscribe(url.searchParams.get('token'));
}

export default withCors(async (request) => {
  try {
    return await handle(request);
  } catch (error) {
    console.error('notifications failed:', error);
    return errorResponse(500, "We couldn't handle this right now. Please try again in a moment.");
  }
});
