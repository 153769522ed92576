// The shell's pages that emailed links open, fetched together (one chunk, not two entries in every
// page's chunk map): "Set a new password" and the newsletter's confirm / unsubscribe page.
export { default as SetNewPasswordPage } from './auth/SetNewPasswordPage';
export { default as NewsletterPage } from './newsletter/NewsletterPage';
