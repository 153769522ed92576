import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { DayRange, EventRow } from 'shared-data';

/** Weeks start on Sunday (SPEC: headers SUN..SAT). */
const WEEK = { weekStartsOn: 0 } as const;

/** At most this many events are listed in a day cell, then "+N more" (SPEC section 9). */
const EVENTS_PER_CELL = 3;

/** A local day as the database stores it: YYYY-MM-DD. */
export const dayKey = (date: Date): string => format(date, 'yyyy-MM-dd');

/** A YYYY-MM-DD string as a local date, or null when it is not a real day. */
export function parseDayKey(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) && dayKey(date) === value ? date : null;
}

/**
 * The month view: whole weeks, Sunday first, from the week holding the 1st to the week holding
 * the last day. date-fns steps by calendar days, so DST changes never skip or repeat a day.
 */
export function monthGridWeeks(month: Date): Date[][] {
  const days = eachDayOfInterval({ start: startOfWeek(startOfMonth(month), WEEK), end: endOfWeek(endOfMonth(month), WEEK) });
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** The days the grid shows: what the calendar fetches, never the whole table. */
export function gridRange(month: Date): DayRange {
  const weeks = monthGridWeeks(month);
  const first = weeks[0]?.[0] ?? startOfMonth(month);
  const last = weeks[weeks.length - 1]?.[6] ?? endOfMonth(month);
  return { from: dayKey(first), to: dayKey(last) };
}

/** Events grouped by day, in the order given (the repository orders by date then time). */
export function bucketEventsByDay(events: readonly EventRow[]): Map<string, EventRow[]> {
  const buckets = new Map<string, EventRow[]>();
  for (const event of events) {
    const bucket = buckets.get(event.date);
    if (bucket) bucket.push(event);
    else buckets.set(event.date, [event]);
  }
  return buckets;
}

/** What a cell lists: the first three events, and how many more there are. */
export function cellEvents(events: readonly EventRow[] | undefined, limit = EVENTS_PER_CELL): { shown: EventRow[]; moreCount: number } {
  if (!events) return { shown: [], moreCount: 0 };
  return { shown: events.slice(0, limit), moreCount: Math.max(0, events.length - limit) };
}

/** The day a grid key moves focus to (WAI-ARIA grid pattern), or null for other keys. */
export function dayForKey(key: string, focused: Date): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(focused, -1);
    case 'ArrowRight':
      return addDays(focused, 1);
    case 'ArrowUp':
      return addDays(focused, -7);
    case 'ArrowDown':
      return addDays(focused, 7);
    case 'Home':
      return startOfWeek(focused, WEEK);
    case 'End':
      return endOfWeek(focused, WEEK);
    case 'PageUp':
      return addMonths(focused, -1);
    case 'PageDown':
      return addMonths(focused, 1);
    default:
      return null;
  }
}

/**
 * "Wednesday, November 25, 2026, 5 events": a day cell's accessible name. With no count (the
 * events are loading, or could not be read) only the date: "no events" would claim the day is free.
 */
export function dayCellLabel(day: Date, count: number | null): string {
  const date = format(day, 'EEEE, MMMM d, yyyy');
  if (count === null) return date;
  const events = count === 0 ? 'no events' : count === 1 ? '1 event' : `${count} events`;
  return `${date}, ${events}`;
}
