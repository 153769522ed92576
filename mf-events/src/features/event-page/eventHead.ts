import { eventHeadPage, pageHeadTags } from 'page-head';
import type { EventRow } from 'shared-data';
import { applyHeadTags } from 'shared-site';
import { eventPath } from 'site-config';
import { eventJsonLd } from 'page-head/event';

/**
 * The event page's head from the event itself (title, previews, JSON-LD), applied to the document;
 * answers the cleanup that removes its JSON-LD. Its own chunk, fetched once the event is read: the
 * head writer is not part of the page's first load (the head can only be written once the event is
 * known, and a page whose HTML the `event-page` function wrote has it already).
 */
export function applyEventHead(event: EventRow, when: string, organiserName: string | null | undefined): () => void {
  const path = eventPath(event.id);
  const origin = window.location.origin;
  const jsonLd = eventJsonLd(event, `${origin}${path}`, organiserName);
  return applyHeadTags(pageHeadTags(eventHeadPage(event, { path, when, jsonLd }), origin));
}
