/**
 * Emailed links other than sign-up's own request: the password reset (POST /recover), the sign-in
 * link (POST /otp), and following any link (GET and POST /verify): confirmation, invitation,
 * reset, sign-in link and both links of an email change.
 */
import { randomUUID } from 'node:crypto';
import { Rollback } from '../db/connection/database';
import type { AuthCore, TokenResponse } from './authCore';
import { clearEmailChange, clearEmailToken, consumeEmailChangeToken, findEmailToken, isPkceToken } from './emailLinks';
import { LINK_AUTH_METHOD, LINK_TYPES, SINGLE_CONFIRMATION_ACCEPTED, type VerifyType } from './emailLinkKinds';
import { AuthError, authErrors } from './errors';
import { awaitsInvitation, type InvitationFlow } from './invitationFlow';
import type { SignUpEmailAllowance } from './rateLimits';
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
   * A request that may make an account (`create_user`) spends one of its client address's sign-up
   * emails (`allowance`, rateLimits.ts), whatever email address it names.
   */
  async otp(body: Body, redirectTo: string | undefined, allowance: SignUpEmailAllowance): Promise<Record<string, unknown>> {
    if (stringField(body, 'phone') !== '') throw authErrors.phoneDisabled('logins');
    const email = validateEmail(stringField(body, 'email'));
    const createUser = body.create_user !== false;
    const overBudget = createUser ? allowance() : undefined;
    if (overBudget) throw overBudget;
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
   * token, or a token named as another type than it was issued for) is GoTrue's "Email link is
   * invalid or has expired".
   *
   * - A token works only as the type it was issued for (emailLinks.ts hashes the type with it);
   *   GoTrue's `email` is a sign-up's token, else a sign-in link's.
   * - An email asked for with PKCE (a `pkce_` token) gives its session only to the browser that
   *   asked: the link answers a one-time code for the pending flow state of the token's own type,
   *   which that browser exchanges with its verifier. Such a token never yields a session here:
   *   `POST /verify` answers "invalid or has expired" and leaves it as it was (GoTrue hands out a
   *   session there; see README, "Email"), and without its flow state the link is refused with
   *   nothing changed. So the link alone, wherever it is read, never becomes a session.
   * - A reset or sign-in link that confirms an account's address for the first time clears the
   *   account's password: it was set by a sign-up whose sender never showed they own the address.
   * - An email change: each link clears its own token; the last one moves the address.
   */
  async verify(token: string, asked: VerifyType | 'email', { viaLink }: { viaLink: boolean }): Promise<VerifyOutcome> {
    const pkce = isPkceToken(token);
    if (pkce && !viaLink) throw pkceTokenHashRefused();
    const { settings } = this.core;
    return this.core.db.transaction(async (tx) => {
      // GoTrue's `email` type: the token of a sign-up confirmation, else of a sign-in link.
      const type: VerifyType =
        asked !== 'email' ? asked : (await findEmailToken(tx, token, 'signup', settings.emailLinkSeconds)) ? 'signup' : 'magiclink';
      let user: UserRow;
      if (type === 'email_change') {
        const consumed = await consumeEmailChangeToken(tx, token, settings.emailLinkSeconds);
        if (!consumed.ok) return { ok: false as const };
        // Without its flow state a PKCE link is refused, and its token stays as it was.
        if (pkce && !(await this.core.pendingFlowState(tx, consumed.userId, type))) throw new Rollback({ ok: false as const });
        if (!consumed.bothConfirmed) return { ok: true as const, type, message: SINGLE_CONFIRMATION_ACCEPTED };
        const holder = await findUserByEmail(tx, consumed.newEmail);
        if (holder && holder.id !== consumed.userId) {
          // Another account took the address meanwhile: the change cannot happen.
          await clearEmailChange(tx, consumed.userId);
          return { ok: false as const };
        }
        user = await applyEmailChange(tx, consumed.userId, consumed.newEmail);
      } else {
        const found = await findEmailToken(tx, token, type, settings.emailLinkSeconds);
        if (!found) return { ok: false as const };
        if (!found.fresh) {
          await clearEmailToken(tx, found.userId, type);
          return { ok: false as const };
        }
        const before = await findUserById(tx, found.userId);
        if (before && !before.email_confirmed_at && type !== 'signup' && before.encrypted_password) await clearPassword(tx, before.id);
        // A sign-up or invitation token of an unconfirmed address is used up by the statement that confirms it.
        if (LINK_TYPES[type].column === 'recovery' || before?.email_confirmed_at) await clearEmailToken(tx, found.userId, type);
        user = await confirmEmail(tx, found.userId);
      }
      if (pkce) {
        // The browser that asked exchanges this one-time code with its verifier (GoTrue's PKCE flow);
        // the session starts at that exchange.
        const flow = await this.core.pendingFlowState(tx, user.id, type);
        if (!flow) throw new Rollback({ ok: false as const }); // undoes the confirmation: nothing changes
        const code = randomUUID();
        await tx.query(`update auth.flow_state set auth_code = $2, auth_code_issued_at = now(), updated_at = now() where id = $1`, [flow.id, code]);
        return { ok: true as const, type, code };
      }
      const { sessionId, refreshToken } = await createSession(tx, user.id);
      return { ok: true as const, type, tokens: await this.core.tokenResponse(tx, await touchLastSignIn(tx, user.id), sessionId, refreshToken, LINK_AUTH_METHOD[type]) };
    });
  }
}
