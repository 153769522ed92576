import { format, parseISO } from 'date-fns';

/** The day (YYYY-MM-DD) it is at `now` in `zone` (IANA), or in the viewer's own zone when the event has none or the browser does not know it. */
export function dayIn(zone: string | null, now: Date): string {
  if (zone) {
    try {
      // en-CA writes a date as YYYY-MM-DD.
      return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
    } catch {
      // An unknown zone: as the site shows such an event, in the viewer's own terms.
    }
  }
  return format(now, 'yyyy-MM-dd');
}

/** "Singapore", "Kuala Lumpur": the place an IANA zone is named after. */
const zonePlace = (zone: string) => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');

/**
 * The warning the door sees when it is not the event's day where the event is (a test run the
 * day before, the wrong event opened): null on the event's day, or any day of a multi-day event.
 */
export function wrongDayWarning(event: { date: string; end_date: string | null; timezone: string | null }, now: Date): string | null {
  const today = dayIn(event.timezone, now);
  const last = event.end_date ?? event.date;
  if (today >= event.date && today <= last) return null;
  const where = event.timezone ? ` in ${zonePlace(event.timezone)}` : '';
  const eventDays = last === event.date ? format(parseISO(event.date), 'EEEE, MMMM d, yyyy') : `${format(parseISO(event.date), 'EEEE, MMMM d')} to ${format(parseISO(last), 'EEEE, MMMM d, yyyy')}`;
  const when = today < event.date ? 'has not started' : 'is over';
  return `Not the event's day: it is ${format(parseISO(today), 'EEEE, MMMM d')}${where}, and this event ${when} (${eventDays}). Check that this is the right event before you check anyone in.`;
}
