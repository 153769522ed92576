/**
 * Signed tokens for emailed links: `<payload>.<signature>`, both base64url, the signature an
 * HMAC-SHA-256 of the payload (Web Crypto only, so it runs unchanged on Deno and Node). Each kind
 * of link has its own secret variable (falling back to the service role key: a secret only the
 * server holds) and its own key context, so a token signed for one kind never verifies as another.
 */
import { getEnv } from './env.ts';

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

export interface SignedTokens<T> {
  sign(payload: T): Promise<string>;
  /** The payload of a token signed here that `accept` takes, or null for anything else. */
  read(token: unknown): Promise<T | null>;
}

/**
 * `secretVariable`: the environment variable holding the secret. `context`: prefixed to the
 * secret (empty keeps the key of tokens already in people's inboxes). `accept` checks the payload's
 * shape; `maxLength` refuses anything longer before any work.
 */
export function signedTokens<T>(options: { secretVariable: string; context?: string; maxLength: number; accept: (payload: unknown) => payload is T }): SignedTokens<T> {
  function key(usage: 'sign' | 'verify'): Promise<CryptoKey> {
    const secret = getEnv(options.secretVariable) ?? getEnv('SUPABASE_SERVICE_ROLE_KEY');
    if (!secret) throw new Error(`${options.secretVariable} (or SUPABASE_SERVICE_ROLE_KEY) is not set`);
    return crypto.subtle.importKey('raw', encoder.encode(`${options.context ?? ''}${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
  }
  return {
    async sign(payload) {
      const body = base64url(encoder.encode(JSON.stringify(payload)));
      const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key('sign'), encoder.encode(body)));
      return `${body}.${base64url(signature)}`;
    },
    async read(token) {
      if (typeof token !== 'string' || token.length > options.maxLength) return null;
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      try {
        const valid = await crypto.subtle.verify('HMAC', await key('verify'), fromBase64url(signature), encoder.encode(body));
        if (!valid) return null;
        const payload: unknown = JSON.parse(new TextDecoder().decode(fromBase64url(body)));
        return options.accept(payload) ? payload : null;
      } catch {
        return null;
      }
    },
  };
}
