/**
 * GoTrue's behaviour for the endpoints supabase-js uses, as plain async
 * functions. Password hashing runs outside the database mutex so a bcrypt round
 * never blocks other requests.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from '../db/connection/database';
import type { Database } from '../db/connection/database';
import type { JwtClaims, JwtService } from '../jwt';
import type { ProjectSettings } from '../projectConfig';
import { AUTH } from '../settings';
import { consumeEmailToken, issueEmailToken, type TokenColumn } from './emailLinks';
import { AuthError, authErrors } from './errors';
import type { AuthMail, AuthMailKind } from './mail';
import { createSession, endSessions, type LogoutScope, rotateRefreshToken, sessionExists } from './sessions';
import {
  confirmEmail,
  createEmailUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  type Metadata,
  normalizeEmail,
  passwordMatches,
  passwordWeakness,
  touchLastSignIn,
  unstoredEmailUserJson,
  updateUser,
  type UserRow,
  userJson,
} from './users';

export type Body = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** What GoTrue takes from config.toml's `[auth]` (projectConfig.ts). */
export type AuthSettings = Pick<
  ProjectSettings,
  'accessTokenSeconds' | 'minPasswordLength' | 'refreshTokenReuseSeconds' | 'signUpEnabled' | 'emailSignUpEnabled' | 'emailConfirmations' | 'emailLinkSeconds'
>;

/** The kinds of link `/verify` takes, each with the token column it checks and the email that sends it. */
const VERIFY_TYPES = {
  signup: { column: 'confirmation', mail: 'confirmation' },
  recovery: { column: 'recovery', mail: 'recovery' },
  magiclink: { column: 'recovery', mail: 'magic_link' },
} as const satisfies Record<string, { column: TokenColumn; mail: AuthMailKind }>;
export type VerifyType = keyof typeof VERIFY_TYPES;

export function isVerifyType(type: string | undefined): type is VerifyType {
  return type !== undefined && Object.hasOwn(VERIFY_TYPES, type);
}

/**
 * Where a followed link leads: a session (the link's type with it); with PKCE (the request that sent
 * the email carried a code challenge, as supabase-js's `flowType: 'pkce'` sends), a one-time code
 * the browser that asked exchanges with its verifier (`/token?grant_type=pkce`); or GoTrue's error.
 */
export type VerifyOutcome = { ok: true; tokens: TokenResponse; type: VerifyType } | { ok: true; code: string; type: VerifyType } | { ok: false };

/** The `amr` method of a session started by each kind of link, as GoTrue records it. */
const LINK_AUTH_METHOD: Record<VerifyType, string> = { signup: 'email/signup', recovery: 'recovery', magiclink: 'otp' };

/** A PKCE code challenge sent with a request for an email (`code_challenge`, `code_challenge_method`). */
interface CodeChallenge {
  challenge: string;
  method: string;
}

function codeChallengeOf(body: Body): CodeChallenge | undefined {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  if (challenge === '') return undefined;
  const method = (typeof body.code_challenge_method === 'string' ? body.code_challenge_method : 's256').toLowerCase();
  if (method !== 's256' && method !== 'plain') throw authErrors.validation('code challenge method not supported');
  return { challenge, method };
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

// GoTrue checks the address with a permissive RFC 5322-ish pattern; this is close enough.
const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function stringField(body: Body, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

function metadataField(body: Body, name: string): Metadata | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw authErrors.badJson(`json: cannot unmarshal ${Array.isArray(value) ? 'array' : typeof value} into Go struct field .${name} of type map[string]interface {}`);
  }
  return value as Metadata;
}

function validateEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (email === '') throw authErrors.validation('An email address is required');
  if (email.length > 255) throw authErrors.validation('An email address is too long');
  if (!EMAIL_PATTERN.test(email)) throw authErrors.emailInvalid();
  return email;
}

function checkPasswordStrength(password: string, minLength: number): void {
  // bcrypt reads at most 72 bytes: count bytes, as GoTrue's len() does, or the rest would be ignored.
  if (new TextEncoder().encode(password).length > 72) throw authErrors.validation('Password cannot be longer than 72 characters');
  const weakness = passwordWeakness(password, minLength);
  if (weakness) throw authErrors.weakPassword(weakness.message, weakness.reasons);
}

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly jwt: JwtService,
    /** e.g. `http://127.0.0.1:54321/auth/v1`, known once the server listens. */
    private readonly issuer: () => string,
    private readonly settings: AuthSettings,
    private readonly mail: AuthMail,
    /** `[auth] site_url` first, then the other origins links may return to (`additional_redirect_urls`). */
    private readonly siteOrigins: readonly string[],
    private readonly bcryptCost: number = AUTH.bcryptCost,
  ) {}

  /**
   * Where a link returns to: `requested` when it is on one of the site's origins (GoTrue's
   * allow-list of `site_url` and `additional_redirect_urls`), else the site's URL.
   */
  redirectTarget(requested: string | undefined): string {
    if (requested) {
      try {
        if (this.siteOrigins.includes(new URL(requested).origin)) return requested;
      } catch {
        // not a URL: the site's own
      }
    }
    return this.siteOrigins[0] ?? 'http://localhost:3000';
  }

  /** Issues a token and emails its link: `<issuer>/verify?token=…&type=…&redirect_to=…`. */
  private async emailLink(tx: Transaction, user: UserRow, type: VerifyType, redirectTo: string | undefined, pkce?: CodeChallenge): Promise<void> {
    const { column, mail } = VERIFY_TYPES[type];
    const token = await issueEmailToken(tx, user.id, column);
    // PKCE: the link's code goes only to the browser that holds the verifier. One flow state per
    // user and kind of link, as one token: a new email replaces the earlier one.
    await tx.query(`delete from auth.flow_state where user_id = $1 and provider_type = 'email' and authentication_method = $2`, [user.id, LINK_AUTH_METHOD[type]]);
    if (pkce) {
      await tx.query(
        `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, created_at, updated_at)
         values ($1, $2, '', $3, $4, 'email', $5, now(), now())`,
        [randomUUID(), user.id, pkce.method, pkce.challenge, LINK_AUTH_METHOD[type]],
      );
    }
    const target = this.redirectTarget(redirectTo);
    const link = new URL(`${this.issuer()}/verify`);
    link.search = new URLSearchParams({ token, type, redirect_to: target }).toString();
    await this.mail.send(mail, user.email ?? '', { ConfirmationURL: link.toString(), SiteURL: new URL(target).origin });
  }

  /**
   * Sign-up answers as hosted GoTrue does for `[auth.email] enable_confirmations`:
   *
   * - **On**: the user, no session; the confirmation email's link (`/verify`) confirms the address
   *   and signs the user in; signing in with the password before that is refused ("Email not
   *   confirmed"). An address that already has an account gets the same answer (200, a user of the
   *   same shape that is stored nowhere, see `unstoredEmailUserJson`), so sign-up does not tell who
   *   has an account; the stored user, its password and its metadata are left as they are (an
   *   unconfirmed one is sent its confirmation again).
   * - **Off** (GoTrue's autoconfirm): the user signed in at once, with a session; an address that
   *   already has an account gets GoTrue's 422 `user_already_exists`, as hosted GoTrue answers.
   *
   * The password is hashed first on every path, so they take about as long.
   */
  async signUp(body: Body, redirectTo?: string): Promise<Record<string, unknown>> {
    const rawEmail = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    const password = stringField(body, 'password');
    const data = metadataField(body, 'data') ?? {};
    if (!this.settings.signUpEnabled) throw authErrors.signUpDisabled();
    if (rawEmail === '' && phone === '' && password === '') throw authErrors.missingCredentials();
    if (rawEmail !== '' && !this.settings.emailSignUpEnabled) throw authErrors.emailSignUpDisabled();
    if (password === '') throw authErrors.validation('Signup requires a valid password');
    checkPasswordStrength(password, this.settings.minPasswordLength);
    if (rawEmail !== '' && phone !== '') {
      throw authErrors.validation('Only an email address or phone number should be provided on signup.');
    }
    if (phone !== '') throw authErrors.phoneDisabled('signups');
    if (rawEmail === '') throw authErrors.validation('Sign up only available with email provider');
    const email = validateEmail(rawEmail);

    const passwordHash = await hashPassword(password, this.bcryptCost);
    const confirmations = this.settings.emailConfirmations;
    // Every sign-up with confirmations on takes an email of the hour's allowance, whether or not one
    // is sent, so the answer (429 included) does not tell a new address from an existing one.
    if (confirmations) this.mail.takeAllowance();
    return this.db.transaction(async (tx) => {
      // Under the mutex, so two sign-ups for one new address create one user.
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        if (!confirmations) throw authErrors.userAlreadyExists();
        // GoTrue sends an unconfirmed address its confirmation again; a confirmed one gets nothing.
        if (!existing.email_confirmed_at) await this.emailLink(tx, existing, 'signup', redirectTo, codeChallengeOf(body));
        const unstored = unstoredEmailUserJson(email, data);
        return { ...unstored, confirmation_sent_at: unstored.created_at };
      }
      const user = await createEmailUser(tx, { email, passwordHash, data, confirmed: !confirmations });
      if (confirmations) await this.emailLink(tx, user, 'signup', redirectTo, codeChallengeOf(body));
      if (!confirmations) {
        const { sessionId, refreshToken } = await createSession(tx, user.id);
        return { ...(await this.tokenResponse(tx, await touchLastSignIn(tx, user.id), sessionId, refreshToken)) };
      }
      return { ...(await userJson(tx, user)), confirmation_sent_at: user.created_at };
    });
  }

  /** POST /resend: the confirmation email again, for an address not yet confirmed; `{}` whatever the address. */
  async resend(body: Body, redirectTo?: string): Promise<Record<string, unknown>> {
    const type = stringField(body, 'type');
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
      throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (type !== 'signup') throw authErrors.validation(`Resending ${type} is not supported by this backend`);
    const email = validateEmail(stringField(body, 'email'));
    this.mail.takeAllowance();
    await this.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (user && !user.email_confirmed_at) await this.emailLink(tx, user, 'signup', redirectTo, codeChallengeOf(body));
    });
    return {};
  }

  /** POST /recover: a password-reset link for an account's address; `{}` whatever the address. */
  async recover(body: Body, redirectTo?: string): Promise<Record<string, unknown>> {
    const email = validateEmail(stringField(body, 'email'));
    this.mail.takeAllowance();
    await this.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (user) await this.emailLink(tx, user, 'recovery', redirectTo, codeChallengeOf(body));
    });
    return {};
  }

  /**
   * POST /otp with an email: a sign-in link (magic link). With `create_user` false (what the site
   * sends) an address without an account gets GoTrue's 422 `otp_disabled`; otherwise such an
   * address becomes an account without a password, confirmed by following the link.
   */
  async otp(body: Body, redirectTo?: string): Promise<Record<string, unknown>> {
    if (stringField(body, 'phone') !== '') throw authErrors.phoneDisabled('logins');
    const email = validateEmail(stringField(body, 'email'));
    const createUser = body.create_user !== false;
    const data = metadataField(body, 'data') ?? {};
    this.mail.takeAllowance();
    await this.db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (!user) {
        if (!createUser || !this.settings.signUpEnabled) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
        user = await createEmailUser(tx, { email, passwordHash: null, data, confirmed: false });
      }
      await this.emailLink(tx, user, 'magiclink', redirectTo, codeChallengeOf(body));
    });
    return {};
  }

  /**
   * A followed link (GET /verify, or POST /verify with its `token_hash`): the token is used up, the
   * address counts as confirmed, and a session starts. Anything else (unknown, used or expired
   * token) is GoTrue's "Email link is invalid or has expired".
   */
  async verify(token: string, type: VerifyType, { viaLink }: { viaLink: boolean }): Promise<VerifyOutcome> {
    return this.db.transaction(async (tx) => {
      const consumed = await consumeEmailToken(tx, token, VERIFY_TYPES[type].column, this.settings.emailLinkSeconds);
      if (!consumed.ok) return { ok: false as const };
      const user = await confirmEmail(tx, consumed.userId);
      const method = LINK_AUTH_METHOD[type];
      // A link followed in the browser, of an email asked for with PKCE: a one-time code, exchanged by
      // the browser that asked (GoTrue's PKCE flow); the session starts at that exchange.
      const flow = viaLink
        ? (
            await tx.query<{ id: string }>(
              `select id from auth.flow_state where user_id = $1 and provider_type = 'email' and authentication_method = $2 and auth_code = '' order by created_at desc limit 1`,
              [user.id, method],
            )
          ).rows[0]
        : undefined;
      if (flow) {
        const code = randomUUID();
        await tx.query(`update auth.flow_state set auth_code = $2, auth_code_issued_at = now(), updated_at = now() where id = $1`, [flow.id, code]);
        return { ok: true as const, type, code };
      }
      const { sessionId, refreshToken } = await createSession(tx, user.id);
      return { ok: true as const, type, tokens: await this.tokenResponse(tx, await touchLastSignIn(tx, user.id), sessionId, refreshToken, method) };
    });
  }

  /**
   * POST /admin/users (service_role only): an account made by staff or tests, confirmed at once with
   * `email_confirm: true` (supabase-js `auth.admin.createUser`). No email is sent.
   */
  async adminCreateUser(token: string | undefined, body: Body): Promise<Record<string, unknown>> {
    if (!token) throw authErrors.noAuthorization();
    const verified = await this.jwt.verify(token);
    if (!verified.ok || verified.claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
    const email = validateEmail(stringField(body, 'email'));
    const password = stringField(body, 'password');
    if (password !== '') checkPasswordStrength(password, this.settings.minPasswordLength);
    const data = metadataField(body, 'user_metadata') ?? {};
    const passwordHash = password === '' ? null : await hashPassword(password, this.bcryptCost);
    return this.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw authErrors.emailExists();
      return userJson(tx, await createEmailUser(tx, { email, passwordHash, data, confirmed: body.email_confirm === true }));
    });
  }

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

    const user = await this.db.transaction((tx) => findUserByEmail(tx, rawEmail));
    const banned = user?.banned_until && new Date(user.banned_until).getTime() > Date.now();
    if (!user || banned || !(await passwordMatches(password, user.encrypted_password))) {
      throw authErrors.invalidCredentials();
    }
    if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    return this.db.transaction(async (tx) => {
      const { sessionId, refreshToken } = await createSession(tx, user.id);
      return this.tokenResponse(tx, await touchLastSignIn(tx, user.id), sessionId, refreshToken);
    });
  }

  async refreshGrant(body: Body): Promise<TokenResponse> {
    const presented = stringField(body, 'refresh_token');
    if (presented === '') throw authErrors.refreshTokenRequired();
    const outcome = await this.db.transaction(async (tx) => {
      const rotation = await rotateRefreshToken(tx, presented, this.settings.refreshTokenReuseSeconds);
      if (!rotation.ok) return rotation;
      const user = await findUserById(tx, rotation.userId);
      if (!user) throw authErrors.refreshTokenNotFound();
      if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
        throw new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');
      }
      return { ok: true as const, tokens: await this.tokenResponse(tx, user, rotation.sessionId, rotation.refreshToken) };
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.tokens;
  }

  async getUser(token: string | undefined): Promise<Record<string, unknown>> {
    const claims = await this.verifyAccessToken(token);
    return this.db.transaction(async (tx) => userJson(tx, (await this.loadCaller(tx, claims)).user));
  }

  async updateUser(token: string | undefined, body: Body): Promise<Record<string, unknown>> {
    const claims = await this.verifyAccessToken(token);
    const password = body.password === undefined || body.password === null ? undefined : stringField(body, 'password');
    const rawEmail = body.email === undefined || body.email === null ? undefined : stringField(body, 'email');
    const data = metadataField(body, 'data');
    if (typeof body.phone === 'string' && body.phone !== '') throw authErrors.phoneDisabled('signups');
    const email = rawEmail === undefined ? undefined : validateEmail(rawEmail);
    if (password !== undefined) checkPasswordStrength(password, this.settings.minPasswordLength);

    const current = await this.db.transaction(async (tx) => (await this.loadCaller(tx, claims)).user);
    let passwordHash: string | undefined;
    if (password !== undefined) {
      // GoTrue's SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD, on here: a stolen session alone
      // cannot change the password. A session from a recovery link (a forgotten password) is exempt,
      // and so is an account that has no password yet.
      const recovering = Array.isArray(claims.amr) && claims.amr.some((entry) => isRecord(entry) && ['recovery', 'otp', 'magiclink'].includes(String(entry.method)));
      if (current.encrypted_password && !recovering) {
        const currentPassword = typeof body.current_password === 'string' ? body.current_password : '';
        if (currentPassword === '') throw authErrors.currentPasswordRequired();
        if (!(await passwordMatches(currentPassword, current.encrypted_password))) throw authErrors.currentPasswordMismatch();
      }
      if (await passwordMatches(password, current.encrypted_password)) throw authErrors.samePassword();
      passwordHash = await hashPassword(password, this.bcryptCost);
    }
    return this.db.transaction(async (tx) => {
      const { user, sessionId } = await this.loadCaller(tx, claims);
      let newEmail: string | undefined;
      if (email !== undefined && email !== user.email) {
        const other = await findUserByEmail(tx, email);
        if (other && other.id !== user.id) throw authErrors.emailExists();
        newEmail = email;
      }
      let userMetadata: Metadata | undefined;
      if (data) {
        // GoTrue merges top-level keys; a null value removes the key.
        userMetadata = { ...(user.raw_user_meta_data ?? {}) };
        for (const [key, value] of Object.entries(data)) {
          if (value === null) delete userMetadata[key];
          else userMetadata[key] = value;
        }
      }
      const updated = await updateUser(tx, user.id, {
        ...(newEmail ? { email: newEmail } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        ...(userMetadata ? { userMetadata } : {}),
      });
      // A new password ends every other session of the user, as GoTrue's UpdatePassword does.
      if (passwordHash) await endSessions(tx, user.id, sessionId ?? '', sessionId ? 'others' : 'global');
      return userJson(tx, updated);
    });
  }

  async logout(token: string | undefined, scope: string): Promise<void> {
    if (!['global', 'local', 'others'].includes(scope)) {
      throw authErrors.validation(`Unsupported logout scope "${scope}"`);
    }
    const claims = await this.verifyAccessToken(token);
    await this.db.transaction(async (tx) => {
      const { user, sessionId } = await this.loadCaller(tx, claims);
      if (sessionId) await endSessions(tx, user.id, sessionId, scope as LogoutScope);
      else await endSessions(tx, user.id, '', 'global');
    });
  }

  /**
   * GoTrue's `DELETE /admin/users/{id}` (service role only): the user and, through the database's
   * foreign keys and triggers, what goes with it. A refusal of the database (the last
   * administrator) answers as GoTrue does, "Database error deleting user".
   */
  async adminDeleteUser(token: string | undefined, userId: string): Promise<Record<string, unknown>> {
    if (!token) throw authErrors.noAuthorization();
    const result = await this.jwt.verify(token);
    if (!result.ok) throw authErrors.badJwt(result.message);
    if (result.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
    if (!/^[0-9a-f-]{36}$/i.test(userId)) throw new AuthError(404, 'user_not_found', 'User not found');
    return this.db.transaction(async (tx) => {
      const user = await findUserById(tx, userId);
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      const answer = await userJson(tx, user);
      try {
        await tx.query('savepoint delete_user');
        await tx.query('delete from auth.users where id = $1', [userId]);
      } catch (error) {
        await tx.query('rollback to savepoint delete_user');
        console.error('[local-backend] deleting a user failed:', error instanceof Error ? error.message : error);
        throw new AuthError(500, 'unexpected_failure', 'Database error deleting user');
      }
      return answer;
    });
  }

  private async verifyAccessToken(token: string | undefined): Promise<JwtClaims> {
    if (!token) throw authErrors.noAuthorization();
    const result = await this.jwt.verify(token);
    if (!result.ok) {
      if (result.reason === 'role') return this.missingSub();
      throw authErrors.badJwt(result.message);
    }
    if (typeof result.claims.sub !== 'string' || result.claims.sub === '') return this.missingSub();
    return result.claims;
  }

  private missingSub(): never {
    throw authErrors.missingSub();
  }

  private async loadCaller(tx: Transaction, claims: JwtClaims): Promise<{ user: UserRow; sessionId: string | undefined }> {
    const sub = claims.sub as string;
    if (!/^[0-9a-f-]{36}$/i.test(sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
    const user = await findUserById(tx, sub);
    if (!user) throw authErrors.userNotFound();
    const sessionId = typeof claims.session_id === 'string' && claims.session_id !== '' ? claims.session_id : undefined;
    if (sessionId) {
      if (!/^[0-9a-f-]{36}$/i.test(sessionId)) {
        throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
      }
      if (!(await sessionExists(tx, sessionId))) throw authErrors.sessionNotFound();
    }
    return { user, sessionId };
  }

  /** A new session's tokens, as every grant answers them; `method` is the `amr` entry (GoTrue: password, oauth...). */
  async tokenResponse(
    tx: Transaction,
    user: UserRow,
    sessionId: string,
    refreshToken: string,
    method = 'password',
  ): Promise<TokenResponse> {
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + this.settings.accessTokenSeconds;
    const accessToken = await this.jwt.sign({
      aud: user.aud,
      exp: expiresAt,
      iat: issuedAt,
      iss: this.issuer(),
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role,
      aal: 'aal1',
      amr: [{ method, timestamp: issuedAt }],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: this.settings.accessTokenSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: await userJson(tx, user),
    };
  }
}
