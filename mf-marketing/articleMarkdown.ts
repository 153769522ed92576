import type { RsbuildPlugin } from '@rsbuild/core';
import type { Plugin } from 'vitest/config';
import { articleModule } from './src/features/blog/markdown/compileArticle';

// Blog bodies are written in Markdown (src/features/blog/articles/*.md) and compiled when the
// remote is built (or tested), so the browser gets ready elements and no Markdown parser.
const MARKDOWN = /\.md$/;

export const pluginArticleMarkdown = (): RsbuildPlugin => ({
  name: 'mf-marketing:article-markdown',
  setup(api) {
    api.transform({ test: MARKDOWN }, ({ code }) => articleModule(code));
  },
});

export const vitestArticleMarkdown = (): Plugin => ({
  name: 'mf-marketing:article-markdown',
  transform(code, id) {
    return MARKDOWN.test(id) ? { code: articleModule(code), map: null } : undefined;
  },
});
