/**
 * Who is calling, as the API gateway of a hosted project tells the database: the socket's address.
 * Locally nothing sits in front of the backend, so forwarded headers a client sends are not trusted.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Headers a gateway sets itself; a client's own values are dropped. */
const GATEWAY_HEADERS = new Set(['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip']);

/** The caller's address as the socket saw it. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The request's headers as PostgREST hands them to the database (`request.headers`, names in lower
 * case), with `x-forwarded-for` set to the caller's address as a gateway would.
 */
export function forwardedHeaders(c: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of c.req.raw.headers) {
    if (!GATEWAY_HEADERS.has(name)) headers[name] = value;
  }
  headers['x-forwarded-for'] = clientAddress(c);
  return headers;
}
