import { renderStandaloneRemote } from 'shared-auth';
import { UpcomingEvents } from './pages/UpcomingEvents';
import { EventsPage } from './pages/EventsPage';

// Standalone dev page for the events team: the exposed modules with the shared packages.
void renderStandaloneRemote('Events', [
  { path: '/upcoming', label: 'Upcoming events (home section)', Component: UpcomingEvents },
  { path: '/events', label: 'Events calendar', Component: EventsPage },
]);
