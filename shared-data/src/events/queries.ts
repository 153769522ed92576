import { queryCache, type LiveSource } from '../query/queryCache';
import { useQuery, type QueryResult, type UseQueryOptions } from '../query/useQuery';
import type { EventRow } from '../client/database';
import { eventKeys } from './keys';
import { getEvent } from './get-event';
import { listEventsInRange, type DayRange } from './list-events-in-range';
import { listUpcomingEvents, type EventListPage, type UpcomingEventsQuery } from './list-upcoming-events';
import { subscribeToEventChanges } from './subscribe-event-changes';

/** Any change to the events table, by anyone, reads every shown events query again (SPEC section 4). */
const eventsTable: LiveSource = (onChange) => subscribeToEventChanges(onChange);
/** Kept live by any change to the events table (for queries of the events that live in a remote). */
export const liveEvents = { prefix: eventKeys.all, source: eventsTable };
const live = liveEvents;

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

/** After a member's own change (an RSVP, an event saved elsewhere): every shown events query reads again. */
export function invalidateEvents(): void {
  queryCache.invalidate(eventKeys.all);
}

/** A member's own change shown at once in every cached range, before the database answers again. */
export function updateCachedRanges(change: (events: EventRow[], range: DayRange) => EventRow[]): void {
  queryCache.update<EventRow[]>([...eventKeys.all, 'range'], (events, key) => change(events, key[2] as DayRange));
}
