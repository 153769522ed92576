/**
 * An event's head for link previews and crawlers (no dependencies, so it runs unchanged on Deno
 * and Node): the tags the page writes in the browser (mf-events/src/features/event-page/eventHead.ts)
 * as HTML, for readers that run no JavaScript (LinkedIn, Slack, WhatsApp, X).
 */
export interface PageEvent {
  id: string;
  title: string;
  description: string | null;
  date: string;
  time: string | null;
  end_date: string | null;
  end_time: string | null;
  timezone: string | null;
  location: string | null;
  online_url: string | null;
  image_url: string | null;
}

const SITE_NAME = 'EO Asia Pacific';
const DEFAULT_IMAGE = '/og/eo-asia-pacific.jpg';
const DESCRIPTION_LIMIT = 200;

const escapeHtml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** "Wednesday, January 15, 2030" for a YYYY-MM-DD day. */
function longDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "7:00 PM" for HH:MM[:SS]. */
function twelveHour(time: string): string {
  const [h = 0, min = 0] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(min).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** When, as a preview says it: "Wednesday, January 15, 2030 · 7:00 PM (Asia/Singapore)". */
function eventWhen(event: PageEvent): string {
  const parts = [longDate(event.date)];
  if (event.time) parts.push(`${twelveHour(event.time)}${event.timezone ? ` (${event.timezone})` : ''}`);
  if (event.end_date && event.end_date !== event.date) parts.push(`to ${longDate(event.end_date)}`);
  return parts.join(' · ');
}

/** "date · place. description", cut to a preview's length. */
function eventDescription(event: PageEvent): string {
  const where = event.location ?? (event.online_url ? 'Online' : null);
  const lead = [eventWhen(event), where].filter(Boolean).join(' · ');
  const text = event.description?.replace(/\s+/g, ' ').trim() ?? '';
  const summary = text ? `${lead}. ${text}` : lead;
  return summary.length > DESCRIPTION_LIMIT ? `${summary.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…` : summary;
}

/** The head tags of an event's page at `siteOrigin` (its public origin). */
export function eventHead(event: PageEvent, siteOrigin: string): string {
  const canonical = `${siteOrigin.replace(/\/$/, '')}/events/${event.id}`;
  const title = `${event.title} | ${SITE_NAME}`;
  const description = eventDescription(event);
  const image = event.image_url && /^https:\/\//i.test(event.image_url) ? event.image_url : new URL(DEFAULT_IMAGE, siteOrigin).href;
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    // Tells the shell this head was written for this path (shell/src/features/metadata/prerenderedHead.ts).
    meta('name', 'prerendered-path', `/events/${event.id}`),
    meta('name', 'description', description),
    meta('name', 'robots', 'index, follow'),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ].join('\n    ');
}

/** The shell's HTML with `head` in place of its generic <title>. */
export function withHead(shellHtml: string, head: string): string {
  return shellHtml.replace(/<title>[^<]*<\/title>/, '').replace('</head>', `  ${head}\n  </head>`);
}
