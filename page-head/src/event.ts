/**
 * One source for what an event says about its time everywhere: the wall-clock maths (an event's
 * day and time in its zone as an instant), the one time format of the site and its emails, the
 * schema.org `Event` (JSON-LD) and the calendar feed's address. Read as it is by the browser
 * (shared-site, mf-events), the prerender and Deno (the `event-page`, `events-ics` and
 * `outbox-worker` functions map `page-head/event` to this file in their deno.json), so it imports
 * nothing and uses only the platform's `Intl` zone data.
 *
 * The format (docs/decisions.md, "Times and zones"):
 * - an event with a zone: its time there, the zone named: "6:00 PM SGT";
 * - the viewer's own time after it when their offset differs: "6:00 PM SGT (9:00 PM AEDT your time)",
 *   with the day when it is another: "(Sat, Jan 17, 2:00 AM PST your time)";
 * - an email, whose reader's zone is unknown unless they saved it: the same, else UTC:
 *   "6:00 PM SGT (10:00 AM UTC)";
 * - an event whose organiser chose "Local time" (no zone): "6:00 PM local time".
 */

/** The fields of an event its times are read from. */
export interface EventTimeFields {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM[:SS], or null for an all-day event. */
  time: string | null;
  /** IANA zone, or null: "local time", as written wherever it takes place. */
  timezone: string | null;
  /** YYYY-MM-DD of the last day, or null (ends on its start day). */
  end_date?: string | null;
  /** HH:MM[:SS], or null (no end time given). */
  end_time?: string | null;
}

/**
 * How long an event without an end lasts in calendar files (invites, the feed, "Add to calendar"):
 * calendar apps need an end, and an hour is what Google Calendar and Outlook give a new event.
 */
export const DEFAULT_EVENT_DURATION_MINUTES = 60;

/** What the site says about that default where it matters (the event page, the invite emails). */
export const DEFAULT_DURATION_NOTE = 'No end time given: calendars show it as 1 hour.';

/** What an event without a zone says after its time. */
const LOCAL_TIME_LABEL = 'local time';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (creating one costs far more than using one); throws a RangeError for an unknown zone. */
function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
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
    formats.set(zone, format);
  }
  return format;
}

const known = new Map<string, boolean>();

/** Whether this runtime's zone data knows `zone` (the database accepts only the form's zones, but any stored value must be survivable). */
export function isKnownTimeZone(zone: string): boolean {
  let answer = known.get(zone);
  if (answer === undefined) {
    try {
      zoneFormat(zone);
      answer = true;
    } catch {
      answer = false;
    }
    known.set(zone, answer);
  }
  return answer;
}

/** A zone's offset at an instant, in minutes east of UTC. Throws a RangeError for an unknown zone. */
export function zoneOffsetMinutes(zone: string, instant: number): number {
  const parts = zoneFormat(zone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const splitDay = (day: string) => day.split('-').map(Number) as [number, number, number];
const splitTime = (time: string) => time.split(':').map(Number) as [number, number];

/**
 * The instant of a wall-clock day and time in a zone: the one conversion the site, its feed and its
 * emails use. The offset is read twice, so a time next to a change of daylight saving time lands
 * right; a time skipped by a change lands after it. Throws a RangeError for an unknown zone.
 */
export function wallClockToInstant(day: string, time: string, zone: string): Date {
  const [y, m, d] = splitDay(day);
  const [hh, mm] = splitTime(time);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let utc = wall - zoneOffsetMinutes(zone, wall) * 60_000;
  utc = wall - zoneOffsetMinutes(zone, utc) * 60_000;
  return new Date(utc);
}

/** The day after `day`, as YYYY-MM-DD. */
function dayAfter(day: string): string {
  const [y, m, d] = splitDay(day);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * Where a timed event ends as a wall-clock day and time: its end time (on its last day, or its
 * start day), or the end of its last day when only that is given; null when no end is given.
 */
export function wallClockEnd(event: EventTimeFields): { day: string; time: string } | null {
  if (!event.time) return null;
  if (event.end_time) return { day: event.end_date ?? event.date, time: event.end_time };
  if (event.end_date) return { day: dayAfter(event.end_date), time: '00:00' };
  return null;
}

/** The start and end instants of a timed event in a zone this runtime knows (the end null when none is given); null otherwise. */
function eventInstants(event: EventTimeFields): { start: Date; end: Date | null } | null {
  if (!event.time || !event.timezone || !isKnownTimeZone(event.timezone)) return null;
  const end = wallClockEnd(event);
  return { start: wallClockToInstant(event.date, event.time, event.timezone), end: end ? wallClockToInstant(end.day, end.time, event.timezone) : null };
}

/** "+08:00", "-03:30", "+00:00" */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const total = Math.abs(minutes);
  return `${sign}${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** ISO 8601 with the zone's offset ("2030-01-15T18:00:00+08:00"); without it for no zone (or one this runtime does not know); a day alone without a time. */
function isoAt(day: string, time: string | null, zone: string | null): string {
  if (!time) return day;
  const local = `${day}T${time.slice(0, 5)}:00`;
  if (!zone || !isKnownTimeZone(zone)) return local;
  return `${local}${offsetText(zoneOffsetMinutes(zone, wallClockToInstant(day, time, zone).getTime()))}`;
}

/** The start for schema.org. */
export function eventStartIso(event: EventTimeFields): string {
  return isoAt(event.date, event.time, event.timezone);
}

/** The end for schema.org, or null when the event gives none. */
export function eventEndIso(event: EventTimeFields): string | null {
  if (!event.end_time) return event.end_date ?? null;
  return isoAt(event.end_date ?? event.date, event.end_time, event.timezone);
}

/** Where an event without a zone is over last: UTC-12 (POSIX names count the other way round). */
const LAST_ZONE_ON_EARTH = 'Etc/GMT+12';

/**
 * When an event is over, by the database's rule (private.event_ends_at, migration
 * 20261126000000_security_round_3.sql, which refuses RSVPs from then on): its end time on its end
 * day (or start day); else, with an end day only, the end of that day; else its start when it has a
 * time; else the end of its day. In the event's zone, or without one (or one this runtime does not
 * know) in UTC-12, so an event is over only once it is over everywhere.
 */
export function eventEndsAt(event: EventTimeFields): Date {
  const [day, time] = event.end_time
    ? [event.end_date ?? event.date, event.end_time]
    : event.end_date
      ? [dayAfter(event.end_date), '00:00']
      : event.time
        ? [event.date, event.time]
        : [dayAfter(event.date), '00:00'];
  const zone = event.timezone && isKnownTimeZone(event.timezone) ? event.timezone : LAST_ZONE_ON_EARTH;
  return wallClockToInstant(day, time, zone);
}

/**
 * The abbreviations people in the region use, by UTC offset in minutes: Intl (en-US) says "GMT+8"
 * for most of them. The event form's zones, and a few zones its viewers often have.
 */
const ABBREVIATIONS: Record<string, Record<number, string>> = {
  'Asia/Singapore': { 480: 'SGT' },
  'Asia/Kuala_Lumpur': { 480: 'MYT' },
  'Asia/Bangkok': { 420: 'ICT' },
  'Asia/Jakarta': { 420: 'WIB' },
  'Asia/Manila': { 480: 'PHT' },
  'Asia/Ho_Chi_Minh': { 420: 'ICT' },
  'Asia/Hong_Kong': { 480: 'HKT' },
  'Asia/Tokyo': { 540: 'JST' },
  'Asia/Seoul': { 540: 'KST' },
  'Asia/Kolkata': { 330: 'IST' },
  'Australia/Perth': { 480: 'AWST' },
  'Australia/Adelaide': { 570: 'ACST', 630: 'ACDT' },
  'Australia/Brisbane': { 600: 'AEST' },
  'Australia/Sydney': { 600: 'AEST', 660: 'AEDT' },
  'Australia/Melbourne': { 600: 'AEST', 660: 'AEDT' },
  'Pacific/Auckland': { 720: 'NZST', 780: 'NZDT' },
  UTC: { 0: 'UTC' },
  'Etc/UTC': { 0: 'UTC' },
};

const shortNames = new Map<string, Intl.DateTimeFormat[]>();

/**
 * A zone's short name at an instant: "SGT", "AEDT", else what Intl says, in American English
 * ("PST") or else British ("BST", "CET"), else the offset ("GMT+9").
 */
export function zoneAbbreviation(zone: string, instant: Date): string {
  const own = ABBREVIATIONS[zone]?.[zoneOffsetMinutes(zone, instant.getTime())];
  if (own) return own;
  let formats = shortNames.get(zone);
  if (!formats) {
    formats = ['en-US', 'en-GB'].map((locale) => new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }));
    shortNames.set(zone, formats);
  }
  const names = formats.map((format) => format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? zone);
  return names.find((name) => !/^(GMT|UTC)[+-]/.test(name)) ?? names[0]!;
}

/** "7:00 PM" for HH:MM[:SS] (SPEC: 12-hour time). */
function twelveHour(time: string): string {
  const [h = 0, m = 0] = splitTime(time);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Wednesday, January 15, 2030" for YYYY-MM-DD: the event page's date, and the emails'. */
export function longDate(day: string): string {
  const [y, m, d] = splitDay(day);
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
  return `${weekday}, ${MONTHS[m - 1]!} ${d}, ${y}`;
}

/** "Sat, Jan 17" for YYYY-MM-DD. */
function shortDate(day: string): string {
  const [y, m, d] = splitDay(day);
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!.slice(0, 3)}, ${MONTHS[m - 1]!.slice(0, 3)} ${d}`;
}

/** An instant as a wall-clock day and time in a zone. */
function inZone(instant: Date, zone: string): { day: string; time: string } {
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(zone, instant.getTime()) * 60_000).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/**
 * Where else an event's time is given after it: the viewer's zone (a browser's, or a member's saved
 * one), and for an email whose reader's zone is unknown, UTC.
 */
export type OtherZone = { zone: string; kind: 'yours' } | { zone: 'UTC'; kind: 'utc' };

/** The parts of an event's start time, as the site and its emails say it. */
export interface EventTimeText {
  /** "6:00 PM SGT", or "6:00 PM local time" for an event without a zone. */
  label: string;
  /** "9:00 PM AEDT your time", "10:00 AM UTC": the same instant elsewhere, when it reads differently. */
  elsewhere: string | null;
  /** Both, as they are written: "6:00 PM SGT (9:00 PM AEDT your time)". */
  text: string;
}

/** The start time of a timed event in the one format (above); null for an all-day event. */
export function eventTimeText(event: EventTimeFields, other: OtherZone | null): EventTimeText | null {
  if (!event.time) return null;
  const wallClock = twelveHour(event.time);
  const instants = eventInstants(event);
  if (!event.timezone || !instants) {
    const label = `${wallClock} ${LOCAL_TIME_LABEL}`;
    return { label, elsewhere: null, text: label };
  }
  const start = instants.start;
  const label = `${wallClock} ${zoneAbbreviation(event.timezone, start)}`;
  let elsewhere: string | null = null;
  if (other && isKnownTimeZone(other.zone) && zoneOffsetMinutes(other.zone, start.getTime()) !== zoneOffsetMinutes(event.timezone, start.getTime())) {
    const there = inZone(start, other.zone);
    const when = there.day === event.date ? twelveHour(there.time) : `${shortDate(there.day)}, ${twelveHour(there.time)}`;
    elsewhere = `${when} ${zoneAbbreviation(other.zone, start)}${other.kind === 'yours' ? ' your time' : ''}`;
  }
  return { label, elsewhere, text: elsewhere ? `${label} (${elsewhere})` : label };
}

/**
 * When the event ends, after its start: "until 9:30 PM" on its start day, "to Thursday, January
 * 16, 2030, 5:00 PM" (or without the time) on a later day; null when no end is given. In the
 * event's zone, which the start names.
 */
export function eventEndText(event: EventTimeFields): string | null {
  const endTime = event.end_time ? twelveHour(event.end_time) : null;
  if (!event.end_date || event.end_date === event.date) return endTime ? `until ${endTime}` : null;
  return endTime ? `to ${longDate(event.end_date)}, ${endTime}` : `to ${longDate(event.end_date)}`;
}

/**
 * The whole "when" of an event in the one format, as the emails (and the event page, line by line)
 * say it: "Wednesday, January 15, 2030, 6:00 PM SGT (10:00 AM UTC), until 9:30 PM";
 * "Wednesday, January 15, 2030 to Friday, January 17, 2030 (all day)".
 */
export function eventWhenText(event: EventTimeFields, other: OtherZone | null): string {
  const time = eventTimeText(event, other);
  if (!time) {
    const lastDay = event.end_date && event.end_date !== event.date ? ` to ${longDate(event.end_date)}` : '';
    return `${longDate(event.date)}${lastDay} (all day)`;
  }
  const end = eventEndText(event);
  return `${longDate(event.date)}, ${time.text}${end ? `, ${end}` : ''}`;
}

/**
 * Where an email gives the time again: in the member's own zone when they saved it (their browser's,
 * with their preferences), else in UTC, since an email cannot know where it is read.
 */
export function emailOtherZone(memberZone: string | null): OtherZone {
  return memberZone && isKnownTimeZone(memberZone) ? { zone: memberZone, kind: 'yours' } : { zone: 'UTC', kind: 'utc' };
}

/**
 * When an event is, as its link previews and its page's head say it (no viewer: a preview is read
 * anywhere): "Wednesday, January 15, 2030 · 6:00 PM SGT", with "to <last day>" for several days.
 */
export function eventPreviewWhen(event: EventTimeFields): string {
  const parts = [longDate(event.date)];
  const time = eventTimeText(event, null);
  if (time) parts.push(time.text);
  if (event.end_date && event.end_date !== event.date) parts.push(`to ${longDate(event.end_date)}`);
  return parts.join(' · ');
}

/** What an event's JSON-LD is written from. */
export interface JsonLdEvent extends EventTimeFields {
  title: string;
  description: string | null;
  location: string | null;
  /** Whether it has a join link: the link itself is for those going, never in JSON-LD. */
  has_online_link: boolean;
  image_url: string | null;
  category: string | null;
  cancelled_at: string | null;
}

const ATTENDANCE = {
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
} as const;

const EO_ASIA_PACIFIC = { '@type': 'Organization', name: "Entrepreneurs' Organization Asia Pacific" } as const;

/** Whether an event takes place online: a join link, or "Online" as its place. */
export function isOnlineEvent(event: { location: string | null; has_online_link: boolean }): boolean {
  return event.has_online_link || /^online$/i.test(event.location?.trim() ?? '');
}

/**
 * One schema.org `Event`, the same from the page's client and from the `event-page` function's
 * HTML: start and end with the zone's offset when known, attendance mode and places (a `Place` for
 * the location, a `VirtualLocation`, the event's page, for a join link or a location of "Online"), the organiser,
 * and the status: scheduled, or cancelled (the page stays; a deleted one is gone). `category` is
 * written as the keywords (the site shows a missing one as Other).
 */
export function eventJsonLd(event: JsonLdEvent, pageUrl: string, organiserName?: string | null): Record<string, unknown> {
  const saysOnline = /^online$/i.test(event.location?.trim() ?? '');
  const place = event.location && !saysOnline ? { '@type': 'Place', name: event.location, address: event.location } : null;
  // The page, not the join link: the link is shown to those going (the page says how to get it).
  const virtual = event.has_online_link || saysOnline ? { '@type': 'VirtualLocation', url: pageUrl } : null;
  const mode = place && virtual ? 'mixed' : virtual ? 'online' : 'offline';
  const locations = [place, virtual].filter((location) => location !== null);
  const end = eventEndIso(event);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: eventStartIso(event),
    ...(end ? { endDate: end } : {}),
    eventStatus: `https://schema.org/Event${event.cancelled_at ? 'Cancelled' : 'Scheduled'}`,
    eventAttendanceMode: ATTENDANCE[mode],
    ...(locations.length === 1 ? { location: locations[0] } : locations.length > 1 ? { location: locations } : {}),
    ...(event.description ? { description: event.description } : {}),
    ...(event.image_url ? { image: [event.image_url] } : {}),
    keywords: event.category ?? 'Other',
    url: pageUrl,
    organizer: organiserName ? { '@type': 'Person', name: organiserName } : EO_ASIA_PACIFIC,
  };
}

/**
 * The calendar feed's address (`supabase/functions/events-ics`): the public feed, one event's
 * download ("Add to calendar") with `id`, or a member's own feed with `token`.
 */
export function eventsFeedUrl(functionsUrl: string, which: { id?: string; token?: string } = {}): string {
  const base = `${functionsUrl.replace(/\/$/, '')}/events-ics`;
  if (which.id) return `${base}?id=${encodeURIComponent(which.id)}`;
  if (which.token) return `${base}?token=${encodeURIComponent(which.token)}`;
  return base;
}
