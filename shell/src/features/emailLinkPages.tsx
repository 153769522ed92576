import { useLocation } from 'react-router-dom';
import { paths } from 'site-config';
import SetNewPasswordPage from './auth/SetNewPasswordPage';
import NewsletterPage from './newsletter/NewsletterPage';

/**
 * The shell's pages that emailed links open, fetched together (one chunk, one entry in every
 * page's chunk map): "Set a new password" (`/auth/reset-password`) and the newsletter's confirm /
 * unsubscribe page (`/newsletter/:action`).
 */
export default function EmailLinkPage() {
  return useLocation().pathname.toLowerCase().replace(/\/+$/, '') === paths.resetPassword ? <SetNewPasswordPage /> : <NewsletterPage />;
}
