/**
 * What the four RSVP emails share (payload written by private.rsvp_email_payload(), migration
 * 20261127000200_rsvp_emails.sql): reading the snapshot, the event's details, the footer links,
 * and the calendar invite and check-in code of a member who is going.
 */
import { buildInvite, type FeedEvent } from '../../_shared/calendar.ts';
import { type EmailContent, renderHtml, renderText } from './layout.ts';
import { checkInCodeImage } from './checkInCode.ts';
import type { CalendarPart, EmailImage, RenderContext, RenderedEmail } from './types.ts';
import { whenLines } from './eventTime.ts';

export interface RsvpEvent extends FeedEvent {
  online_url: string | null;
  sequence: number;
}

export interface RsvpPayload {
  event: RsvpEvent;
  member: { name: string | null; email: string; timezone: string | null };
  /** The member's signed check-in code, while going (issue 36.6). */
  checkInCode: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The payload's snapshot, checked: a row without an event cannot be rendered (it is retried, then failed). */
export function readRsvpPayload(payload: Record<string, unknown>): RsvpPayload {
  const event = payload.event as Record<string, unknown> | undefined;
  const member = (payload.member ?? {}) as Record<string, unknown>;
  if (!event || typeof event.id !== 'string' || typeof event.title !== 'string' || typeof event.date !== 'string') {
    throw new Error('The RSVP email has no event in its payload.');
  }
  return {
    event: {
      id: event.id,
      title: event.title,
      description: text(event.description),
      date: event.date,
      time: text(event.time),
      end_date: text(event.end_date),
      end_time: text(event.end_time),
      timezone: text(event.timezone),
      location: text(event.location),
      category: text(event.category),
      online_url: text(event.online_url),
      sequence: typeof event.sequence === 'number' ? event.sequence : 0,
      updated_at: text(event.updated_at) ?? new Date(0).toISOString(),
    },
    member: { name: text(member.name), email: text(member.email) ?? '', timezone: text(member.timezone) },
    checkInCode: text(payload.check_in_code),
  };
}

export function greeting(payload: RsvpPayload): string {
  return payload.member.name ? `Hello ${payload.member.name},` : 'Hello,';
}

export function eventDetails(payload: RsvpPayload): { label: string; value: string }[] {
  const details = whenLines(payload.event, payload.member.timezone).map((value, i) => ({ label: i === 0 ? 'When' : '', value }));
  if (payload.event.location) details.push({ label: 'Where', value: payload.event.location });
  if (payload.event.online_url) details.push({ label: 'Online', value: payload.event.online_url });
  return details;
}

/** The member's invite (METHOD:REQUEST), with the event's UID and SEQUENCE. */
function inviteFor(payload: RsvpPayload, context: RenderContext): CalendarPart {
  const event = payload.event;
  const description = [event.description, event.online_url ? `Online: ${event.online_url}` : null, context.eventUrl(event.id)].filter(Boolean).join('\n\n');
  return {
    method: 'REQUEST',
    filename: 'invite.ics',
    content: buildInvite(
      { ...event, description, location: event.location ?? event.online_url },
      {
        method: 'REQUEST',
        sequence: event.sequence,
        organizer: { name: context.sender.name, email: context.sender.address },
        attendee: { name: payload.member.name, email: context.message.recipient_email },
        siteUrl: context.siteUrl,
        now: new Date(),
      },
    ),
  };
}

/** The email from its content: the event page and the preferences page in every footer. */
export function rsvpEmail(subject: string, content: Omit<EmailContent, 'footer'>, payload: RsvpPayload, context: RenderContext, icalEvent?: CalendarPart, images?: EmailImage[]): RenderedEmail {
  const full: EmailContent = {
    ...content,
    footer: [
      { label: 'Event page', url: context.eventUrl(payload.event.id) },
      { label: 'Email preferences', url: context.preferencesUrl },
    ],
  };
  return { subject, text: renderText(full, context.siteUrl), html: renderHtml(full, context.siteUrl), ...(icalEvent ? { icalEvent } : {}), ...(images?.length ? { images } : {}) };
}

/**
 * A "you are going" email (the confirmation, the promotion) with the member's check-in code: the
 * QR image inline, and the code itself in the text part, for the door.
 */
export async function goingEmail(subject: string, content: Omit<EmailContent, 'footer' | 'image'>, payload: RsvpPayload, context: RenderContext): Promise<RenderedEmail> {
  const image = await checkInCodeImage(payload.checkInCode);
  const withCode: Omit<EmailContent, 'footer'> = image
    ? { ...content, image: { cid: image.cid, alt: image.alt, width: 240, caption: 'Your check-in code: show it at the door (it is also on the event page).', text: `Check-in code: ${payload.checkInCode}` } }
    : content;
  return rsvpEmail(subject, withCode, payload, context, inviteFor(payload, context), image ? [image] : undefined);
}
