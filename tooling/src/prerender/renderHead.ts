import { prerenderedHeadHtml, PRERENDER_META, type HeadTag, type PageHead } from 'page-head';

export { withHead } from 'page-head';

/**
 * The tags a page's head carries before any script runs: page-head's (the same the browser
 * applies), with what only a prerendered page says: the day its content was drawn for, the remote
 * releases it came from, and the origins to connect to early.
 */
export function renderHead(page: PageHead, siteOrigin: string, { renderedDay, remotes, preconnect = [] }: { renderedDay?: string; remotes?: Record<string, string>; preconnect?: string[] } = {}): string {
  const prerendered: HeadTag[] = [
    // The day the content was drawn for: the browser's first render (hydration) draws the same (shared-ui useToday).
    ...(renderedDay ? [{ tag: 'meta', attribute: 'name', key: PRERENDER_META.renderedDay, content: renderedDay } as const] : []),
    // The remote releases the content came from (shell/src/boot/reportRecoverableError.ts).
    ...(remotes ? [{ tag: 'meta', attribute: 'name', key: PRERENDER_META.remotes, content: JSON.stringify(remotes) } as const] : []),
    ...preconnect.filter((origin) => origin !== new URL(siteOrigin).origin).map((origin) => ({ tag: 'link', rel: 'preconnect', href: origin }) as const),
  ];
  return prerenderedHeadHtml(page, siteOrigin, prerendered);
}

/**
 * The shell's HTML with the page's rendered content in `#root` (hydrated by the browser), and
 * without the "needs JavaScript" notice, which the page no longer needs.
 */
export function withBody(shellHtml: string, rootHtml: string): string {
  return shellHtml.replace(/\s*<noscript>[^<]*<\/noscript>/, '').replace('<div id="root"></div>', () => `<div id="root">${rootHtml}</div>`);
}
