import { useEffect } from 'react';
import { declareRenderedHead, pageHeadTags, type HeadPage } from 'page-head';
import { applyHeadTags } from './headTags';

/**
 * A page whose head is made from what it shows (a newsletter issue's subject and date): in the
 * browser it is applied to `document.head` once the page shows it (as an event's page does); in the
 * shell's server build it is declared for `pnpm prerender`, which writes it into the page's HTML.
 * `page` null: the page has nothing of its own to say yet (loading, not found).
 */
export function usePageHead(page: HeadPage | null): void {
  if (typeof window === 'undefined' && page) declareRenderedHead(page);
  const text = page ? JSON.stringify(page) : null;
  useEffect(() => {
    if (!text) return undefined;
    return applyHeadTags(pageHeadTags(JSON.parse(text) as HeadPage, window.location.origin));
  }, [text]);
}
