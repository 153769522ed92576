import type { DayRange } from './list-events-in-range';
import type { UpcomingEventsQuery } from './list-upcoming-events';
import type { EventSearchQuery } from './search-events';

/** Names of the events' reads in the query cache; everything under `all` is read again when any event changes. */
export const eventKeys = {
  all: ['events'] as const,
  upcoming: (query: UpcomingEventsQuery) => ['events', 'upcoming', query] as const,
  range: (range: DayRange) => ['events', 'range', range] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
  myRsvp: (eventId: string, userId: string) => ['events', 'rsvp', eventId, userId] as const,
  organiser: (eventId: string) => ['events', 'organiser', eventId] as const,
  joinLink: (eventId: string, userId: string) => ['events', 'join-link', eventId, userId] as const,
  attendees: (eventId: string) => ['events', 'attendees', eventId] as const,
  series: (seriesId: string) => ['events', 'series', seriesId] as const,
  search: (query: EventSearchQuery) => ['events', 'search', query] as const,
  places: (fromDay: string, includePast: boolean) => ['events', 'places', fromDay, includePast] as const,
};
