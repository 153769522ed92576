/**
 * What the notices of `notices` share (event changed / cancelled, reminders, organiser messages):
 * the payload snapshots the database writes (supabase/migrations/20261127100000_notifications.sql),
 * an event's "when" in its own zone and in the member's, plain text made safe for HTML, the email
 * layout with its footer (the preferences link every notification carries), and the invite.
 */
import { emailOtherZone, eventWhenText } from 'page-head/event';
import { buildInvite } from '../../_shared/calendar.ts';
import { type EmailContent, httpUrl, type Paragraph, renderParts } from './layout.ts';
import type { CalendarPart, RenderContext, RenderedEmail } from './types.ts';

/** private.event_email_snapshot(): the event as it was when the notice was written. */
export interface EventSnapshot {
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
  sequence: number;
  /** The start as an instant, when the event has a zone and a time. */
  starts_at: string | null;
  updated_at: string;
  organiser_name: string | null;
}

/** private.recipient_snapshot(). */
export interface RecipientSnapshot {
  user_id: string;
  name: string | null;
  status: 'going' | 'waitlist';
  /** The member's browser zone, saved with their preferences; null when not known. */
  time_zone: string | null;
}

export function eventOf(payload: Record<string, unknown>): EventSnapshot {
  const event = payload.event as EventSnapshot | undefined;
  if (!event || typeof event.id !== 'string' || typeof event.title !== 'string' || typeof event.date !== 'string') {
    throw new Error('The payload has no event snapshot');
  }
  return event;
}

export function recipientOf(payload: Record<string, unknown>): RecipientSnapshot | null {
  return (payload.recipient as RecipientSnapshot | undefined) ?? null;
}

// The layout's text helpers, here too for the renderers and tests that import them from notice.ts.
export { escapeHtml, plainTextToHtml } from './layout.ts';

type WhenFields = Pick<EventSnapshot, 'date' | 'time' | 'end_date' | 'end_time' | 'timezone'>;

/**
 * When the event is, in page-head's one format (the site's words): "Wednesday, January 15, 2030,
 * 6:00 PM SGT (10:00 AM UTC), until 8:00 PM", with the member's own time in place of UTC when their
 * zone is known ("(9:00 PM AEDT your time)").
 */
export function describeWhen(event: WhenFields, memberZone: string | null = null): string {
  return eventWhenText(event, emailOtherZone(memberZone));
}

export interface NoticeContent {
  heading: string;
  /** Plain-text paragraphs (written so no mail client links them), or an organiser's message (`linkify`). */
  paragraphs: Paragraph[];
  /** Label and value rows: when, where, online link (only an http(s) "Online" value is a link). */
  facts?: [string, string][];
  action?: { label: string; url: string };
  /** Why the member gets this email (the footer's first line). */
  reason: string;
  /** The event the notice is about: its page is linked in the footer. */
  eventId?: string;
  /** Set for kinds a member may switch off: the footer says so, and the one-click header is added. */
  unsubscribeKind?: string;
}

/** The email in the one layout: the event page and the preferences in the footer, List-Unsubscribe where it applies. */
export async function noticeEmail(subject: string, content: NoticeContent, context: RenderContext): Promise<Omit<RenderedEmail, 'icalEvent'>> {
  const unsubscribe = content.unsubscribeKind ? await context.unsubscribeUrl(content.unsubscribeKind) : null;
  const email: EmailContent = {
    heading: content.heading,
    paragraphs: content.paragraphs,
    details: (content.facts ?? []).map(([label, value]) => {
      const href = label === 'Online' ? httpUrl(value) : null;
      return href ? { label, value, href } : { label, value };
    }),
    ...(content.action ? { action: content.action } : {}),
    footer: {
      reason: content.reason,
      links: [
        ...(content.eventId ? [{ label: 'Event page', url: context.eventUrl(content.eventId) }] : []),
        {
          label: content.unsubscribeKind ? 'Choose which emails you get, or switch these off' : 'Choose which other emails you get',
          url: context.preferencesUrl,
        },
      ],
    },
  };
  return { subject, ...renderParts(email, context.siteUrl), ...(unsubscribe ? { unsubscribe } : {}) };
}

/** The join link is for those going (and the organiser, who has no recipient snapshot), as on the event's page. */
export function maySeeJoinLink(recipient: RecipientSnapshot | null): boolean {
  return recipient === null || recipient.status === 'going';
}

/**
 * The facts every notice shows about its event, its time in the reader's zone too; the join link
 * only to those who may see it (`recipient`: a member going or waiting; null for the organiser).
 */
export function eventFacts(event: EventSnapshot, recipient: RecipientSnapshot | null, readerZone: string | null = recipient?.time_zone ?? null): [string, string][] {
  const facts: [string, string][] = [['When', describeWhen(event, readerZone)]];
  if (event.location) facts.push(['Where', event.location]);
  if (event.online_url) facts.push(['Online', maySeeJoinLink(recipient) ? event.online_url : 'The join link is sent to members who are going.']);
  return facts;
}

/**
 * An iTIP invite for the message's recipient (RFC 5546), written by the feed's writer (`buildInvite`,
 * the public feed's UID): METHOD:REQUEST with the event's SEQUENCE (a calendar app replaces its copy
 * when the SEQUENCE is higher), or METHOD:CANCEL with STATUS:CANCELLED. An online event without a
 * place has its join link as LOCATION, for those who may see it.
 */
export function eventInvite(
  event: EventSnapshot,
  method: 'REQUEST' | 'CANCEL',
  recipient: RecipientSnapshot | null,
  context: RenderContext,
  now: Date = new Date(),
): CalendarPart {
  const attendee = { email: context.message.recipient_email, name: recipient?.name ?? null };
  const location = event.location ?? (maySeeJoinLink(recipient) ? event.online_url : null);
  const content = buildInvite(
    { ...event, category: null, location },
    { method, sequence: event.sequence, organizer: { name: context.sender.name, email: context.sender.address }, attendee, siteUrl: context.siteUrl, now },
  );
  return { method, content, filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics' };
}
