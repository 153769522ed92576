/**
 * "Someone asks to join" (issue 43, item 6), to the organiser of an event that requires approval
 * (20261130200500_approval_request_email.sql): who asked, how many requests wait, and the event
 * page, where the organiser approves or declines. Nothing is decided from the email. Can be
 * switched off ("Requests to join my events").
 */
import { eventFacts, eventOf, noticeEmail, recipientOf } from './notice.ts';
import type { Renderer } from './types.ts';

export const renderApprovalRequested: Renderer = (payload, context) => {
  const event = eventOf(payload);
  const requester = (payload.requester ?? {}) as { name?: unknown };
  const name = typeof requester.name === 'string' && requester.name.trim() !== '' ? requester.name.trim() : 'A member';
  const waiting = typeof payload.pending_count === 'number' ? payload.pending_count : 1;
  return noticeEmail(
    `${name} asks to join ${event.title}`,
    {
      heading: `${name} asks to join`,
      paragraphs: [
        `${name} asked for a place at ${event.title}, which needs your approval.`,
        waiting > 1 ? `${waiting} requests are waiting for your answer.` : 'This request is waiting for your answer.',
        'Approve or decline it in the attendee list on the event page; we email the member your answer.',
      ],
      // The organiser sees the join link (no member snapshot), and the time in their own zone.
      facts: eventFacts(event, null, recipientOf(payload)?.time_zone ?? null),
      action: { label: 'Review the request', url: `${context.eventUrl(event.id)}#attendees-heading` },
      reason: `You receive this because you organise ${event.title}.`,
      eventId: event.id,
      unsubscribeKind: 'approval_requested',
    },
    context,
  );
};
