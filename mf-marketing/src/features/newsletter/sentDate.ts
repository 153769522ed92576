const SENT_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The day an issue was sent, as "November 25, 2026": in UTC, so the prerendered page and the
 * browser that hydrates it (in any zone) write the same day, and every reader sees one date for it.
 */
export function sentDate(sentAt: string): string {
  return SENT_DATE.format(new Date(sentAt));
}
