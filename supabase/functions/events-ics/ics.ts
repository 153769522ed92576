/**
 * A small RFC 5545 writer for the calendar feed: CRLF line ends, lines folded at 75 octets
 * without splitting a UTF-8 character, TEXT values escaped. No dependencies, so the same file
 * runs on Deno (hosted Supabase) and Node (the local backend).
 */

export interface FeedEvent {
  id: string;
  title: string;
  description: string | null;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM[:SS] or null (all-day). */
  time: string | null;
  location: string | null;
  category: string | null;
  timezone: string | null;
  /** YYYY-MM-DD of the last day, or null (ends on its start day). */
  end_date?: string | null;
  /** HH:MM[:SS] or null (no end time given). */
  end_time?: string | null;
  updated_at: string;
}

export interface CalendarOptions {
  name: string;
  /** The site's origin, for each event's URL. */
  siteUrl: string;
  /** Domain part of every UID; stable, so calendar apps update events instead of duplicating them. */
  uidDomain: string;
  now: Date;
}

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Nothing beyond ASCII, where one character is one octet (control characters are escaped or absent). */
const ASCII = /^[\x20-\x7e]*$/;

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a multi-byte character. */
export function foldLine(line: string): string {
  // A UTF-16 code unit is at most 3 octets in UTF-8: a line this short never needs folding.
  if (line.length <= 25) return line;
  if (ASCII.test(line)) {
    if (line.length <= 75) return line;
    const ascii = [line.slice(0, 75)];
    for (let at = 75; at < line.length; at += 74) ascii.push(line.slice(at, at + 74));
    return ascii.join('\r\n ');
  }
  // Octets counted from the code points, not by encoding each character: a long description
  // with one accent in it went through here a character at a time, and 2,000 such events held
  // the thread (the whole local backend's) for seconds.
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  for (let at = 0; at < line.length; ) {
    const code = line.codePointAt(at)!;
    // A lone surrogate is written as U+FFFD, 3 octets, like any other code point below 0x10000.
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code <= 0xffff ? 3 : 4;
    // The first line holds 75 octets; continuation lines start with a space, so 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(line.slice(start, at));
      start = at;
      octets = 0;
    }
    octets += size;
    at += size === 4 ? 2 : 1;
  }
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 20261125T103000Z */
function formatUtc(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** One formatter per zone: creating an Intl.DateTimeFormat costs far more than using one. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(zone);
  if (!format) {
    // Throws a RangeError for a zone the platform does not know.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormats.set(zone, format);
  }
  return format;
}

/** Offset of an IANA zone at an instant, in milliseconds, from the platform's zone database (Intl). */
function zoneOffsetMs(zone: string, instant: number): number {
  const parts = zoneFormat(zone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of a wall-clock time in a zone (checked twice so DST edges land right). */
function zonedTimeToUtc(date: string, time: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let utc = wall - zoneOffsetMs(zone, wall);
  utc = wall - zoneOffsetMs(zone, utc);
  return new Date(utc);
}

const compactDate = (day: string) => day.replace(/-/g, '');

/** The day after `day`, as YYYY-MM-DD. */
function dayAfter(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

const nextDay = (day: string) => compactDate(dayAfter(day));

/** Events with no end given last one hour in calendar apps. */
const DEFAULT_DURATION = 'PT1H';

/**
 * Where a timed event ends, as a wall-clock day and time: its end time (on its last day, or its
 * start day), or the end of its last day when only that is given; undefined when no end is given.
 */
function wallClockEnd(event: FeedEvent): { day: string; time: string } | undefined {
  if (event.end_time) return { day: event.end_date ?? event.date, time: event.end_time };
  if (event.end_date) return { day: dayAfter(event.end_date), time: '00:00' };
  return undefined;
}

const floating = (day: string, time: string) => {
  const [hh = '00', mm = '00'] = time.split(':');
  return `${compactDate(day)}T${hh}${mm}00`;
};

function eventLines(event: FeedEvent, options: CalendarOptions): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.id}@${options.uidDomain}`,
    `DTSTAMP:${formatUtc(options.now)}`,
    `LAST-MODIFIED:${formatUtc(new Date(event.updated_at))}`,
  ];
  const end = event.time ? wallClockEnd(event) : undefined;
  if (!event.time) {
    // All-day: DATE values, the day after the last day as the (exclusive) end.
    lines.push(`DTSTART;VALUE=DATE:${compactDate(event.date)}`, `DTEND;VALUE=DATE:${nextDay(event.end_date ?? event.date)}`);
  } else if (event.timezone) {
    // A zone is known: instants in UTC, which every calendar app places correctly.
    const zone = event.timezone;
    lines.push(`DTSTART:${formatUtc(zonedTimeToUtc(event.date, event.time, zone))}`);
    lines.push(end ? `DTEND:${formatUtc(zonedTimeToUtc(end.day, end.time, zone))}` : `DURATION:${DEFAULT_DURATION}`);
  } else {
    // No zone given: floating times, shown as written wherever the reader is (RFC 5545 3.3.5).
    lines.push(`DTSTART:${floating(event.date, event.time)}`);
    lines.push(end ? `DTEND:${floating(end.day, end.time)}` : `DURATION:${DEFAULT_DURATION}`);
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  lines.push(`CATEGORIES:${escapeText(event.category ?? 'Other')}`);
  lines.push(`URL:${options.siteUrl.replace(/\/$/, '')}/events/${event.id}`);
  lines.push('END:VEVENT');
  return lines;
}

/** Content lines as text: each folded and ended with CRLF. */
const contentText = (lines: readonly string[]) => lines.map((line) => `${foldLine(line)}\r\n`).join('');

/** The calendar's lines before its first event. */
export function calendarStart(options: CalendarOptions): string {
  return contentText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//EO Asia Pacific//Events Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ]);
}

export const CALENDAR_END = 'END:VCALENDAR\r\n';

/**
 * The VEVENTs of `events`. An event whose lines cannot be written (a time zone the platform does
 * not know) is left out and reported to `onSkipped`, so one bad row never takes the feed down.
 */
export function eventsText(
  events: readonly FeedEvent[],
  options: CalendarOptions,
  onSkipped: (event: FeedEvent, reason: unknown) => void = () => undefined,
): string {
  return events
    .map((event) => {
      try {
        return contentText(eventLines(event, options));
      } catch (reason) {
        onSkipped(event, reason);
        return '';
      }
    })
    .join('');
}

/** A whole VCALENDAR document; `eventsText` says what happens to an event that cannot be written. */
export function buildCalendar(
  events: readonly FeedEvent[],
  options: CalendarOptions,
  onSkipped?: (event: FeedEvent, reason: unknown) => void,
): string {
  return calendarStart(options) + eventsText(events, options, onSkipped) + CALENDAR_END;
}

/** The domain part of every event's UID, shared by the public feed and the invites sent by email. */
export const EVENT_UID_DOMAIN = 'events.eo-apac';

export interface InviteOptions {
  /** REQUEST: an invite (or its update); CANCEL: the event is off. */
  method: 'REQUEST' | 'CANCEL';
  /** events.sequence: raised on every change of the event's time or place. */
  sequence: number;
  organizer: { name: string; email: string };
  attendee: { name: string | null; email: string };
  siteUrl: string;
  now: Date;
}

/** A CAL-ADDRESS parameter value (RFC 5545 3.2): quoted, without the characters a quoted value cannot hold. */
const paramText = (value: string) => `"${Array.from(value.replace(/"/g, ''), (c) => (c.charCodeAt(0) < 0x20 ? '' : c)).join('')}"`;
const mailto = (email: string) => `mailto:${email.replace(/[\r\n;:,"]/g, '')}`;

/**
 * An iTIP invite for one member (RFC 5546): METHOD:REQUEST or CANCEL, the event with the same UID
 * as in the public feed (so an invite and a subscribed feed are one event in a calendar app), its
 * SEQUENCE, the site as ORGANIZER and the member as the only ATTENDEE, already accepted (they
 * answered on the site; RSVP=FALSE, so calendar apps offer no reply to send).
 */
export function buildInvite(event: FeedEvent, invite: InviteOptions): string {
  const options: CalendarOptions = { name: event.title, siteUrl: invite.siteUrl, uidDomain: EVENT_UID_DOMAIN, now: invite.now };
  const lines = eventLines(event, options);
  lines.splice(
    lines.length - 1,
    0,
    `SEQUENCE:${invite.sequence}`,
    `STATUS:${invite.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `ORGANIZER;CN=${paramText(invite.organizer.name)}:${mailto(invite.organizer.email)}`,
    `ATTENDEE;CN=${paramText(invite.attendee.name ?? invite.attendee.email)};CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=${invite.method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED'};RSVP=FALSE:${mailto(invite.attendee.email)}`,
  );
  return contentText(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//EO Asia Pacific//Events Calendar//EN', 'CALSCALE:GREGORIAN', `METHOD:${invite.method}`, ...lines, 'END:VCALENDAR']);
}

/**
 * The UTC start and end of a timed event in a known zone (the end null when none is given), or
 * null for an all-day event or one without a zone: what an email shows in other zones.
 */
export function eventInstants(event: FeedEvent): { start: Date; end: Date | null } | null {
  if (!event.time || !event.timezone) return null;
  const end = wallClockEnd(event);
  return { start: zonedTimeToUtc(event.date, event.time, event.timezone), end: end ? zonedTimeToUtc(end.day, end.time, event.timezone) : null };
}
