/**
 * The newsletter's signed links: `<payload>.<signature>`, both base64url, the signature an
 * HMAC-SHA-256 of the payload with the function's secret (NEWSLETTER_SIGNING_SECRET, else the
 * service role key: a secret only the server holds). Web Crypto only, so it runs unchanged on Deno
 * and Node. A confirmation link carries the pending row and a nonce the database checks once; an
 * unsubscribe link carries the address.
 */
import { signedTokens } from '../_shared/signedToken.ts';

export type LinkPayload = { p: 'confirm'; id: string; n: string } | { p: 'unsubscribe'; e: string };

const tokens = signedTokens<LinkPayload>({
  secretVariable: 'NEWSLETTER_SIGNING_SECRET',
  maxLength: 2000,
  accept: (payload): payload is LinkPayload => {
    const link = payload as Partial<{ p: string; id: unknown; n: unknown; e: unknown }> | null;
    if (link?.p === 'confirm') return typeof link.id === 'string' && typeof link.n === 'string';
    return link?.p === 'unsubscribe' && typeof link.e === 'string';
  },
});

export function signLink(payload: LinkPayload): Promise<string> {
  return tokens.sign(payload);
}

/** The payload of a token this function signed, or null for anything else. */
export function readLink(token: unknown): Promise<LinkPayload | null> {
  return tokens.read(token);
}
