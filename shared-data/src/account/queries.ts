import { queryCache, useQuery, type QueryResult } from 'shared-data';
import {
  getMyCalendarFeed,
  getMyNewsletterStatus,
  getMyNotificationPreferences,
  getMyProfile,
  listMyEvents,
  listMyRsvps,
  rotateMyCalendarFeed,
  type MyCalendarFeed,
  type MyEvent,
  type MyProfile,
  type MyRsvp,
  type NewsletterStatus,
  type MyNotificationSettings,
} from './calls';
import { accountKeys } from './keys';

/** The member's own profile; `userId` undefined (signed out) reads nothing. */
export function useMyProfile(userId: string | undefined): QueryResult<MyProfile | null> {
  return useQuery(accountKeys.profile(userId ?? ''), () => getMyProfile(userId as string), { enabled: Boolean(userId) });
}

/** The events the member created. */
export function useMyEvents(userId: string | undefined): QueryResult<MyEvent[]> {
  return useQuery(accountKeys.events(userId ?? ''), () => listMyEvents(userId as string), { enabled: Boolean(userId) });
}

/** The member's RSVPs with their events. */
export function useMyRsvps(userId: string | undefined): QueryResult<MyRsvp[]> {
  return useQuery(accountKeys.rsvps(userId ?? ''), () => listMyRsvps(userId as string), { enabled: Boolean(userId) });
}

/** The member's secret calendar feed address (made on first use). */
export function useMyCalendarFeed(userId: string | undefined): QueryResult<MyCalendarFeed> {
  return useQuery(accountKeys.calendarFeed(userId ?? ''), getMyCalendarFeed, { enabled: Boolean(userId) });
}

/** Rotates the member's feed address, then reads it again (the old one answers 404 from now on). */
export async function rotateCalendarFeed(userId: string): Promise<MyCalendarFeed> {
  const feed = await rotateMyCalendarFeed();
  queryCache.invalidate(accountKeys.calendarFeed(userId));
  return feed;
}

/** The member's notification preferences (the defaults until they save some). */
export function useMyNotificationPreferences(userId: string | undefined): QueryResult<MyNotificationSettings> {
  return useQuery(accountKeys.notifications(userId ?? ''), () => getMyNotificationPreferences(userId as string), { enabled: Boolean(userId) });
}

/** Whether the member's own address gets the newsletter. */
export function useMyNewsletterStatus(userId: string | undefined): QueryResult<NewsletterStatus> {
  return useQuery(accountKeys.newsletter(userId ?? ''), () => getMyNewsletterStatus(), { enabled: Boolean(userId) });
}

/** After a change to the account (a new name): its reads again. */
export function invalidateAccount(): void {
  queryCache.invalidate(accountKeys.all);
}
