/**
 * An event's date and time as an email says it: page-head's one format, the site's own words
 * ("Wednesday, January 15, 2030, 6:00 PM SGT (9:00 PM AEDT your time), until 8:30 PM"), in the
 * event's zone and again in the member's saved zone, or in UTC when theirs is not known; and, for an
 * event without an end, the length calendars give it (the invite says the same).
 */
import { DEFAULT_DURATION_NOTE, emailOtherZone, eventWhenText } from 'page-head/event';
import type { FeedEvent } from '../../_shared/calendar.ts';

/** The "When" lines of an email: the time, then the invite's default length when the event gives no end. */
export function whenLines(event: FeedEvent, memberZone: string | null): string[] {
  const lines = [eventWhenText(event, emailOtherZone(memberZone))];
  if (event.time && !event.end_time && !event.end_date) lines.push(DEFAULT_DURATION_NOTE);
  return lines;
}
