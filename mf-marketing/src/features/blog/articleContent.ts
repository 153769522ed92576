import type { BlogArticleId } from './blogArticles';

/** Each article's body, one chunk per article, fetched when it is opened. */
const CONTENT: Record<string, () => Promise<{ content: string }>> = {
  'celebrating-gsea-winners': () => import('./articles/celebratingGseaWinners.content'),
  'apac-leadership-summit-2025': () => import('./articles/apacLeadershipSummit2025.content'),
  'digital-transformation-journey': () => import('./articles/digitalTransformationJourney.content'),
} satisfies Record<BlogArticleId, unknown>;

const loaded = new Map<string, Promise<string>>();

/** The Markdown body of an article; one request per article per page, shared by every reader. */
export function loadArticleContent(id: string): Promise<string> {
  let content = loaded.get(id);
  if (!content) {
    const load = CONTENT[id];
    content = load ? load().then((module) => module.content) : Promise.reject(new Error(`No article "${id}"`));
    // React's `use` reads these: an article already loaded renders at once, without a fallback.
    const tracked = content as Promise<string> & { status?: string; value?: string };
    tracked.then((value) => Object.assign(tracked, { status: 'fulfilled', value }), () => undefined);
    // A failed load is tried again next time.
    content.catch(() => loaded.delete(id));
    loaded.set(id, content);
  }
  return content;
}
