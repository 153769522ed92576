/**
 * "The event changed" (issue 35, item 2; issue 42, finding 3): the date, time, end, zone, place or
 * online link of an event the member is going to or waiting for changed. The first change of an
 * event is told at once; changes within 15 minutes after a notice are gathered into the next one,
 * which tells the event as it is then against how it was before them; at most 3 a day
 * (20261130200100_change_notice_limits.sql). Each says who made the change(s). Those going get the
 * updated invite (the event's raised SEQUENCE, METHOD:REQUEST), so their calendar app moves its
 * copy; those waiting hold no place in a calendar and get the news without one. Cannot be
 * switched off.
 */
import { describeWhen, eventFacts, eventInvite, eventOf, maySeeJoinLink, noticeEmail, recipientOf, type EventSnapshot } from './notice.ts';
import type { Renderer } from './types.ts';

/** "Olive Organiser", "Olive Organiser and Local Admin", "A, B and C". */
function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'EO Asia Pacific';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const renderEventChanged: Renderer = async (payload, context) => {
  const event = eventOf(payload);
  const recipient = recipientOf(payload);
  const previous = (payload.previous ?? null) as Partial<EventSnapshot> | null;
  const changedBy = Array.isArray(payload.changed_by) ? payload.changed_by.filter((name): name is string => typeof name === 'string') : [];
  const isGoing = recipient?.status !== 'waitlist';
  const facts = eventFacts(event, recipient);
  if (previous && previous.date) {
    const zone = recipient?.time_zone ?? null;
    const before = describeWhen({ date: previous.date, time: previous.time ?? null, end_date: previous.end_date ?? null, end_time: previous.end_time ?? null, timezone: previous.timezone ?? null }, zone);
    if (before !== describeWhen(event, zone)) facts.splice(1, 0, ['Was', before]);
    if ((previous.location ?? null) !== (event.location ?? null)) facts.push(['Was at', previous.location ?? 'no place given']);
    if ((previous.online_url ?? null) !== (event.online_url ?? null) && maySeeJoinLink(recipient)) facts.push(['Online link was', previous.online_url ?? 'none']);
  }
  const email = await noticeEmail(
    `Changed: ${event.title}`,
    {
      heading: 'The event changed',
      paragraphs: [
        `${event.title} has new details: its date, time or place changed. Here is what it is now.`,
        `Changed by ${listNames(changedBy)}.`,
        isGoing
          ? 'You are still going. The attached invite updates the event in your calendar.'
          : 'You are on the waitlist: we will email you if a place opens.',
      ],
      facts,
      action: { label: 'See the event', url: context.eventUrl(event.id) },
      reason: `You receive this because you ${isGoing ? 'are going to' : 'are on the waitlist for'} ${event.title}. Changes to an event and its cancellation are always emailed.`,
      eventId: event.id,
    },
    context,
  );
  return isGoing
    ? { ...email, icalEvent: eventInvite(event, 'REQUEST', recipient, context) }
    : email;
};
