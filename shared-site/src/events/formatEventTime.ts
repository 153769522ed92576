import { eventEndText, eventTimeText, type EventTimeFields, type EventTimeText } from 'page-head/event';

/**
 * An event's times as the site shows them: page-head's one format (`page-head/event`, which the
 * `event-page` function and the emails read too), with the viewer's zone from their browser.
 */
export type EventTimeLabel = EventTimeText;

/** The viewer's IANA zone (the browser's setting). */
function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "6:00 PM SGT (9:00 PM AEDT your time)", "6:00 PM local time"; null when the event has no time. */
export function formatEventTime(event: EventTimeFields, viewerZone: string = viewerTimeZone()): EventTimeLabel | null {
  return eventTimeText(event, { zone: viewerZone, kind: 'yours' });
}

/** "until 9:30 PM", "to Thursday, January 16, 2030, 5:00 PM"; null when no end is given. */
export function formatEventEnd(event: EventTimeFields): string | null {
  return eventEndText(event);
}

export { eventEndsAt, eventStartIso } from 'page-head/event';
