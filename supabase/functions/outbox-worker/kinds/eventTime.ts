/**
 * An event's date and time as an email says it: in the event's own zone with its UTC offset then,
 * and again in the member's zone when it is known and different. Intl (the platform's zone data)
 * does the zone arithmetic, through the calendar writer's own conversion.
 */
import { eventInstants, type FeedEvent } from '../../events-ics/ics.ts';

const pad = (n: number) => String(n).padStart(2, '0');

function dayText(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(Date.UTC(y, m - 1, d)));
}

const hhmm = (time: string) => time.slice(0, 5);

/** "UTC+08:00" for an instant in a zone. */
function offsetText(zone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? 'UTC+00:00' : name.replace('GMT', 'UTC');
}

/** An instant as "Tuesday 15 January 2030, 11:00" in a zone. */
function inZone(at: Date, zone: string): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${get('weekday')} ${get('day')} ${get('month')} ${get('year')}`, time: `${pad(Number(get('hour')))}:${get('minute')}` };
}

/** The "When" lines of an email: the event's zone first, the member's second (when known and different). */
export function whenLines(event: FeedEvent, memberZone: string | null): string[] {
  const endDay = event.end_date && event.end_date !== event.date ? event.end_date : null;
  if (!event.time) {
    return [`${dayText(event.date)}${endDay ? ` to ${dayText(endDay)}` : ''} (all day)`];
  }
  const endTime = event.end_time ? hhmm(event.end_time) : null;
  const range = endDay ? `${dayText(event.date)}, ${hhmm(event.time)} to ${dayText(endDay)}${endTime ? `, ${endTime}` : ''}` : `${dayText(event.date)}, ${hhmm(event.time)}${endTime ? `–${endTime}` : ''}`;
  let instants: ReturnType<typeof eventInstants> = null;
  try {
    instants = eventInstants(event);
  } catch {
    instants = null;
  }
  if (!event.timezone || !instants) return [`${range} (local time)`];
  const lines = [`${range} ${event.timezone} time (${offsetText(event.timezone, instants.start)})`];
  if (memberZone && memberZone !== event.timezone) {
    try {
      const start = inZone(instants.start, memberZone);
      const end = instants.end ? inZone(instants.end, memberZone) : null;
      const theirs = end ? (end.day === start.day ? `${start.day}, ${start.time}–${end.time}` : `${start.day}, ${start.time} to ${end.day}, ${end.time}`) : `${start.day}, ${start.time}`;
      if (offsetText(memberZone, instants.start) !== offsetText(event.timezone, instants.start)) lines.push(`${theirs} your time (${memberZone}, ${offsetText(memberZone, instants.start)})`);
    } catch {
      // An unknown member zone: the event's zone alone.
    }
  }
  return lines;
}
