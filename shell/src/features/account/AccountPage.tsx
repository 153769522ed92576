import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { accountLeaving } from './accountLeaving';
import { PageHero, Spinner } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { paths } from 'site-config';
import { CreatedEventsSection } from './CreatedEventsSection';
import { CalendarFeedSection } from './CalendarFeedSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { NameSection } from './NameSection';
import { NotificationsSection } from './NotificationsSection';
import { PasswordSection } from './PasswordSection';
import { RsvpsSection } from './RsvpsSection';

/**
 * /account, for a signed-in member: their RSVPs first (upcoming with Cancel, then past events), change the full name, change the password (the current one is
 * asked for), choose which emails come (#notifications), see their events and RSVPs, delete the account. A visitor is sent to sign in and back
 * here; "My calendar" shows their secret calendar feed address (copy, webcal://, rotate). Each section reads and writes on its own, with loading, failure (Retry) and empty states.
 */
export default function AccountPage() {
  const { user, loading } = useAuth();
  // Once this page is gone, a later visit answers a signed-out visitor as usual.
  useEffect(
    () => () => {
      accountLeaving.deleted = false;
    },
    [],
  );
  // The page's frame while the session is not known (and in the prerendered page).
  if (loading) {
    return (
      <>
        <PageHero eyebrow="Members" title="Your Account" lead="Checking who is signed in..." />
        <Spinner />
      </>
    );
  }
  // A deleted account is on its way home (DeleteAccountSection): no "sign in first" detour.
  if (!user) return accountLeaving.deleted ? null : <Navigate to={`${paths.auth}?next=${encodeURIComponent(paths.account)}`} replace />;
  const hasPassword = (user.identities ?? []).some((identity) => identity.provider === 'email') || (user.app_metadata.providers as string[] | undefined)?.includes('email') === true;
  return (
    <>
      <PageHero eyebrow="Members" title="Your Account" lead={`Signed in as ${user.email ?? 'a member'}.`} />
      <RsvpsSection userId={user.id} />
      <NameSection userId={user.id} />
      <PasswordSection hasPassword={hasPassword} />
      <NotificationsSection userId={user.id} email={user.email} />
      <CreatedEventsSection userId={user.id} />
      <CalendarFeedSection userId={user.id} />
      <DeleteAccountSection userId={user.id} />
    </>
  );
}
