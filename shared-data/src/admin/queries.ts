import { eventKeys } from '../events/keys';
import { subscribeToEventChanges } from '../events/subscribe-event-changes';
import { queryCache, type LiveSource } from '../query/queryCache';
import { useQuery, type QueryResult } from '../query/useQuery';
import type { DashboardStats } from './get-dashboard-stats';
import { adminKeys } from './keys';
import type { AdminEvent, AdminEventsPage, AdminEventsQuery } from './list-admin-events';
import type { MembersPage, MembersQuery } from './list-members';
import type { SubscriberCounts, SubscribersPage, SubscribersQuery } from './list-subscribers';

/** Fetched with the first of the admin area's figures, members or subscribers (adminCalls.ts). */
const adminCalls = () => import('./adminCalls');

/** The admin's event list and figures follow every change to the events table. */
const eventsTable: LiveSource = (onChange) => subscribeToEventChanges(onChange);

export function useAdminEvents(query: AdminEventsQuery): QueryResult<AdminEventsPage> {
  return useQuery(adminKeys.events(query), async () => (await adminCalls()).listAdminEvents(query), { keepPreviousData: true, live: { prefix: [...adminKeys.all, 'events'], source: eventsTable } });
}

export function useDashboardStats(today: string): QueryResult<DashboardStats> {
  return useQuery(adminKeys.stats(today), async () => (await adminCalls()).getDashboardStats(today), { live: { prefix: [...adminKeys.all, 'stats'], source: eventsTable } });
}

/** A page of the members list for its search, role and order; the previous page stays shown while the next one loads. */
export function useMembers(query: MembersQuery): QueryResult<MembersPage> {
  return useQuery(adminKeys.members(query), async () => (await adminCalls()).listMembers(query), { keepPreviousData: true });
}

/** A page of the newsletter list for its search, state and order. */
export function useSubscribers(query: SubscribersQuery): QueryResult<SubscribersPage> {
  return useQuery(adminKeys.subscribers(query), async () => (await adminCalls()).listSubscribers(query), { keepPreviousData: true });
}

/** How many subscribers are confirmed and how many wait for their link. */
export function useSubscriberCounts(): QueryResult<SubscriberCounts> {
  return useQuery(adminKeys.subscriberCounts(), async () => (await adminCalls()).countSubscribers());
}

/** Every event the admin's filters match (the CSV export and the bulk actions), past PostgREST's max_rows. */
export async function listAllAdminEvents(query: Omit<AdminEventsQuery, 'page' | 'pageSize'>): Promise<AdminEvent[]> {
  return (await adminCalls()).listAllAdminEvents(query);
}

/** After an admin's change to events or roles: the admin area's reads and every events query read again. */
export function invalidateAdminData(): void {
  queryCache.invalidate(adminKeys.all);
  queryCache.invalidate(eventKeys.all);
}
