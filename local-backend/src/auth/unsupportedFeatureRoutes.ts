/**
 * GoTrue's endpoints for what this project does not use (issue 46 item 7): never a success for what
 * was not done.
 *
 * - Features GoTrue has and config.toml leaves off (multi-factor enrolment, manual identity linking,
 *   SAML single sign-on) answer exactly what GoTrue answers with that configuration: its error code,
 *   status and message, after the same sign-in check.
 * - The few GoTrue endpoints this backend does not implement (reauthentication codes, the admin API's
 *   user update and link generation) answer GoTrue's `validation_failed` saying that the local
 *   backend does not support them.
 * - What can be answered truthfully is: no signing keys are published (the project signs with its
 *   JWT secret), and no account has a factor.
 */
import { Hono, type Context } from 'hono';
import { bearerToken } from '../jwt';
import type { AdminUserFlow } from './adminUserFlow';
import type { AuthCore } from './authCore';
import { jsonBody } from './authBody';
import { AuthError, authErrors } from './errors';

const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

export function unsupportedFeatureRoutes(core: AuthCore, adminUsers: AdminUserFlow): Hono {
  const app = new Hono();
  const token = (c: Context) => bearerToken(c.req.header('authorization'));
  /** GoTrue checks the caller's session before anything else on these routes. */
  const signedIn = (c: Context) => core.verifyAccessToken(token(c));

  // Multi-factor authentication: config.toml has no [auth.mfa], which leaves enrolment off.
  app.post('/factors', async (c) => {
    await signedIn(c);
    const factorType = (await jsonBody(c)).factor_type;
    if (factorType === 'totp') throw new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
    if (factorType === 'phone') throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (factorType === 'webauthn') throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    throw authErrors.validation('factor_type needs to be totp, phone or webauthn');
  });
  app.all('/factors/:id/*', async (c) => {
    await signedIn(c);
    throw factorNotFound();
  });
  app.all('/factors/:id', async (c) => {
    await signedIn(c);
    throw factorNotFound();
  });

  // Linking and unlinking identities by hand (GoTrue's security.manual_linking_enabled, off).
  app.all('/user/identities/*', async (c) => {
    await signedIn(c);
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  });

  // SAML 2.0 single sign-on (off).
  for (const path of ['/sso', '/sso/*']) {
    app.all(path, () => {
      throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
    });
  }

  app.get('/reauthenticate', async (c) => {
    await signedIn(c);
    throw authErrors.notSupportedLocally('Reauthentication (GET /reauthenticate, a code by email)');
  });

  app.put('/admin/users/:id', async (c) => {
    await adminUsers.requireServiceRole(token(c));
    throw authErrors.notSupportedLocally('Updating a user through the admin API (PUT /admin/users/{id})');
  });
  app.post('/admin/generate_link', async (c) => {
    await adminUsers.requireServiceRole(token(c));
    throw authErrors.notSupportedLocally('Generating email links through the admin API (POST /admin/generate_link)');
  });
  app.get('/admin/users/:id/factors', async (c) => c.json(await adminUsers.adminListFactors(token(c), c.req.param('id'))));
  app.all('/admin/users/:id/factors/:factorId', async (c) => {
    await adminUsers.requireServiceRole(token(c));
    throw factorNotFound();
  });

  // The project signs with its JWT secret (HS256): no public key to publish, as GoTrue answers then.
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));

  return app;
}
