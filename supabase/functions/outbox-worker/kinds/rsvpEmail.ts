/**
 * What the four RSVP emails share (payload written by private.rsvp_email_payload(), migration
 * 20261127000200_rsvp_emails.sql): reading the snapshot, the event's details, the footer links,
 * and the calendar invite and check-in code of a member who is going.
 */
import { buildInvite, type FeedEvent } from '../../_shared/calendar.ts';
import { type Detail, type EmailContent, httpUrl, renderParts } from './layout.ts';
import { checkInCodeImage, checkInReference } from './checkInCode.ts';
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

/** The event's rows; the online link only for a member who has a place (`withOnlineLink`). */
export function eventDetails(payload: RsvpPayload, withOnlineLink = false): Detail[] {
  const details: Detail[] = whenLines(payload.event, payload.member.timezone).map((value, i) => ({ label: i === 0 ? 'When' : '', value }));
  if (payload.event.location) details.push({ label: 'Where', value: payload.event.location });
  if (payload.event.online_url && withOnlineLink) {
    // Only an http(s) link is a link; anything else is shown as text, unlinkable like a place.
    const href = httpUrl(payload.event.online_url);
    details.push(href ? { label: 'Online', value: payload.event.online_url, href } : { label: 'Online', value: payload.event.online_url });
  }
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

/** Why the member gets each RSVP email: the footer's first line, true to what happened. */
export function rsvpReason(kind: 'going' | 'waitlist' | 'pending' | 'declined' | 'cancelled', title: string): string {
  switch (kind) {
    case 'going':
      return `You receive this because you have a place at ${title}.`;
    case 'waitlist':
      return `You receive this because you joined the waitlist for ${title}.`;
    case 'pending':
    case 'declined':
      return `You receive this because you asked to join ${title}.`;
    case 'cancelled':
      return `You receive this because you cancelled your RSVP to ${title}.`;
  }
}

/** The email in the one layout: the event page and the preferences page in every footer. */
export function rsvpEmail(
  subject: string,
  content: Omit<EmailContent, 'footer'>,
  reason: string,
  payload: RsvpPayload,
  context: RenderContext,
  icalEvent?: CalendarPart,
  images?: EmailImage[],
): RenderedEmail {
  const full: EmailContent = {
    ...content,
    footer: {
      reason,
      links: [
        { label: 'Event page', url: context.eventUrl(payload.event.id) },
        { label: 'Email preferences', url: context.preferencesUrl },
      ],
    },
  };
  return { subject, ...renderParts(full, context.siteUrl), ...(icalEvent ? { icalEvent } : {}), ...(images?.length ? { images } : {}) };
}

/**
 * A "you are going" email (the confirmation, the promotion) with the member's check-in code: the
 * QR image inline in the HTML, and in the text part a short reference (issue 43, item 7) instead
 * of the code's 100 characters: staff type it in the check-in view's search, or scan the QR from
 * this email or the event page. "Can't go?" leads to the event page's Cancel (`#cancel`): the page
 * only opens its cancel confirmation; the member presses it, so a mail scanner's GET changes nothing.
 */
export async function goingEmail(subject: string, content: Omit<EmailContent, 'footer' | 'image' | 'secondary'>, payload: RsvpPayload, context: RenderContext): Promise<RenderedEmail> {
  const image = await checkInCodeImage(payload.checkInCode);
  const reference = payload.checkInCode ? checkInReference(payload.checkInCode) : null;
  const withCode: Omit<EmailContent, 'footer'> = {
    ...content,
    ...(image
      ? {
          image: {
            cid: image.cid,
            alt: image.alt,
            width: 240,
            caption: `Your check-in code: show it at the door (it is also on the event page).${reference ? ` Check-in reference: ${reference}.` : ''}`,
            text: reference
              ? `Your check-in reference: ${reference}. At the door, give this reference, or show the QR code from this email's HTML version or from the event page ("Show my check-in code").`
              : 'Show the QR code from this email\'s HTML version or from the event page ("Show my check-in code") at the door.',
          },
        }
      : {}),
    secondary: { text: "Can't go?", label: 'Cancel your place on the event page', url: `${context.eventUrl(payload.event.id)}#cancel` },
  };
  return rsvpEmail(subject, withCode, rsvpReason('going', payload.event.title), payload, context, inviteFor(payload, context), image ? [image] : undefined);
}
