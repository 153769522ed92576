import { useCallback, useEffect, useState } from 'react';
import { format, startOfToday } from 'date-fns';
import { listAdminEvents, type AdminEvent } from 'shared-data';
import { toast } from 'shared-ui';
import type { AdminEventsFilters } from './useAdminEventsQuery';

export const ADMIN_PAGE_SIZE = 20;

/** One server-side page of events for the filters, with the exact total; `reload` after a save. */
export function useAdminEvents(filters: AdminEventsFilters) {
  const [state, setState] = useState<{ rows: AdminEvent[]; total: number; isLoading: boolean }>({ rows: [], total: 0, isLoading: true });
  const [version, setVersion] = useState(0);
  const { search, category, when, page } = filters;

  useEffect(() => {
    let isCurrent = true;
    setState((current) => ({ ...current, isLoading: true }));
    listAdminEvents({ search, category, when, page, pageSize: ADMIN_PAGE_SIZE, today: format(startOfToday(), 'yyyy-MM-dd') })
      .then(({ rows, total }) => {
        if (isCurrent) setState({ rows, total, isLoading: false });
      })
      .catch((error: unknown) => {
        console.error('Error fetching events:', error);
        if (!isCurrent) return;
        toast({ title: 'Error', description: 'Failed to fetch events', variant: 'destructive' });
        setState({ rows: [], total: 0, isLoading: false });
      });
    return () => {
      isCurrent = false;
    };
  }, [search, category, when, page, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
