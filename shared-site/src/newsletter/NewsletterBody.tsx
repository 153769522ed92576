/**
 * `shared-site/newsletter-body`: a newsletter issue's Markdown drawn as React elements, for the
 * admin's preview and the archive page (the email's HTML is made by the outbox worker's
 * `kinds/newsletterHtml.ts` with the same libraries and the same rules). The blog's build-time
 * pipeline (mf-marketing/src/features/blog/markdown), run in the browser:
 * - CommonMark, parsed by mdast-util-from-markdown;
 * - HTML written inside the Markdown stays plain text: it never becomes markup;
 * - links and images keep only http(s), mailto and relative URLs;
 * - a `#` heading becomes an `<h2>`: the page's `<h1>` is the issue's subject;
 * - a single line break is kept as written (`mdast-util-newline-to-break`, remark-breaks' rule):
 *   "See you soon,\nAda" stays two lines.
 * `NewsletterProse` draws the elements as the email does (newsletterStyles.ts).
 * A subpath entry, so only the two lazy chunks that draw an issue carry the parser.
 */
import type { Element as HastElement, Root as HastRoot } from 'hast';
import type { Nodes as MdastNodes } from 'mdast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { newlineToBreak } from 'mdast-util-newline-to-break';
import { toString } from 'mdast-util-to-string';
import { toHast } from 'mdast-util-to-hast';
import { sanitizeUri } from 'micromark-util-sanitize-uri';
import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { visit } from 'unist-util-visit';
import { newsletterCss } from './newsletterStyles';

const SAFE_PROTOCOL = /^(https?|mailto)$/i;

/** Blocks that hold other blocks: their blocks' words are kept apart by a space. */
const CONTAINERS = new Set(['root', 'blockquote', 'list', 'listItem', 'table', 'tableRow']);

/** A node's words, one block from the next with a space between (mdast's `toString` joins them). */
function blockText(node: MdastNodes): string {
  if (CONTAINERS.has(node.type) && 'children' in node) return node.children.map((child) => blockText(child as MdastNodes)).join(' ');
  // HTML written in the Markdown is shown as text on the page: its words count as text here too.
  return toString(node, { includeHtml: true });
}

/** An issue's words without their Markdown, on one line (its page's description). */
export function newsletterText(markdown: string): string {
  return blockText(fromMarkdown(markdown)).replace(/\s+/g, ' ').trim();
}

/** Markdown to a sanitised HTML tree. */
function newsletterTree(markdown: string): HastRoot {
  const mdast = fromMarkdown(markdown);
  newlineToBreak(mdast);
  visit(mdast, 'html', (node, index, parent) => {
    if (parent && index !== undefined) parent.children[index] = { type: 'text', value: node.value };
  });
  const hast = toHast(mdast) as HastRoot;
  visit(hast, 'element', (element: HastElement) => {
    if (element.tagName === 'h1') element.tagName = 'h2';
    for (const name of ['href', 'src'] as const) {
      const url = element.properties[name];
      if (url === undefined) continue;
      const safe = sanitizeUri(String(url), SAFE_PROTOCOL);
      if (safe) element.properties[name] = safe;
      else delete element.properties[name];
    }
  });
  return hast;
}

/** The reading frame of an issue's body (archive, preview): each element as the email has it. */
export const NewsletterProse = styled.div`
  font-size: 16px;
  line-height: 1.6;
  max-width: 70ch;
  overflow-wrap: anywhere;
  ${newsletterCss('&')}
`;

/** The body, drawn from its Markdown. */
export function NewsletterBody({ markdown }: { markdown: string }): ReactNode {
  return useMemo(() => toJsxRuntime(newsletterTree(markdown), { Fragment, jsx, jsxs }), [markdown]);
}
