/**
 * Reads a calendar file as a calendar app does, with ical.js: registers its VTIMEZONEs, relates
 * each override (RECURRENCE-ID) to its series, and expands every VEVENT into its occurrences
 * (RecurExpansion, EXDATEs applied). Each occurrence as text a test compares with the database:
 * a zoned start as its UTC instant, a floating one as written, an all-day one as its date.
 */
import ICAL from 'ical.js';
import type { Backend } from './helpers';

export interface Occurrence {
  uid: string;
  start: string;
  end: string;
  title: string;
  location: string | null;
  /** Whether it came from a recurring VEVENT (RRULE), not a VEVENT of its own. */
  recurring: boolean;
}

function timeText(time: ICAL.Time): string {
  if (time.isDate || time.zone?.tzid === 'floating') return time.toString();
  return time.convertToZone(ICAL.Timezone.utcTimezone).toString();
}

export function expandCalendar(text: string): Occurrence[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevents = calendar.getAllSubcomponents('vevent');
  const overrides = vevents.filter((vevent) => vevent.hasProperty('recurrence-id'));
  const occurrences: Occurrence[] = [];
  for (const vevent of vevents.filter((one) => !one.hasProperty('recurrence-id'))) {
    const event = new ICAL.Event(vevent, { strictExceptions: true, exceptions: overrides.filter((o) => o.getFirstPropertyValue('uid') === vevent.getFirstPropertyValue('uid')) });
    if (!event.isRecurring()) {
      occurrences.push({ uid: event.uid, start: timeText(event.startDate), end: timeText(event.endDate), title: event.summary, location: event.location, recurring: false });
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(), guard = 0; next && guard < 1000; next = iterator.next(), guard += 1) {
      const details = event.getOccurrenceDetails(next);
      occurrences.push({
        uid: event.uid,
        start: timeText(details.startDate),
        end: timeText(details.endDate),
        title: details.item.summary,
        location: details.item.location,
        recurring: true,
      });
    }
  }
  return occurrences.sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
}

/**
 * The events as the database holds them, in the same text: a zoned start and end converted by
 * PostgreSQL's own zone data (not the writer's Intl), an end of one hour when none is given, an
 * all-day event ending the day after its last day.
 */
export async function expectedOccurrences(backend: Backend, where: string, params: unknown[]): Promise<Array<Omit<Occurrence, 'uid' | 'recurring'>>> {
  const { rows } = await backend.db.exclusive((pg) =>
    pg.query<{ start: string; finish: string; title: string; location: string | null }>(
      `select title, location,
              case
                when time is null then to_char(date, 'YYYY-MM-DD')
                when timezone is null then to_char(date + time, 'YYYY-MM-DD"T"HH24:MI:SS')
                else to_char(((date + time) at time zone timezone) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
              end as start,
              case
                when time is null then to_char(coalesce(end_date, date) + 1, 'YYYY-MM-DD')
                when timezone is null then to_char(coalesce(coalesce(end_date, date) + end_time, date + time + interval '1 hour'), 'YYYY-MM-DD"T"HH24:MI:SS')
                else to_char(coalesce((coalesce(end_date, date) + end_time) at time zone timezone,
                                      ((date + time) at time zone timezone) + interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
              end as finish
         from public.events where ${where}`,
      params,
    ),
  );
  return rows
    .map((row) => ({ start: row.start, end: row.finish, title: row.title, location: row.location }))
    .sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
}
