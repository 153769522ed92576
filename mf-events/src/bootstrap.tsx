import { renderStandaloneRemote } from 'shared-site';
import { UpcomingEvents } from './pages/UpcomingEvents';
import { EventsPage } from './pages/EventsPage';
import { EventPage } from './pages/EventPage';

// Standalone dev page for the events team: every exposed module, at the route the registry of parts gives it.
void renderStandaloneRemote('events', {
  UpcomingEvents,
  EventsPage,
  EventPage,
});
