import { format, parseISO } from 'date-fns';
import type { EventAttendance } from 'shared-data/check-in';
import type { BarDatum } from './BarChart';

/**
 * The overview's attendance: the check-in rate of each past event that used check-in (newest
 * first, at most `maxEvents`), and the no-shows (going but never checked in) per month, oldest
 * month first. A rate is rounded to a whole percent; an event nobody was going to is left out.
 */
export function attendanceCharts(rows: readonly EventAttendance[], maxEvents = 12): { rates: BarDatum[]; noShows: BarDatum[] } {
  const withPlaces = rows.filter((row) => row.going > 0);
  const rates = withPlaces.slice(0, maxEvents).map((row) => ({
    label: `${format(parseISO(row.date), 'MMM d')} · ${row.title}`,
    value: Math.round((100 * Math.min(row.checked_in, row.going)) / row.going),
  }));
  const byMonth = new Map<string, number>();
  for (const row of withPlaces) {
    const month = row.date.slice(0, 7);
    byMonth.set(month, (byMonth.get(month) ?? 0) + Math.max(0, row.going - row.checked_in));
  }
  const noShows = [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, count]) => ({ label: format(parseISO(`${month}-01`), 'MMM yyyy'), value: count }));
  return { rates, noShows };
}
