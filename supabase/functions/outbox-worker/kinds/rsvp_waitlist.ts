/** "You are on the waitlist": no invite yet; one comes with the promotion. */
import { eventDetails, greeting, readRsvpPayload, rsvpEmail, rsvpReason } from './rsvpEmail.ts';
import type { Renderer } from './types.ts';

export const renderRsvpWaitlist: Renderer = (raw, context) => {
  const payload = readRsvpPayload(raw);
  return rsvpEmail(
    `You are on the waitlist: ${payload.event.title}`,
    {
      heading: 'You are on the waitlist',
      paragraphs: [
        greeting(payload),
        `${payload.event.title} is full, so you are on its waitlist. When a place opens, the first member waiting gets it, and we email you if that is you.`,
      ],
      details: eventDetails(payload),
      action: { label: 'View the event', url: context.eventUrl(payload.event.id) },
    },
    rsvpReason('waitlist', payload.event.title),
    payload,
    context,
  );
};
