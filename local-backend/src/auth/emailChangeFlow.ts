/**
 * Changing the signed-in user (PUT /user): metadata, the password (with the current one), and the
 * address, which is the account's only once its emailed links are followed (GoTrue's
 * `sendEmailChange`; the links themselves are followed in emailLinkFlow.ts's `verify`).
 */
import type { Transaction } from '../db/connection/database';
import type { AuthCore } from './authCore';
import { issueEmailChangeTokens } from './emailLinks';
import { authErrors } from './errors';
import { checkPasswordStrength, codeChallengeOf, type Body, type CodeChallenge, isRecord, metadataField, stringField, validateEmail } from './requestBody';
import { endSessions } from './sessions';
import { findUserByEmail, findUserById, hashPassword, type Metadata, passwordMatches, updateUser, type UserRow, userJson } from './users';

export class EmailChangeFlow {
  constructor(private readonly core: AuthCore) {}

  /**
   * GoTrue's `sendEmailChange`: the new address is kept aside (`email_change`) and sent a link; with
   * `[auth.email] double_confirm_changes` the current address is sent one too. The account keeps
   * its address until every link is followed (`verify`). 429 within `max_frequency` of the last.
   */
  async sendEmailChangeLinks(tx: Transaction, user: UserRow, newEmail: string, redirectTo: string | undefined, pkce: CodeChallenge | undefined): Promise<void> {
    const refused = this.core.tooSoon(user.email_change_sent_at);
    if (refused) throw refused;
    const currentEmail = user.email ?? '';
    const { tokenNew, tokenCurrent } = await issueEmailChangeTokens(tx, user.id, newEmail, {
      confirmCurrent: this.core.settings.emailChangeDoubleConfirm && currentEmail !== '',
      pkce: pkce !== undefined,
    });
    await this.core.replaceFlowState(tx, user.id, 'email_change', pkce);
    const names = { Email: currentEmail, NewEmail: newEmail };
    await this.core.mail.send('email_change', newEmail, { ...this.core.linkValues(tokenNew, 'email_change', redirectTo), ...names }, user.raw_user_meta_data);
    if (tokenCurrent) await this.core.mail.send('email_change', currentEmail, { ...this.core.linkValues(tokenCurrent, 'email_change', redirectTo), ...names }, user.raw_user_meta_data);
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
    const claims = await this.core.verifyAccessToken(token);
    const password = body.password === undefined || body.password === null ? undefined : stringField(body, 'password');
    const rawEmail = body.email === undefined || body.email === null ? undefined : stringField(body, 'email');
    const data = metadataField(body, 'data');
    if (typeof body.phone === 'string' && body.phone !== '') throw authErrors.phoneDisabled('signups');
    const email = rawEmail === undefined ? undefined : validateEmail(rawEmail);
    if (password !== undefined) checkPasswordStrength(password, this.core.settings.minPasswordLength);

    const current = await this.core.db.transaction(async (tx) => (await this.core.loadCaller(tx, claims)).user);
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
      passwordHash = await hashPassword(password, this.core.bcryptCost);
    }
    const pkce = codeChallengeOf(body);
    return this.core.db.transaction(async (tx) => {
      const { user, sessionId } = await this.core.loadCaller(tx, claims);
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
        await this.sendEmailChangeLinks(tx, updated, newEmail, redirectTo, pkce);
        updated = (await findUserById(tx, user.id)) ?? updated;
      }
      return userJson(tx, updated);
    });
  }
}
