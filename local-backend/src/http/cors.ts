/**
 * CORS for every API, answering only the configured site origins, with the
 * request headers supabase-js sends and the response headers it reads.
 */
import type { MiddlewareHandler } from 'hono';
import { HTTP } from '../settings';

export function corsForOrigins(siteOrigins: readonly string[]): MiddlewareHandler {
  const anyOrigin = siteOrigins.includes('*');
  const allowedOrigin = (origin: string | undefined) =>
    origin && (anyOrigin || siteOrigins.includes(origin)) ? origin : undefined;

  return async (c, next) => {
    const origin = allowedOrigin(c.req.header('origin'));
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ Vary: 'Origin' });
      if (origin) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Methods', HTTP.allowedMethods.join(', '));
        headers.set('Access-Control-Allow-Headers', HTTP.allowedHeaders.join(', '));
        headers.set('Access-Control-Allow-Credentials', 'true');
        headers.set('Access-Control-Max-Age', '86400');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    if (!origin) return;
    const set = (res: Response) => {
      res.headers.set('Access-Control-Allow-Origin', origin);
      res.headers.set('Access-Control-Allow-Credentials', 'true');
      res.headers.set('Access-Control-Expose-Headers', HTTP.exposedHeaders.join(', '));
      res.headers.append('Vary', 'Origin');
    };
    try {
      set(c.res);
    } catch {
      // Headers of a Response produced elsewhere (e.g. a function handler) may be immutable.
      c.res = new Response(c.res.body, c.res);
      set(c.res);
    }
  };
}
