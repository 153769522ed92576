import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Band, Spinner } from 'shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui/tabs';
import { EventsManagement } from '../events-management/EventsManagement';

// The overview (charts) and the member lists load only when their tab is opened.
const DashboardOverview = lazy(() => import('../overview/DashboardOverview'));
const MembersAndSubscribers = lazy(() => import('../members/MembersAndSubscribers'));
// Issue 35: composing and sending the newsletter, and the outbox of every email the site sends.
const NewsletterSection = lazy(() => import('../newsletter/NewsletterSection'));
const MessagesSection = lazy(() => import('../messages/MessagesSection'));

const TABS = ['events', 'overview', 'members', 'newsletter', 'messages'] as const;
type AdminTab = (typeof TABS)[number];

/** The dashboard itself: its own chunk, fetched for a signed-in user only (see pages/AdminPage.tsx). */
export default function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as AdminTab | null;
  const tab: AdminTab = requested && TABS.includes(requested) ? requested : 'events';

  // Each tab keeps its own URL parameters; switching tab starts it afresh.
  const handleTabChange = (value: string) => setParams(value === 'events' ? {} : { tab: value }, { replace: true });

  return (
    <>
      <Band spacing="md">
        <Tabs value={tab} onValueChange={handleTabChange}>
          <TabsList aria-label="Admin sections">
            <TabsTrigger value="events">Events Management</TabsTrigger>
            <TabsTrigger value="overview">Dashboard Overview</TabsTrigger>
            <TabsTrigger value="members">Members and Subscribers</TabsTrigger>
            <TabsTrigger value="newsletter">Newsletter</TabsTrigger>
            <TabsTrigger value="messages">Messages</TabsTrigger>
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
          <TabsContent value="newsletter">
            <Suspense fallback={<Spinner label="Loading the newsletter..." />}>
              <NewsletterSection />
            </Suspense>
          </TabsContent>
          <TabsContent value="messages">
            <Suspense fallback={<Spinner label="Loading messages..." />}>
              <MessagesSection />
            </Suspense>
          </TabsContent>
        </Tabs>
      </Band>
    </>
  );
}
