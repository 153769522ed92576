import type { EventRow } from 'shared-data';
import { displayCategory, eventEndIso, eventStartIso } from 'shared-site';

const ATTENDANCE = {
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
} as const;

const EO_ASIA_PACIFIC = { '@type': 'Organization', name: "Entrepreneurs' Organization Asia Pacific" } as const;

/**
 * One schema.org `Event`: start and end with the zone's offset when known, attendance mode and
 * places (a `Place` for the location, a `VirtualLocation` for the join link or a location of
 * "Online"), the organiser, and the status: scheduled, or cancelled (the page stays; a deleted one is gone).
 */
export function eventJsonLd(event: EventRow, pageUrl: string, organiserName?: string | null): Record<string, unknown> {
  const saysOnline = /^online$/i.test(event.location?.trim() ?? '');
  const place = event.location && !saysOnline ? { '@type': 'Place', name: event.location, address: event.location } : null;
  const virtual = event.online_url || saysOnline ? { '@type': 'VirtualLocation', url: event.online_url ?? pageUrl } : null;
  const mode = place && virtual ? 'mixed' : virtual ? 'online' : 'offline';
  const locations = [place, virtual].filter((location) => location !== null);
  const end = eventEndIso(event);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: eventStartIso(event),
    ...(end ? { endDate: end } : {}),
    eventStatus: `https://schema.org/Event${event.cancelled_at ? 'Cancelled' : 'Scheduled'}`,
    eventAttendanceMode: ATTENDANCE[mode],
    ...(locations.length === 1 ? { location: locations[0] } : locations.length > 1 ? { location: locations } : {}),
    ...(event.description ? { description: event.description } : {}),
    ...(event.image_url ? { image: [event.image_url] } : {}),
    keywords: displayCategory(event),
    url: pageUrl,
    organizer: organiserName ? { '@type': 'Person', name: organiserName } : EO_ASIA_PACIFIC,
  };
}
