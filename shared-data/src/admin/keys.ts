import type { AdminEventsQuery } from './list-admin-events';

/** Names of the admin area's reads in the query cache. */
export const adminKeys = {
  all: ['admin'] as const,
  events: (query: AdminEventsQuery) => ['admin', 'events', query] as const,
  stats: (today: string) => ['admin', 'stats', today] as const,
  members: (page: { page: number; pageSize: number }) => ['admin', 'members', page] as const,
  subscribers: () => ['admin', 'subscribers'] as const,
};
