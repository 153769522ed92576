/** "Your request was declined": the organiser did not approve it (no invite: nothing was held). */
import { eventDetails, greeting, readRsvpPayload, rsvpEmail, rsvpReason } from './rsvpEmail.ts';
import type { Renderer } from './types.ts';

export const renderRsvpDeclined: Renderer = (raw, context) => {
  const payload = readRsvpPayload(raw);
  return rsvpEmail(
    `Request declined: ${payload.event.title}`,
    {
      heading: 'Your request to join was declined',
      paragraphs: [
        greeting(payload),
        `The organiser of ${payload.event.title} could not offer you a place this time.`,
      ],
      details: eventDetails(payload),
      action: { label: 'View the event', url: context.eventUrl(payload.event.id) },
    },
    rsvpReason('declined', payload.event.title),
    payload,
    context,
  );
};
