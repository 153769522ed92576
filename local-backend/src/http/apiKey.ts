/**
 * The API gateway's key check (Kong's key-auth on a hosted project): REST and most auth routes
 * need an `apikey` header (or query parameter) holding one of the project's keys, anon or
 * service_role. A user's token is not an API key: it travels only in `Authorization` (and in a
 * realtime join), never in a URL where logs would keep it.
 */
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** True for exactly the project's anon and service_role keys. */
export type ProjectKeyCheck = (key: string) => boolean;

export function projectKeyCheck(keys: readonly string[]): ProjectKeyCheck {
  const known = keys.map((key) => Buffer.from(key));
  return (key) => {
    const presented = Buffer.from(key);
    return known.some((candidate) => candidate.length === presented.length && timingSafeEqual(candidate, presented));
  };
}

export function requireApiKey(isProjectKey: ProjectKeyCheck, openPaths: readonly RegExp[] = []): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || openPaths.some((p) => p.test(c.req.path))) return next();
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (!key) {
      return c.json(
        { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
        401,
      );
    }
    if (!isProjectKey(key)) {
      return c.json(
        { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
        401,
      );
    }
    return next();
  };
}
