import { eventKeys, eventPageCalls, liveEvents, useQuery, type EventListPage, type EventPlace, type EventSearchQuery, type QueryResult } from 'shared-data';

/** A page of events matching a search (text, place, categories, upcoming or past), kept live. */
export function useEventSearch(query: EventSearchQuery): QueryResult<EventListPage> {
  return useQuery(eventKeys.search(query), async () => (await eventPageCalls()).searchEvents(query), { keepPreviousData: true, live: liveEvents });
}

/** The places events are held in, for the place filter. */
export function useEventPlaces(fromDay: string, includePast: boolean): QueryResult<EventPlace[]> {
  return useQuery(eventKeys.places(fromDay, includePast), async () => (await eventPageCalls()).listEventPlaces(fromDay, includePast), { keepPreviousData: true, live: liveEvents });
}
