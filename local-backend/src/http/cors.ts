/**
 * CORS for every API, answering only the configured site origins, with the
 * request headers supabase-js sends and the response headers it reads.
 */
import type { MiddlewareHandler } from 'hono';
import { HTTP } from '../settings';

export function corsForOrigins(siteOrigins: readonly string[]): MiddlewareHandler {
  // `*` means any site, so no site gets credentials: the browser sends no cookies, and a page on
  // another origin (even `null`) cannot read answers as a signed-in visitor's site would.
  const anyOrigin = siteOrigins.includes('*');
  const allowedOrigin = (origin: string | undefined) => {
    if (anyOrigin) return '*';
    return origin && siteOrigins.includes(origin) ? origin : undefined;
  };
  const setCredentials = (headers: Headers) => {
    if (!anyOrigin) headers.set('Access-Control-Allow-Credentials', 'true');
  };

  return async (c, next) => {
    const origin = allowedOrigin(c.req.header('origin'));
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ Vary: 'Origin' });
      if (origin) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Methods', HTTP.allowedMethods.join(', '));
        headers.set('Access-Control-Allow-Headers', HTTP.allowedHeaders.join(', '));
        setCredentials(headers);
        headers.set('Access-Control-Max-Age', '86400');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    if (!origin) return;
    const set = (res: Response) => {
      res.headers.set('Access-Control-Allow-Origin', origin);
      setCredentials(res.headers);
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
