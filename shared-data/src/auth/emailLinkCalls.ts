// The calls of emailed links (password reset, sign-in link, resending the confirmation, the new
// password, the newsletter's confirm and unsubscribe pages), loaded on demand (emailLinkLazy.ts).
export { sendPasswordReset } from './send-password-reset';
export { sendSignInLink } from './send-sign-in-link';
export { resendConfirmation } from './resend-confirmation';
export { setNewPassword } from './set-new-password';
export { confirmNewsletter } from '../newsletter/confirm-newsletter';
export { unsubscribeNewsletter } from '../newsletter/unsubscribe-newsletter';
export { adoptInviteSession, hasInviteSession } from './accept-invite';
