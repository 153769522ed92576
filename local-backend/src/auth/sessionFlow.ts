/**
 * Sessions: signing in with a password (POST /token?grant_type=password), refreshing
 * (grant_type=refresh_token), reading the signed-in user (GET /user) and signing out (POST
 * /logout). The tokens themselves are sessions.ts's.
 */
import type { AuthCore, TokenResponse } from './authCore';
import { AuthError, authErrors } from './errors';
import { type Body, stringField } from './requestBody';
import { createSession, endSessions, type LogoutScope, rotateRefreshToken } from './sessions';
import { findUserByEmail, findUserById, passwordMatches, touchLastSignIn, userJson } from './users';

export class SessionFlow {
  constructor(private readonly core: AuthCore) {}

  async passwordGrant(body: Body): Promise<TokenResponse> {
    const rawEmail = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    const password = stringField(body, 'password');
    if (rawEmail === '' && phone === '' && password === '') throw authErrors.missingCredentials();
    if (rawEmail !== '' && phone !== '') {
      throw authErrors.validation('Only an email address or phone number should be provided on login.');
    }
    if (phone !== '') throw authErrors.phoneDisabled('logins');
    if (rawEmail === '') throw authErrors.invalidCredentials();

    const user = await this.core.db.transaction((tx) => findUserByEmail(tx, rawEmail));
    const banned = user?.banned_until && new Date(user.banned_until).getTime() > Date.now();
    if (!user || banned || !(await passwordMatches(password, user.encrypted_password))) {
      throw authErrors.invalidCredentials();
    }
    if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    return this.core.db.transaction(async (tx) => {
      const { sessionId, refreshToken } = await createSession(tx, user.id);
      return this.core.tokenResponse(tx, await touchLastSignIn(tx, user.id), sessionId, refreshToken);
    });
  }

  async refreshGrant(body: Body): Promise<TokenResponse> {
    const presented = stringField(body, 'refresh_token');
    if (presented === '') throw authErrors.refreshTokenRequired();
    const outcome = await this.core.db.transaction(async (tx) => {
      const rotation = await rotateRefreshToken(tx, presented, this.core.settings.refreshTokenReuseSeconds);
      if (!rotation.ok) return rotation;
      const user = await findUserById(tx, rotation.userId);
      if (!user) throw authErrors.refreshTokenNotFound();
      if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
        throw new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');
      }
      return { ok: true as const, tokens: await this.core.tokenResponse(tx, user, rotation.sessionId, rotation.refreshToken) };
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.tokens;
  }

  async getUser(token: string | undefined): Promise<Record<string, unknown>> {
    const claims = await this.core.verifyAccessToken(token);
    return this.core.db.transaction(async (tx) => userJson(tx, (await this.core.loadCaller(tx, claims)).user));
  }

  async logout(token: string | undefined, scope: string): Promise<void> {
    if (!['global', 'local', 'others'].includes(scope)) {
      throw authErrors.validation(`Unsupported logout scope "${scope}"`);
    }
    const claims = await this.core.verifyAccessToken(token);
    await this.core.db.transaction(async (tx) => {
      const { user, sessionId } = await this.core.loadCaller(tx, claims);
      if (sessionId) await endSessions(tx, user.id, sessionId, scope as LogoutScope);
      else await endSessions(tx, user.id, '', 'global');
    });
  }
}
