import { accountCalls, queryCache, useQuery, type MyEvent, type MyProfile, type MyRsvp, type QueryResult } from 'shared-data';
import { accountKeys } from './accountKeys';

/** The member's own profile; `userId` undefined (signed out) reads nothing. */
export function useMyProfile(userId: string | undefined): QueryResult<MyProfile | null> {
  return useQuery(accountKeys.profile(userId ?? ''), async () => (await accountCalls()).getMyProfile(userId as string), { enabled: Boolean(userId) });
}

/** The events the member created. */
export function useMyEvents(userId: string | undefined): QueryResult<MyEvent[]> {
  return useQuery(accountKeys.events(userId ?? ''), async () => (await accountCalls()).listMyEvents(userId as string), { enabled: Boolean(userId) });
}

/** The member's RSVPs with their events. */
export function useMyRsvps(userId: string | undefined): QueryResult<MyRsvp[]> {
  return useQuery(accountKeys.rsvps(userId ?? ''), async () => (await accountCalls()).listMyRsvps(userId as string), { enabled: Boolean(userId) });
}

/** After a change to the account (a new name): its reads again. */
export function invalidateAccount(): void {
  queryCache.invalidate(accountKeys.all);
}
