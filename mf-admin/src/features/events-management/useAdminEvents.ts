import { listAdminEvents, type AdminEvent } from 'shared-data';
import { useEventPage } from 'shared-site';
import type { AdminEventsFilters } from './useAdminEventsQuery';

export const ADMIN_PAGE_SIZE = 20;

/** One server-side page of events for the filters, with the exact total; `reload` after a save. */
export function useAdminEvents({ search, category, when, page }: AdminEventsFilters) {
  return useEventPage<AdminEvent>(
    (today) => listAdminEvents({ search, category, when, page, pageSize: ADMIN_PAGE_SIZE, today }),
    [search, category, when, page],
    { failureDescription: 'Failed to fetch events' },
  );
}
