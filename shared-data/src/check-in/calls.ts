/**
 * The calls of registration approval and check-in at the door (issue 36.5, 36.6). Part of the
 * `shared-data/check-in` entry, which is not a federation singleton: only the lazy views that use
 * it (the attendee list, "Show my check-in code", the check-in view, attendance) carry it. It
 * reaches the one client through the package's root (`'shared-data'`), never by a relative path.
 * Every rule is the database's (supabase/migrations/20261128300000_registration_approval_and_check_in.sql).
 */
import { DataError, getSupabase, type RsvpStatus } from 'shared-data';

function failed(error: { message: string; code?: string }): DataError {
  return new DataError(error.message, error.code);
}

export interface RsvpDecision {
  user_id: string;
  status: RsvpStatus;
}

/**
 * Approves or declines members' RSVPs to an event, for its organiser and admins (42501 for anyone
 * else). Approval gives a place while there is one, else the waitlist. Answers each member's status
 * afterwards.
 */
export async function decideRsvps(eventId: string, memberIds: string[], approve: boolean): Promise<RsvpDecision[]> {
  const { data, error } = await (await getSupabase()).rpc('decide_rsvps', { target_event: eventId, members: memberIds, approve });
  if (error) throw failed(error);
  return (data ?? []) as RsvpDecision[];
}

/** The signed-in member's signed check-in code for an event they are going to. */
export async function getMyCheckInCode(eventId: string): Promise<string> {
  const { data, error } = await (await getSupabase()).rpc('my_check_in_code', { target_event: eventId });
  if (error) throw failed(error);
  return data;
}

export interface CheckInResult {
  user_id: string;
  full_name: string | null;
  checked_in_at: string;
  already_checked_in: boolean;
}

function firstResult(data: unknown): CheckInResult {
  const rows = data as CheckInResult[] | null;
  if (!rows?.[0]) throw new DataError('The check-in answered nothing.');
  return rows[0];
}

/**
 * Checks in the member a scanned code names. The database refuses (22023, with a message to show as
 * it is) a code that is not one of the site's, is forged, or is for another event.
 */
export async function checkInByCode(eventId: string, code: string): Promise<CheckInResult> {
  const { data, error } = await (await getSupabase()).rpc('check_in_by_code', { target_event: eventId, code });
  if (error) throw failed(error);
  return firstResult(data);
}

/**
 * Checks in the member whose short check-in reference ("K7QM-2X9D", from their confirmation email's
 * text) is typed. The database reads it leniently (case, spaces, dash) and refuses (22023, with a
 * message to show) a reference that is nobody's at this event.
 */
export async function checkInByReference(eventId: string, reference: string): Promise<CheckInResult> {
  const { data, error } = await (await getSupabase()).rpc('check_in_by_reference', { target_event: eventId, reference });
  if (error) throw failed(error);
  return firstResult(data);
}

/** Checks in a member found by name; refused (PT409, with a message) when they have no place. */
export async function checkInMember(eventId: string, memberId: string): Promise<CheckInResult> {
  const { data, error } = await (await getSupabase()).rpc('check_in_member', { target_event: eventId, member: memberId });
  if (error) throw failed(error);
  return firstResult(data);
}

/** Takes a member's check-in back; answers whether there was one to undo. */
export async function undoCheckIn(eventId: string, memberId: string): Promise<boolean> {
  const { data, error } = await (await getSupabase()).rpc('undo_check_in', { target_event: eventId, member: memberId });
  if (error) throw failed(error);
  return data === true;
}

export interface EventAttendance {
  event_id: string;
  title: string;
  date: string;
  going: number;
  checked_in: number;
}

/** Past events that used check-in, newest first: those going and those checked in (admins only). */
export async function listAttendance(maxEvents = 60): Promise<EventAttendance[]> {
  const { data, error } = await (await getSupabase()).rpc('attendance_by_event', { max_events: maxEvents });
  if (error) throw failed(error);
  return (data ?? []) as EventAttendance[];
}
