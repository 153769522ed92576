/**
 * CORS for functions on hosted Supabase, where the function itself must answer
 * the browser's preflight. Allowed origins come from the ALLOWED_ORIGINS secret
 * (comma-separated); unset means any origin. The local backend adds its own CORS
 * for its configured site origins, so this only matters once deployed.
 */
import { getEnv } from './env.ts';

const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage';

function corsHeaders(request: Request): Record<string, string> {
  const allowed = (getEnv('ALLOWED_ORIGINS') ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  const origin = request.headers.get('origin') ?? '';
  const allowOrigin = allowed.length === 0 ? '*' : allowed.includes(origin) ? origin : '';
  return {
    ...(allowOrigin ? { 'Access-Control-Allow-Origin': allowOrigin, Vary: 'Origin' } : {}),
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  };
}

/** Wraps a handler: answers preflight requests and adds CORS headers to every response. */
export function withCors(handler: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    const headers = corsHeaders(request);
    if (request.method === 'OPTIONS') return new Response('ok', { headers });
    const response = await handler(request);
    const merged = new Headers(response.headers);
    for (const [name, value] of Object.entries(headers)) merged.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
  };
}
