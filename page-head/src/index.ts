/**
 * The one writer of a page's head: from a page's data to its tags (title, description, robots,
 * canonical, Open Graph, social card, JSON-LD), and those tags as HTML. The shell applies them to
 * `document.head` on each route (through shared-site's applyHeadTags), mf-events for an event's
 * own page, `pnpm prerender` writes them into each route's HTML, and the `event-page` edge function
 * into an event's HTML on Deno.
 *
 * This package imports nothing of anyone's, so Deno reads it as it is: the `event-page` function maps
 * `page-head` to this file in its deno.json, which `supabase functions deploy` bundles (README, "One
 * page-head writer").
 */
import { PRERENDER_META } from './prerenderMeta.ts';

/** The site's name: the end of every page title, and og:site_name. */
export const SITE_NAME = 'EO Asia Pacific';

/** What every page's head says the same: the preview image, locale, social card and browser colour. */
const SITE_HEAD = {
  locale: 'en_US',
  themeColor: '#0066CC',
  twitterCard: 'summary_large_image',
  imagePath: '/og/eo-asia-pacific.jpg',
  imageWidth: 1200,
  imageHeight: 630,
} as const;

/** The longest description a preview is given, in characters: a longer one is cut with "…". */
export const DESCRIPTION_LIMIT = 200;

export { PRERENDER_META };

/**
 * `page-metadata.json`, which the shell's build and a remote's build may emit beside their assets:
 * the head of each page they own (title, description, Open Graph type, JSON-LD). `pnpm prerender`
 * reads it from where each part is deployed and writes every route's HTML with it, so a link
 * preview or a crawler gets the page's own tags without running JavaScript.
 */
export interface PageHead {
  path: string;
  title: string;
  description: string;
  /** Defaults to `path`. */
  canonicalPath?: string;
  noindex?: boolean;
  keywords?: string;
  type: 'website' | 'article';
  /** `article:published_time`, an ISO date (articles). */
  publishedTime?: string;
  author?: string;
  /** schema.org data for a `<script type="application/ld+json">` block. */
  jsonLd?: Record<string, unknown>;
  /** Listed in sitemap.xml. */
  sitemap?: { priority: number; changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly' };
}

export interface PageMetadataFile {
  pages: PageHead[];
  /** Paths crawlers must not visit (robots.txt); the shell's file names them. */
  disallow?: string[];
}

/** What a head is written from: a page's head, its type `website` unless said, and its own preview image if it has one. */
export type HeadPage = Omit<PageHead, 'type' | 'sitemap'> & { type?: PageHead['type']; image?: string | null };

/** One tag of a page's head, before it is written as HTML or applied to a document. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical' | 'preconnect'; href: string }
  | { tag: 'jsonLd'; data: Record<string, unknown> };

/**
 * Every meta key pageHeadTags can write. Applied to a document, the ones a page does not write are
 * removed, so no tag of the previous page (its keywords, its image's size) describes the next one.
 */
export const HEAD_META_KEYS = [
  'description', 'keywords', 'robots', 'theme-color', 'og:type', 'og:site_name', 'og:locale', 'og:title', 'og:description', 'og:url',
  'og:image', 'og:image:width', 'og:image:height', 'article:published_time', 'article:author',
  'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image',
] as const;

/** "About Us | EO Asia Pacific". */
export const pageTitle = (name: string): string => `${name} | ${SITE_NAME}`;

/** `text` on one line, cut to DESCRIPTION_LIMIT characters with "…" when longer. */
export function previewText(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > DESCRIPTION_LIMIT ? `${line.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…` : line;
}

/** The parts of an event its head is written from (an `events` row has them all). */
export interface HeadEvent {
  title: string;
  description: string | null;
  location: string | null;
  /** Whether it has a join link (the link itself is for those going, never in a head). */
  has_online_link: boolean;
  image_url: string | null;
}

/**
 * An event's own page: its title, and a description for previews made of its date, place and the
 * start of its description ("Tuesday, January 15, 2030 · 7:00 PM · Marina Bay. Three courses…").
 */
export function eventHeadPage(event: HeadEvent, { path, when, jsonLd }: { path: string; when: string; jsonLd?: Record<string, unknown> }): HeadPage {
  const where = event.location ?? (event.has_online_link ? 'Online' : null);
  const lead = [when, where].filter(Boolean).join(' · ');
  const text = event.description?.replace(/\s+/g, ' ').trim() ?? '';
  return {
    path,
    title: pageTitle(event.title),
    description: previewText(text ? `${lead}. ${text}` : lead),
    image: event.image_url,
    ...(jsonLd ? { jsonLd } : {}),
  };
}

/** The tags of a page's head, its URLs made absolute at `siteOrigin` (the site's public origin). */
export function pageHeadTags(page: HeadPage, siteOrigin: string): HeadTag[] {
  const type = page.type ?? 'website';
  const canonical = new URL(page.canonicalPath ?? page.path, siteOrigin).href;
  // A page's own image only over https (previews refuse others); the site's image otherwise, whose size is known.
  const ownImage = page.image && /^https:\/\//i.test(page.image) ? page.image : null;
  const image = ownImage ?? new URL(SITE_HEAD.imagePath, siteOrigin).href;
  const meta = (attribute: 'name' | 'property', key: (typeof HEAD_META_KEYS)[number], content: string): HeadTag => ({ tag: 'meta', attribute, key, content });
  return [
    { tag: 'title', text: page.title },
    meta('name', 'description', page.description),
    ...(page.keywords ? [meta('name', 'keywords', page.keywords)] : []),
    meta('name', 'robots', page.noindex ? 'noindex, nofollow' : 'index, follow'),
    meta('name', 'theme-color', SITE_HEAD.themeColor),
    { tag: 'link', rel: 'canonical', href: canonical },
    meta('property', 'og:type', type),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', SITE_HEAD.locale),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    ...(ownImage ? [] : [meta('property', 'og:image:width', String(SITE_HEAD.imageWidth)), meta('property', 'og:image:height', String(SITE_HEAD.imageHeight))]),
    ...(page.publishedTime ? [meta('property', 'article:published_time', page.publishedTime)] : []),
    ...(page.author ? [meta('property', 'article:author', page.author)] : []),
    meta('name', 'twitter:card', SITE_HEAD.twitterCard),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    ...(page.jsonLd ? [{ tag: 'jsonLd', data: { ...page.jsonLd, url: canonical, ...(type === 'article' ? { image, mainEntityOfPage: canonical } : {}) } } as const] : []),
  ];
}

/**
 * Text for a double-quoted HTML attribute value or element content: none of it can end the
 * attribute, open a tag or start a character reference.
 */
const escapeHtml = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text can close the element (`</script>`) or open a comment. */
export const jsonLdText = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c');

/** One tag as HTML; a `jsonLd` is marked `data-prerendered` (the shell removes it once the visitor moves on). */
function headTagHtml(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return `<title>${escapeHtml(tag.text)}</title>`;
    case 'meta':
      return `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" />`;
    case 'link':
      return `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" />`;
    case 'jsonLd':
      return `<script type="application/ld+json" data-prerendered>${jsonLdText(tag.data)}</script>`;
  }
}

/**
 * A head written before any script runs (`pnpm prerender`, the `event-page` function), as HTML:
 * the page's tags, with the path it was written for after the title (the shell keeps a head
 * written for the path it lands on: shell/src/features/metadata/prerenderedHead.ts), then `extra`.
 */
export function prerenderedHeadHtml(page: HeadPage, siteOrigin: string, extra: HeadTag[] = []): string {
  const [title, ...tags] = pageHeadTags(page, siteOrigin);
  const path: HeadTag = { tag: 'meta', attribute: 'name', key: PRERENDER_META.path, content: page.path };
  return [title!, path, ...extra, ...tags].map(headTagHtml).join('\n    ');
}

/**
 * The shell's HTML with `head` in place of its generic <title>. Spliced by position, never through
 * `String.prototype.replace` with the head as the replacement: there `$'`, `` $` `` and `$&` of a
 * page's title would paste parts of the shell (its scripts) into the page (issue 33, finding 4).
 */
export function withHead(shellHtml: string, head: string): string {
  const withoutTitle = shellHtml.replace(/<title>[^<]*<\/title>/, '');
  const end = withoutTitle.indexOf('</head>');
  if (end === -1) throw new Error('The shell has no </head>.');
  return `${withoutTitle.slice(0, end)}  ${head}\n  ${withoutTitle.slice(end)}`;
}

/**
 * A page whose head comes from its data (a newsletter issue, titled by its subject) declares it
 * while the shell's server build renders it; `pnpm prerender` writes it into that page's HTML.
 * The slot is on `globalThis`: each part's server build carries its own copy of this package, and
 * the prerender renders one page at a time in a worker of its own.
 */
const DECLARED_HEAD = '__pageHeadDeclared';
type HeadSlot = { [DECLARED_HEAD]?: HeadPage };

/** While rendering on the server: this page's head is `page` (the last declaration wins). */
export function declareRenderedHead(page: HeadPage): void {
  (globalThis as HeadSlot)[DECLARED_HEAD] = page;
}

/** The head the page just rendered declared, if any; the slot is emptied for the next page. */
export function takeDeclaredHead(): HeadPage | undefined {
  const slot = globalThis as HeadSlot;
  const page = slot[DECLARED_HEAD];
  delete slot[DECLARED_HEAD];
  return page;
}
