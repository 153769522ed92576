/**
 * What a kind's renderer gets and gives (issue 35; CONTRACTS.md "The outbox"). One file per kind,
 * `kinds/<kind>.ts`, exporting a `Renderer`, registered in `kinds/index.ts`. A renderer is pure: it
 * reads the row's payload (the snapshot the enqueueing transaction wrote) and the context, and
 * returns the email; the worker sends it and records the outcome.
 */

/** A claimed row of public.outbox_messages, as the worker's claim returns it. */
export interface OutboxMessage {
  id: number;
  kind: string;
  dedupe_key: string;
  event_id: string | null;
  newsletter_id: string | null;
  recipient_user_id: string | null;
  recipient_email: string;
  payload: Record<string, unknown>;
  /** Attempts so far, this one included. */
  attempts: number;
  /** The claim that holds the row: the worker names it when it begins the send (outbox_begin_send). */
  claim: string;
}

export interface RenderContext {
  /** The site's origin, no trailing slash. */
  siteUrl: string;
  /** `<site>/events/<id>`: the event's page. */
  eventUrl(eventId: string): string;
  /** `<site>/account#notifications`: the member's email preferences. */
  preferencesUrl: string;
  /**
   * A one-click unsubscribe URL (RFC 8058) for this message's recipient and the given kind, or null
   * when there is none for it (kinds that cannot be switched off, or no endpoint yet). The worker
   * puts List-Unsubscribe / List-Unsubscribe-Post on the email when a renderer returns `unsubscribe`.
   */
  unsubscribeUrl(kind: string): Promise<string | null>;
  /** Who the emails are from, and the organiser named in invites. */
  sender: { name: string; address: string };
  /** The row being rendered (recipient, ids, dedupe key). */
  message: OutboxMessage;
}

/** A calendar part (nodemailer's `icalEvent`): sent as text/calendar so mail apps show an invite. */
export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  content: string;
  filename?: string;
}

/** An image the HTML shows inline (`<img src="cid:...">`), sent as a related part. */
export interface EmailImage {
  cid: string;
  filename: string;
  contentType: string;
  /** The image's bytes, base64. */
  base64: string;
  alt: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  images?: EmailImage[];
  headers?: Record<string, string>;
  icalEvent?: CalendarPart;
  /** One-click unsubscribe URL for List-Unsubscribe (+ List-Unsubscribe-Post). */
  unsubscribe?: string;
  /** Who a reply goes to (an organiser who chose to show their address); none: the sender's no-reply. */
  replyTo?: { name: string | null; address: string };
}

export type Renderer = (payload: Record<string, unknown>, context: RenderContext) => RenderedEmail | Promise<RenderedEmail>;
