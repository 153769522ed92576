import { UpcomingEventsSection } from '../features/upcoming/UpcomingEventsSection';

/** Exposed as `events/UpcomingEvents`: home's "Upcoming Events" section, which the shell places on `/`. */
export function UpcomingEvents() {
  return <UpcomingEventsSection />;
}

export default UpcomingEvents;
