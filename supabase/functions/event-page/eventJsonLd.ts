/**
 * The schema.org `Event` of an event's prerendered page (no dependencies, so it runs unchanged on
 * Deno and Node): what a crawler that runs no JavaScript reads, above all whether the event is
 * scheduled or cancelled. The page's client writes the fuller one (mf-events eventJsonLd.ts) with
 * the same status, start and end.
 */
import type { PageEvent } from './eventWhen.ts';

/** "+08:00" for an IANA zone at a wall-clock time (the offset read twice, so DST edges land right). */
function zoneOffset(day: string, time: string, zone: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const offsetAt = (instant: number) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    return name === 'GMT' ? '+00:00' : name.slice(3);
  };
  const minutes = (offset: string) => (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  return offsetAt(wall - minutes(offsetAt(wall)) * 60_000);
}

/** ISO 8601, as the client's eventStartIso writes it: a day alone, or a time with the zone's offset when known. */
function isoAt(day: string, time: string | null, zone: string | null): string {
  if (!time) return day;
  const local = `${day}T${time.slice(0, 5)}:00`;
  try {
    return zone ? `${local}${zoneOffset(day, time, zone)}` : local;
  } catch {
    return local; // a zone the runtime does not know: the time as written
  }
}

export function eventJsonLd(event: PageEvent): Record<string, unknown> {
  const saysOnline = /^online$/i.test(event.location?.trim() ?? '');
  const end = event.end_time ? isoAt(event.end_date ?? event.date, event.end_time, event.timezone) : event.end_date;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: isoAt(event.date, event.time, event.timezone),
    ...(end ? { endDate: end } : {}),
    eventStatus: event.cancelled_at ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    ...(event.location && !saysOnline ? { location: { '@type': 'Place', name: event.location, address: event.location } } : event.online_url ? { location: { '@type': 'VirtualLocation', url: event.online_url } } : {}),
    ...(event.description ? { description: event.description } : {}),
    ...(event.image_url ? { image: [event.image_url] } : {}),
  };
}
