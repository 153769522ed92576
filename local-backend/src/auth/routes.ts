/**
 * `/auth/v1`: the thin HTTP layer over the auth flows (authFlows.ts), answering as GoTrue does.
 */
import { Hono, type Context } from 'hono';
import { InvalidJsonError, isPlainObject, readJson } from '../http/body';
import { clientAddress } from '../http/clientAddress';
import { bearerToken } from '../jwt';
import { AUTH } from '../settings';
import { AuthError, authErrorResponse, authErrors } from './errors';
import type { AuthRateLimiter } from './rateLimits';
import type { AuthSettings } from './authCore';
import type { AuthFlows } from './authFlows';
import { isVerifyType } from './emailLinkKinds';
import type { Body } from './requestBody';

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

export function authRoutes(flows: AuthFlows, limiter: AuthRateLimiter, settings: AuthSettings): Hono {
  const { core, signUp, sessions, emailLinks, invitations, emailChange, external, adminUsers } = flows;
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
      // `[auth.email] enable_confirmations`: off is GoTrue's autoconfirm (SignUpFlow.signUp).
      mailer_autoconfirm: !settings.emailConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  // supabase-js sends where an emailed link returns to as `?redirect_to=`.
  const redirectTo = (c: Context) => c.req.query('redirect_to');

  app.post('/signup', async (c) => {
    limiter.enforce('sign_in_sign_ups', clientAddress(c));
    return c.json(await signUp.signUp(await jsonBody(c), redirectTo(c)));
  });

  app.post('/resend', async (c) => c.json(await signUp.resend(await jsonBody(c), redirectTo(c))));
  app.post('/recover', async (c) => c.json(await emailLinks.recover(await jsonBody(c), redirectTo(c))));
  app.post('/otp', async (c) => c.json(await emailLinks.otp(await jsonBody(c), redirectTo(c))));

  // The link of an email: with PKCE, a one-time code in the query of the site's address (the
  // browser that asked exchanges it); else GoTrue's implicit flow, the session in the fragment.
  app.get('/verify', async (c) => {
    limiter.enforce('token_verifications', clientAddress(c));
    const type = c.req.query('type');
    if (!isVerifyType(type)) throw authErrors.validation('Verify requires a verification type');
    const target = new URL(core.redirectTarget(redirectTo(c)));
    const outcome = await emailLinks.verify(c.req.query('token') ?? '', type, { viaLink: true });
    if (outcome.ok && 'code' in outcome) {
      target.searchParams.set('code', outcome.code);
      return c.redirect(target.toString(), 303);
    }
    // The first link of a double-confirmed email change: GoTrue's message, the other link still to follow.
    if (outcome.ok && 'message' in outcome) {
      target.hash = new URLSearchParams({ message: outcome.message }).toString();
      return c.redirect(target.toString(), 303);
    }
    const tokens = outcome.ok ? outcome.tokens : undefined;
    target.hash = new URLSearchParams(
      tokens
        ? {
            access_token: tokens.access_token,
            expires_at: String(tokens.expires_at),
            expires_in: String(tokens.expires_in),
            refresh_token: tokens.refresh_token,
            token_type: tokens.token_type,
            type,
          }
        : { error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' },
    ).toString();
    return c.redirect(target.toString(), 303);
  });

  // supabase-js `verifyOtp({ type, token_hash })`: the same check, the session as JSON.
  app.post('/verify', async (c) => {
    limiter.enforce('token_verifications', clientAddress(c));
    const body = await jsonBody(c);
    const type = typeof body.type === 'string' ? body.type : undefined;
    if (!isVerifyType(type)) throw authErrors.validation('Verify requires a verification type');
    const outcome = await emailLinks.verify(typeof body.token_hash === 'string' ? body.token_hash : '', type, { viaLink: false });
    if (outcome.ok && 'message' in outcome) return c.json({ msg: outcome.message, code: '200' });
    if (!outcome.ok || !('tokens' in outcome)) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    return c.json(outcome.tokens);
  });

  app.post('/admin/users', async (c) =>
    c.json(await adminUsers.adminCreateUser(bearerToken(c.req.header('authorization')), await jsonBody(c))),
  );

  // supabase-js `auth.admin.inviteUserByEmail`: where the link returns to comes as `?redirect_to=`.
  app.post('/invite', async (c) =>
    c.json(await invitations.adminInvite(bearerToken(c.req.header('authorization')), await jsonBody(c), redirectTo(c))),
  );

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') {
      limiter.enforce('sign_in_sign_ups', clientAddress(c));
      const body = await jsonBody(c);
      return c.json(await limiter.checkPassword(body.email, clientAddress(c), () => sessions.passwordGrant(body)));
    }
    if (grantType === 'refresh_token') {
      limiter.enforce('token_refresh', clientAddress(c));
      return c.json(await sessions.refreshGrant(await jsonBody(c)));
    }
    if (grantType === 'pkce') {
      limiter.enforce('token_verifications', clientAddress(c));
      return c.json(await external.pkceGrant(await jsonBody(c)));
    }
    throw authErrors.unsupportedGrant();
  });

  app.get('/user', async (c) => c.json(await sessions.getUser(bearerToken(c.req.header('authorization')))));

  app.put('/user', async (c) => {
    const body = await jsonBody(c);
    return c.json(await emailChange.updateUser(bearerToken(c.req.header('authorization')), body, redirectTo(c)));
  });

  app.delete('/admin/users/:id', async (c) =>
    c.json(await adminUsers.adminDeleteUser(bearerToken(c.req.header('authorization')), c.req.param('id'))),
  );

  app.post('/logout', async (c) => {
    await sessions.logout(bearerToken(c.req.header('authorization')), c.req.query('scope') ?? 'global');
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
