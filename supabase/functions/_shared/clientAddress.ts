/**
 * Who is calling, for per-address limits: the same rule as the database's own address check
 * (`private.request_client()`, migration 20261126000000_security_round_3.sql), so a function that
 * passes its caller's address to the database counts callers as a direct API call would.
 *
 * X-Forwarded-For is a list every proxy appends to; its first entries are whatever the client sent,
 * so they are never believed. In order:
 *   1. `cf-connecting-ip`: set by the platform's proxy (Cloudflare), which replaces a client's own;
 *   2. else the last X-Forwarded-For entry: the one the nearest proxy appended;
 *   3. else `unknown`: one shared count, so a request without an address is limited, never free.
 * Locally, the backend hands functions its socket's address in X-Forwarded-For and drops the
 * client's forwarding headers (local-backend/src/http/clientAddress.ts).
 */

/** The address of a request with no address of its own: all of them share one count. */
const UNKNOWN_CLIENT = 'unknown';

export function requestClientAddress(headers: Headers): string {
  const proxied = headers.get('cf-connecting-ip')?.trim();
  if (proxied) return proxied;
  const hops = (headers.get('x-forwarded-for') ?? '').split(',');
  const nearest = hops[hops.length - 1]?.trim();
  return nearest || UNKNOWN_CLIENT;
}
