/**
 * A newsletter issue's Markdown as the email's HTML, with the rules the site's preview and archive
 * draw it by (shared-site/src/newsletter/NewsletterBody.tsx, the blog's libraries): CommonMark;
 * HTML inside the Markdown stays text; links and images keep only http(s), mailto and relative
 * URLs (a relative one is made absolute on the site, as a mail app has no page to resolve it
 * against); a `#` heading becomes an `<h2>` under the subject's `<h1>`.
 */
import { toHtml } from 'hast-util-to-html';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { sanitizeUri } from 'micromark-util-sanitize-uri';
import { visit } from 'unist-util-visit';

const SAFE_PROTOCOL = /^(https?|mailto)$/i;

export function newsletterHtml(markdown: string, siteUrl: string): string {
  const mdast = fromMarkdown(markdown);
  visit(mdast, 'html', (node, index, parent) => {
    if (parent && index !== undefined) parent.children[index] = { type: 'text', value: node.value };
  });
  const hast = toHast(mdast);
  visit(hast, 'element', (element) => {
    if (element.tagName === 'h1') element.tagName = 'h2';
    for (const name of ['href', 'src'] as const) {
      const url = element.properties[name];
      if (url === undefined) continue;
      const safe = sanitizeUri(String(url), SAFE_PROTOCOL);
      if (safe) element.properties[name] = new URL(safe, `${siteUrl}/`).href;
      else delete element.properties[name];
    }
  });
  return toHtml(hast);
}
