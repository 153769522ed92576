/**
 * Reminders (issue 35, item 3), 24 hours and 1 hour before an event the member is going to
 * (private.enqueue_due_reminders writes them once each). The time is shown as the event's zone
 * has it and, when it differs, in the member's own. Each timing can be switched off, on /account
 * or with the email's one-click unsubscribe.
 */
import { eventFacts, eventOf, noticeEmail, recipientOf } from './notice.ts';
import type { Renderer } from './types.ts';

export function reminder(kind: 'reminder_24h' | 'reminder_1h'): Renderer {
  return async (payload, context) => {
    const event = eventOf(payload);
    const recipient = recipientOf(payload);
    const soon = kind === 'reminder_1h';
    return noticeEmail(
      soon ? `Starting soon: ${event.title}` : `Reminder: ${event.title} is coming up`,
      {
        heading: soon ? `${event.title} starts within the hour` : `${event.title} is coming up`,
        paragraphs: [
          soon
            ? `A reminder that ${event.title} starts within the hour. See you there!`
            : `A reminder that you are going to ${event.title}. Here are the details.`,
          "Can't make it any more? Cancel your RSVP on the event's page, so your place goes to the next person waiting.",
        ],
        facts: eventFacts(event, recipient),
        action: { label: 'See the event', url: context.eventUrl(event.id) },
        reason: `You receive this because you are going to ${event.title}.`,
        eventId: event.id,
        unsubscribeKind: kind,
      },
      context,
    );
  };
}
