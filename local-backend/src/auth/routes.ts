/**
 * `/auth/v1`: the thin HTTP layer over AuthService, answering as GoTrue does.
 */
import { Hono, type Context } from 'hono';
import { InvalidJsonError, isPlainObject, readJson } from '../http/body';
import { clientAddress } from '../http/clientAddress';
import { bearerToken } from '../jwt';
import { AUTH } from '../settings';
import { AuthError, authErrorResponse, authErrors } from './errors';
import type { ExternalSignIn } from './externalSignIn';
import type { AuthRateLimiter } from './rateLimits';
import type { AuthService, AuthSettings, Body } from './service';

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

export function authRoutes(service: AuthService, limiter: AuthRateLimiter, settings: AuthSettings, external: ExternalSignIn): Hono {
  const app = new Hono();

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
        ...Object.fromEntries(AUTH.externalProviders.map((p) => [p, external.providers.has(p)])),
        ...Object.fromEntries([...external.providers.keys()].map((p) => [p, true])),
        email: settings.emailSignUpEnabled,
        phone: false,
      },
      disable_signup: !settings.signUpEnabled,
      // `[auth.email] enable_confirmations`: off is GoTrue's autoconfirm (AuthService.signUp).
      mailer_autoconfirm: !settings.emailConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.post('/signup', async (c) => {
    limiter.enforce('sign_in_sign_ups', clientAddress(c));
    return c.json(await service.signUp(await jsonBody(c)));
  });

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') {
      limiter.enforce('sign_in_sign_ups', clientAddress(c));
      const body = await jsonBody(c);
      return c.json(await limiter.checkPassword(body.email, clientAddress(c), () => service.passwordGrant(body)));
    }
    if (grantType === 'refresh_token') {
      limiter.enforce('token_refresh', clientAddress(c));
      return c.json(await service.refreshGrant(await jsonBody(c)));
    }
    if (grantType === 'pkce') {
      limiter.enforce('token_verifications', clientAddress(c));
      return c.json(await external.pkceGrant(await jsonBody(c)));
    }
    throw authErrors.unsupportedGrant();
  });

  app.get('/user', async (c) => c.json(await service.getUser(bearerToken(c.req.header('authorization')))));

  app.put('/user', async (c) => {
    const body = await jsonBody(c);
    return c.json(await service.updateUser(bearerToken(c.req.header('authorization')), body));
  });

  app.delete('/admin/users/:id', async (c) =>
    c.json(await service.adminDeleteUser(bearerToken(c.req.header('authorization')), c.req.param('id'))),
  );

  app.post('/logout', async (c) => {
    await service.logout(bearerToken(c.req.header('authorization')), c.req.query('scope') ?? 'global');
    return c.body(null, 204);
  });

  // Third-party sign-in with the providers config.toml enables (externalSignIn.ts); any other is refused as GoTrue does.
  app.get('/authorize', async (c) => {
    const provider = (c.req.query('provider') ?? '').toLowerCase();
    if (!external.providers.has(provider)) {
      if ((AUTH.externalProviders as readonly string[]).includes(provider)) throw authErrors.providerDisabled();
      throw authErrors.providerUnknown(provider);
    }
    return c.redirect(await external.authorize(c.req.query()), 302);
  });

  app.get('/callback', async (c) => c.redirect(await external.callback(c.req.query()), 302));

  app.all('*', () => {
    throw authErrors.notFound();
  });

  return app;
}
