import type { BlogArticleId } from './blogArticles';
import type { ArticleTree } from './markdown/articleTree';

/** Each article's body, one chunk per article, fetched when it is opened. */
const CONTENT: Record<string, () => Promise<{ default: ArticleTree }>> = {
  'celebrating-gsea-winners': () => import('./articles/celebrating-gsea-winners.md'),
  'apac-leadership-summit-2025': () => import('./articles/apac-leadership-summit-2025.md'),
  'digital-transformation-journey': () => import('./articles/digital-transformation-journey.md'),
} satisfies Record<BlogArticleId, unknown>;

const loaded = new Map<string, Promise<ArticleTree>>();

/** An article's body, compiled from its Markdown at build time; one request per article per page, shared by every reader. */
export function loadArticleContent(id: string): Promise<ArticleTree> {
  let content = loaded.get(id);
  if (!content) {
    const load = CONTENT[id];
    content = load ? load().then((module) => module.default) : Promise.reject(new Error(`No article "${id}"`));
    // React's `use` reads these: an article already loaded renders at once, without a fallback.
    const tracked = content as Promise<ArticleTree> & { status?: string; value?: ArticleTree };
    tracked.then((value) => Object.assign(tracked, { status: 'fulfilled', value }), () => undefined);
    // A failed load is tried again next time.
    content.catch(() => loaded.delete(id));
    loaded.set(id, content);
  }
  return content;
}
