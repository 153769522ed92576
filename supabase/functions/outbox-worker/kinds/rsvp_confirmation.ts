/** "You are going": the RSVP confirmation, with the calendar invite and the check-in code. */
import { eventDetails, goingEmail, greeting, readRsvpPayload } from './rsvpEmail.ts';
import type { Renderer } from './types.ts';

export const renderRsvpConfirmation: Renderer = (raw, context) => {
  const payload = readRsvpPayload(raw);
  return goingEmail(
    `You are going: ${payload.event.title}`,
    {
      heading: `You are going to ${payload.event.title}`,
      paragraphs: [greeting(payload), 'Your place is confirmed. The invite attached adds the event to your calendar; it updates there if the time or place changes.'],
      details: eventDetails(payload, true),
      action: { label: 'View the event', url: context.eventUrl(payload.event.id) },
    },
    payload,
    context,
  );
};
