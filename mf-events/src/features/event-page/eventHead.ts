import type { EventRow } from 'shared-data';
import { upsertCanonical, upsertMeta } from 'shared-site';
import { eventJsonLd, jsonLdText } from './eventJsonLd';

const SITE_NAME = 'EO Asia Pacific';
const DESCRIPTION_LIMIT = 200;

/** The event's summary for previews: its date, place and the start of its description. */
function eventSummary(event: EventRow, when: string): string {
  const where = event.location ?? (event.online_url ? 'Online' : null);
  const lead = [when, where].filter(Boolean).join(' · ');
  const text = event.description?.replace(/\s+/g, ' ').trim() ?? '';
  const summary = text ? `${lead}. ${text}` : lead;
  return summary.length > DESCRIPTION_LIMIT ? `${summary.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…` : summary;
}

/**
 * The page's head from the event itself: title, description, canonical, Open Graph and social card
 * (the shell wrote the route's generic ones; it writes the next route's on navigation), plus the
 * event's JSON-LD. Returns the cleanup that removes the JSON-LD again.
 */
export function applyEventHead(event: EventRow, pageUrl: string, when: string, organiserName?: string | null): () => void {
  const title = `${event.title} | ${SITE_NAME}`;
  const description = eventSummary(event, when);
  document.title = title;
  upsertMeta('name', 'description', description);
  upsertMeta('property', 'og:title', title);
  upsertMeta('property', 'og:description', description);
  upsertMeta('property', 'og:url', pageUrl);
  upsertMeta('name', 'twitter:title', title);
  upsertMeta('name', 'twitter:description', description);
  if (event.image_url) {
    upsertMeta('property', 'og:image', event.image_url);
    upsertMeta('name', 'twitter:image', event.image_url);
  }
  upsertCanonical(pageUrl);
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.dataset.eventJsonld = event.id;
  script.textContent = jsonLdText(eventJsonLd(event, pageUrl, organiserName));
  document.head.appendChild(script);
  return () => script.remove();
}
