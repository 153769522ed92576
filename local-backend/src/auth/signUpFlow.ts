/**
 * Sign-up and its confirmation email (POST /signup, POST /resend). The confirmation link itself is
 * followed in emailLinkFlow.ts's `verify`.
 */
import type { AuthCore } from './authCore';
import type { EmailChangeFlow } from './emailChangeFlow';
import { awaitsInvitation, type InvitationFlow } from './invitationFlow';
import { authErrors } from './errors';
import type { SignUpEmailAllowance } from './rateLimits';
import { checkPasswordStrength, codeChallengeOf, type Body, metadataField, stringField, validateEmail } from './requestBody';
import { createSession } from './sessions';
import { clearPassword, createEmailUser, findUserByEmail, hashPassword, passwordMatches, touchLastSignIn, unstoredEmailUserJson, userJson } from './users';

export class SignUpFlow {
  constructor(
    private readonly core: AuthCore,
    private readonly emailChange: EmailChangeFlow,
    private readonly invitations: InvitationFlow,
  ) {}

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
   * The password is hashed first on every path, so they take about as long. With confirmations on,
   * every valid sign-up spends one of its client address's hour of sign-up emails (`allowance`,
   * rateLimits.ts), whatever email address it names; past it, every email address gets the 429,
   * and an unconfirmed account's password is cleared all the same.
   */
  async signUp(body: Body, redirectTo: string | undefined, allowance: SignUpEmailAllowance): Promise<Record<string, unknown>> {
    const { settings } = this.core;
    const rawEmail = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    const password = stringField(body, 'password');
    const data = metadataField(body, 'data') ?? {};
    // GoTrue routes a sign-up without an email or a phone to its anonymous sign-in (supabase-js
    // `signInAnonymously` sends neither, nor a password), which config.toml leaves off. A call with
    // all three empty gets SPEC's message (section 5), as supabase-js gives it.
    const asksAnonymously = !['email', 'phone', 'password'].some((key) => Object.hasOwn(body, key));
    if (asksAnonymously) throw authErrors.anonymousDisabled();
    if (!settings.signUpEnabled) throw authErrors.signUpDisabled();
    if (rawEmail === '' && phone === '' && password === '') throw authErrors.missingCredentials();
    if (rawEmail === '' && phone === '') throw authErrors.anonymousDisabled();
    if (rawEmail !== '' && !settings.emailSignUpEnabled) throw authErrors.emailSignUpDisabled();
    if (password === '') throw authErrors.validation('Signup requires a valid password');
    checkPasswordStrength(password, settings.minPasswordLength);
    if (rawEmail !== '' && phone !== '') {
      throw authErrors.validation('Only an email address or phone number should be provided on signup.');
    }
    if (phone !== '') throw authErrors.phoneDisabled('signups');
    const email = validateEmail(rawEmail);

    const confirmations = settings.emailConfirmations;
    const overBudget = confirmations ? allowance() : undefined;
    const passwordHash = await hashPassword(password, this.core.bcryptCost);
    // bcrypt outside the mutex: whether this sign-up's password is the one an unconfirmed account holds.
    const seen = await this.core.db.transaction((tx) => findUserByEmail(tx, email));
    const samePassword = seen && !seen.email_confirmed_at && seen.encrypted_password ? await passwordMatches(password, seen.encrypted_password) : false;
    const outcome = await this.core.db.transaction(async (tx) => {
      // Under the mutex, so two sign-ups for one new address create one user.
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        if (!confirmations) throw authErrors.userAlreadyExists();
        const unstored = unstoredEmailUserJson(email, data);
        const answer = { ...unstored, confirmation_sent_at: unstored.created_at };
        // A confirmed address gets nothing. An unconfirmed one: a password other than its own (or
        // one changed since it was compared) is cleared, committed even when the email is refused.
        if (existing.email_confirmed_at) return overBudget ? { refused: overBudget } : { answer };
        const keepsPassword = samePassword && existing.encrypted_password === seen?.encrypted_password;
        if (existing.encrypted_password && !keepsPassword) await clearPassword(tx, existing.id);
        const refused = overBudget ?? this.core.tooSoon(existing.confirmation_sent_at);
        if (refused) return { refused };
        // An invited address gets its invitation again, never a sign-up link (issue 42 finding 1).
        if (awaitsInvitation(existing)) await this.invitations.sendInvitation(tx, existing, redirectTo);
        else await this.core.sendEmailLink(tx, existing, 'signup', redirectTo, codeChallengeOf(body));
        return { answer };
      }
      if (overBudget) return { refused: overBudget };
      const user = await createEmailUser(tx, { email, passwordHash, data, confirmed: !confirmations });
      if (confirmations) await this.core.sendEmailLink(tx, user, 'signup', redirectTo, codeChallengeOf(body));
      if (!confirmations) {
        const { sessionId, refreshToken } = await createSession(tx, user.id);
        return { answer: { ...(await this.core.tokenResponse(tx, await touchLastSignIn(tx, user.id), sessionId, refreshToken)) } };
      }
      return { answer: { ...(await userJson(tx, user)), confirmation_sent_at: user.created_at } };
    });
    if ('refused' in outcome) throw outcome.refused;
    return outcome.answer;
  }

  /**
   * POST /resend: the confirmation email again for an address not yet confirmed (`signup`; an
   * invited address gets its invitation again instead), or an account's pending email change's
   * links again (`email_change`, the account named by its current address); `{}` whatever the
   * address. GoTrue's 429 within `max_frequency`. A `signup` resend spends one of its client
   * address's sign-up emails, whatever email address it names.
   */
  async resend(body: Body, redirectTo: string | undefined, allowance: SignUpEmailAllowance): Promise<Record<string, unknown>> {
    const type = stringField(body, 'type');
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
      throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (type !== 'signup' && type !== 'email_change') throw authErrors.phoneDisabled('signups');
    const email = validateEmail(stringField(body, 'email'));
    const overBudget = type === 'signup' ? allowance() : undefined;
    if (overBudget) throw overBudget;
    await this.core.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return;
      if (type === 'signup' && awaitsInvitation(user)) await this.invitations.sendInvitationAgain(tx, user, redirectTo);
      else if (type === 'signup' && !user.email_confirmed_at) await this.core.sendEmailLink(tx, user, 'signup', redirectTo, codeChallengeOf(body));
      if (type === 'email_change' && user.email_change) await this.emailChange.sendEmailChangeLinks(tx, user, user.email_change, redirectTo, codeChallengeOf(body));
    });
    return {};
  }
}
