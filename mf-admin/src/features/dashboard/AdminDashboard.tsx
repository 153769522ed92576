import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Band, Spinner } from 'shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui/tabs';
import { EventsManagement } from '../events-management/EventsManagement';

// The overview (charts), the member lists and the audit log load only when their tab is opened.
const DashboardOverview = lazy(() => import('../overview/DashboardOverview'));
const MembersAndSubscribers = lazy(() => import('../members/MembersAndSubscribers'));
const AuditLogTab = lazy(() => import('../audit-log/AuditLogTab'));
// The check-in view of one event (camera scanner and all): only for the door, /admin?check-in=<id>.
const CheckInView = lazy(() => import('../check-in/CheckInView').then((m) => ({ default: m.CheckInView })));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const TABS = ['events', 'overview', 'members', 'audit'] as const;
type AdminTab = (typeof TABS)[number];

/** The dashboard itself: its own chunk, fetched for a signed-in user only (see pages/AdminPage.tsx). */
export default function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as AdminTab | null;
  const tab: AdminTab = requested && TABS.includes(requested) ? requested : 'events';
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
    <>
      <Band spacing="md">
        <Tabs value={tab} onValueChange={handleTabChange}>
          <TabsList aria-label="Admin sections">
            <TabsTrigger value="events">Events Management</TabsTrigger>
            <TabsTrigger value="overview">Dashboard Overview</TabsTrigger>
            <TabsTrigger value="members">Members and Subscribers</TabsTrigger>
            <TabsTrigger value="audit">Audit log</TabsTrigger>
          </TabsList>
          <TabsContent value="events">
            <EventsManagement />
          </TabsContent>
          <TabsContent value="overview">
            <Suspense fallback={<Spinner label="Loading the overview..." />}>
              <DashboardOverview />
            </Suspense>
          </TabsContent>
          <TabsContent value="members">
            <Suspense fallback={<Spinner label="Loading members..." />}>
              <MembersAndSubscribers />
            </Suspense>
          </TabsContent>
          <TabsContent value="audit">
            <Suspense fallback={<Spinner label="Loading the audit log..." />}>
              <AuditLogTab />
            </Suspense>
          </TabsContent>
        </Tabs>
      </Band>
    </>
  );
}
