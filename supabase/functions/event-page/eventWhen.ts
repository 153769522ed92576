/**
 * When an event is, as its link preview says it (no dependencies, so it runs unchanged on Deno and
 * Node). The rest of the head is page-head's (the one writer the site's pages use too).
 */
export interface PageEvent {
  id: string;
  title: string;
  description: string | null;
  date: string;
  time: string | null;
  end_date: string | null;
  end_time: string | null;
  timezone: string | null;
  location: string | null;
  online_url: string | null;
  image_url: string | null;
  /** Set when the event is cancelled: its page stays, and says so. */
  cancelled_at: string | null;
}

/** "Wednesday, January 15, 2030" for a YYYY-MM-DD day. */
function longDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "7:00 PM" for HH:MM[:SS]. */
function twelveHour(time: string): string {
  const [h = 0, min = 0] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(min).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** When, as a preview says it: "Wednesday, January 15, 2030 · 7:00 PM (Asia/Singapore)". */
export function eventWhen(event: PageEvent): string {
  const parts = [longDate(event.date)];
  if (event.time) parts.push(`${twelveHour(event.time)}${event.timezone ? ` (${event.timezone})` : ''}`);
  if (event.end_date && event.end_date !== event.date) parts.push(`to ${longDate(event.end_date)}`);
  return parts.join(' · ');
}
