import { useLocation } from 'react-router-dom';
import { paths } from 'site-config';
import ConfirmLinkPage from './auth/ConfirmLinkPage';
import InvitePage from './auth/InvitePage';
import SetNewPasswordPage from './auth/SetNewPasswordPage';
import NewsletterPage from './newsletter/NewsletterPage';

/**
 * The shell's pages that emailed links open, fetched together (one chunk, one entry in every
 * page's chunk map): the page of every auth email's link (`/auth/confirm`), "Set a new password"
 * (`/auth/reset-password`), the newsletter's confirm / unsubscribe page (`/newsletter/:action`) and
 * the invitation's "Accept your invitation" (`/invite`).
 */
export default function EmailLinkPage() {
  const path = useLocation().pathname.toLowerCase().replace(/\/+$/, '');
  if (path === paths.resetPassword) return <SetNewPasswordPage />;
  if (path === paths.authConfirm) return <ConfirmLinkPage />;
  return path === paths.invite ? <InvitePage /> : <NewsletterPage />;
}
