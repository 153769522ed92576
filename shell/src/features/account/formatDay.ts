import { longDate } from 'page-head/event';

/**
 * "Wednesday, January 15, 2030" for a stored day (YYYY-MM-DD), read as that calendar day wherever
 * the viewer is: the site's one date format (docs/decisions.md, "Times and zones"), as on the
 * event's page and its cards.
 */
export function formatDay(day: string): string {
  return longDate(day);
}
