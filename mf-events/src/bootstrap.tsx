import { renderStandaloneRemote } from 'shared-site';
import { UpcomingEvents } from './pages/UpcomingEvents';
import { EventsPage } from './pages/EventsPage';

// Standalone dev page for the events team: every exposed module (the registry of parts lists them).
void renderStandaloneRemote('events', {
  UpcomingEvents: { path: '/upcoming', label: 'Upcoming events (home section)', Component: UpcomingEvents },
  EventsPage: { path: '/events', label: 'Events calendar', Component: EventsPage },
});
