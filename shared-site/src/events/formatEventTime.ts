import { TZDate } from '@date-fns/tz';
import { format, parseISO } from 'date-fns';
import type { EventRow } from 'shared-data';
import { timeZoneAbbreviation } from './eventTimeZones';

export interface EventTimeLabel {
  /** The time as the organiser gave it, 12-hour, with the zone when known: "7:00 PM SGT". */
  label: string;
  /** The same instant in the viewer's zone when that differs: "8:00 PM AEDT (your time)". */
  viewerLabel: string | null;
}

/** The viewer's IANA zone (the browser's setting). */
function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const supportedZones = new Map<string, boolean>();

/**
 * Whether this browser's time-zone data knows `zone`. The database accepts only the form's zones,
 * but a page must survive any stored value: an unknown zone is shown like no zone (as written).
 */
function isSupportedTimeZone(zone: string): boolean {
  let known = supportedZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    supportedZones.set(zone, known);
  }
  return known;
}

/** A wall-clock day and time in a zone as an instant, when the zone is one this browser knows; otherwise null. */
function zonedInstant(date: string, time: string | null, zone: string | null): TZDate | null {
  if (!time || !zone || !isSupportedTimeZone(zone)) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new TZDate(year, month - 1, day, hours, minutes, zone);
}

/** The event's start as an instant, when it has a time and a zone this browser knows; otherwise null. */
function eventStartInstant(event: Pick<EventRow, 'date' | 'time' | 'timezone'>): TZDate | null {
  return zonedInstant(event.date, event.time, event.timezone);
}

/** Offset of a zone at an instant, in minutes east of UTC. */
function offsetMinutes(zone: string, instant: Date): number {
  return -new TZDate(instant.getTime(), zone).getTimezoneOffset();
}

/** "7:00 PM" style (SPEC: 12-hour time), null when the event has no time. */
export function formatEventTime(
  event: Pick<EventRow, 'date' | 'time' | 'timezone'>,
  viewerZone: string = viewerTimeZone(),
): EventTimeLabel | null {
  if (!event.time) return null;
  const wallClock = format(parseISO(`${event.date}T${event.time.slice(0, 5)}`), 'h:mm a');
  const start = eventStartInstant(event);
  if (!start || !event.timezone) return { label: wallClock, viewerLabel: null };

  const eventOffset = offsetMinutes(event.timezone, start);
  const label = `${wallClock} ${timeZoneAbbreviation(event.timezone, eventOffset, start)}`;
  const viewerOffset = offsetMinutes(viewerZone, start);
  if (viewerOffset === eventOffset) return { label, viewerLabel: null };

  const inViewerZone = new TZDate(start.getTime(), viewerZone);
  const sameDay = format(inViewerZone, 'yyyy-MM-dd') === event.date;
  const viewerTime = format(inViewerZone, sameDay ? 'h:mm a' : 'EEE, MMM d, h:mm a');
  return { label, viewerLabel: `${viewerTime} ${timeZoneAbbreviation(viewerZone, viewerOffset, start)} (your time)` };
}

/** ISO 8601 start for schema.org: with the zone's offset when known, local otherwise, date only without a time. */
export function eventStartIso(event: Pick<EventRow, 'date' | 'time' | 'timezone'>): string {
  if (!event.time) return event.date;
  const start = eventStartInstant(event);
  return start ? format(start, "yyyy-MM-dd'T'HH:mm:ssxxx") : `${event.date}T${event.time.slice(0, 5)}:00`;
}

type EventEnd = Pick<EventRow, 'date' | 'time' | 'timezone' | 'end_date' | 'end_time'>;

/** ISO 8601 end for schema.org (as eventStartIso), or null when the event gives no end. */
export function eventEndIso(event: EventEnd): string | null {
  const day = event.end_date ?? event.date;
  if (!event.end_time) return event.end_date ?? null;
  const end = zonedInstant(day, event.end_time, event.timezone);
  return end ? format(end, "yyyy-MM-dd'T'HH:mm:ssxxx") : `${day}T${event.end_time.slice(0, 5)}:00`;
}

/**
 * When the event ends, as its page says it after the start: "until 9:30 PM" on its start day,
 * "to Thursday, January 16, 2030, 5:00 PM" (or without the time) on a later day; null when no end
 * is given. Times are the organiser's, in the event's zone, as the start is shown.
 */
export function formatEventEnd(event: EventEnd): string | null {
  const endTime = event.end_time ? format(parseISO(`2000-01-01T${event.end_time.slice(0, 5)}`), 'h:mm a') : null;
  if (!event.end_date || event.end_date === event.date) return endTime ? `until ${endTime}` : null;
  const lastDay = format(parseISO(event.end_date), 'EEEE, MMMM d, yyyy');
  return endTime ? `to ${lastDay}, ${endTime}` : `to ${lastDay}`;
}

/** Where an event without a zone is over last: UTC-12 (POSIX names count the other way round). */
const LAST_ZONE_ON_EARTH = 'Etc/GMT+12';

/**
 * When an event is over, by the database's rule (private.event_ends_at, migration
 * 20261126000000_security_round_3.sql, which refuses RSVPs from then on): its end time on its end
 * day (or start day); else, with an end day only, the end of that day; else its start when it has a
 * time; else the end of its day. In the event's zone, or without one (or one this browser does not
 * know) in UTC-12, so an event is over only once it is over everywhere.
 */
export function eventEndsAt(event: EventEnd): Date {
  const [day, time, daysLater] = event.end_time
    ? [event.end_date ?? event.date, event.end_time, 0]
    : event.end_date
      ? [event.end_date, '00:00', 1]
      : event.time
        ? [event.date, event.time, 0]
        : [event.date, '00:00', 1];
  const zone = event.timezone && isSupportedTimeZone(event.timezone) ? event.timezone : LAST_ZONE_ON_EARTH;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, date + daysLater, hours, minutes, zone).getTime());
}
