/**
 * A newsletter issue's Markdown as the email's HTML, with the rules the site's preview and archive
 * draw it by (shared-site/src/newsletter/NewsletterBody.tsx, the blog's libraries): CommonMark;
 * HTML inside the Markdown stays text; links and images keep only http(s), mailto and relative
 * URLs (a relative one is made absolute on the site, as a mail app has no page to resolve it
 * against); a `#` heading becomes an `<h2>` under the subject's `<h1>`; a single line break is kept
 * (`mdast-util-newline-to-break`, as the site). Each element carries its style inline, the site's
 * own (shared-site/src/newsletter/newsletterStyles.ts, which imports nothing): mail apps drop
 * <style> blocks and classes.
 */
import { toHtml } from 'hast-util-to-html';
import { newlineToBreak } from 'mdast-util-newline-to-break';
import { toHast } from 'mdast-util-to-hast';
import { visit } from 'unist-util-visit';
import { NEWSLETTER_ELEMENT_STYLES, NEWSLETTER_POSITION_STYLES } from '../../../../shared-site/src/newsletter/newsletterStyles.ts';
import { parseNewsletterMarkdown, safeNewsletterUrl } from './newsletterMarkdown.ts';

export function newsletterHtml(markdown: string, siteUrl: string): string {
  const mdast = parseNewsletterMarkdown(markdown);
  newlineToBreak(mdast);
  const hast = toHast(mdast);
  visit(hast, 'element', (element, _index, parent) => {
    if (element.tagName === 'h1') element.tagName = 'h2';
    const parentTag = parent?.type === 'element' ? parent.tagName : null;
    const siblings = (parent?.children ?? []).filter((child): child is typeof element => child.type === 'element');
    const declarations: string[] = [];
    const own = NEWSLETTER_ELEMENT_STYLES[element.tagName as keyof typeof NEWSLETTER_ELEMENT_STYLES];
    if (own) declarations.push(own);
    if (element.tagName === 'li' && siblings[0] !== element) declarations.push(NEWSLETTER_POSITION_STYLES.laterItem);
    if (parentTag === 'blockquote' && siblings.at(-1) === element) declarations.push(NEWSLETTER_POSITION_STYLES.lastInQuote);
    if (element.tagName === 'code' && parentTag === 'pre') declarations.push(NEWSLETTER_POSITION_STYLES.codeInBlock);
    if (declarations.length > 0) element.properties.style = declarations.join('; ');
    for (const name of ['href', 'src'] as const) {
      const url = element.properties[name];
      if (url === undefined) continue;
      const safe = safeNewsletterUrl(String(url), siteUrl);
      if (safe) element.properties[name] = safe;
      else delete element.properties[name];
    }
  });
  return toHtml(hast);
}
