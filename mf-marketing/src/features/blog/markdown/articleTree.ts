import { createElement, Fragment, type ReactNode } from 'react';

/**
 * An article body as the build leaves it: Markdown already parsed and turned into elements with
 * React's prop names (`compileArticle`, run by the build on each `articles/*.md`). The page only
 * creates the elements, so no Markdown parser ships to the browser.
 */
export type ArticleNode = string | ArticleElement;

export interface ArticleElement {
  type: string;
  props: { children?: ArticleNode | ArticleNode[]; [name: string]: unknown };
}

export type ArticleTree = ArticleNode[];

/** The React elements of a compiled article. */
export function renderArticleTree(tree: ArticleTree): ReactNode {
  return createElement(Fragment, null, ...tree.map(toReactNode));
}

function toReactNode(node: ArticleNode): ReactNode {
  if (typeof node === 'string') return node;
  const { children, ...props } = node.props;
  const nested = children === undefined ? [] : Array.isArray(children) ? children : [children];
  // Children go in as arguments, not as an array, so React needs no keys for them.
  return createElement(node.type, props, ...nested.map(toReactNode));
}
