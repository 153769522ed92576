import type { DayRange, EventRow } from 'shared-data';
import type { EventChange } from 'shared-site';

/** The repository's order: date, then time (events without a time first that day), then id. */
function byDateThenTime(a: EventRow, b: EventRow): number {
  return a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || a.id.localeCompare(b.id);
}

/**
 * A range's events after a member's own change, so the creator sees it at once, before the
 * database answers again: a created or updated event joins the range it falls in (and leaves one
 * it moved out of), a deleted one leaves every range.
 */
export function applyEventChange(events: readonly EventRow[], change: EventChange, range: DayRange): EventRow[] {
  const changedId = change.type === 'deleted' ? change.id : change.event.id;
  const without = events.filter((event) => event.id !== changedId);
  if (change.type === 'deleted') return without;
  const { event } = change;
  if (event.date < range.from || event.date > range.to) return without;
  return [...without, event].sort(byDateThenTime);
}
