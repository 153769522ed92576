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
  /** When the event was cancelled: it stays in the feed, as STATUS:CANCELLED (RFC 5545 3.8.1.11). */
  cancelled_at?: string | null;
  /** The series this event is an occurrence of, if any. */
  series_id?: string | null;
  /** YYYY-MM-DD: the day the series' rule gave this occurrence (its RECURRENCE-ID), kept when it moves. */
  series_date?: string | null;
}

/** A recurring series: its RFC 5545 rule (the subset the event form offers). */
export interface FeedSeries {
  id: string;
  rrule: string;
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
  lines.push(...timeLines(event), ...detailLines(event, options), 'END:VEVENT');
  return lines;
}

/**
 * DTSTART and DTEND (or DURATION). A timed event with a zone goes out in UTC, which every calendar
 * app places correctly; with `withZoneId` (a series and its overrides) as wall-clock times with
 * TZID, so that its rule repeats the wall-clock time across a change of daylight saving time.
 */
function timeLines(event: FeedEvent, withZoneId = false): string[] {
  const end = event.time ? wallClockEnd(event) : undefined;
  if (!event.time) {
    // All-day: DATE values, the day after the last day as the (exclusive) end.
    return [`DTSTART;VALUE=DATE:${compactDate(event.date)}`, `DTEND;VALUE=DATE:${nextDay(event.end_date ?? event.date)}`];
  }
  if (event.timezone && withZoneId) {
    const zone = event.timezone;
    // Throws a RangeError for a zone the platform does not know, as the UTC form does.
    zoneFormat(zone);
    return [
      `DTSTART;TZID=${zone}:${floating(event.date, event.time)}`,
      end ? `DTEND;TZID=${zone}:${floating(end.day, end.time)}` : `DURATION:${DEFAULT_DURATION}`,
    ];
  }
  if (event.timezone) {
    const zone = event.timezone;
    return [
      `DTSTART:${formatUtc(zonedTimeToUtc(event.date, event.time, zone))}`,
      end ? `DTEND:${formatUtc(zonedTimeToUtc(end.day, end.time, zone))}` : `DURATION:${DEFAULT_DURATION}`,
    ];
  }
  // No zone given: floating times, shown as written wherever the reader is (RFC 5545 3.3.5).
  return [`DTSTART:${floating(event.date, event.time)}`, end ? `DTEND:${floating(end.day, end.time)}` : `DURATION:${DEFAULT_DURATION}`];
}

/** What an event says: title, description, place, category and its page. */
function detailLines(event: FeedEvent, options: CalendarOptions): string[] {
  const lines = [`SUMMARY:${escapeText(event.title)}`];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  lines.push(`CATEGORIES:${escapeText(event.category ?? 'Other')}`);
  lines.push(`URL:${options.siteUrl.replace(/\/$/, '')}/events/${event.id}`);
  // A cancelled event stays in subscribers' calendars, marked, rather than vanishing unexplained.
  if (event.cancelled_at) lines.push('STATUS:CANCELLED');
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
function eventsText(
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

/**
 * A whole VCALENDAR document; `eventsText` says what happens to an event that cannot be written.
 * With `series` (the rules of the events' series), each series is folded into one recurring VEVENT.
 */
export function buildCalendar(
  events: readonly FeedEvent[],
  options: CalendarOptions,
  onSkipped?: (event: FeedEvent, reason: unknown) => void,
  series: readonly FeedSeries[] = [],
): string {
  const entries = calendarEntries(events, series);
  return calendarStart(options) + timezonesText(entries) + entriesText(entries, options, onSkipped) + CALENDAR_END;
}

// ---------------------------------------------------------------------------------------------
// Series (issue 35, item 8): one VEVENT with RRULE and EXDATE per series, and an override VEVENT
// (same UID, RECURRENCE-ID) for each occurrence that differs from the rest.
//
// "Differs" is decided here, by comparing what the feed writes: the occurrence's title,
// description, place, category, start time, zone and end, and whether it is still on its rule day
// (events.series_date, kept by the database when an occurrence moves). The series' VEVENT carries
// the fields most of its occurrences share, so one occurrence edited on its own (or the first one)
// never turns the rest into overrides. The file then expands to exactly the occurrences the feed
// holds, whatever edited them; a stored "edited" flag could not say that (an edit undone, "this and
// later events").

interface FoldedSeries {
  series: FeedSeries;
  /** The occurrence whose fields the series' VEVENT carries. */
  template: FeedEvent;
  /** The rule's days from the first occurrence in the feed to the last (DTSTART, then COUNT of them). */
  ruleDays: string[];
  /** Rule days between them with no occurrence in the feed (deleted, or not the member's). */
  exdates: string[];
  /** Occurrences that differ from the template or left their rule day. */
  overrides: FeedEvent[];
  lastModified: number;
}

/** One event, or one folded series, in the feed's order (a series where its first occurrence is). */
export type CalendarEntry = { kind: 'event'; event: FeedEvent } | { kind: 'series'; folded: FoldedSeries };

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

const isoDay = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return isoDay(Date.UTC(y, m - 1, d + days));
}

/**
 * The days of `rrule` from `first` (one of its days) to `last`, as private.series_dates() makes
 * them: WEEKLY;INTERVAL=n, MONTHLY;BYMONTHDAY=n (months without it skipped), MONTHLY;BYDAY=nWD
 * (n 1..4, or -1 for the last). Empty for any other rule (the feed then folds nothing).
 * Counting from any day of the rule gives the same later days as from its DTSTART.
 */
export function ruleDays(rrule: string, first: string, last: string): string[] {
  const freq = /FREQ=([A-Z]+)/.exec(rrule)?.[1];
  const step = Number(/INTERVAL=([0-9]+)/.exec(rrule)?.[1] ?? '1');
  const monthDay = /BYMONTHDAY=([0-9]+)/.exec(rrule)?.[1];
  const byDay = /BYDAY=(-?[0-9])([A-Z]{2})/.exec(rrule);
  const [y, m] = first.split('-').map(Number) as [number, number];
  const days: string[] = [];
  for (let i = 0; i < 600; i += 1) {
    let candidate: string | null;
    if (freq === 'WEEKLY' && !monthDay && !byDay) {
      candidate = addDays(first, i * 7 * step);
    } else if (freq === 'MONTHLY' && (monthDay || byDay)) {
      const daysInMonth = new Date(Date.UTC(y, m + i, 0)).getUTCDate();
      if (monthDay) {
        const n = Number(monthDay);
        candidate = n <= daysInMonth ? isoDay(Date.UTC(y, m - 1 + i, n)) : null;
      } else {
        const nth = Number(byDay![1]);
        const weekday = WEEKDAYS.indexOf(byDay![2]!);
        if (weekday < 0) return [];
        let dayOfMonth: number;
        if (nth > 0) {
          const firstDow = new Date(Date.UTC(y, m - 1 + i, 1)).getUTCDay();
          dayOfMonth = 1 + ((weekday - firstDow + 7) % 7) + (nth - 1) * 7;
        } else {
          const lastDow = new Date(Date.UTC(y, m - 1 + i, daysInMonth)).getUTCDay();
          dayOfMonth = daysInMonth - ((lastDow - weekday + 7) % 7);
        }
        candidate = dayOfMonth <= daysInMonth ? isoDay(Date.UTC(y, m - 1 + i, dayOfMonth)) : null;
      }
    } else {
      return [];
    }
    if (candidate === null || candidate < first) continue;
    if (candidate > last) break;
    days.push(candidate);
  }
  return days;
}

/** Days from an event's start day to its last day (null: ends on its start day). */
function endOffsetDays(event: FeedEvent): number | null {
  return event.end_date ? Math.round((Date.parse(event.end_date) - Date.parse(event.date)) / 86_400_000) : null;
}

/** What an occurrence shares with the rest of its series when it was not edited on its own. */
function patternKey(event: FeedEvent): string {
  return JSON.stringify([
    event.title,
    event.description ?? null,
    event.location ?? null,
    event.category ?? null,
    event.time?.slice(0, 5) ?? null,
    event.timezone ?? null,
    event.end_time?.slice(0, 5) ?? null,
    endOffsetDays(event),
    // A cancelled occurrence is an override with STATUS:CANCELLED; a cancelled series, every one.
    Boolean(event.cancelled_at),
  ]);
}

/** The template's fields on another day (its end moved with it). */
function onDay(template: FeedEvent, day: string): FeedEvent {
  const offset = endOffsetDays(template);
  return { ...template, date: day, end_date: offset === null ? null : addDays(day, offset) };
}

/** A series as one recurring VEVENT, or null when it cannot be folded (then each occurrence is written). */
function foldSeries(series: FeedSeries, occurrences: readonly FeedEvent[]): FoldedSeries | null {
  // One occurrence is written as the event it is: a rule with every other day excluded says less.
  if (occurrences.length < 2) return null;
  const byRuleDay = new Map<string, FeedEvent>();
  for (const occurrence of occurrences) {
    if (byRuleDay.has(occurrence.series_date!)) return null;
    byRuleDay.set(occurrence.series_date!, occurrence);
  }
  const held = [...byRuleDay.keys()].sort();
  const days = ruleDays(series.rrule, held[0]!, held[held.length - 1]!);
  const daySet = new Set(days);
  if (days.length === 0 || !held.every((day) => daySet.has(day))) return null;

  const inOrder = held.map((day) => byRuleDay.get(day)!);
  // The template: the fields most occurrences still on their rule day share (the earliest on a tie).
  const tally = new Map<string, { count: number; event: FeedEvent }>();
  for (const occurrence of inOrder) {
    if (occurrence.date !== occurrence.series_date) continue;
    const key = patternKey(occurrence);
    const seen = tally.get(key);
    if (seen) seen.count += 1;
    else tally.set(key, { count: 1, event: occurrence });
  }
  let template = inOrder[0]!;
  let best = 0;
  for (const { count, event } of tally.values()) {
    if (count > best) {
      best = count;
      template = event;
    }
  }
  const templateKey = patternKey(template);
  const overrides = inOrder.filter((occurrence) => occurrence.date !== occurrence.series_date || patternKey(occurrence) !== templateKey);
  const lastModified = inOrder.reduce((max, occurrence) => Math.max(max, Date.parse(occurrence.updated_at) || 0), 0);
  return { series, template, ruleDays: days, exdates: days.filter((day) => !byRuleDay.has(day)), overrides, lastModified };
}

/**
 * The feed's entries: each series with two or more occurrences here (and a rule this writer knows)
 * folded into one, at the place of its first occurrence; every other event as it is. An occurrence
 * without its rule day (moved before the database kept it) is written as an event of its own.
 */
export function calendarEntries(events: readonly FeedEvent[], series: readonly FeedSeries[] = []): CalendarEntry[] {
  const rules = new Map(series.map((rule) => [rule.id, rule]));
  const groups = new Map<string, FeedEvent[]>();
  for (const event of events) {
    if (!event.series_id || !event.series_date || !rules.has(event.series_id)) continue;
    const group = groups.get(event.series_id) ?? [];
    group.push(event);
    groups.set(event.series_id, group);
  }
  const folded = new Map<string, FoldedSeries>();
  for (const [id, occurrences] of groups) {
    const one = foldSeries(rules.get(id)!, occurrences);
    if (one) folded.set(id, one);
  }
  const entries: CalendarEntry[] = [];
  const placed = new Set<string>();
  for (const event of events) {
    const one = event.series_id && event.series_date ? folded.get(event.series_id) : undefined;
    if (!one) {
      entries.push({ kind: 'event', event });
    } else if (!placed.has(one.series.id)) {
      placed.add(one.series.id);
      entries.push({ kind: 'series', folded: one });
    }
  }
  return entries;
}

/** Whether the template's times go out with TZID (a timed series with a zone). */
const zoned = (event: FeedEvent) => Boolean(event.time && event.timezone);

/** An instance of the series' rule on `day`, in DTSTART's own form (RECURRENCE-ID, EXDATE). */
function instanceValue(name: string, template: FeedEvent, day: string): string {
  if (!template.time) return `${name};VALUE=DATE:${compactDate(day)}`;
  if (template.timezone) return `${name};TZID=${template.timezone}:${floating(day, template.time)}`;
  return `${name}:${floating(day, template.time)}`;
}

/** Whether an override's times are written with its series' TZID (same zone), else as a plain event's. */
const overrideWithZoneId = (override: FeedEvent, template: FeedEvent) => zoned(template) && override.timezone === template.timezone;

function seriesLines(folded: FoldedSeries, options: CalendarOptions): string[] {
  const { template, series } = folded;
  const uid = `UID:series-${series.id}@${options.uidDomain}`;
  const first = onDay(template, folded.ruleDays[0]!);
  // The stored rule's end (COUNT or UNTIL, at most 52 made) as the number of days written: UNTIL
  // would need the value type of DTSTART, and the database stops at 52 where a long UNTIL would not.
  const repeat = series.rrule.replace(/;(COUNT|UNTIL)=[^;]*/g, '');
  const lines = [
    'BEGIN:VEVENT',
    uid,
    `DTSTAMP:${formatUtc(options.now)}`,
    `LAST-MODIFIED:${formatUtc(new Date(folded.lastModified || options.now.getTime()))}`,
    ...timeLines(first, true),
    `RRULE:${repeat};COUNT=${folded.ruleDays.length}`,
    ...folded.exdates.map((day) => instanceValue('EXDATE', template, day)),
    ...detailLines(first, options),
    'END:VEVENT',
  ];
  for (const override of folded.overrides) {
    lines.push(
      'BEGIN:VEVENT',
      uid,
      `DTSTAMP:${formatUtc(options.now)}`,
      `LAST-MODIFIED:${formatUtc(new Date(override.updated_at))}`,
      instanceValue('RECURRENCE-ID', template, override.series_date!),
      ...timeLines(override, overrideWithZoneId(override, template)),
      ...detailLines(override, options),
      'END:VEVENT',
    );
  }
  return lines;
}

/** The text of the entries; an entry that cannot be written is left out and reported, as in `eventsText`. */
export function entriesText(
  entries: readonly CalendarEntry[],
  options: CalendarOptions,
  onSkipped: (event: FeedEvent, reason: unknown) => void = () => undefined,
): string {
  return entries
    .map((entry) => {
      if (entry.kind === 'event') return eventsText([entry.event], options, onSkipped);
      try {
        return contentText(seriesLines(entry.folded, options));
      } catch (reason) {
        onSkipped(entry.folded.template, reason);
        return '';
      }
    })
    .join('');
}

/** +1100, -0330, +053000 */
function formatOffset(offsetMs: number): string {
  const sign = offsetMs < 0 ? '-' : '+';
  const total = Math.abs(Math.round(offsetMs / 1000));
  const seconds = total % 60;
  return `${sign}${pad(Math.floor(total / 3600))}${pad(Math.floor(total / 60) % 60)}${seconds ? pad(seconds) : ''}`;
}

/** A UTC instant shifted by an offset, as a local DATE-TIME without zone (20260405T030000). */
const localValue = (instant: number, offsetMs: number) => formatUtc(new Date(instant + offsetMs)).slice(0, -1);

/**
 * A VTIMEZONE for `zone` that is right from `fromMs` to `toMs`, from the platform's zone data
 * (Intl): its offset at the start, then one observance per change of offset in between (found a
 * day at a time, then to the minute). No RRULE in it: every change is written as it happens, so
 * the file needs no rule of the zone's, only the changes within the dates it uses.
 */
function timezoneLines(zone: string, fromMs: number, toMs: number): string[] {
  const DAY = 86_400_000;
  const MINUTE = 60_000;
  const changes: Array<{ at: number; from: number; to: number }> = [];
  let before = fromMs;
  let offset = zoneOffsetMs(zone, fromMs);
  for (let at = fromMs + DAY; at <= toMs + DAY; at += DAY) {
    const next = zoneOffsetMs(zone, at);
    if (next !== offset) {
      let lo = before;
      let hi = at;
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
        if (zoneOffsetMs(zone, mid) === offset) lo = mid;
        else hi = mid;
      }
      changes.push({ at: hi, from: offset, to: next });
      offset = next;
    }
    before = at;
  }
  const initial = zoneOffsetMs(zone, fromMs);
  // The first observance is standard time unless the first change goes down to it.
  const initialKind = changes[0] && changes[0].to < changes[0].from ? 'DAYLIGHT' : 'STANDARD';
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    `BEGIN:${initialKind}`,
    `DTSTART:${localValue(fromMs, initial)}`,
    `TZOFFSETFROM:${formatOffset(initial)}`,
    `TZOFFSETTO:${formatOffset(initial)}`,
    `END:${initialKind}`,
  ];
  for (const change of changes) {
    const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      // DTSTART of an observance is the wall-clock time before the change (in TZOFFSETFROM).
      `DTSTART:${localValue(change.at, change.from)}`,
      `TZOFFSETFROM:${formatOffset(change.from)}`,
      `TZOFFSETTO:${formatOffset(change.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/**
 * One VTIMEZONE per zone the entries write with TZID, covering every day they use there (from the
 * day before the first to two days after the last end). A zone the platform does not know is left
 * out: its series are then left out (and reported) by `entriesText`.
 */
export function timezonesText(entries: readonly CalendarEntry[]): string {
  const spans = new Map<string, { from: string; to: string }>();
  const cover = (zone: string, from: string, to: string) => {
    const span = spans.get(zone);
    spans.set(zone, span ? { from: from < span.from ? from : span.from, to: to > span.to ? to : span.to } : { from, to });
  };
  for (const entry of entries) {
    if (entry.kind !== 'series' || !zoned(entry.folded.template)) continue;
    const { template, ruleDays: days } = entry.folded;
    const zone = template.timezone!;
    const last = onDay(template, days[days.length - 1]!);
    cover(zone, days[0]!, last.end_date ?? last.date);
    for (const override of entry.folded.overrides) {
      if (overrideWithZoneId(override, template)) cover(zone, override.date, override.end_date ?? override.date);
    }
  }
  const parts: string[] = [];
  for (const [zone, { from, to }] of spans) {
    try {
      parts.push(contentText(timezoneLines(zone, Date.parse(addDays(from, -1)), Date.parse(addDays(to, 2)))));
    } catch {
      // An unknown zone: the series using it are skipped and reported when written.
    }
  }
  return parts.join('');
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
