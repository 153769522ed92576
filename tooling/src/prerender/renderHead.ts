import { PRERENDER_META, type PageHead } from 'site-config';

/** The site-wide values of every page's head (shell/src/features/metadata/pageMetadata.ts METADATA_DEFAULTS). */
const SITE = { name: 'EO Asia Pacific', imagePath: '/og/eo-asia-pacific.jpg', imageWidth: 1200, imageHeight: 630, locale: 'en_US', twitterCard: 'summary_large_image' } as const;

const escapeHtml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** JSON inside <script>: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The tags a page's head carries before any script runs: the same set applyPageMetadata writes in
 * the browser (title, description, robots, canonical, Open Graph, social card), plus JSON-LD.
 */
export function renderHead(page: PageHead, siteOrigin: string, { renderedDay, remotes, preconnect = [] }: { renderedDay?: string; remotes?: Record<string, string>; preconnect?: string[] } = {}): string {
  const canonical = new URL(page.canonicalPath ?? page.path, siteOrigin).href;
  const image = new URL(SITE.imagePath, siteOrigin).href;
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    // Tells the shell this head was written for this path (shell/src/features/metadata/prerenderedHead.ts).
    meta('name', PRERENDER_META.path, page.path),
    // The day the content was drawn for: the browser's first render (hydration) draws the same (shared-ui useToday).
    ...(renderedDay ? [meta('name', PRERENDER_META.renderedDay, renderedDay)] : []),
    // The remote releases the content came from (shell/src/boot/reportRecoverableError.ts).
    ...(remotes ? [meta('name', PRERENDER_META.remotes, JSON.stringify(remotes))] : []),
    ...preconnect.filter((origin) => origin !== new URL(siteOrigin).origin).map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" />`),
    meta('name', 'description', page.description),
    ...(page.keywords ? [meta('name', 'keywords', page.keywords)] : []),
    meta('name', 'robots', page.noindex ? 'noindex, nofollow' : 'index, follow'),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:type', page.type),
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:locale', SITE.locale),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(SITE.imageWidth)),
    meta('property', 'og:image:height', String(SITE.imageHeight)),
    ...(page.publishedTime ? [meta('property', 'article:published_time', page.publishedTime)] : []),
    ...(page.author ? [meta('property', 'article:author', page.author)] : []),
    meta('name', 'twitter:card', SITE.twitterCard),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    ...(page.jsonLd ? [`<script type="application/ld+json" data-prerendered>${scriptJson({ ...page.jsonLd, url: canonical, ...(page.type === 'article' ? { image, mainEntityOfPage: canonical } : {}) })}</script>`] : []),
  ];
  return tags.join('\n    ');
}

/** The shell's HTML with `head` in place of its generic <title>. */
export function withHead(shellHtml: string, head: string): string {
  const withoutTitle = shellHtml.replace(/<title>[^<]*<\/title>/, '');
  return withoutTitle.replace('</head>', `  ${head}\n  </head>`);
}

/**
 * The shell's HTML with the page's rendered content in `#root` (hydrated by the browser), and
 * without the "needs JavaScript" notice, which the page no longer needs.
 */
export function withBody(shellHtml: string, rootHtml: string): string {
  return shellHtml.replace(/\s*<noscript>[^<]*<\/noscript>/, '').replace('<div id="root"></div>', () => `<div id="root">${rootHtml}</div>`);
}
