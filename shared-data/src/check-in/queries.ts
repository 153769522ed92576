import { eventKeys, queryCache, useQuery, type QueryResult } from 'shared-data';
import { checkInByCode, checkInByReference, checkInMember, decideRsvps, undoCheckIn, getMyCheckInCode, listAttendance, type CheckInResult, type EventAttendance, type RsvpDecision } from './calls';

/** Names of these reads in the query cache. The code sits under the events' keys, so it is read again with them. */
const checkInKeys = {
  myCode: (eventId: string) => [...eventKeys.all, 'check-in-code', eventId] as const,
  attendance: ['attendance'] as const,
};

/** The member's signed check-in code, read only when `enabled` (they asked to see it). */
export function useMyCheckInCode(eventId: string, enabled: boolean): QueryResult<string> {
  return useQuery(checkInKeys.myCode(eventId), () => getMyCheckInCode(eventId), { enabled });
}

/** Attendance of past events that used check-in, for the admin overview. */
export function useAttendance(): QueryResult<EventAttendance[]> {
  return useQuery(checkInKeys.attendance, () => listAttendance());
}

/** Approves or declines members' RSVPs, then reads the event's queries (counts, attendee list) again. */
export async function decideAndRefresh(eventId: string, memberIds: string[], approve: boolean): Promise<RsvpDecision[]> {
  const decided = await decideRsvps(eventId, memberIds, approve);
  queryCache.invalidate(eventKeys.all);
  return decided;
}

/** Checks a member in, by a scanned code or by their id, then reads the attendee list and attendance again. */
export async function checkInAndRefresh(eventId: string, by: { code: string } | { reference: string } | { memberId: string }): Promise<CheckInResult> {
  const result =
    'code' in by ? await checkInByCode(eventId, by.code) : 'reference' in by ? await checkInByReference(eventId, by.reference) : await checkInMember(eventId, by.memberId);
  queryCache.invalidate(eventKeys.attendees(eventId));
  queryCache.invalidate(checkInKeys.attendance);
  return result;
}

/** Undoes a member's check-in (a wrong tap at the door), then reads the attendee list and attendance again. */
export async function undoCheckInAndRefresh(eventId: string, memberId: string): Promise<boolean> {
  const undone = await undoCheckIn(eventId, memberId);
  queryCache.invalidate(eventKeys.attendees(eventId));
  queryCache.invalidate(checkInKeys.attendance);
  return undone;
}
