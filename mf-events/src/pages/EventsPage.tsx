import { EventsHero } from '../features/events-hero/EventsHero';

/** /events: the events calendar page (the calendar itself arrives with the events issue). */
export function EventsPage() {
  return <EventsHero />;
}

export default EventsPage;
