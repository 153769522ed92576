/**
 * GoTrue's invitation (POST /invite, service role only): the account and its invite email, and the
 * invitation sent again wherever an invited address asks for another link (sign-up, `/resend`,
 * `/recover`, `/otp`). The invite link is followed in emailLinkFlow.ts's `verify`; the role an
 * invitation carries is the database's (supabase/migrations, `member_invitations`), applied only
 * when the invitation's own link confirms the address, never decided here.
 */
import type { Transaction } from '../db/connection/database';
import type { AuthCore } from './authCore';
import { issueEmailToken } from './emailLinks';
import { AuthError, authErrors } from './errors';
import { type Body, metadataField, stringField, validateEmail } from './requestBody';
import { createEmailUser, findUserByEmail, findUserById, resetForInvitation, type UserRow, userJson } from './users';

/** An account an invitation made or took over, whose address is not confirmed yet: it is sent only invitations. */
export function awaitsInvitation(user: UserRow): boolean {
  return user.invited_at !== null && user.email_confirmed_at === null;
}

export class InvitationFlow {
  constructor(private readonly core: AuthCore) {}

  /**
   * Issues the invitation's token (with `invited_at`, in one statement, as GoTrue's `sendInvite`
   * writes them) and emails its link. Sent by the server, so never with PKCE.
   */
  async sendInvitation(tx: Transaction, user: UserRow, redirectTo: string | undefined): Promise<void> {
    const linkToken = await issueEmailToken(tx, user.id, 'invite');
    await this.core.replaceFlowState(tx, user.id, 'invite', undefined);
    await this.core.mail.send('invite', user.email ?? '', this.core.linkValues(linkToken, 'invite', redirectTo), user.raw_user_meta_data);
  }

  /**
   * An invited address asking for another link (a sign-up, a resend, a reset or sign-in link): the
   * invitation again, never a link of another kind (issue 42 finding 1: a sign-up link would
   * confirm the address without the invitation, and its role would not apply). GoTrue's 429 within
   * `max_frequency` of the last confirmation or invitation email.
   */
  async sendInvitationAgain(tx: Transaction, user: UserRow, redirectTo: string | undefined): Promise<void> {
    const refused = this.core.tooSoon(user.confirmation_sent_at);
    if (refused) throw refused;
    await this.sendInvitation(tx, user, redirectTo);
  }

  /**
   * GoTrue's `POST /invite` (service_role only; supabase-js `auth.admin.inviteUserByEmail(email, {
   * data, redirectTo })`): a new address becomes an unconfirmed account without a password, marked
   * `invited_at`, and is sent the "invite" email, whose link (`type=invite`) confirms it and signs
   * the invitee in. A confirmed address is refused with GoTrue's 422 `email_exists`. An address whose
   * account is not confirmed yet is sent the invite too, and (unlike GoTrue, which keeps such an
   * account as it is) the account becomes the invitation's: the password and metadata whoever made
   * it set, and its sessions, go (issue 42 finding 1). All in one transaction: an email that cannot
   * be sent leaves no account.
   */
  async adminInvite(token: string | undefined, body: Body, redirectTo?: string): Promise<Record<string, unknown>> {
    if (!token) throw authErrors.noAuthorization();
    const verified = await this.core.jwt.verify(token);
    if (!verified.ok) throw authErrors.badJwt(verified.message);
    if (verified.claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
    const email = validateEmail(stringField(body, 'email'));
    const data = metadataField(body, 'data') ?? {};
    return this.core.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing?.email_confirmed_at) throw authErrors.emailExists();
      const user = existing ? await resetForInvitation(tx, existing, data) : await createEmailUser(tx, { email, passwordHash: null, data, confirmed: false });
      try {
        await this.sendInvitation(tx, user, redirectTo);
      } catch (error) {
        if (error instanceof AuthError && error.status === 429) throw error;
        throw new AuthError(500, 'unexpected_failure', 'Error inviting user');
      }
      return userJson(tx, (await findUserById(tx, user.id)) ?? user);
    });
  }
}
