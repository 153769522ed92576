/**
 * An organiser's message to an event's members (issue 35, item 4; public.send_event_message). One
 * email per recipient, so nobody sees another's address. The message is plain text: escaped in
 * the HTML part, with only http(s) addresses made links. Can be switched off.
 */
import { eventOf, noticeEmail, recipientOf } from './notice.ts';
import type { Renderer } from './types.ts';

interface MessageSnapshot {
  subject: string;
  body: string;
  sender_name: string | null;
}

export const renderOrganiserMessage: Renderer = async (payload, context) => {
  const event = eventOf(payload);
  const recipient = recipientOf(payload);
  const message = payload.message as MessageSnapshot | undefined;
  if (!message || typeof message.subject !== 'string' || typeof message.body !== 'string') throw new Error('The payload has no message');
  const from = message.sender_name ? `${message.sender_name}, for ${event.title}` : `The organiser of ${event.title}`;
  return noticeEmail(
    `${message.subject} (${event.title})`,
    {
      heading: message.subject,
      paragraphs: [`${from} writes:`, message.body],
      action: { label: 'See the event', url: context.eventUrl(event.id) },
      reason: `You receive this because you ${recipient?.status === 'waitlist' ? 'are on the waitlist for' : 'are going to'} ${event.title}.`,
      unsubscribeKind: 'organiser_message',
    },
    context,
  );
};
