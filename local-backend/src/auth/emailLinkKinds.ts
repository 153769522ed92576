/**
 * The kinds of emailed link GoTrue's `/verify` takes, what each checks and sends, and how a session
 * started by each is recorded. Shared by every flow that sends or follows a link.
 */
import type { AuthMailKind } from './mail';
import type { UserRow } from './users';

/** `confirmation` for sign-up and invitation links; `recovery` for password-reset and sign-in links, as GoTrue. */
type TokenColumn = 'confirmation' | 'recovery';

/**
 * The kinds of single-token link, each with the token column it checks, the email that sends it
 * and the column of when it was last sent (what `max_frequency` counts from).
 */
export const LINK_TYPES = {
  signup: { column: 'confirmation', mail: 'confirmation', sentAt: 'confirmation_sent_at' },
  recovery: { column: 'recovery', mail: 'recovery', sentAt: 'recovery_sent_at' },
  magiclink: { column: 'recovery', mail: 'magic_link', sentAt: 'recovery_sent_at' },
  // GoTrue's invite reuses the confirmation token (`sendInvite`), and its link confirms the address as a sign-up's does.
  invite: { column: 'confirmation', mail: 'invite', sentAt: 'confirmation_sent_at' },
} as const satisfies Record<string, { column: TokenColumn; mail: AuthMailKind; sentAt: keyof UserRow }>;
export type LinkType = keyof typeof LINK_TYPES;
/** What `/verify` takes: those, and the links of an email change (one to each address). */
export type VerifyType = LinkType | 'email_change';

/** `email`: GoTrue's type for a sign-up's or a sign-in link's token, whichever it is (supabase-js `verifyOtp({ type: 'email' })`). */
export function isVerifyType(type: string | undefined): type is VerifyType | 'email' {
  return type !== undefined && (type === 'email_change' || type === 'email' || Object.hasOwn(LINK_TYPES, type));
}

/** The `amr` method of a session started by each kind of link, as GoTrue records it (its flow state's authentication method). */
export const LINK_AUTH_METHOD: Record<VerifyType, string> = { signup: 'email/signup', recovery: 'recovery', magiclink: 'otp', invite: 'invite', email_change: 'email_change' };

/** GoTrue's answer to the first of an email change's two links (`singleConfirmationAccepted`). */
export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
