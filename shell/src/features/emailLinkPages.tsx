import { useLocation } from 'react-router-dom';
import { paths } from 'site-config';
import InvitePage from './auth/InvitePage';
import SetNewPasswordPage from './auth/SetNewPasswordPage';
import NewsletterPage from './newsletter/NewsletterPage';

/**
 * The shell's pages that emailed links open, fetched together (one chunk, one entry in every
 * page's chunk map): "Set a new password" (`/auth/reset-password`) and the newsletter's confirm /
 * unsubscribe page (`/newsletter/:action`) and the invitation's "Accept your invitation" (`/invite`).
 */
export default function EmailLinkPage() {
  const path = useLocation().pathname.toLowerCase().replace(/\/+$/, '');
  if (path === paths.resetPassword) return <SetNewPasswordPage />;
  return path === paths.invite ? <InvitePage /> : <NewsletterPage />;
}
