/**
 * The API gateway's key check (Kong's key-auth on a hosted project): REST and
 * most auth routes need an `apikey` header or query parameter holding a JWT
 * signed with the project secret.
 */
import type { MiddlewareHandler } from 'hono';
import type { JwtService } from '../jwt';

export function requireApiKey(jwt: JwtService, openPaths: readonly RegExp[] = []): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || openPaths.some((p) => p.test(c.req.path))) return next();
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (!key) {
      return c.json(
        { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
        401,
      );
    }
    const verified = await jwt.verify(key);
    if (!verified.ok) {
      return c.json(
        { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
        401,
      );
    }
    return next();
  };
}
