import { queryCache, type LiveSource } from '../query/queryCache';
import { useQuery, type QueryResult, type UseQueryOptions } from '../query/useQuery';
import type { EventRow, RsvpStatus } from '../client/database';
import { cancelRsvp } from './cancel-rsvp';
import { getMyRsvp } from './get-my-rsvp';
import { getOrganiserName } from './get-organiser-name';
import { listAttendees, type EventAttendee } from './list-attendees';
import { rsvpToEvent } from './rsvp-event';
import { listEventPlaces, searchEvents, type EventPlace, type EventSearchQuery } from './search-events';
import { eventKeys } from './keys';
import { getEvent } from './get-event';
import { listEventsInRange, type DayRange } from './list-events-in-range';
import { listUpcomingEvents, type EventListPage, type UpcomingEventsQuery } from './list-upcoming-events';
import { subscribeToEventChanges } from './subscribe-event-changes';

/** Any change to the events table, by anyone, reads every shown events query again (SPEC section 4). */
const eventsTable: LiveSource = (onChange) => subscribeToEventChanges(onChange);
const live = { prefix: eventKeys.all, source: eventsTable };

/** A page of upcoming events, kept live. */
export function useUpcomingEvents(query: UpcomingEventsQuery, options: Pick<UseQueryOptions, 'enabled'> = {}): QueryResult<EventListPage> {
  return useQuery(eventKeys.upcoming(query), () => listUpcomingEvents(query), { ...options, keepPreviousData: true, live });
}

/** The events of a range of days (the weeks a calendar month shows), kept live; a range read once shows at once when visited again. */
export function useEventsInRange(range: DayRange): QueryResult<EventRow[]> {
  return useQuery(eventKeys.range(range), () => listEventsInRange(range), { keepPreviousData: true, live });
}

/** One event (null when there is none), kept live: an edit, a delete or a new RSVP count shows at once. */
export function useEvent(id: string, options: Pick<UseQueryOptions, 'enabled'> = {}): QueryResult<EventRow | null> {
  return useQuery(eventKeys.detail(id), () => getEvent(id), { ...options, live });
}

/**
 * The signed-in member's RSVP to an event (null: none), kept live: when someone cancels, a waiting
 * member moves up, the event's counts change, and this is read again.
 */
export function useMyRsvp(eventId: string, userId: string | null): QueryResult<RsvpStatus | null> {
  return useQuery(eventKeys.myRsvp(eventId, userId ?? ''), () => getMyRsvp(eventId), { enabled: userId !== null, live });
}

/** The name of the member who organises an event (null when there is none to show). */
export function useOrganiserName(eventId: string, options: Pick<UseQueryOptions, 'enabled'> = {}): QueryResult<string | null> {
  return useQuery(eventKeys.organiser(eventId), () => getOrganiserName(eventId), options);
}

/** Who is coming, for the event's organiser and admins (the database refuses anyone else), kept live. */
export function useAttendees(eventId: string, options: Pick<UseQueryOptions, 'enabled'> = {}): QueryResult<EventAttendee[]> {
  return useQuery(eventKeys.attendees(eventId), () => listAttendees(eventId), { ...options, live });
}

/** A page of events matching a search (text, place, categories, upcoming or past), kept live. */
export function useEventSearch(query: EventSearchQuery): QueryResult<EventListPage> {
  return useQuery(eventKeys.search(query), () => searchEvents(query), { keepPreviousData: true, live });
}

/** The places events are held in, for the place filter. */
export function useEventPlaces(fromDay: string, includePast: boolean): QueryResult<EventPlace[]> {
  return useQuery(eventKeys.places(fromDay, includePast), () => listEventPlaces(fromDay, includePast), { keepPreviousData: true, live });
}

/** Says the member is going (or joins the waitlist when the event is full), then reads the event's queries again. */
export async function rsvpAndRefresh(eventId: string): Promise<RsvpStatus> {
  const status = await rsvpToEvent(eventId);
  queryCache.invalidate(eventKeys.all);
  return status;
}

/** Withdraws the member's RSVP (a freed place goes to the first waiting member), then reads the event's queries again. */
export async function cancelRsvpAndRefresh(eventId: string): Promise<void> {
  await cancelRsvp(eventId);
  queryCache.invalidate(eventKeys.all);
}

/** A member's own change shown at once in every cached range, before the database answers again. */
export function updateCachedRanges(change: (events: EventRow[], range: DayRange) => EventRow[]): void {
  queryCache.update<EventRow[]>([...eventKeys.all, 'range'], (events, key) => change(events, key[2] as DayRange));
}
