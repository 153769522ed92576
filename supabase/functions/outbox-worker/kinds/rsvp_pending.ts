/** "Your request to join was received": the event requires approval, so nothing is held yet. */
import { eventDetails, greeting, readRsvpPayload, rsvpEmail, rsvpReason } from './rsvpEmail.ts';
import type { Renderer } from './types.ts';

export const renderRsvpPending: Renderer = (raw, context) => {
  const payload = readRsvpPayload(raw);
  return rsvpEmail(
    `Request received: ${payload.event.title}`,
    {
      heading: 'Your request to join was received',
      paragraphs: [
        greeting(payload),
        `The organiser of ${payload.event.title} approves each registration. We email you when they decide; until then your request shows as awaiting approval on the event page.`,
      ],
      details: eventDetails(payload),
      action: { label: 'View the event', url: context.eventUrl(payload.event.id) },
    },
    rsvpReason('pending', payload.event.title),
    payload,
    context,
  );
};
