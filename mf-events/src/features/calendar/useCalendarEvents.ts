import { useCallback, useMemo } from 'react';
import { updateCachedRanges, useEventsInRange, type EventRow } from 'shared-data';
import { useLoadFailureToast, type EventChange } from 'shared-site';
import { applyEventChange } from './applyEventChange';
import { gridRange } from './monthGrid';

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
  useLoadFailureToast(query.error, 'Failed to load events');
  const applyLocalChange = useCallback((change: EventChange) => updateCachedRanges((events, cached) => applyEventChange(events, change, cached)), []);
  // Another month's answer is kept by the cache while this one is read: its days are not this grid's.
  const isCurrent = query.status === 'success' && !query.isPreviousData;
  const isLoading = query.status === 'pending' || query.isPreviousData;
  const isError = query.status === 'error';
  const isRetrying = isError && query.isFetching;
  const status = useMemo(() => ({ isLoading, isError, isRetrying, retry: query.refetch }), [isLoading, isError, isRetrying, query.refetch]);
  return { events: isCurrent ? (query.data ?? NO_EVENTS) : NO_EVENTS, status, applyLocalChange };
}
