/**
 * GoTrue's invitation (POST /invite, service role only): the account and its invite email. The
 * invite link is followed in emailLinkFlow.ts's `verify`; the role an invitation carries is the
 * database's (supabase/migrations, `member_invitations`), never decided here.
 */
import type { AuthCore } from './authCore';
import { issueEmailToken } from './emailLinks';
import { AuthError, authErrors } from './errors';
import { type Body, metadataField, stringField, validateEmail } from './requestBody';
import { createEmailUser, findUserByEmail, findUserById, userJson } from './users';

export class InvitationFlow {
  constructor(private readonly core: AuthCore) {}

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
    const verified = await this.core.jwt.verify(token);
    if (!verified.ok) throw authErrors.badJwt(verified.message);
    if (verified.claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
    const email = validateEmail(stringField(body, 'email'));
    const data = metadataField(body, 'data') ?? {};
    return this.core.db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (user?.email_confirmed_at) throw authErrors.emailExists();
      user ??= await createEmailUser(tx, { email, passwordHash: null, data, confirmed: false });
      const linkToken = await issueEmailToken(tx, user.id, 'confirmation');
      await tx.query('update auth.users set invited_at = now(), confirmation_sent_at = now() where id = $1', [user.id]);
      // Sent by the server, so never with PKCE: the link gives its session in the fragment.
      await this.core.replaceFlowState(tx, user.id, 'invite', undefined);
      try {
        await this.core.mail.send('invite', email, this.core.verifyLink(linkToken, 'invite', redirectTo));
      } catch (error) {
        if (error instanceof AuthError && error.status === 429) throw error;
        throw new AuthError(500, 'unexpected_failure', 'Error inviting user');
      }
      return userJson(tx, (await findUserById(tx, user.id)) ?? user);
    });
  }
}
