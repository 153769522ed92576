import { memo } from 'react';
import type { EventRow } from 'shared-data';
import { eventPath } from 'site-config';
import { pageUrl } from 'shared-site';
import { jsonLdText } from 'page-head';
import { eventJsonLd } from 'page-head/event';

/** Search engines read at most this many events from one page. */
const MAX_EVENTS = 50;

/** schema.org `Event` items for the events on the page, each pointing at the event's own page. */
export const EventsJsonLd = memo(function EventsJsonLd({ events }: { events: readonly EventRow[] }) {
  const items = events.slice(0, MAX_EVENTS).map((event) => eventJsonLd(event, pageUrl(eventPath(event.id))));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(items) }} />;
});
