/**
 * An organiser's message to an event's members (issue 35, item 4; public.send_event_message). One
 * email per recipient, so nobody sees another's address. The message is plain text: escaped in
 * the HTML part, with only http(s) addresses made links. When the organiser chose to show their
 * address (issue 43, item 6), it is the email's Reply-To, so members answer them directly; else
 * replies go nowhere, and the email says so. Can be switched off.
 */
import { eventOf, noticeEmail, recipientOf } from './notice.ts';
import type { Renderer } from './types.ts';

interface MessageSnapshot {
  subject: string;
  body: string;
  sender_name: string | null;
  reply_to?: { name: string | null; email: string } | null;
}

export const renderOrganiserMessage: Renderer = async (payload, context) => {
  const event = eventOf(payload);
  const recipient = recipientOf(payload);
  const message = payload.message as MessageSnapshot | undefined;
  if (!message || typeof message.subject !== 'string' || typeof message.body !== 'string') throw new Error('The payload has no message');
  const from = message.sender_name ? `${message.sender_name}, for ${event.title},` : `The organiser of ${event.title}`;
  const replyTo = message.reply_to && typeof message.reply_to.email === 'string' && message.reply_to.email !== '' ? message.reply_to : null;
  const email = await noticeEmail(
    `${message.subject} (${event.title})`,
    {
      heading: message.subject,
      paragraphs: [
        `${from} writes:`,
        { text: message.body, linkify: true },
        replyTo
          ? `Reply to this email to answer ${replyTo.name ?? 'the organiser'} directly.`
          : 'Replies to this email are not read: the organiser chose not to show their address.',
      ],
      action: { label: 'See the event', url: context.eventUrl(event.id) },
      reason: `You receive this because you ${recipient?.status === 'waitlist' ? 'are on the waitlist for' : 'are going to'} ${event.title}.`,
      eventId: event.id,
      unsubscribeKind: 'organiser_message',
    },
    context,
  );
  return replyTo ? { ...email, replyTo: { name: replyTo.name, address: replyTo.email } } : email;
};
