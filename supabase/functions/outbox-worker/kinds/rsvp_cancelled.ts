/** The member cancelled their RSVP (going or waiting): a confirmation that they are off the list. */
import { eventDetails, greeting, readRsvpPayload, rsvpEmail, rsvpReason } from './rsvpEmail.ts';
import type { Renderer } from './types.ts';

export const renderRsvpCancelled: Renderer = (raw, context) => {
  const payload = readRsvpPayload(raw);
  return rsvpEmail(
    `RSVP cancelled: ${payload.event.title}`,
    {
      heading: 'Your RSVP is cancelled',
      paragraphs: [greeting(payload), `You are no longer on the list for ${payload.event.title}. Changed your mind? RSVP again on the event page while places last.`],
      details: eventDetails(payload),
      action: { label: 'View the event', url: context.eventUrl(payload.event.id) },
    },
    rsvpReason('cancelled', payload.event.title),
    payload,
    context,
  );
};
