import { eventKeys } from '../events/keys';
import { subscribeToEventChanges } from '../events/subscribe-event-changes';
import { queryCache, type LiveSource } from '../query/queryCache';
import { useQuery, type QueryResult } from '../query/useQuery';
import type { DashboardStats } from './get-dashboard-stats';
import { adminKeys } from './keys';
import { listAdminEvents, type AdminEventsPage, type AdminEventsQuery } from './list-admin-events';
import type { MembersPage } from './list-members';
import type { SubscriberListRow } from './list-subscribers';

/** Fetched with the first of the admin area's figures, members or subscribers (adminCalls.ts). */
const adminCalls = () => import('./adminCalls');

/** The admin's event list and figures follow every change to the events table. */
const eventsTable: LiveSource = (onChange) => subscribeToEventChanges(onChange);

export function useAdminEvents(query: AdminEventsQuery): QueryResult<AdminEventsPage> {
  return useQuery(adminKeys.events(query), () => listAdminEvents(query), { keepPreviousData: true, live: { prefix: [...adminKeys.all, 'events'], source: eventsTable } });
}

export function useDashboardStats(today: string): QueryResult<DashboardStats> {
  return useQuery(adminKeys.stats(today), async () => (await adminCalls()).getDashboardStats(today), { live: { prefix: [...adminKeys.all, 'stats'], source: eventsTable } });
}

export function useMembers(page: { page: number; pageSize: number }): QueryResult<MembersPage> {
  return useQuery(adminKeys.members(page), async () => (await adminCalls()).listMembers(page), { keepPreviousData: true });
}

export function useSubscribers(): QueryResult<SubscriberListRow[]> {
  return useQuery(adminKeys.subscribers(), async () => (await adminCalls()).listSubscribers());
}

/** After an admin's change to events or roles: the admin area's reads and every events query read again. */
export function invalidateAdminData(): void {
  queryCache.invalidate(adminKeys.all);
  queryCache.invalidate(eventKeys.all);
}
