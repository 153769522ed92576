/**
 * `shared-data/event-page`: the reads and writes only the event page and the events list view make
 * (the member's RSVP, attendees, the organiser, a series, search; answering and cancelling are in `shared-data/rsvp`). A subpath entry, not part of the singleton:
 * the pages that import it bundle these hooks, and the calls behind them are fetched with the first
 * of them (`eventPageCalls`). Everything here reaches the one client and the one query cache through
 * `'shared-data'`, never by a relative path.
 */
import {
  eventKeys,
  eventPageCalls,
  liveEvents,
  useQuery,
  type EventAttendee,
  type EventListPage,
  type EventPlace,
  type EventSearchQuery,
  type QueryResult,
  type RsvpStatus,
  type UseQueryOptions,
} from 'shared-data';

/** A page of events matching a search (text, place, categories, upcoming or past), kept live. */
export function useEventSearch(query: EventSearchQuery): QueryResult<EventListPage> {
  return useQuery(eventKeys.search(query), async () => (await eventPageCalls()).searchEvents(query), { keepPreviousData: true, live: liveEvents });
}

/** The places events are held in, for the place filter. */
export function useEventPlaces(fromDay: string, includePast: boolean): QueryResult<EventPlace[]> {
  return useQuery(eventKeys.places(fromDay, includePast), async () => (await eventPageCalls()).listEventPlaces(fromDay, includePast), { keepPreviousData: true, live: liveEvents });
}

/**
 * The signed-in member's RSVP to an event (null: none), kept live: when someone cancels, a waiting
 * member moves up, the event's counts change, and this is read again.
 */
export function useMyRsvp(eventId: string, userId: string | null): QueryResult<RsvpStatus | null> {
  return useQuery(eventKeys.myRsvp(eventId, userId ?? ''), async () => (await eventPageCalls()).getMyRsvp(eventId), { enabled: userId !== null, live: liveEvents });
}

/** A series' rule and exceptions (null for an event that does not repeat). */
export function useEventSeries(seriesId: string | null): QueryResult<{ rrule: string } | null> {
  return useQuery(eventKeys.series(seriesId ?? ''), async () => (await eventPageCalls()).getEventSeries(seriesId!), { enabled: seriesId !== null });
}

/** The name of the member who organises an event (null when there is none to show). */
export function useOrganiserName(eventId: string, options: Pick<UseQueryOptions, 'enabled'> = {}): QueryResult<string | null> {
  return useQuery(eventKeys.organiser(eventId), async () => (await eventPageCalls()).getOrganiserName(eventId), options);
}

/**
 * An online event's join link for the signed-in member (`userId`), kept live: null unless they are
 * going, organise it or are staff (the database decides), read again when the event or their RSVP
 * changes.
 */
export function useEventJoinLink(eventId: string, userId: string | null, options: Pick<UseQueryOptions, 'enabled'> = {}): QueryResult<string | null> {
  return useQuery(eventKeys.joinLink(eventId, userId ?? ''), async () => (await eventPageCalls()).getEventJoinLink(eventId), {
    enabled: userId !== null && (options.enabled ?? true),
    live: liveEvents,
  });
}

/** Who is coming, for the event's organiser and admins (the database refuses anyone else), kept live. */
export function useAttendees(eventId: string): QueryResult<EventAttendee[]> {
  return useQuery(eventKeys.attendees(eventId), async () => (await eventPageCalls()).listAttendees(eventId), { live: liveEvents });
}
