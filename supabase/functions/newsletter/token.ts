/**
 * The newsletter's signed links: `<payload>.<signature>`, both base64url, the signature an
 * HMAC-SHA-256 of the payload with the function's secret (NEWSLETTER_SIGNING_SECRET, else the
 * service role key: a secret only the server holds). Web Crypto only, so it runs unchanged on Deno
 * and Node. A confirmation link carries the pending row and a nonce the database checks once; an
 * unsubscribe link carries the address.
 */
import { getEnv } from '../_shared/env.ts';

export type LinkPayload = { p: 'confirm'; id: string; n: string } | { p: 'unsubscribe'; e: string };

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
  const value = getEnv('NEWSLETTER_SIGNING_SECRET') ?? getEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!value) throw new Error('NEWSLETTER_SIGNING_SECRET (or SUPABASE_SERVICE_ROLE_KEY) is not set');
  return value;
}

function key(usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret()), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

export async function signLink(payload: LinkPayload): Promise<string> {
  const body = base64url(encoder.encode(JSON.stringify(payload)));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key('sign'), encoder.encode(body)));
  return `${body}.${base64url(signature)}`;
}

/** The payload of a token this function signed, or null for anything else. */
export async function readLink(token: unknown): Promise<LinkPayload | null> {
  if (typeof token !== 'string' || token.length > 2000) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  try {
    const valid = await crypto.subtle.verify('HMAC', await key('verify'), fromBase64url(signature), encoder.encode(body));
    if (!valid) return null;
    const payload = JSON.parse(new TextDecoder().decode(fromBase64url(body))) as LinkPayload;
    if (payload.p === 'confirm' && typeof payload.id === 'string' && typeof payload.n === 'string') return payload;
    if (payload.p === 'unsubscribe' && typeof payload.e === 'string') return payload;
    return null;
  } catch {
    return null;
  }
}
