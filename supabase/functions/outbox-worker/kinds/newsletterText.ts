/**
 * A newsletter issue's Markdown as the email's plain-text part (issue 56, item 12), from the same
 * parsed tree as its HTML (`parseNewsletterMarkdown`): what the reader's mail app shows when it
 * shows no HTML reads as text, not as Markdown typed ("## Hello members", "**Tokyo chapter**").
 * Headings are underlined, lists keep their "-" or "1." markers and their nesting, a quote keeps
 * "> ", a link gives its words then its address in brackets (made absolute and kept only when safe,
 * as in the HTML), and raw HTML stays text, as it does in the HTML part.
 */
import { type NewsletterNode, parseNewsletterMarkdown, safeNewsletterUrl } from './newsletterMarkdown.ts';

type Parent = Extract<NewsletterNode, { children: unknown }>;

function inline(nodes: readonly NewsletterNode[], siteUrl: string): string {
  return nodes.map((node) => inlineNode(node, siteUrl)).join('');
}

function withAddress(words: string, url: string, siteUrl: string): string {
  const address = safeNewsletterUrl(url, siteUrl);
  if (!address) return words;
  const shown = address.startsWith('mailto:') ? address.slice('mailto:'.length) : address;
  if (words === '' || words === url || words === address || words === shown) return shown;
  return `${words} (${shown})`;
}

function inlineNode(node: NewsletterNode, siteUrl: string): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'html':
      return node.value;
    case 'break':
      return '\n';
    case 'link':
      return withAddress(inline(node.children, siteUrl), node.url, siteUrl);
    case 'image':
      return withAddress(node.alt ?? '', node.url, siteUrl);
    default:
      return 'children' in node ? inline((node as Parent).children as NewsletterNode[], siteUrl) : '';
  }
}

const indent = (text: string, prefix: string, first = prefix) =>
  text
    .split('\n')
    .map((line, i) => (line === '' ? line : `${i === 0 ? first : prefix}${line}`))
    .join('\n');

function blocks(nodes: readonly NewsletterNode[], siteUrl: string, separator = '\n\n'): string {
  return nodes
    .map((node) => block(node, siteUrl))
    .filter((text) => text !== '')
    .join(separator);
}

function block(node: NewsletterNode, siteUrl: string): string {
  switch (node.type) {
    case 'heading': {
      const text = inline(node.children, siteUrl);
      const lines = text.split('\n');
      const width = Math.max(...lines.map((line) => line.length));
      return `${text}\n${(node.depth <= 2 ? '=' : '-').repeat(width)}`;
    }
    case 'paragraph':
      return inline(node.children, siteUrl);
    case 'list': {
      const start = node.start ?? 1;
      return node.children
        .map((item, i) => {
          const marker = node.ordered ? `${start + i}. ` : '- ';
          const content = blocks(item.children, siteUrl, node.spread || item.spread ? '\n\n' : '\n');
          return indent(content, ' '.repeat(marker.length), marker);
        })
        .join(node.spread ? '\n\n' : '\n');
    }
    case 'blockquote':
      return blocks(node.children, siteUrl)
        .split('\n')
        .map((line) => (line === '' ? '>' : `> ${line}`))
        .join('\n');
    case 'code':
      return indent(node.value, '    ');
    case 'thematicBreak':
      return '----';
    case 'html':
    case 'text':
      return node.value;
    case 'definition':
      return '';
    default:
      return 'children' in node ? blocks((node as Parent).children as NewsletterNode[], siteUrl) : '';
  }
}

export function newsletterText(markdown: string, siteUrl: string): string {
  return blocks(parseNewsletterMarkdown(markdown).children, siteUrl);
}
