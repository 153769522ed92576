import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Element as HastElement } from 'hast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { sanitizeUri } from 'micromark-util-sanitize-uri';
import { visit } from 'unist-util-visit';
import type { ArticleElement, ArticleTree } from './articleTree';

/**
 * Build time only (the marketing build and its tests): an article's Markdown (CommonMark) to the
 * element tree that `renderArticleTree` draws.
 * - HTML written inside the Markdown is kept as plain text: it never becomes markup.
 * - Links and images keep only http(s), mailto and relative URLs (one with `javascript:` or the like loses it).
 * - A `#` heading becomes an `<h2>`: the page's only `<h1>` is the article title.
 */
export function compileArticle(markdown: string): ArticleTree {
  const mdast = fromMarkdown(markdown);
  visit(mdast, 'html', (node, index, parent) => {
    if (parent && index !== undefined) parent.children[index] = { type: 'text', value: node.value };
  });
  const hast = toHast(mdast);
  visit(hast, 'element', (element: HastElement) => {
    for (const name of ['href', 'src'] as const) {
      const url = element.properties[name];
      if (url === undefined) continue;
      const safe = sanitizeUri(String(url), SAFE_PROTOCOL);
      if (safe) element.properties[name] = safe;
      else delete element.properties[name];
    }
  });
  const root = toJsxRuntime(hast, {
    Fragment: FRAGMENT,
    // The elements are written down as data, with React's prop names, instead of being created.
    jsx: toElement,
    jsxs: toElement,
    components: { h1: 'h2' },
  }) as unknown as ArticleElement;
  const children = root.props.children;
  return children === undefined ? [] : Array.isArray(children) ? children : [children];
}

/** The module the build makes of an `.md` file: its tree as the default export. */
export function articleModule(markdown: string): string {
  return `export default ${JSON.stringify(compileArticle(markdown))};\n`;
}

const SAFE_PROTOCOL = /^(https?|mailto)$/i;
const FRAGMENT = 'fragment';

function toElement(type: unknown, props: ArticleElement['props']): never {
  const element: ArticleElement = { type: String(type), props };
  return element as never;
}
