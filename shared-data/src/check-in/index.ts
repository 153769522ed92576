/**
 * `shared-data/check-in`: registration approval, check-in codes and attendance (issue 36.5, 36.6).
 * A subpath entry, not part of the singleton, so only the lazy views that use it carry it.
 */
export { type CheckInResult, type EventAttendance, type RsvpDecision } from './calls';
export { checkInAndRefresh, decideAndRefresh, undoCheckInAndRefresh, useAttendance, useMyCheckInCode } from './queries';
