import type { EventRow } from 'shared-data';
import { displayCategory, eventStartIso } from 'shared-site';

/** Search engines read at most this many events from one page. */
const MAX_EVENTS = 50;

/** schema.org `Event` items for the events on the page. */
function eventsJsonLd(events: readonly EventRow[], pageUrl: string): object[] {
  return events.slice(0, MAX_EVENTS).map((event) => {
    const isOnline = /^online$/i.test(event.location?.trim() ?? '');
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      startDate: eventStartIso(event),
      ...(event.description ? { description: event.description } : {}),
      ...(event.image_url ? { image: [event.image_url] } : {}),
      eventAttendanceMode: isOnline ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
      ...(event.location
        ? { location: isOnline ? { '@type': 'VirtualLocation', url: pageUrl } : { '@type': 'Place', name: event.location, address: event.location } }
        : {}),
      keywords: displayCategory(event),
      url: `${pageUrl}?date=${event.date}`,
      organizer: { '@type': 'Organization', name: "Entrepreneurs' Organization Asia Pacific" },
    };
  });
}

/** The JSON-LD script; `<` is escaped so no event text can close the script element. */
export function EventsJsonLd({ events }: { events: readonly EventRow[] }) {
  const pageUrl = `${window.location.origin}/events`;
  const json = JSON.stringify(eventsJsonLd(events, pageUrl)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
