import { DEFAULT_EVENT_DURATION_MINUTES, isKnownTimeZone, wallClockEnd, wallClockToInstant, zoneOffsetMinutes, type EventTimeFields } from 'page-head/event';

/** What an event's "Add to calendar" links are written from. */
export interface CalendarLinkEvent extends EventTimeFields {
  title: string;
  description: string | null;
  location: string | null;
}

/** The links beside the .ics file: Google Calendar, Outlook.com and Microsoft 365 (Outlook on the web). */
export interface CalendarLinks {
  google: string;
  outlook: string;
  office: string;
}

/** A long description makes an address some browsers and servers refuse: the page has the rest. */
const DESCRIPTION_MAX = 1_000;

const compact = (day: string) => day.replace(/-/g, '');
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** An instant as the wall clock of a zone: "2030-01-15T19:00:00". */
function wallClockAt(instant: number, zone: string): string {
  return new Date(instant + zoneOffsetMinutes(zone, instant) * 60_000).toISOString().slice(0, 19);
}

/**
 * The event's start and end: a timed event in a zone as instants (its end, else an hour:
 * DEFAULT_EVENT_DURATION_MINUTES, as in the .ics), one in "local time" as floating wall clocks, an
 * all-day one as its days (the end the day after its last, as calendars count).
 */
function span(event: EventTimeFields):
  | { kind: 'zoned'; zone: string; start: number; end: number }
  | { kind: 'floating'; start: string; end: string }
  | { kind: 'all-day'; start: string; end: string } {
  if (!event.time) return { kind: 'all-day', start: event.date, end: dayAfter(event.end_date ?? event.date) };
  const end = wallClockEnd(event);
  const time = event.time.slice(0, 5);
  if (event.timezone && isKnownTimeZone(event.timezone)) {
    const start = wallClockToInstant(event.date, time, event.timezone).getTime();
    const until = end ? wallClockToInstant(end.day, end.time.slice(0, 5), event.timezone).getTime() : start + DEFAULT_EVENT_DURATION_MINUTES * 60_000;
    return { kind: 'zoned', zone: event.timezone, start, end: until };
  }
  const startWall = `${event.date}T${time}:00`;
  const endWall = end ? `${end.day}T${end.time.slice(0, 5)}:00` : new Date(Date.parse(`${startWall}Z`) + DEFAULT_EVENT_DURATION_MINUTES * 60_000).toISOString().slice(0, 19);
  return { kind: 'floating', start: startWall, end: endWall };
}

/** The text under the title: the description (cut), the event's page, and the join link for those who may see it. */
function details(event: CalendarLinkEvent, pageUrl: string, joinLink: string | null): string {
  const text = event.description && event.description.length > DESCRIPTION_MAX ? `${event.description.slice(0, DESCRIPTION_MAX - 1)}…` : event.description;
  return [text, `Event page: ${pageUrl}`, joinLink ? `Join online: ${joinLink}` : null].filter(Boolean).join('\n\n');
}

/**
 * "Add to calendar" links, as each service documents its template address: Google's
 * `calendar/render?action=TEMPLATE` (dates as the wall clock of `ctz`, the event's zone), and
 * Outlook's `deeplink/compose` (outlook.live.com for personal accounts, outlook.office.com for work
 * and school ones), which takes no zone: the instants in UTC, shown in the reader's own. An event in
 * "local time" is floating in both (no zone, no Z: the reader's clock). `joinLink` only for those
 * the database answers it to (going, the organiser, staff): never in a visitor's links.
 */
export function calendarLinks(event: CalendarLinkEvent, pageUrl: string, joinLink: string | null): CalendarLinks {
  const when = span(event);
  const text = details(event, pageUrl, joinLink);
  const location = event.location ?? (joinLink ? 'Online' : '');

  const google = new URLSearchParams({ action: 'TEMPLATE', text: event.title });
  if (when.kind === 'zoned') {
    const stamp = (instant: number) => wallClockAt(instant, when.zone).replace(/[-:]/g, '');
    google.set('dates', `${stamp(when.start)}/${stamp(when.end)}`);
    google.set('ctz', when.zone);
  } else if (when.kind === 'floating') {
    google.set('dates', `${when.start.replace(/[-:]/g, '')}/${when.end.replace(/[-:]/g, '')}`);
  } else {
    google.set('dates', `${compact(when.start)}/${compact(when.end)}`);
  }
  google.set('details', text);
  if (location) google.set('location', location);

  const outlook = new URLSearchParams({ path: '/calendar/action/compose', rru: 'addevent', subject: event.title });
  if (when.kind === 'zoned') {
    outlook.set('startdt', `${new Date(when.start).toISOString().slice(0, 19)}Z`);
    outlook.set('enddt', `${new Date(when.end).toISOString().slice(0, 19)}Z`);
  } else {
    outlook.set('startdt', when.start);
    outlook.set('enddt', when.end);
    if (when.kind === 'all-day') outlook.set('allday', 'true');
  }
  outlook.set('body', text);
  if (location) outlook.set('location', location);

  // URLSearchParams writes a space as "+", which both read; "%20" is what their own links use.
  const query = (params: URLSearchParams) => params.toString().replace(/\+/g, '%20');
  return {
    google: `https://calendar.google.com/calendar/render?${query(google)}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${query(outlook)}`,
    office: `https://outlook.office.com/calendar/0/deeplink/compose?${query(outlook)}`,
  };
}
