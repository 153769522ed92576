import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { updateCachedRanges, useEventsInRange, type EventRow } from 'shared-data';
import { useLoadFailureToast, type EventChange } from 'shared-site';
import { applyEventChange } from './applyEventChange';
import { gridRange } from './monthGrid';
import { prepareEventTimes } from '../../components/prepareEventTimes';

const NO_EVENTS: EventRow[] = [];

/** Where the shown range's read stands, for the parts of the page that list its events. */
export interface CalendarLoadStatus {
  isLoading: boolean;
  /** The read failed: show the failure with Retry, never "No events scheduled". */
  isError: boolean;
  /** A retry (or a live refresh after a failure) is running. */
  isRetrying: boolean;
  retry: () => void;
}

export interface CalendarEvents {
  /** The events of the weeks the grid shows; none while loading or after a failed read. */
  events: EventRow[];
  status: CalendarLoadStatus;
  /** The creator's own change, shown at once in every range read during this visit. */
  applyLocalChange: (change: EventChange) => void;
}

/**
 * The events of the weeks a month's grid shows, through the site's query cache: a range read once
 * during the visit draws at once when its month is shown again, and any change to the events table
 * (by anyone) reads the shown range again while the calendar is open (SPEC section 4). A failure is
 * toasted as SPEC section 8 says ("Error" / "Failed to load events") and shown as a failure.
 */
export function useCalendarEvents(month: Date): CalendarEvents {
  const range = useMemo(() => gridRange(month), [month]);
  const query = useEventsInRange(range);
  // While the month's events are read, the browser's date data is loaded for their times.
  useEffect(prepareEventTimes, []);
  useLoadFailureToast(query.error, 'Failed to load events');
  const applyLocalChange = useCallback((change: EventChange) => updateCachedRanges((events, cached) => applyEventChange(events, change, cached)), []);
  // Another month's answer is kept by the cache while this one is read: its days are not this grid's.
  const isCurrent = query.status === 'success' && !query.isPreviousData;
  const isLoading = query.status === 'pending' || query.isPreviousData;
  const isError = query.status === 'error';
  const isRetrying = isError && query.isFetching;
  const status = useMemo(() => ({ isLoading, isError, isRetrying, retry: query.refetch }), [isLoading, isError, isRetrying, query.refetch]);
  const events = isCurrent ? (query.data ?? NO_EVENTS) : NO_EVENTS;
  // One object per distinct answer: a read starting (pending → fetching) changes none of it.
  const current = useMemo(() => ({ range, events, status }), [range, events, status]);
  // The query cache is an external store, so its changes render at once, in one task that cannot
  // yield: an answer arriving redraws the grid's 42 days, the day's list and the month's cards.
  // Deferred, that redraw is a transition React splits into short slices between which the
  // browser handles input (total blocking time, issue 34 item 7). A month switch is not deferred:
  // the new month draws at once with what the cache holds for it, as before.
  const deferred = useDeferredValue(current);
  const shown = deferred.range === range ? deferred : current;
  return { events: shown.events, status: shown.status, applyLocalChange };
}
