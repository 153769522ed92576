import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Band, Spinner } from 'shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui/tabs';
import { useAuth } from 'shared-auth';
import { EventsManagement } from '../features/events-management/EventsManagement';

// The check-in view of one event (camera scanner and all): only for the door, /admin?check-in=<id>.
const CheckInView = lazy(() => import('../features/check-in/CheckInView').then((m) => ({ default: m.CheckInView })));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface LazyTab {
  value: string;
  label: string;
  loading: string;
  Panel: LazyExoticComponent<ComponentType>;
}

/**
 * Every tab but events management loads only when it is opened, and is an admin's: the overview
 * (member and subscriber figures), the members, the newsletter, the outbox's messages, the audit log. An organiser manages events only.
 * Hiding them is for the screen; the database refuses their data to an organiser.
 */
const ADMIN_TABS: readonly LazyTab[] = [
  { value: 'overview', label: 'Dashboard Overview', loading: 'Loading the overview...', Panel: lazy(() => import('../features/overview/DashboardOverview')) },
  { value: 'members', label: 'Members and Subscribers', loading: 'Loading members...', Panel: lazy(() => import('../features/members/MembersAndSubscribers')) },
  { value: 'newsletter', label: 'Newsletter', loading: 'Loading the newsletter...', Panel: lazy(() => import('../features/newsletter/NewsletterSection')) },
  { value: 'messages', label: 'Messages', loading: 'Loading messages...', Panel: lazy(() => import('../features/messages/MessagesSection')) },
  { value: 'audit', label: 'Audit log', loading: 'Loading the audit log...', Panel: lazy(() => import('../features/audit-log/AuditLogTab')) },
];

/** The dashboard itself: its own chunk, fetched for a signed-in user only (see pages/AdminPage.tsx). */
export default function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const { isAdmin } = useAuth();
  const tabs = isAdmin ? ADMIN_TABS : [];
  const requested = params.get('tab');
  const tab = requested && tabs.some((t) => t.value === requested) ? requested : 'events';
  const checkInEvent = params.get('check-in');

  // Each tab keeps its own URL parameters; switching tab starts it afresh.
  const handleTabChange = (value: string) => setParams(value === 'events' ? {} : { tab: value }, { replace: true });

  if (checkInEvent !== null && UUID.test(checkInEvent)) {
    return (
      <Band spacing="md">
        <Suspense fallback={<Spinner label="Loading the check-in..." />}>
          <CheckInView eventId={checkInEvent.toLowerCase()} />
        </Suspense>
      </Band>
    );
  }

  return (
    <Band spacing="md">
      <Tabs value={tab} onValueChange={handleTabChange}>
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="events">Events Management</TabsTrigger>
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="events">
          <EventsManagement />
        </TabsContent>
        {tabs.map(({ value, loading, Panel }) => (
          <TabsContent key={value} value={value}>
            <Suspense fallback={<Spinner label={loading} />}>
              <Panel />
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </Band>
  );
}
