/**
 * "Your account is deleted" (issue 56, item 13): queued by the deletion's own transaction
 * (`private.account_deleted_email`, migration 20261207150000), so it follows only a deletion that
 * happened, with what went as the confirmation dialog counted it. There is no account any more: the
 * footer links to the site alone.
 */
import { isKnownTimeZone, zoneAbbreviation } from 'page-head/event';
import { renderParts } from './layout.ts';
import type { Renderer } from './types.ts';

interface AccountDeletedPayload {
  name: string | null;
  deletedAt: Date;
  zone: string;
  rsvps: number;
  eventsRemoved: number;
  eventsKept: number;
  newsletter: boolean;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0);

function readPayload(payload: Record<string, unknown>): AccountDeletedPayload {
  const deletedAt = new Date(typeof payload.deleted_at === 'string' ? payload.deleted_at : Number.NaN);
  if (Number.isNaN(deletedAt.getTime())) throw new Error('The account_deleted payload has no deleted_at.');
  const zone = typeof payload.time_zone === 'string' && isKnownTimeZone(payload.time_zone) ? payload.time_zone : 'UTC';
  return {
    name: typeof payload.name === 'string' && payload.name.trim() !== '' ? payload.name.trim() : null,
    deletedAt,
    zone,
    rsvps: count(payload.rsvps),
    eventsRemoved: count(payload.events_removed),
    eventsKept: count(payload.events_kept),
    newsletter: payload.newsletter === true,
  };
}

const plural = new Intl.PluralRules('en-US');

/** "Monday, December 7, 2026 at 3:00 PM JST": the moment, in the member's zone, named. */
function when(instant: Date, zone: string): string {
  const text = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(instant);
  return `${text} ${zoneAbbreviation(zone, instant)}`;
}

function whatWent(rsvps: number): string {
  if (rsvps === 0) return 'Your profile was deleted with it.';
  return plural.select(rsvps) === 'one' ? 'Your profile and your 1 RSVP were deleted with it.' : `Your profile and your ${rsvps} RSVPs were deleted with it.`;
}

function eventsRemoved(events: number): string | null {
  if (events === 0) return null;
  return plural.select(events) === 'one' ? 'The event you created was removed from the calendar.' : `The ${events} events you created were removed from the calendar.`;
}

function eventsKept(events: number): string | null {
  if (events === 0) return null;
  return plural.select(events) === 'one'
    ? 'The event you created stays on the calendar without an organiser.'
    : `The ${events} events you created stay on the calendar without an organiser.`;
}

export const renderAccountDeleted: Renderer = (raw, context) => {
  const payload = readPayload(raw);
  const paragraphs = [
    payload.name ? `Hello ${payload.name},` : 'Hello,',
    `Your EO Asia Pacific account was deleted on ${when(payload.deletedAt, payload.zone)}.`,
    whatWent(payload.rsvps),
    eventsRemoved(payload.eventsRemoved),
    eventsKept(payload.eventsKept),
    payload.newsletter ? 'The newsletter still comes to this address: every issue has a link to unsubscribe.' : null,
    'You are welcome back at any time: sign up again with this address.',
  ].filter((paragraph): paragraph is string => paragraph !== null);
  return {
    subject: 'Your EO Asia Pacific account is deleted',
    ...renderParts(
      {
        heading: 'Your account is deleted',
        paragraphs,
        footer: { reason: 'You receive this because your EO Asia Pacific account was deleted.', links: [] },
      },
      context.siteUrl,
    ),
  };
};
