// The calls of emailed links (password reset, sign-in link, resending the confirmation, the links'
// own page, the new password, the newsletter's confirm and unsubscribe pages) and of /auth's
// intent, loaded on demand (emailLinkLazy.ts).
export { sendPasswordReset } from './send-password-reset';
export { sendSignInLink } from './send-sign-in-link';
export { resendConfirmation } from './resend-confirmation';
export { setNewPassword } from './set-new-password';
export { acceptInvitation } from './accept-invitation';
export { verifyEmailLink, emailLinkVerifyUrl, hasPkceVerifier, signedInEmail, type EmailLinkType } from './verify-email-link';
export { getEventTitle } from './get-event-title';
export { confirmNewsletter } from '../newsletter/confirm-newsletter';
export { unsubscribeNewsletter } from '../newsletter/unsubscribe-newsletter';
