import type { AdminEventsQuery } from './list-admin-events';
import type { MembersQuery } from './list-members';
import type { SubscribersQuery } from './list-subscribers';

/** Names of the admin area's reads in the query cache. */
export const adminKeys = {
  all: ['admin'] as const,
  events: (query: AdminEventsQuery) => ['admin', 'events', query] as const,
  stats: (today: string) => ['admin', 'stats', today] as const,
  members: (query: MembersQuery) => ['admin', 'members', query] as const,
  subscribers: (query: SubscribersQuery) => ['admin', 'subscribers', query] as const,
  subscriberCounts: () => ['admin', 'subscribers', 'counts'] as const,
};
