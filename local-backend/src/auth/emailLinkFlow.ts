/**
 * Emailed links other than sign-up's own request: the password reset (POST /recover), the sign-in
 * link (POST /otp), and following any link (GET and POST /verify): confirmation, invitation,
 * reset, sign-in link and both links of an email change.
 */
import { randomUUID } from 'node:crypto';
import type { AuthCore, TokenResponse } from './authCore';
import { clearEmailChange, clearEmailToken, consumeEmailChangeToken, findEmailToken } from './emailLinks';
import { LINK_AUTH_METHOD, LINK_TYPES, SINGLE_CONFIRMATION_ACCEPTED, type VerifyType } from './emailLinkKinds';
import { AuthError, authErrors } from './errors';
import { awaitsInvitation, type InvitationFlow } from './invitationFlow';
import { codeChallengeOf, type Body, metadataField, stringField, validateEmail } from './requestBody';
import { createSession } from './sessions';
import { applyEmailChange, clearPassword, confirmEmail, createEmailUser, findUserByEmail, findUserById, touchLastSignIn, type UserRow } from './users';

/** A PKCE request's token presented to `POST /verify` without its browser: answered as any unusable link. */
const pkceTokenHashRefused = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

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

export class EmailLinkFlow {
  constructor(
    private readonly core: AuthCore,
    private readonly invitations: InvitationFlow,
  ) {}

  /**
   * POST /recover: a password-reset link for an account's address; `{}` whatever the address. An
   * invited address that has not accepted yet gets its invitation again (issue 42 finding 1).
   */
  async recover(body: Body, redirectTo?: string): Promise<Record<string, unknown>> {
    const email = validateEmail(stringField(body, 'email'));
    await this.core.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (user && awaitsInvitation(user)) await this.invitations.sendInvitationAgain(tx, user, redirectTo);
      else if (user) await this.core.sendEmailLink(tx, user, 'recovery', redirectTo, codeChallengeOf(body));
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
   * An invited address that has not accepted yet gets its invitation again (issue 42 finding 1).
   */
  async otp(body: Body, redirectTo?: string): Promise<Record<string, unknown>> {
    if (stringField(body, 'phone') !== '') throw authErrors.phoneDisabled('logins');
    const email = validateEmail(stringField(body, 'email'));
    const createUser = body.create_user !== false;
    const data = metadataField(body, 'data') ?? {};
    await this.core.db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (!user) {
        if (!createUser) return;
        if (!this.core.settings.signUpEnabled) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
        user = await createEmailUser(tx, { email, passwordHash: null, data, confirmed: false });
      }
      if (awaitsInvitation(user)) await this.invitations.sendInvitationAgain(tx, user, redirectTo);
      else await this.core.sendEmailLink(tx, user, 'magiclink', redirectTo, codeChallengeOf(body));
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
  async verify(token: string, asked: VerifyType | 'email', { viaLink }: { viaLink: boolean }): Promise<VerifyOutcome> {
    const { settings } = this.core;
    return this.core.db.transaction(async (tx) => {
      // GoTrue's `email` type: the token of a sign-up confirmation, else of a sign-in link.
      const type: VerifyType =
        asked !== 'email' ? asked : (await findEmailToken(tx, token, 'confirmation', settings.emailLinkSeconds)) ? 'signup' : 'magiclink';
      let user: UserRow;
      if (type === 'email_change') {
        const consumed = await consumeEmailChangeToken(tx, token, settings.emailLinkSeconds);
        if (!consumed.ok) return { ok: false as const };
        if (!viaLink && (await this.core.pendingFlowState(tx, consumed.userId, type))) throw pkceTokenHashRefused();
        if (!consumed.bothConfirmed) return { ok: true as const, type, message: SINGLE_CONFIRMATION_ACCEPTED };
        const holder = await findUserByEmail(tx, consumed.newEmail);
        if (holder && holder.id !== consumed.userId) {
          // Another account took the address meanwhile: the change cannot happen.
          await clearEmailChange(tx, consumed.userId);
          return { ok: false as const };
        }
        user = await applyEmailChange(tx, consumed.userId, consumed.newEmail);
      } else {
        const { column } = LINK_TYPES[type];
        const found = await findEmailToken(tx, token, column, settings.emailLinkSeconds);
        if (!found) return { ok: false as const };
        if (!found.fresh) {
          await clearEmailToken(tx, found.userId, column);
          return { ok: false as const };
        }
        if (!viaLink && (await this.core.pendingFlowState(tx, found.userId, type))) throw pkceTokenHashRefused();
        const before = await findUserById(tx, found.userId);
        if (before && !before.email_confirmed_at && type !== 'signup' && before.encrypted_password) await clearPassword(tx, before.id);
        // A sign-up or invitation token of an unconfirmed address is used up by the statement that confirms it.
        if (column === 'recovery' || before?.email_confirmed_at) await clearEmailToken(tx, found.userId, column);
        user = await confirmEmail(tx, found.userId);
      }
      const method = LINK_AUTH_METHOD[type];
      // A link followed in the browser, of an email asked for with PKCE: a one-time code, exchanged by
      // the browser that asked (GoTrue's PKCE flow); the session starts at that exchange.
      const flow = viaLink ? await this.core.pendingFlowState(tx, user.id, type) : undefined;
      if (flow) {
        const code = randomUUID();
        await tx.query(`update auth.flow_state set auth_code = $2, auth_code_issued_at = now(), updated_at = now() where id = $1`, [flow.id, code]);
        return { ok: true as const, type, code };
      }
      const { sessionId, refreshToken } = await createSession(tx, user.id);
      return { ok: true as const, type, tokens: await this.core.tokenResponse(tx, await touchLastSignIn(tx, user.id), sessionId, refreshToken, method) };
    });
  }
}
