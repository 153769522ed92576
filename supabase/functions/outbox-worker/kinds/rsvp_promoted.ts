/** "A place opened: you are going": a waiting member moved up, with the calendar invite and the check-in code. */
import { eventDetails, goingEmail, greeting, readRsvpPayload } from './rsvpEmail.ts';
import type { Renderer } from './types.ts';

export const renderRsvpPromoted: Renderer = (raw, context) => {
  const payload = readRsvpPayload(raw);
  return goingEmail(
    `A place opened: you are going to ${payload.event.title}`,
    {
      heading: 'A place opened: you are going',
      paragraphs: [
        greeting(payload),
        `A place opened at ${payload.event.title} and it is yours: you have moved up from the waitlist. The invite attached adds the event to your calendar. If you can no longer come, cancel on the event page so the next member gets the place.`,
      ],
      details: eventDetails(payload, true),
      action: { label: 'View the event', url: context.eventUrl(payload.event.id) },
    },
    payload,
    context,
  );
};
