import { useEffect, useMemo, useRef, useState } from 'react';
import { format, startOfToday } from 'date-fns';
import { useUpcomingEvents } from 'shared-data';
import { useLoadFailureToast } from 'shared-site';
import { prepareEventTimes } from '../../components/prepareEventTimes';

/** Home shows six events a page (SPEC section 9). */
export const UPCOMING_PAGE_SIZE = 6;

/**
 * The state of home's "Upcoming Events": the page shown (1..total pages, scrolled to on change) and
 * that page of events dated today or later, read through the site's query cache and kept live (any
 * change to the events table reads it again). While the next page is read the current one stays;
 * a failed read is toasted ("Error" / "Failed to load events", SPEC section 8) and holds no events.
 */
export function useUpcomingEventsSection() {
  const [page, setPage] = useState(1);
  // Upcoming means from the viewer's own today (local time), fixed for the visit.
  const fromDay = useMemo(() => format(startOfToday(), 'yyyy-MM-dd'), []);
  const query = useUpcomingEvents({ fromDay, page, pageSize: UPCOMING_PAGE_SIZE });
  // While the events are read, the browser's date data is loaded for their times.
  useEffect(prepareEventTimes, []);
  useLoadFailureToast(query.error, 'Failed to load events');

  const isError = query.status === 'error';
  const isLoading = query.status === 'pending' && query.data === undefined;
  const rows = isError ? [] : (query.data?.rows ?? []);
  const total = isError ? 0 : (query.data?.total ?? 0);
  const totalPages = Math.max(1, Math.ceil(total / UPCOMING_PAGE_SIZE));

  // Keep the page index within 1..total pages when events disappear (SPEC section 6).
  useEffect(() => {
    if (query.status === 'success' && !query.isPreviousData && page > totalPages) setPage(totalPages);
  }, [query.status, query.isPreviousData, page, totalPages]);

  // A page change scrolls back to the section (not the first render, nor a clamp after a change).
  const sectionRef = useRef<HTMLElement>(null);
  const hasPaged = useRef(false);
  useEffect(() => {
    if (hasPaged.current) sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [page]);
  const changePage = (next: number) => {
    hasPaged.current = true;
    setPage(next);
  };

  const first = total === 0 ? 0 : (page - 1) * UPCOMING_PAGE_SIZE + 1;
  const last = Math.min(page * UPCOMING_PAGE_SIZE, total);
  return {
    sectionRef,
    page,
    totalPages,
    changePage,
    rows,
    /** "Showing X-Y of N events", once a page has been read. */
    shownText: !isLoading && !isError && total > 0 ? `Showing ${first}-${last} of ${total} events` : null,
    isLoading,
    isError,
    isRetrying: isError && query.isFetching,
    retry: query.refetch,
  };
}
