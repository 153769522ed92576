/**
 * `/auth/v1`: the thin HTTP layer over the auth flows (authFlows.ts), answering as GoTrue does.
 */
import { Hono, type Context } from 'hono';
import { clientAddress } from '../http/clientAddress';
import { bearerToken } from '../jwt';
import { AUTH } from '../settings';
import { AuthError, authErrorResponse, authErrors } from './errors';
import type { AuthRateLimiter } from './rateLimits';
import type { AuthSettings } from './authCore';
import type { AuthFlows } from './authFlows';
import { isVerifyType } from './emailLinkKinds';
import { isPkceToken } from './emailLinks';
import { unsupportedFeatureRoutes } from './unsupportedFeatureRoutes';
import { jsonBody } from './authBody';
import { validateEmail } from './requestBody';

export function authRoutes(flows: AuthFlows, limiter: AuthRateLimiter, settings: AuthSettings): Hono {
  const { core, signUp, sessions, emailLinks, invitations, emailChange, external, adminUsers } = flows;
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    // Anything else is GoTrue's 500, in its own error body (never another server's).
    console.error('[local-backend] auth request failed:', error);
    return authErrorResponse(c, authErrors.unexpected());
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
  // The caller's address's hour of sign-up emails, spent by a flow once the request may send one.
  const signUpEmails = (c: Context) => () => limiter.signUpEmail(clientAddress(c));

  app.post('/signup', async (c) => {
    limiter.enforce('sign_in_sign_ups', clientAddress(c));
    return c.json(await signUp.signUp(await jsonBody(c), redirectTo(c), signUpEmails(c)));
  });

  app.post('/resend', async (c) => c.json(await signUp.resend(await jsonBody(c), redirectTo(c), signUpEmails(c))));
  app.post('/recover', async (c) => c.json(await emailLinks.recover(await jsonBody(c), redirectTo(c))));
  app.post('/otp', async (c) => c.json(await emailLinks.otp(await jsonBody(c), redirectTo(c), signUpEmails(c))));
  // GoTrue's older name for a sign-in link (it makes an account for a new address, as /otp does by default).
  app.post('/magiclink', async (c) => c.json(await emailLinks.otp({ ...(await jsonBody(c)), create_user: true }, redirectTo(c), signUpEmails(c))));

  // GoTrue's GET /verify, which acts on the GET itself. The site's emails do not link here (a mail
  // scanner would use the link up): their page sends the person here when they press its button
  // (issue 42 finding 2). With PKCE, a one-time code in the query of the site's address (the
  // browser that asked exchanges it); else GoTrue's implicit flow, the session in the fragment. A
  // message or an error goes in the fragment, and for a PKCE link in the query too (GoTrue's
  // prepRedirectURL / prepErrorRedirectURL).
  app.get('/verify', async (c) => {
    limiter.enforce('token_verifications', clientAddress(c));
    const type = c.req.query('type');
    if (!isVerifyType(type)) throw authErrors.validation('Verify requires a verification type');
    const token = c.req.query('token') ?? '';
    if (token === '') throw authErrors.validation('Verify requires a token or a token hash');
    const target = new URL(core.redirectTarget(redirectTo(c)));
    const inQueryToo = (params: Record<string, string>) => {
      if (isPkceToken(token)) for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
      target.hash = new URLSearchParams(params).toString();
      return c.redirect(target.toString(), 303);
    };
    const outcome = await emailLinks.verify(token, type, { viaLink: true });
    if (outcome.ok && 'code' in outcome) {
      target.searchParams.set('code', outcome.code);
      return c.redirect(target.toString(), 303);
    }
    // The first link of a double-confirmed email change: GoTrue's message, the other link still to follow.
    if (outcome.ok && 'message' in outcome) return inQueryToo({ message: outcome.message });
    if (!outcome.ok) return inQueryToo({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' });
    const { tokens } = outcome;
    // The link's own type (GoTrue's `email` names a sign-up's or a sign-in link's, as GoTrue's answer does).
    target.hash = new URLSearchParams({
      access_token: tokens.access_token,
      expires_at: String(tokens.expires_at),
      expires_in: String(tokens.expires_in),
      refresh_token: tokens.refresh_token,
      token_type: tokens.token_type,
      type: outcome.type,
    }).toString();
    return c.redirect(target.toString(), 303);
  });

  // supabase-js `verifyOtp({ type, token_hash })`: the same check, the session as JSON. GoTrue's
  // checks of the request first (its VerifyParams.Validate); a six-digit code (`token` with an
  // email or a phone) is never right here: this backend emails links, never codes.
  app.post('/verify', async (c) => {
    limiter.enforce('token_verifications', clientAddress(c));
    const body = await jsonBody(c);
    const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    const [type, code, tokenHash, email, phone] = ['type', 'token', 'token_hash', 'email', 'phone'].map(field) as [string, string, string, string, string];
    if (type === '') throw authErrors.validation('Verify requires a verification type');
    if ((code === '') === (tokenHash === '')) throw authErrors.validation('Verify requires either a token or a token hash');
    if (code !== '') {
      if ((email === '') === (phone === '')) throw authErrors.validation('Only an email address or phone number should be provided on verify');
      if (email !== '') validateEmail(email);
      throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
    }
    if (email !== '' || phone !== '' || field('redirect_to') !== '') throw authErrors.validation('Only the token_hash and type should be provided');
    if (!isVerifyType(type)) throw authErrors.validation('Verify requires a verification type');
    const outcome = await emailLinks.verify(tokenHash, type, { viaLink: false });
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
    // GoTrue's grants this project does not use: Web3 (off in config.toml, GoTrue's own answer), and
    // a provider's ID token (supabase-js `signInWithIdToken`), which this backend does not verify.
    if (grantType === 'web3') throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
    if (grantType === 'id_token') throw authErrors.notSupportedLocally('Signing in with a provider\'s ID token (grant_type=id_token)');
    throw authErrors.unsupportedGrant();
  });

  app.get('/user', async (c) => c.json(await sessions.getUser(bearerToken(c.req.header('authorization')))));

  app.put('/user', async (c) => {
    const body = await jsonBody(c);
    return c.json(await emailChange.updateUser(bearerToken(c.req.header('authorization')), body, redirectTo(c)));
  });

  app.get('/admin/users', async (c) => {
    const { body, total } = await adminUsers.adminListUsers(bearerToken(c.req.header('authorization')), c.req.query());
    c.header('X-Total-Count', String(total));
    return c.json(body);
  });

  app.get('/admin/users/:id', async (c) =>
    c.json(await adminUsers.adminGetUser(bearerToken(c.req.header('authorization')), c.req.param('id'))),
  );

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

  app.route('/', unsupportedFeatureRoutes(core, adminUsers));

  app.all('*', () => {
    throw authErrors.notFound();
  });

  return app;
}
