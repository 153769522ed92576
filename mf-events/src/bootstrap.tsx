import { renderStandaloneRemote } from 'shared-site';
import { UpcomingEvents } from './pages/UpcomingEvents';
import { EventsPage } from './pages/EventsPage';
import { EventPage } from './pages/EventPage';

// Standalone dev page for the events team: every exposed module (the registry of parts lists them).
void renderStandaloneRemote('events', {
  UpcomingEvents: { path: '/upcoming', label: 'Upcoming events (home section)', Component: UpcomingEvents },
  EventsPage: { path: '/events', label: 'Events calendar', Component: EventsPage },
  EventPage: { path: '/events/:id', label: 'One event (open one from the calendar)', Component: EventPage },
});
