import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { accountLeaving } from './accountLeaving';
import { media, PageHero, Section, Spinner } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { paths } from 'site-config';
import { AccountMenu } from './AccountMenu';
import { CreatedEventsSection } from './CreatedEventsSection';
import { CalendarFeedSection } from './CalendarFeedSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { NameSection } from './NameSection';
import { NotificationsSection } from './NotificationsSection';
import { PasswordSection } from './PasswordSection';
import { RsvpsSection } from './RsvpsSection';

/*
 * One column on a phone, the menu above; from 1024 px the menu beside the page, sticky; from 1280 px
 * the member's events (RSVPs, what they created, their calendar) beside their settings, so a wide
 * screen shows both instead of a narrow column with the rest empty.
 */
const Layout = styled.div`
  max-width: 1440px;
  margin: 0 auto;
  padding: 0 1.25rem;
  display: grid;
  gap: 1.5rem;
  ${media.up('lg')} {
    grid-template-columns: 12rem minmax(0, 1fr);
    align-items: start;
  }
  ${media.up('xl')} {
    grid-template-columns: 12rem minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: 1.5rem;
  align-content: start;
  min-width: 0;
  ${media.up('lg')} {
    grid-column: 2;
  }
  ${media.up('xl')} {
    grid-column: auto;
  }
`;

/**
 * /account, for a signed-in member: an in-page menu; their RSVPs first (upcoming with Cancel, then past events), the events they created and "My
 * calendar" (their secret calendar feed address: copy, webcal://, rotate); then their settings: the full name, the password (the current one is asked
 * for), which emails come and the zone they give times in (#notifications), deleting the account. A visitor is sent to sign in and back here. Each
 * section reads and writes on its own, with loading, failure (Retry) and empty states.
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
      <Section $tone="subtle" $spacing="sm">
        <Layout>
          <AccountMenu />
          <Column>
            <RsvpsSection userId={user.id} />
            <CreatedEventsSection userId={user.id} />
            <CalendarFeedSection userId={user.id} />
          </Column>
          <Column>
            <NameSection userId={user.id} />
            <PasswordSection hasPassword={hasPassword} />
            <NotificationsSection userId={user.id} email={user.email} />
            <DeleteAccountSection userId={user.id} />
          </Column>
        </Layout>
      </Section>
    </>
  );
}
