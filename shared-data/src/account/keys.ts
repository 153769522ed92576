/** Names of the signed-in member's own reads (/account) in the query cache. */
export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: string) => ['account', 'profile', userId] as const,
  events: (userId: string) => ['account', 'events', userId] as const,
  rsvps: (userId: string) => ['account', 'rsvps', userId] as const,
  calendarFeed: (userId: string) => ['account', 'calendar-feed', userId] as const,
  notifications: (userId: string) => ['account', 'notifications', userId] as const,
  newsletter: (userId: string) => ['account', 'newsletter', userId] as const,
};
