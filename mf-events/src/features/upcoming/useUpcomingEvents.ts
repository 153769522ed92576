import { useEffect } from 'react';
import { listUpcomingEvents, subscribeToEventChanges, type EventRow } from 'shared-data';
import { useEventPage } from 'shared-site';

export const UPCOMING_PAGE_SIZE = 6;

/**
 * One page of events dated today or later (start of today, local time) and the exact total,
 * asked of the database; re-fetched live when anyone changes an event.
 */
export function useUpcomingEvents(page: number) {
  const { reload, ...state } = useEventPage<EventRow>(
    (today) => listUpcomingEvents({ fromDay: today, page, pageSize: UPCOMING_PAGE_SIZE }),
    [page],
    { failureDescription: 'Failed to load events', keepRowsWhileLoading: true },
  );
  useEffect(() => subscribeToEventChanges(reload), [reload]);
  return state;
}
