import type { EventRow } from 'shared-data';

/** Today (YYYY-MM-DD) in the event's zone, or in the viewer's when it has none (or the browser does not know it). */
function todayIn(zone: string | null, now: Date): string {
  if (zone) {
    try {
      return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
    } catch {
      // An unknown zone: the viewer's day.
    }
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type CancellationRecipients = { count: number; why: 'going' | 'nobody' | 'over' };

/**
 * Who a cancellation emails, as the database decides it (private.events_notify_cancelled,
 * migration 20261129000000): every member going, unless the event's last day is already past where
 * it takes place.
 */
export function cancellationRecipients(event: Pick<EventRow, 'date' | 'end_date' | 'timezone' | 'going_count'>, now = new Date()): CancellationRecipients {
  if ((event.end_date ?? event.date) < todayIn(event.timezone, now)) return { count: 0, why: 'over' };
  return event.going_count > 0 ? { count: event.going_count, why: 'going' } : { count: 0, why: 'nobody' };
}

const people = (count: number) => (count === 1 ? '1 person' : `${count.toLocaleString('en')} people`);

/** The confirmation's sentence about the emails, and its button. */
export function cancellationWords({ count, why }: CancellationRecipients): { emails: string; confirm: string } {
  if (why === 'over') return { emails: 'The event is over, so nobody is emailed.', confirm: 'Cancel event' };
  if (why === 'nobody') return { emails: 'Nobody is going yet, so nobody is emailed.', confirm: 'Cancel event' };
  return {
    emails: `${people(count)} ${count === 1 ? 'is' : 'are'} going: each is emailed at once that the event is cancelled, with your reason.`,
    confirm: `Cancel event and email ${people(count)}`,
  };
}
