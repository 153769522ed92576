/**
 * The renderer of each outbox kind (public.outbox_messages.kind). A kind without a renderer here
 * is not sent: the worker records "No renderer for kind <kind>" and, after its attempts, 'failed'.
 * Add a kind: write `kinds/<kind>.ts` exporting a Renderer, and add one line below.
 */
import { newsletter } from './newsletter.ts';
import { newsletter_test } from './newsletter_test.ts';
import { renderAccountDeleted } from './account_deleted.ts';
import { renderApprovalRequested } from './approval_requested.ts';
import { renderEventCancelled } from './event_cancelled.ts';
import { renderEventChanged } from './event_changed.ts';
import { renderOrganiserMessage } from './organiser_message.ts';
import { renderReminder1h } from './reminder_1h.ts';
import { renderReminder24h } from './reminder_24h.ts';
import { renderRsvpCancelled } from './rsvp_cancelled.ts';
import { renderRsvpConfirmation } from './rsvp_confirmation.ts';
import { renderRsvpDeclined } from './rsvp_declined.ts';
import { renderRsvpPending } from './rsvp_pending.ts';
import { renderRsvpPromoted } from './rsvp_promoted.ts';
import { renderRsvpWaitlist } from './rsvp_waitlist.ts';
import { unlinkableHeaders } from './layout.ts';
import type { Renderer } from './types.ts';

const RENDERERS: Readonly<Record<string, Renderer>> = {
  rsvp_confirmation: renderRsvpConfirmation,
  rsvp_waitlist: renderRsvpWaitlist,
  rsvp_promoted: renderRsvpPromoted,
  rsvp_cancelled: renderRsvpCancelled,
  rsvp_pending: renderRsvpPending,
  rsvp_declined: renderRsvpDeclined,
  newsletter,
  newsletter_test,
  event_changed: renderEventChanged,
  event_cancelled: renderEventCancelled,
  reminder_24h: renderReminder24h,
  reminder_1h: renderReminder1h,
  organiser_message: renderOrganiserMessage,
  approval_requested: renderApprovalRequested,
  account_deleted: renderAccountDeleted,
};

/** The kind's renderer, its subject and Reply-To name written as the body writes what people typed. */
export function rendererFor(kind: string): Renderer | undefined {
  const renderer = Object.hasOwn(RENDERERS, kind) ? RENDERERS[kind] : undefined;
  return renderer && (async (payload, context) => unlinkableHeaders(await renderer(payload, context)));
}
