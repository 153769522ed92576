/**
 * A newsletter issue's Markdown, parsed once by the rules of the site's preview and archive
 * (CommonMark; HTML inside the Markdown stays text), for both parts of its email: the HTML
 * (`newsletterHtml`) and the plain text (`newsletterText`) are drawn from this one tree.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { sanitizeUri } from 'micromark-util-sanitize-uri';
import { visit } from 'unist-util-visit';

export type NewsletterRoot = ReturnType<typeof fromMarkdown>;
/** Any node of the tree (mdast's, as `mdast-util-from-markdown` types them: a root's content is any node). */
export type NewsletterNode = NewsletterRoot | NewsletterRoot['children'][number];

const SAFE_PROTOCOL = /^(https?|mailto)$/i;

export function parseNewsletterMarkdown(markdown: string): NewsletterRoot {
  const mdast = fromMarkdown(markdown);
  visit(mdast, 'html', (node, index, parent) => {
    if (parent && index !== undefined) parent.children[index] = { type: 'text', value: node.value };
  });
  return mdast;
}

/** A link's or image's address as the email gives it: http(s) or mailto only, a relative one made absolute on the site; else null. */
export function safeNewsletterUrl(url: string, siteUrl: string): string | null {
  const safe = sanitizeUri(url, SAFE_PROTOCOL);
  return safe ? new URL(safe, `${siteUrl}/`).href : null;
}
