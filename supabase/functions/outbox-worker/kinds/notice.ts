/**
 * What the notices of `notices` share (event changed / cancelled, reminders, organiser messages):
 * the payload snapshots the database writes (supabase/migrations/20261127100000_notifications.sql),
 * an event's "when" in its own zone and in the member's, plain text made safe for HTML, the email
 * layout with its footer (the preferences link every notification carries), and the invite.
 */
import { emailOtherZone, eventWhenText } from 'page-head/event';
import { buildInvite } from '../../_shared/calendar.ts';
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

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * Plain text as HTML: everything escaped, line breaks kept, and only http(s) addresses made links
 * (a `javascript:` or `data:` address stays text). A closing bracket or sentence punctuation right
 * after an address is not part of it.
 */
export function plainTextToHtml(text: string): string {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(/\bhttps?:\/\/[^\s<>"']+/gi)) {
    let url = match[0];
    const trailing = /[.,;:!?)\]}]+$/.exec(url);
    if (trailing) url = url.slice(0, -trailing[0].length);
    let valid = false;
    try {
      valid = ['http:', 'https:'].includes(new URL(url).protocol);
    } catch {
      valid = false;
    }
    if (!valid) continue;
    parts.push(escapeHtml(text.slice(last, match.index)));
    parts.push(`<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
    last = match.index + url.length;
  }
  parts.push(escapeHtml(text.slice(last)));
  return parts.join('').replace(/\r\n|\r|\n/g, '<br>\n');
}

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
  /** Plain-text paragraphs (escaped for HTML; http(s) links made links). */
  paragraphs: string[];
  /** Label and value rows: when, where, online link. */
  facts?: [string, string][];
  action?: { label: string; url: string };
  /** Why the member gets this email (first line of the footer). */
  reason: string;
  /** Set for kinds a member may switch off: the footer says so, and the one-click header is added. */
  unsubscribeKind?: string;
}

/** The email: text and HTML, the preferences link in every footer, List-Unsubscribe where it applies. */
export async function noticeEmail(subject: string, content: NoticeContent, context: RenderContext): Promise<Omit<RenderedEmail, 'icalEvent'>> {
  const unsubscribe = content.unsubscribeKind ? await context.unsubscribeUrl(content.unsubscribeKind) : null;
  const footer = [
    content.reason,
    content.unsubscribeKind
      ? `Choose which emails you get, or switch these off: ${context.preferencesUrl}`
      : `Choose which other emails you get: ${context.preferencesUrl}`,
  ];
  const facts = content.facts ?? [];
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(facts.length ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    ...footer,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((paragraph) => `<p>${plainTextToHtml(paragraph)}</p>`),
    facts.length
      ? `<table role="presentation">${facts.map(([label, value]) => `<tr><th align="left" style="padding-right:12px">${escapeHtml(label)}</th><td>${plainTextToHtml(value)}</td></tr>`).join('')}</table>`
      : '',
    content.action ? `<p><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.label)}</a></p>` : '',
    `<hr><p style="font-size:12px;color:#555">${escapeHtml(footer[0]!)}<br><a href="${escapeHtml(context.preferencesUrl)}">${
      content.unsubscribeKind ? 'Choose which emails you get, or switch these off' : 'Choose which other emails you get'
    }</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html, ...(unsubscribe ? { unsubscribe } : {}) };
}

/** The facts every notice shows about its event. */
export function eventFacts(event: EventSnapshot, recipient: RecipientSnapshot | null): [string, string][] {
  const facts: [string, string][] = [['When', describeWhen(event, recipient?.time_zone ?? null)]];
  if (event.location) facts.push(['Where', event.location]);
  if (event.online_url) facts.push(['Online', event.online_url]);
  return facts;
}

/**
 * An iTIP invite for one attendee (RFC 5546), written by the feed's writer (`buildInvite`, the
 * public feed's UID): METHOD:REQUEST with the event's SEQUENCE (a calendar app replaces its copy
 * when the SEQUENCE is higher), or METHOD:CANCEL with STATUS:CANCELLED.
 */
export function eventInvite(
  event: EventSnapshot,
  method: 'REQUEST' | 'CANCEL',
  attendee: { email: string; name: string | null },
  context: RenderContext,
  now: Date = new Date(),
): CalendarPart {
  const content = buildInvite(
    { ...event, category: null, location: event.location ?? event.online_url },
    { method, sequence: event.sequence, organizer: { name: context.sender.name, email: context.sender.address }, attendee, siteUrl: context.siteUrl, now },
  );
  return { method, content, filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics' };
}
