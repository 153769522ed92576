import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Band, Spinner } from 'shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui/tabs';
import { useAuth } from 'shared-auth';
import { EventsManagement } from '../events-management/EventsManagement';

// The overview (charts) and the member lists load only when their tab is opened.
const DashboardOverview = lazy(() => import('../overview/DashboardOverview'));
const MembersAndSubscribers = lazy(() => import('../members/MembersAndSubscribers'));

const TABS = ['events', 'overview', 'members'] as const;
type AdminTab = (typeof TABS)[number];
/**
 * An organiser manages events only: the overview (member and subscriber figures) and the members
 * tab are an admin's. Hiding them is for the screen; the database refuses their data to an organiser.
 */
const ORGANISER_TABS: readonly AdminTab[] = ['events'];

/** The dashboard itself: its own chunk, fetched for a signed-in user only (see pages/AdminPage.tsx). */
export default function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const { isAdmin } = useAuth();
  const allowed = isAdmin ? TABS : ORGANISER_TABS;
  const requested = params.get('tab') as AdminTab | null;
  const tab: AdminTab = requested && allowed.includes(requested) ? requested : 'events';

  // Each tab keeps its own URL parameters; switching tab starts it afresh.
  const handleTabChange = (value: string) => setParams(value === 'events' ? {} : { tab: value }, { replace: true });

  return (
    <>
      <Band spacing="md">
        <Tabs value={tab} onValueChange={handleTabChange}>
          <TabsList aria-label="Admin sections">
            <TabsTrigger value="events">Events Management</TabsTrigger>
            {isAdmin ? <TabsTrigger value="overview">Dashboard Overview</TabsTrigger> : null}
            {isAdmin ? <TabsTrigger value="members">Members and Subscribers</TabsTrigger> : null}
          </TabsList>
          <TabsContent value="events">
            <EventsManagement />
          </TabsContent>
          {isAdmin ? (
            <TabsContent value="overview">
              <Suspense fallback={<Spinner label="Loading the overview..." />}>
                <DashboardOverview />
              </Suspense>
            </TabsContent>
          ) : null}
          {isAdmin ? (
            <TabsContent value="members">
              <Suspense fallback={<Spinner label="Loading members..." />}>
                <MembersAndSubscribers />
              </Suspense>
            </TabsContent>
          ) : null}
        </Tabs>
      </Band>
    </>
  );
}
