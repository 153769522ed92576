/**
 * The one-click unsubscribe links of notification emails: `<payload>.<signature>`, both base64url,
 * the signature an HMAC-SHA-256 (Web Crypto, so it runs unchanged on Deno and Node) of the payload
 * with NOTIFICATIONS_SIGNING_SECRET, else the service role key (a secret only the server holds).
 * A link names one member and one kind of email, so it switches off only that, for only them; it
 * carries no address, and it cannot be turned into another member's or another kind's link.
 */
import { getEnv } from '../_shared/env.ts';

/** The kinds a member may switch off (public.unsubscribe_notification refuses the others). */
const UNSUBSCRIBABLE_KINDS = ['reminder_24h', 'reminder_1h', 'organiser_message'] as const;
export type UnsubscribableKind = (typeof UNSUBSCRIBABLE_KINDS)[number];

export interface UnsubscribeLink {
  /** The member (auth user id). */
  u: string;
  k: UnsubscribableKind;
}

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function secret(): string {
  const value = getEnv('NOTIFICATIONS_SIGNING_SECRET') ?? getEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!value) throw new Error('NOTIFICATIONS_SIGNING_SECRET (or SUPABASE_SERVICE_ROLE_KEY) is not set');
  return value;
}

function key(usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(`notifications:${secret()}`), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

export function isUnsubscribableKind(kind: unknown): kind is UnsubscribableKind {
  return typeof kind === 'string' && (UNSUBSCRIBABLE_KINDS as readonly string[]).includes(kind);
}

export async function signUnsubscribeLink(link: UnsubscribeLink): Promise<string> {
  const body = base64url(encoder.encode(JSON.stringify({ u: link.u, k: link.k })));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key('sign'), encoder.encode(body)));
  return `${body}.${base64url(signature)}`;
}

/** The link this function signed, or null for anything else. */
export async function readUnsubscribeLink(token: unknown): Promise<UnsubscribeLink | null> {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  try {
    const valid = await crypto.subtle.verify('HMAC', await key('verify'), fromBase64url(signature), encoder.encode(body));
    if (!valid) return null;
    const payload = JSON.parse(new TextDecoder().decode(fromBase64url(body))) as Partial<UnsubscribeLink>;
    if (typeof payload.u !== 'string' || !/^[0-9a-f-]{36}$/i.test(payload.u) || !isUnsubscribableKind(payload.k)) return null;
    return { u: payload.u, k: payload.k };
  } catch {
    return null;
  }
}

/**
 * The one-click address of one member's and kind's link: `<SUPABASE_URL>/functions/v1/notifications?token=…`
 * (the List-Unsubscribe header's; a mail client POSTs `List-Unsubscribe=One-Click` to it, RFC 8058).
 */
export async function unsubscribeUrl(supabaseUrl: string, link: UnsubscribeLink): Promise<string> {
  const url = new URL(`${supabaseUrl.replace(/\/$/, '')}/functions/v1/notifications`);
  url.searchParams.set('token', await signUnsubscribeLink(link));
  return url.toString();
}
