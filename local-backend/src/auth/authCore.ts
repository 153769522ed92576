/**
 * What every flow of the local GoTrue shares: the database, the JWT signer, config.toml's `[auth]`
 * settings, the mailer and the site's origins, and the steps several flows take (where a link
 * returns to, the per-account email pause, PKCE flow states, sending a link, a session's tokens,
 * the caller of a user endpoint). Password hashing runs outside the database mutex so a bcrypt
 * round never blocks other requests.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '../db/connection/database';
import type { JwtClaims, JwtService } from '../jwt';
import type { ProjectSettings } from '../projectConfig';
import { AUTH } from '../settings';
import { issueEmailToken } from './emailLinks';
import { LINK_AUTH_METHOD, LINK_TYPES, type LinkType, type VerifyType } from './emailLinkKinds';
import { AuthError, authErrors } from './errors';
import { type AuthMail, sendingFailed } from './mail';
import type { CodeChallenge } from './requestBody';
import { sessionExists } from './sessions';
import { findUserById, type UserRow, userJson } from './users';

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

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export class AuthCore {
  constructor(
    readonly db: Database,
    readonly jwt: JwtService,
    /** e.g. `http://127.0.0.1:54321/auth/v1`, known once the server listens. */
    readonly issuer: () => string,
    readonly settings: AuthSettings,
    readonly mail: AuthMail,
    /** `[auth] site_url` first, then the other origins links may return to (`additional_redirect_urls`). */
    readonly siteOrigins: readonly string[],
    readonly bcryptCost: number = AUTH.bcryptCost,
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
  tooSoon(sentAt: Date | null): AuthError | undefined {
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
  async replaceFlowState(tx: Transaction, userId: string, type: VerifyType, pkce: CodeChallenge | undefined): Promise<void> {
    await tx.query(`delete from auth.flow_state where user_id = $1 and provider_type = 'email' and authentication_method = $2`, [userId, LINK_AUTH_METHOD[type]]);
    if (pkce) {
      await tx.query(
        `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, created_at, updated_at)
         values ($1, $2, '', $3, $4, 'email', $5, now(), now())`,
        [randomUUID(), userId, pkce.method, pkce.challenge, LINK_AUTH_METHOD[type]],
      );
    }
  }

  /** The flow state of a PKCE request for this user's link of `type` that has not given its code yet. */
  async pendingFlowState(tx: Transaction, userId: string, type: VerifyType): Promise<{ id: string } | undefined> {
    const found = await tx.query<{ id: string }>(
      `select id from auth.flow_state where user_id = $1 and provider_type = 'email' and authentication_method = $2 and auth_code = '' order by created_at desc limit 1`,
      [userId, LINK_AUTH_METHOD[type]],
    );
    return found.rows[0];
  }

  /**
   * The variables GoTrue gives a link's email template: `ConfirmationURL` (`<issuer>/verify?token=…
   * &type=…&redirect_to=…`, which acts on a GET), `TokenHash` (the token a site page passes to
   * `verifyOtp`, or to that GET when its visitor presses its button), `RedirectTo` and `SiteURL`.
   * `SiteURL` is the origin of the allowed redirect (hosted GoTrue's is `[auth] site_url`): the site
   * may be served on more than one local origin, and the page must open where the browser that asked
   * keeps its PKCE verifier.
   */
  linkValues(token: string, type: VerifyType, redirectTo: string | undefined): { ConfirmationURL: string; SiteURL: string; TokenHash: string; RedirectTo: string } {
    const target = this.redirectTarget(redirectTo);
    const link = new URL(`${this.issuer()}/verify`);
    link.search = new URLSearchParams({ token, type, redirect_to: target }).toString();
    return { ConfirmationURL: link.toString(), SiteURL: new URL(target).origin, TokenHash: token, RedirectTo: target };
  }

  /** Issues a token and emails its link; GoTrue's 429 when this kind went to the account less than `max_frequency` ago. */
  async sendEmailLink(tx: Transaction, user: UserRow, type: LinkType, redirectTo: string | undefined, pkce?: CodeChallenge): Promise<void> {
    const { mail, sentAt } = LINK_TYPES[type];
    const refused = this.tooSoon(user[sentAt]);
    if (refused) throw refused;
    let token: string;
    try {
      token = await issueEmailToken(tx, user.id, type, { pkce: pkce !== undefined });
    } catch (error) {
      // The database refused the token (a pending invitation's account takes only invitations:
      // migration 20261130100000): GoTrue's 500 for it, as a hosted project answers.
      console.error(`[local-backend] issuing a ${type} link failed:`, error instanceof Error ? error.message : error);
      throw sendingFailed(mail);
    }
    await this.replaceFlowState(tx, user.id, type, pkce);
    await this.mail.send(mail, user.email ?? '', this.linkValues(token, type, redirectTo), user.raw_user_meta_data);
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

  /** The claims of a user endpoint's bearer token, with GoTrue's errors for a missing, bad or subject-less one. */
  async verifyAccessToken(token: string | undefined): Promise<JwtClaims> {
    if (!token) throw authErrors.noAuthorization();
    const result = await this.jwt.verify(token);
    if (!result.ok) {
      if (result.reason === 'role') throw authErrors.missingSub();
      throw authErrors.badJwt(result.message);
    }
    if (typeof result.claims.sub !== 'string' || result.claims.sub === '') throw authErrors.missingSub();
    return result.claims;
  }

  /** The user a token names and its session (when the token names one that still exists). */
  async loadCaller(tx: Transaction, claims: JwtClaims): Promise<{ user: UserRow; sessionId: string | undefined }> {
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
}
