/**
 * `/auth/v1`: the thin HTTP layer over AuthService, answering as GoTrue does.
 */
import { Hono, type Context } from 'hono';
import { InvalidJsonError, isPlainObject, readJson } from '../http/body';
import { clientAddress } from '../http/clientAddress';
import { bearerToken } from '../jwt';
import { AUTH } from '../settings';
import { AuthError, authErrorResponse, authErrors } from './errors';
import type { AuthRateLimiter, RateLimitName } from './rateLimits';
import type { AuthService, Body } from './service';

async function jsonBody(c: Context): Promise<Body> {
  let parsed: unknown;
  try {
    parsed = await readJson(c);
  } catch (error) {
    if (error instanceof InvalidJsonError) throw authErrors.badJson(error.message);
    throw error;
  }
  if (parsed === undefined) return {};
  if (!isPlainObject(parsed)) throw authErrors.badJson('the request body must be a JSON object');
  return parsed;
}

export function authRoutes(service: AuthService, limiter: AuthRateLimiter): Hono {
  const app = new Hono();

  const limit = (c: Context, name: RateLimitName) => {
    const wait = limiter.take(name, clientAddress(c));
    if (wait > 0) throw authErrors.rateLimited(wait);
  };

  /**
   * Password sign-in, refused (429) from an address with too many recent wrong passwords for the
   * account, or from a new address while the account is being guessed at from many (rateLimits.ts).
   */
  const passwordGrant = async (body: Body, ip: string) => {
    const email = typeof body.email === 'string' ? body.email : '';
    const lockout = email ? limiter.passwordLockout(email, ip) : 0;
    if (lockout > 0) throw authErrors.rateLimited(lockout);
    try {
      const tokens = await service.passwordGrant(body);
      limiter.recordSignIn(email, ip);
      return tokens;
    } catch (error) {
      if (email && error instanceof AuthError && error.code === 'invalid_credentials') limiter.recordFailedPassword(email, ip);
      throw error;
    }
  };

  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    throw error;
  });

  app.get('/health', (c) =>
    c.json({
      version: AUTH.gotrueVersion,
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );

  app.get('/settings', (c) =>
    c.json({
      external: {
        ...Object.fromEntries(AUTH.externalProviders.map((p) => [p, false])),
        email: true,
        phone: false,
      },
      disable_signup: false,
      // Sign-up returns no session (see AuthService.signUp), as with confirmations on.
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.post('/signup', async (c) => {
    limit(c, 'sign_in_sign_ups');
    return c.json(await service.signUp(await jsonBody(c)));
  });

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') {
      limit(c, 'sign_in_sign_ups');
      return c.json(await passwordGrant(await jsonBody(c), clientAddress(c)));
    }
    if (grantType === 'refresh_token') {
      limit(c, 'token_refresh');
      return c.json(await service.refreshGrant(await jsonBody(c)));
    }
    throw authErrors.unsupportedGrant();
  });

  app.get('/user', async (c) => c.json(await service.getUser(bearerToken(c.req.header('authorization')))));

  app.put('/user', async (c) => {
    const body = await jsonBody(c);
    return c.json(await service.updateUser(bearerToken(c.req.header('authorization')), body));
  });

  app.post('/logout', async (c) => {
    await service.logout(bearerToken(c.req.header('authorization')), c.req.query('scope') ?? 'global');
    return c.body(null, 204);
  });

  // Third-party sign-in: every provider is disabled locally, as on a fresh project.
  app.get('/authorize', (c) => {
    const provider = (c.req.query('provider') ?? '').toLowerCase();
    if ((AUTH.externalProviders as readonly string[]).includes(provider)) throw authErrors.providerDisabled();
    throw authErrors.providerUnknown(provider);
  });

  app.all('*', () => {
    throw authErrors.notFound();
  });

  return app;
}
