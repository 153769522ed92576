/**
 * The calendar files of the site, written and expanded with libraries: the public feed and a
 * member's own feed (`events-ics`), and the invites the outbox sends (`outbox-worker`).
 * - `ical-generator` writes every VCALENDAR and VEVENT (escaping, dates, line folding at 75 octets);
 * - `timezones-ical-library` gives each zone's VTIMEZONE (the IANA rules as iCalendar);
 * - `rrule` expands a series' rule (the days `private.series_dates()` makes; one test holds them equal);
 * - `@date-fns/tz`'s `TZDate` hands ical-generator an instant with its zone, so a TZID time is
 *   written as the wall clock there whatever the server's own zone;
 * - the wall-clock maths is page-head's (`page-head/event`), the site's one source for event times.
 * Deno reads them through each function's deno.json (`npm:` specifiers), Node from node_modules.
 *
 * Times: an all-day event is DATE values; a timed event with a zone is written in UTC in the feeds
 * (every calendar app places it right) and, in a series and in every invite, as wall-clock times
 * with TZID and the zone's VTIMEZONE; an event whose organiser chose "local time" has floating
 * times (RFC 5545 3.3.5). An event without an end lasts DEFAULT_EVENT_DURATION_MINUTES.
 */
import { TZDate } from '@date-fns/tz';
import ical, { escape, foldLines, formatDate, ICalAttendeeRole, ICalAttendeeStatus, ICalAttendeeType, ICalCalendarMethod, ICalEvent, type ICalEventData, ICalEventStatus } from 'ical-generator';
import { DEFAULT_EVENT_DURATION_MINUTES, isKnownTimeZone, wallClockEnd, wallClockToInstant } from 'page-head/event';
import * as rrule from 'rrule';
import { tzlib_get_ical_block } from 'timezones-ical-library';

/**
 * rrule ships an ES module (what Vite reads) and a UMD bundle (what Node's and Deno's ES module
 * loaders read, as a single default export): its RRule from either.
 */
const { RRule } = ((rrule as { default?: typeof rrule }).default ?? rrule) as typeof rrule;

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

const PRODUCT_ID = '//EO Asia Pacific//Events Calendar//EN';

/** TEXT value escaping (RFC 5545 3.3.11), ical-generator's. */
export function escapeText(value: string): string {
  return escape(value, false);
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a character: ical-generator's folding. */
export function foldLine(line: string): string {
  return foldLines(line);
}

const compactDate = (day: string) => day.replace(/-/g, '');
const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/** A wall-clock day and time as a Date whose UTC fields are that wall clock: how ical-generator takes floating times. */
const floatingDate = (day: string, time: string) => new Date(`${day}T${time.slice(0, 5)}:00Z`);
/** A day as a Date at its UTC midnight: how ical-generator takes DATE values. */
const dateOnly = (day: string) => new Date(`${day}T00:00:00Z`);

/** The zone's VTIMEZONE from timezones-ical-library, and the TZID it names ("UTC" is "Etc/UTC" there). */
function vtimezone(zone: string): { tzid: string; text: string } {
  if (!isKnownTimeZone(zone)) throw new RangeError(`Invalid time zone specified: ${zone}`);
  const block = tzlib_get_ical_block(zone) as [string, string] | string | undefined;
  if (!Array.isArray(block) || !block[0]?.startsWith('BEGIN:VTIMEZONE')) throw new RangeError(`No VTIMEZONE for ${zone}`);
  return { tzid: block[1].replace(/^TZID=/, ''), text: block[0] };
}

const YEAR_MS = 366 * 86_400_000;

/**
 * The zone's VTIMEZONE for the days from `fromDay` to `toDay`: the library's observances, each
 * yearly rule (RRULE) expanded by `rrule` into the changes it makes from a year before the first
 * day to after the last (DTSTART, then RDATE). A file then holds the changes it uses and no rule of
 * the zone's, which every calendar app reads alike.
 */
function vtimezoneText(zone: string, fromDay: string, toDay: string): string {
  const from = Date.parse(`${fromDay}T00:00:00Z`) - YEAR_MS;
  const to = Date.parse(`${toDay}T00:00:00Z`) + 2 * 86_400_000;
  // The library's own X-LIC-LOCATION and LAST-MODIFIED (its data's date) say nothing a calendar app uses.
  const block = vtimezone(zone).text.replace(/\r\n(X-LIC-LOCATION|LAST-MODIFIED):[^\r]*/g, '');
  const observances = block.split(/(?=BEGIN:(?:STANDARD|DAYLIGHT)\r\n)|(?<=END:(?:STANDARD|DAYLIGHT)\r\n)/);
  return observances
    .map((part) => {
      const rule = /\r\nRRULE:([^\r]*)/.exec(part)?.[1];
      const start = /\r\nDTSTART:(\d{8}T\d{6})/.exec(part)?.[1];
      if (!rule || !start) return part;
      // Observance times are local wall-clock times: expanded as if they were UTC, written back without Z.
      const changes = new RRule({ ...RRule.parseString(rule), dtstart: new Date(`${start.slice(0, 4)}-${start.slice(4, 6)}-${start.slice(6, 8)}T${start.slice(9, 11)}:${start.slice(11, 13)}:${start.slice(13, 15)}Z`) })
        .between(new Date(from), new Date(to), true)
        .map((change) => formatDate(null, change, false, true));
      if (changes.length === 0) return '';
      const lines = part.replace(/\r\nRRULE:[^\r]*/, '').replace(/\r\nDTSTART:[^\r]*/, `\r\nDTSTART:${changes[0]}`);
      return changes.length > 1 ? lines.replace(/(\r\nEND:(?:STANDARD|DAYLIGHT))/, `\r\nRDATE:${changes.slice(1).join(',')}$1`) : lines;
    })
    .join('');
}

/** How an event's times are written: in UTC, with its zone's TZID, or floating. */
type TimeForm = 'utc' | 'zoned';

/**
 * DTSTART and DTEND as ical-generator takes them. A timed event with a zone goes out in UTC, or
 * with `form` 'zoned' (a series and its overrides, every invite) as wall-clock times with TZID, so
 * that a rule repeats the wall-clock time across a change of daylight saving time. Throws a
 * RangeError for a zone the runtime does not know.
 */
function timeData(event: FeedEvent, form: TimeForm): Partial<ICalEventData> {
  if (!event.time) {
    // All-day: DATE values, the day after the last day as the (exclusive) end.
    return { allDay: true, start: dateOnly(event.date), end: dateOnly(compactToIso(nextDay(event.end_date ?? event.date))) };
  }
  const end = wallClockEnd(event);
  if (event.timezone) {
    const zone = event.timezone;
    const start = wallClockToInstant(event.date, event.time, zone);
    if (!isKnownTimeZone(zone)) throw new RangeError(`Invalid time zone specified: ${zone}`);
    const finish = end ? wallClockToInstant(end.day, end.time, zone) : addMinutes(start, DEFAULT_EVENT_DURATION_MINUTES);
    if (form === 'zoned') {
      const { tzid } = vtimezone(zone);
      // ical-generator writes a zone of "UTC" in UTC (a Z time needs no VTIMEZONE).
      return { timezone: tzid === 'Etc/UTC' ? 'UTC' : tzid, start: new TZDate(start.getTime(), tzid), end: new TZDate(finish.getTime(), tzid) };
    }
    return { start, end: finish };
  }
  // "Local time": floating, shown as written wherever the reader is.
  const start = floatingDate(event.date, event.time);
  return { floating: true, start, end: end ? floatingDate(end.day, end.time) : addMinutes(start, DEFAULT_EVENT_DURATION_MINUTES) };
}

const nextDay = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return compactDate(next.toISOString().slice(0, 10));
};
const compactToIso = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

/** What an event says: title, description, place, category, its page, and whether it is cancelled. */
function detailData(event: FeedEvent, options: CalendarOptions): Partial<ICalEventData> {
  return {
    summary: event.title,
    ...(event.description ? { description: event.description } : {}),
    ...(event.location ? { location: event.location } : {}),
    categories: [{ name: event.category ?? 'Other' }],
    url: `${options.siteUrl.replace(/\/$/, '')}/events/${event.id}`,
    // A cancelled event stays in subscribers' calendars, marked, rather than vanishing unexplained.
    ...(event.cancelled_at ? { status: ICalEventStatus.CANCELLED } : {}),
  };
}

/**
 * The calendar every VEVENT is made for: each is written on its own (so the feed can yield between
 * them) and never added to it; it only lends them its settings (none: DTSTAMP in UTC).
 */
const EVENTS_CALENDAR = ical({ prodId: PRODUCT_ID });
const newEvent = (data: ICalEventData) => new ICalEvent(data, EVENTS_CALENDAR);

/** A VEVENT as folded text (ical-generator writes an event unfolded; the calendar folds the whole). */
const eventText = (event: ICalEvent) => `${foldLines(event.toString().replace(/\r\n$/, ''))}\r\n`;

function singleEvent(event: FeedEvent, options: CalendarOptions, form: TimeForm = 'utc'): ICalEvent {
  return newEvent({
    id: `${event.id}@${options.uidDomain}`,
    stamp: options.now,
    lastModified: new Date(event.updated_at),
    ...timeData(event, form),
    ...detailData(event, options),
  } as ICalEventData);
}

/** The calendar's lines before its first event. */
export function calendarStart(options: CalendarOptions): string {
  const text = ical({ prodId: PRODUCT_ID, name: options.name, method: ICalCalendarMethod.PUBLISH, scale: 'GREGORIAN', ttl: 3600 }).toString();
  // ical-generator also writes the name as NAME (RFC 7986); the calendar ends where its events would start.
  return text.replace(/END:VCALENDAR$/, '');
}

export const CALENDAR_END = 'END:VCALENDAR\r\n';

/**
 * A whole VCALENDAR document; `entriesText` says what happens to an event that cannot be written.
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

/** The rules the event form offers (and private.series_dates() expands); any other is not folded. */
const OFFERED_RULE = /^FREQ=(WEEKLY(;INTERVAL=\d+)?|MONTHLY;(BYMONTHDAY=\d+|BYDAY=-?[1-4](SU|MO|TU|WE|TH|FR|SA)))(;INTERVAL=\d+)?(;(COUNT|UNTIL)=[0-9TZ]+)?$/;

/**
 * The days of `rrule` from `first` (one of its days) to `last`, expanded by `rrule` (the library):
 * WEEKLY;INTERVAL=n, MONTHLY;BYMONTHDAY=n (months without it skipped), MONTHLY;BYDAY=nWD (n 1..4,
 * or -1 for the last). Empty for any other rule (the feed then folds nothing). Counting from any
 * day of the rule gives the same later days as from its DTSTART. private.series_dates() makes the
 * database's occurrences by the same rules; calendar-series.test.ts holds the two equal.
 */
export function ruleDays(rrule: string, first: string, last: string): string[] {
  if (!OFFERED_RULE.test(rrule)) return [];
  // The end is the window's (`last`), not the stored COUNT or UNTIL.
  const options = RRule.parseString(rrule.replace(/;(COUNT|UNTIL)=[^;]*/g, ''));
  const rule = new RRule({ ...options, dtstart: dateOnly(first), until: dateOnly(last) });
  return rule.all().map((day) => day.toISOString().slice(0, 10));
}

/** Days from an event's start day to its last day (null: ends on its start day). */
function endOffsetDays(event: FeedEvent): number | null {
  return event.end_date ? Math.round((Date.parse(event.end_date) - Date.parse(event.date)) / 86_400_000) : null;
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
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
 * The feed's entries: each series with two or more occurrences here (and a rule the form offers)
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

/** Whether the template's times go out with TZID (a timed series with a zone other than UTC). */
const zoned = (event: FeedEvent) => Boolean(event.time && event.timezone && event.timezone !== 'UTC');

/**
 * An instance of the series' rule on `day`, in DTSTART's own form (RECURRENCE-ID, EXDATE), written
 * by ical-generator's date formatter: a DATE, a wall-clock time with TZID, a UTC or a floating time.
 */
function instanceValue(name: string, template: FeedEvent, day: string): string {
  if (!template.time) return `${name};VALUE=DATE:${formatDate(null, dateOnly(day), true)}`;
  if (template.timezone && zoned(template)) {
    const { tzid } = vtimezone(template.timezone);
    return `${name};TZID=${tzid}:${formatDate(tzid, new TZDate(wallClockToInstant(day, template.time, template.timezone).getTime(), tzid))}`;
  }
  if (template.timezone) return `${name}:${formatDate(null, wallClockToInstant(day, template.time, template.timezone))}`;
  return `${name}:${formatDate(null, floatingDate(day, template.time), false, true)}`;
}

/**
 * An override's times in its series' form: with the series' TZID when the series has one (its own
 * instant, whatever zone it was edited to), else as a single event's.
 */
function overrideTimes(override: FeedEvent, template: FeedEvent): Partial<ICalEventData> {
  if (!zoned(template) || !override.time) return timeData(override, 'utc');
  if (override.timezone === template.timezone) return timeData(override, 'zoned');
  const own = timeData(override, 'utc');
  if (own.floating) return own;
  const { tzid } = vtimezone(template.timezone!);
  return { timezone: tzid, start: new TZDate((own.start as Date).getTime(), tzid), end: new TZDate((own.end as Date).getTime(), tzid) };
}

function seriesText(folded: FoldedSeries, options: CalendarOptions): string {
  const { template, series } = folded;
  const uid = `series-${series.id}@${options.uidDomain}`;
  const first = onDay(template, folded.ruleDays[0]!);
  // The stored rule's end (COUNT or UNTIL, at most 52 made) as the number of days written: UNTIL
  // would need the value type of DTSTART, and the database stops at 52 where a long UNTIL would not.
  const repeat = series.rrule.replace(/;(COUNT|UNTIL)=[^;]*/g, '');
  const master = newEvent({
    id: uid,
    stamp: options.now,
    lastModified: new Date(folded.lastModified || options.now.getTime()),
    ...timeData(first, zoned(template) ? 'zoned' : 'utc'),
    // ical-generator writes a rule given as text as it is, with the lines after it (the exceptions).
    repeating: [`RRULE:${repeat};COUNT=${folded.ruleDays.length}`, ...folded.exdates.map((day) => instanceValue('EXDATE', template, day))].join('\n'),
    ...detailData(first, options),
  } as ICalEventData);
  const parts = [eventText(master)];
  for (const override of folded.overrides) {
    const event = newEvent({
      id: uid,
      stamp: options.now,
      lastModified: new Date(override.updated_at),
      ...overrideTimes(override, template),
      ...detailData(override, options),
    } as ICalEventData);
    // RECURRENCE-ID names the rule's instance in the series' own form (a DATE for an all-day
    // series, the series' TZID), which may differ from the override's own times.
    parts.push(eventText(event).replace(/^(BEGIN:VEVENT\r\nUID:[^\r]*\r\n)/, `$1${foldLines(instanceValue('RECURRENCE-ID', template, override.series_date!))}\r\n`));
  }
  return parts.join('');
}

/** The text of the entries; an entry that cannot be written (a zone the runtime does not know) is left out and reported. */
export function entriesText(
  entries: readonly CalendarEntry[],
  options: CalendarOptions,
  onSkipped: (event: FeedEvent, reason: unknown) => void = () => undefined,
): string {
  return entries
    .map((entry) => {
      try {
        return entry.kind === 'event' ? eventText(singleEvent(entry.event, options)) : seriesText(entry.folded, options);
      } catch (reason) {
        onSkipped(entry.kind === 'event' ? entry.event : entry.folded.template, reason);
        return '';
      }
    })
    .join('');
}

/** One VTIMEZONE per zone, covering its days; a zone without one is left out (its events are skipped and reported when written). */
function timezoneBlocks(spans: ReadonlyMap<string, { from: string; to: string }>): string {
  const parts: string[] = [];
  for (const [zone, { from, to }] of spans) {
    try {
      parts.push(`${foldLines(vtimezoneText(zone, from, to))}\r\n`);
    } catch {
      // An unknown zone: the events using it are skipped and reported when written.
    }
  }
  return parts.join('');
}

/**
 * One VTIMEZONE per zone the entries write with TZID (a series' zone), covering every day they use
 * there (from its first day to its last end, overrides included).
 */
export function timezonesText(entries: readonly CalendarEntry[]): string {
  const spans = new Map<string, { from: string; to: string }>();
  const cover = (zone: string, from: string, to: string) => {
    const span = spans.get(zone);
    spans.set(zone, span ? { from: from < span.from ? from : span.from, to: to > span.to ? to : span.to } : { from, to });
  };
  for (const entry of entries) {
    if (entry.kind !== 'series' || !zoned(entry.folded.template)) continue;
    const { template, ruleDays: days, overrides } = entry.folded;
    const last = onDay(template, days[days.length - 1]!);
    cover(template.timezone!, days[0]!, last.end_date ?? last.date);
    for (const override of overrides) cover(template.timezone!, override.date, override.end_date ?? override.date);
  }
  return timezoneBlocks(spans);
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

/** An address as a CAL-ADDRESS takes it: nothing that would end or split the value. */
const address = (email: string) => email.replace(/[\r\n;:,"]/g, '');

/**
 * An iTIP invite for one member (RFC 5546): METHOD:REQUEST or CANCEL, the event with the same UID
 * as in the public feed (so an invite and a subscribed feed are one event in a calendar app), its
 * SEQUENCE, the site as ORGANIZER and the member as the only ATTENDEE, already accepted (they
 * answered on the site; RSVP=FALSE, so calendar apps offer no reply to send). Its times always
 * carry the event's TZID and VTIMEZONE (floating only for an event in "local time"). Throws a
 * RangeError for a zone the runtime does not know.
 */
export function buildInvite(event: FeedEvent, invite: InviteOptions): string {
  const method = invite.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const header = ical({ prodId: PRODUCT_ID, method, scale: 'GREGORIAN' }).toString().replace(/END:VCALENDAR$/, '');
  const vevent = newEvent({
    id: `${event.id}@${EVENT_UID_DOMAIN}`,
    sequence: invite.sequence,
    stamp: invite.now,
    lastModified: new Date(event.updated_at),
    ...timeData(event, 'zoned'),
    ...detailData({ ...event, cancelled_at: null }, { name: event.title, siteUrl: invite.siteUrl, uidDomain: EVENT_UID_DOMAIN, now: invite.now }),
    status: invite.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: invite.organizer.name.replace(/"/g, ''), email: address(invite.organizer.email) },
    attendees: [
      {
        name: (invite.attendee.name ?? invite.attendee.email).replace(/"/g, ''),
        email: address(invite.attendee.email),
        type: ICalAttendeeType.INDIVIDUAL,
        role: ICalAttendeeRole.REQ,
        status: invite.method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  } as ICalEventData);
  const zone = vevent.timezone();
  // The VTIMEZONE goes before the VEVENT that names it (ical-generator writes one only for a
  // calendar-wide zone, which would add X-WR-TIMEZONE: an invite is about one event).
  const timezone = zone && zone !== 'UTC' ? timezoneBlocks(new Map([[event.timezone!, { from: event.date, to: event.end_date ?? event.date }]])) : '';
  // The calendar-user address scheme in lower case, as RFC 5545's own examples, Google and Outlook write it.
  const body = `${foldLines(vevent.toString().replace(/\r\n$/, '').replace(/:MAILTO:/g, ':mailto:'))}\r\n`;
  return header + timezone + body + CALENDAR_END;
}
