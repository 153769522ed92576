/**
 * "The event is cancelled" (issue 35, item 2): an event the member was going to was deleted, or
 * cancelled with a reason (issue 36.3: its page stays, so the email links to it). The
 * invite is METHOD:CANCEL at the next SEQUENCE, so calendar apps remove their copy. Cannot be
 * switched off.
 */
import { eventFacts, eventInvite, eventOf, noticeEmail, recipientOf } from './notice.ts';
import type { Renderer } from './types.ts';

export const renderEventCancelled: Renderer = async (payload, context) => {
  const event = eventOf(payload);
  const recipient = recipientOf(payload);
  // Set when the event was cancelled (not deleted): the organiser's reason, and the page still exists.
  const reason = typeof (payload as { reason?: unknown }).reason === 'string' ? (payload as { reason: string }).reason : null;
  const email = await noticeEmail(
    `Cancelled: ${event.title}`,
    {
      heading: 'The event is cancelled',
      paragraphs: [
        `${event.title} will not take place. We are sorry for the change of plans.`,
        ...(reason ? [`The organiser's reason: ${reason}`] : []),
        'The attached cancellation removes the event from your calendar.',
      ],
      facts: eventFacts(event, recipient),
      action: reason ? { label: 'View the event', url: context.eventUrl(event.id) } : { label: 'See upcoming events', url: `${context.siteUrl}/events` },
      reason: `You receive this because you had a place at ${event.title}. Changes to an event and its cancellation are always emailed.`,
      ...(reason ? { eventId: event.id } : {}),
    },
    context,
  );
  return { ...email, icalEvent: eventInvite(event, 'CANCEL', recipient, context) };
};
