import { useEffect, useState } from 'react';
import { format, startOfToday } from 'date-fns';
import { listUpcomingEvents, subscribeToEventChanges, type EventRow } from 'shared-data';
import { toast } from 'shared-ui';

export const UPCOMING_PAGE_SIZE = 6;

interface UpcomingState {
  rows: EventRow[];
  total: number;
  isLoading: boolean;
}

/**
 * One page of events dated today or later (start of today, local time) and the exact total,
 * asked of the database; re-fetched live when anyone changes an event.
 */
export function useUpcomingEvents(page: number) {
  const [state, setState] = useState<UpcomingState>({ rows: [], total: 0, isLoading: true });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    setState((current) => ({ ...current, isLoading: current.rows.length === 0 }));
    listUpcomingEvents({ fromDay: format(startOfToday(), 'yyyy-MM-dd'), page, pageSize: UPCOMING_PAGE_SIZE })
      .then(({ rows, total }) => {
        if (isCurrent) setState({ rows, total, isLoading: false });
      })
      .catch((error: unknown) => {
        console.error('Error fetching events:', error);
        if (!isCurrent) return;
        toast({ title: 'Error', description: 'Failed to load events', variant: 'destructive' });
        setState({ rows: [], total: 0, isLoading: false });
      });
    return () => {
      isCurrent = false;
    };
  }, [page, version]);

  useEffect(() => subscribeToEventChanges(() => setVersion((v) => v + 1)), []);

  return state;
}
