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
import { clearEmailChange, consumeEmailChangeToken, consumeEmailToken, issueEmailChangeTokens, issueEmailToken, type TokenColumn } from './emailLinks';
import { AuthError, authErrors } from './errors';
import type { AuthMail, AuthMailKind } from './mail';
import { createSession, endSessions, type LogoutScope, rotateRefreshToken, sessionExists } from './sessions';
import {
  applyEmailChange,
  clearPassword,
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

/** A PKCE request's token presented to `POST /verify` without its browser: answered as any unusable link. */
const pkceTokenHashRefused = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** What GoTrue takes from config.toml's `[auth]` (projectConfig.ts). */
export type AuthSettings = Pick<
  ProjectSettings,
  | 'accessTokenSeconds'
  | 'minPasswordLength'
  | 'refreshTokenReuseSeconds'
  | 'signUpEnabled'
  | 'emailSignUpEnabled'
  | 'emailConfirmations'
  | 'emailLinkSeconds'
  | 'emailChangeDoubleConfirm'
  | 'emailMaxFrequencySeconds'
>;

/**
 * The kinds of single-token link, each with the token column it checks, the email that sends it
 * and the column of when it was last sent (what `max_frequency` counts from).
 */
const LINK_TYPES = {
  signup: { column: 'confirmation', mail: 'confirmation', sentAt: 'confirmation_sent_at' },
  recovery: { column: 'recovery', mail: 'recovery', sentAt: 'recovery_sent_at' },
  magiclink: { column: 'recovery', mail: 'magic_link', sentAt: 'recovery_sent_at' },
  // GoTrue's invite reuses the confirmation token (`sendInvite`), and its link confirms the address as a sign-up's does.
  invite: { column: 'confirmation', mail: 'invite', sentAt: 'confirmation_sent_at' },
} as const satisfies Record<string, { column: TokenColumn; mail: AuthMailKind; sentAt: keyof UserRow }>;
type LinkType = keyof typeof LINK_TYPES;
/** What `/verify` takes: those, and the links of an email change (one to each address). */
export type VerifyType = LinkType | 'email_change';

export function isVerifyType(type: string | undefined): type is VerifyType {
  return type !== undefined && (type === 'email_change' || Object.hasOwn(LINK_TYPES, type));
}

/** GoTrue's answer to the first of an email change's two links (`singleConfirmationAccepted`). */
export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * Where a followed link leads: a session (the link's type with it); with PKCE (the request that sent
 * the email carried a code challenge, as supabase-js's `flowType: 'pkce'` sends), a one-time code
 * the browser that asked exchanges with its verifier (`/token?grant_type=pkce`); or GoTrue's error.
 */
export type VerifyOutcome =
  | { ok: true; tokens: TokenResponse; type: VerifyType }
  | { ok: true; code: string; type: VerifyType }
  /** The first link of a double-confirmed email change: the other address's link is still to follow. */
  | { ok: true; message: string; type: VerifyType }
  | { ok: false };

/** The `amr` method of a session started by each kind of link, as GoTrue records it (its flow state's authentication method). */
const LINK_AUTH_METHOD: Record<VerifyType, string> = { signup: 'email/signup', recovery: 'recovery', magiclink: 'otp', invite: 'invite', email_change: 'email_change' };

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

  /**
   * GoTrue's `max_frequency` (`validateSentWithinFrequencyLimit`): the 429 to answer when an email
   * of this kind went to this account less than `[auth.email] max_frequency` ago, else undefined.
   * It counts from the account's own `*_sent_at`, so only emails really sent to a real account
   * spend it, and one address asking again stops nobody else.
   */
  private tooSoon(sentAt: Date | null): AuthError | undefined {
    const windowMs = this.settings.emailMaxFrequencySeconds * 1000;
    if (!sentAt || windowMs <= 0) return undefined;
    const leftMs = new Date(sentAt).getTime() + windowMs - Date.now();
    if (leftMs <= 0) return undefined;
    return new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.floor(leftMs / 1000)} seconds.`,
      undefined,
      Math.max(1, Math.ceil(leftMs / 1000)),
    );
  }

  /**
   * PKCE: the link's code goes only to the browser that holds the verifier. One flow state per
   * user and kind of link, as one token: a new email replaces the earlier one.
   */
  private async replaceFlowState(tx: Transaction, userId: string, type: VerifyType, pkce: CodeChallenge | undefined): Promise<void> {
    await tx.query(`delete from auth.flow_state where user_id = $1 and provider_type = 'email' and authentication_method = $2`, [userId, LINK_AUTH_METHOD[type]]);
    if (pkce) {
      await tx.query(
        `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, created_at, updated_at)
         values ($1, $2, '', $3, $4, 'email', $5, now(), now())`,
        [randomUUID(), userId, pkce.method, pkce.challenge, LINK_AUTH_METHOD[type]],
      );
    }
  }

  /** `<issuer>/verify?token=…&type=…&redirect_to=…`, and the site origin the email names. */
  private verifyLink(token: string, type: VerifyType, redirectTo: string | undefined): { ConfirmationURL: string; SiteURL: string } {
    const target = this.redirectTarget(redirectTo);
    const link = new URL(`${this.issuer()}/verify`);
    link.search = new URLSearchParams({ token, type, redirect_to: target }).toString();
    return { ConfirmationURL: link.toString(), SiteURL: new URL(target).origin };
  }

  /** Issues a token and emails its link; GoTrue's 429 when this kind went to the account less than `max_frequency` ago. */
  private async emailLink(tx: Transaction, user: UserRow, type: LinkType, redirectTo: string | undefined, pkce?: CodeChallenge): Promise<void> {
    const { column, mail, sentAt } = LINK_TYPES[type];
    const refused = this.tooSoon(user[sentAt]);
    if (refused) throw refused;
    const token = await issueEmailToken(tx, user.id, column);
    await this.replaceFlowState(tx, user.id, type, pkce);
    await this.mail.send(mail, user.email ?? '', this.verifyLink(token, type, redirectTo));
  }

  /**
   * GoTrue's `sendEmailChange`: the new address is kept aside (`email_change`) and sent a link; with
   * `[auth.email] double_confirm_changes` the current address is sent one too. The account keeps
   * its address until every link is followed (`verify`). 429 within `max_frequency` of the last.
   */
  private async emailChangeLinks(tx: Transaction, user: UserRow, newEmail: string, redirectTo: string | undefined, pkce: CodeChallenge | undefined): Promise<void> {
    const refused = this.tooSoon(user.email_change_sent_at);
    if (refused) throw refused;
    const currentEmail = user.email ?? '';
    const { tokenNew, tokenCurrent } = await issueEmailChangeTokens(tx, user.id, newEmail, { confirmCurrent: this.settings.emailChangeDoubleConfirm && currentEmail !== '' });
    await this.replaceFlowState(tx, user.id, 'email_change', pkce);
    const names = { Email: currentEmail, NewEmail: newEmail };
    await this.mail.send('email_change', newEmail, { ...this.verifyLink(tokenNew, 'email_change', redirectTo), ...names });
    if (tokenCurrent) await this.mail.send('email_change', currentEmail, { ...this.verifyLink(tokenCurrent, 'email_change', redirectTo), ...names });
  }

  /**
   * Sign-up answers as hosted GoTrue does for `[auth.email] enable_confirmations`:
   *
   * - **On**: the user, no session; the confirmation email's link (`/verify`) confirms the address
   *   and signs the user in; signing in with the password before that is refused ("Email not
   *   confirmed"). An address that already has an account gets the same answer (200, a user of the
   *   same shape that is stored nowhere, see `unstoredEmailUserJson`), so sign-up does not tell who
   *   has an account. As GoTrue, the stored user and its metadata are left as they are, and an
   *   unconfirmed one is sent its confirmation again (GoTrue's 429 within `max_frequency`). Unlike
   *   GoTrue, a sign-up with another password than the one an unconfirmed account holds clears
   *   that password: neither claimant has shown they own the address, and the first one's
   *   password must not survive the owner's confirmation (an account taken over by signing up
   *   first). The link then signs the person in, who sets a password without a current one.
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
    // bcrypt outside the mutex: whether this sign-up's password is the one an unconfirmed account holds.
    const seen = await this.db.transaction((tx) => findUserByEmail(tx, email));
    const samePassword = seen && !seen.email_confirmed_at && seen.encrypted_password ? await passwordMatches(password, seen.encrypted_password) : false;
    const outcome = await this.db.transaction(async (tx) => {
      // Under the mutex, so two sign-ups for one new address create one user.
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        if (!confirmations) throw authErrors.userAlreadyExists();
        const unstored = unstoredEmailUserJson(email, data);
        const answer = { ...unstored, confirmation_sent_at: unstored.created_at };
        // A confirmed address gets nothing. An unconfirmed one: a password other than its own (or
        // one changed since it was compared) is cleared, committed even when the email is refused.
        if (existing.email_confirmed_at) return { answer };
        const keepsPassword = samePassword && existing.encrypted_password === seen?.encrypted_password;
        if (existing.encrypted_password && !keepsPassword) await clearPassword(tx, existing.id);
        const refused = this.tooSoon(existing.confirmation_sent_at);
        if (refused) return { refused };
        await this.emailLink(tx, existing, 'signup', redirectTo, codeChallengeOf(body));
        return { answer };
      }
      const user = await createEmailUser(tx, { email, passwordHash, data, confirmed: !confirmations });
      if (confirmations) await this.emailLink(tx, user, 'signup', redirectTo, codeChallengeOf(body));
      if (!confirmations) {
        const { sessionId, refreshToken } = await createSession(tx, user.id);
        return { answer: { ...(await this.tokenResponse(tx, await touchLastSignIn(tx, user.id), sessionId, refreshToken)) } };
      }
      return { answer: { ...(await userJson(tx, user)), confirmation_sent_at: user.created_at } };
    });
    if ('refused' in outcome) throw outcome.refused;
    return outcome.answer;
  }

  /**
   * POST /resend: the confirmation email again for an address not yet confirmed (`signup`), or an
   * account's pending email change's links again (`email_change`, the account named by its
   * current address); `{}` whatever the address. GoTrue's 429 within `max_frequency`.
   */
  async resend(body: Body, redirectTo?: string): Promise<Record<string, unknown>> {
    const type = stringField(body, 'type');
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
      throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (type !== 'signup' && type !== 'email_change') throw authErrors.phoneDisabled('signups');
    const email = validateEmail(stringField(body, 'email'));
    await this.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return;
      if (type === 'signup' && !user.email_confirmed_at) await this.emailLink(tx, user, 'signup', redirectTo, codeChallengeOf(body));
      if (type === 'email_change' && user.email_change) await this.emailChangeLinks(tx, user, user.email_change, redirectTo, codeChallengeOf(body));
    });
    return {};
  }

  /** POST /recover: a password-reset link for an account's address; `{}` whatever the address. */
  async recover(body: Body, redirectTo?: string): Promise<Record<string, unknown>> {
    const email = validateEmail(stringField(body, 'email'));
    await this.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (user) await this.emailLink(tx, user, 'recovery', redirectTo, codeChallengeOf(body));
    });
    return {};
  }

  /**
   * POST /otp with an email: a sign-in link (magic link), GoTrue's 429 within `max_frequency` of
   * the account's last reset or sign-in link. With `create_user` false (what the site sends) an
   * address without an account is sent nothing and gets the same `{}` as one with an account:
   * GoTrue answers it 422 `otp_disabled`, which tells who has an account, and the site's sign-up
   * was made not to tell. With `create_user` (and sign-up allowed) such an address becomes an
   * account without a password, confirmed by following the link; with sign-up off, GoTrue's 422.
   */
  async otp(body: Body, redirectTo?: string): Promise<Record<string, unknown>> {
    if (stringField(body, 'phone') !== '') throw authErrors.phoneDisabled('logins');
    const email = validateEmail(stringField(body, 'email'));
    const createUser = body.create_user !== false;
    const data = metadataField(body, 'data') ?? {};
    await this.db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (!user) {
        if (!createUser) return;
        if (!this.settings.signUpEnabled) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
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
   *
   * - An email asked for with PKCE gives its session only to the browser that asked: the link
   *   answers a one-time code for it. `POST /verify` with such a token answers "invalid or has
   *   expired" and leaves the token as it was (GoTrue hands out a session there; see README,
   *   "Email"), so the link alone, wherever it is read, never becomes a session.
   * - A reset or sign-in link that confirms an account's address for the first time clears the
   *   account's password: it was set by a sign-up whose sender never showed they own the address.
   * - An email change: each link clears its own token; the last one moves the address.
   */
  async verify(token: string, type: VerifyType, { viaLink }: { viaLink: boolean }): Promise<VerifyOutcome> {
    return this.db.transaction(async (tx) => {
      let user: UserRow;
      if (type === 'email_change') {
        const consumed = await consumeEmailChangeToken(tx, token, this.settings.emailLinkSeconds);
        if (!consumed.ok) return { ok: false as const };
        if (!viaLink && (await this.pendingFlowState(tx, consumed.userId, type))) throw pkceTokenHashRefused();
        if (!consumed.bothConfirmed) return { ok: true as const, type, message: SINGLE_CONFIRMATION_ACCEPTED };
        const holder = await findUserByEmail(tx, consumed.newEmail);
        if (holder && holder.id !== consumed.userId) {
          // Another account took the address meanwhile: the change cannot happen.
          await clearEmailChange(tx, consumed.userId);
          return { ok: false as const };
        }
        user = await applyEmailChange(tx, consumed.userId, consumed.newEmail);
      } else {
        const consumed = await consumeEmailToken(tx, token, LINK_TYPES[type].column, this.settings.emailLinkSeconds);
        if (!consumed.ok) return { ok: false as const };
        if (!viaLink && (await this.pendingFlowState(tx, consumed.userId, type))) throw pkceTokenHashRefused();
        const before = await findUserById(tx, consumed.userId);
        if (before && !before.email_confirmed_at && type !== 'signup' && before.encrypted_password) await clearPassword(tx, before.id);
        user = await confirmEmail(tx, consumed.userId);
      }
      const method = LINK_AUTH_METHOD[type];
      // A link followed in the browser, of an email asked for with PKCE: a one-time code, exchanged by
      // the browser that asked (GoTrue's PKCE flow); the session starts at that exchange.
      const flow = viaLink ? await this.pendingFlowState(tx, user.id, type) : undefined;
      if (flow) {
        const code = randomUUID();
        await tx.query(`update auth.flow_state set auth_code = $2, auth_code_issued_at = now(), updated_at = now() where id = $1`, [flow.id, code]);
        return { ok: true as const, type, code };
      }
      const { sessionId, refreshToken } = await createSession(tx, user.id);
      return { ok: true as const, type, tokens: await this.tokenResponse(tx, await touchLastSignIn(tx, user.id), sessionId, refreshToken, method) };
    });
  }

  /** The flow state of a PKCE request for this user's link of `type` that has not given its code yet. */
  private async pendingFlowState(tx: Transaction, userId: string, type: VerifyType): Promise<{ id: string } | undefined> {
    const found = await tx.query<{ id: string }>(
      `select id from auth.flow_state where user_id = $1 and provider_type = 'email' and authentication_method = $2 and auth_code = '' order by created_at desc limit 1`,
      [userId, LINK_AUTH_METHOD[type]],
    );
    return found.rows[0];
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

  /**
   * GoTrue's `POST /invite` (service_role only; supabase-js `auth.admin.inviteUserByEmail(email, {
   * data, redirectTo })`): a new address becomes an unconfirmed account without a password, marked
   * `invited_at`, and is sent the "invite" email, whose link (`type=invite`) confirms it and signs
   * the invitee in. An address whose account is not confirmed yet is sent the invite again (the
   * account stays as it is, as GoTrue leaves it); a confirmed one is refused with GoTrue's 422
   * `email_exists`. All in one transaction: an email that cannot be sent leaves no account.
   */
  async adminInvite(token: string | undefined, body: Body, redirectTo?: string): Promise<Record<string, unknown>> {
    if (!token) throw authErrors.noAuthorization();
    const verified = await this.jwt.verify(token);
    if (!verified.ok) throw authErrors.badJwt(verified.message);
    if (verified.claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
    const email = validateEmail(stringField(body, 'email'));
    const data = metadataField(body, 'data') ?? {};
    return this.db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (user?.email_confirmed_at) throw authErrors.emailExists();
      user ??= await createEmailUser(tx, { email, passwordHash: null, data, confirmed: false });
      const linkToken = await issueEmailToken(tx, user.id, 'confirmation');
      await tx.query('update auth.users set invited_at = now(), confirmation_sent_at = now() where id = $1', [user.id]);
      // Sent by the server, so never with PKCE: the link gives its session in the fragment.
      await this.replaceFlowState(tx, user.id, 'invite', undefined);
      try {
        await this.mail.send('invite', email, this.verifyLink(linkToken, 'invite', redirectTo));
      } catch (error) {
        if (error instanceof AuthError && error.status === 429) throw error;
        throw new AuthError(500, 'unexpected_failure', 'Error inviting user');
      }
      return userJson(tx, (await findUserById(tx, user.id)) ?? user);
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

  /**
   * PUT /user. A new password needs the current one (below). A new address is not the account's
   * yet: as GoTrue does for every account that is not anonymous, it waits in `email_change` and is
   * sent a link, and with `[auth.email] double_confirm_changes` the current address is sent one too;
   * the address changes once every link is followed (`verify`). Until then sign-in, password resets
   * and third-party sign-in all go by the address the account had. As GoTrue with `[auth.email]
   * secure_password_change` off (config.toml leaves it off), no reauthentication is asked for it:
   * the current address's own link is what a stolen session cannot give.
   */
  async updateUser(token: string | undefined, body: Body, redirectTo?: string): Promise<Record<string, unknown>> {
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
    const pkce = codeChallengeOf(body);
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
      let updated = await updateUser(tx, user.id, {
        ...(passwordHash ? { passwordHash } : {}),
        ...(userMetadata ? { userMetadata } : {}),
      });
      // A new password ends every other session of the user, as GoTrue's UpdatePassword does.
      if (passwordHash) await endSessions(tx, user.id, sessionId ?? '', sessionId ? 'others' : 'global');
      if (newEmail) {
        await this.emailChangeLinks(tx, updated, newEmail, redirectTo, pkce);
        updated = (await findUserById(tx, user.id)) ?? updated;
      }
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
