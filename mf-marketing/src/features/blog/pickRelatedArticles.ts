import type { BlogArticle } from './blogTypes';

/** "Continue Reading": up to `limit` other articles, same category first so the suggestion stays on topic. */
export function pickRelatedArticles(articles: readonly BlogArticle[], current: BlogArticle, limit = 2): BlogArticle[] {
  const others = articles.filter((article) => article.id !== current.id);
  const sameCategory = others.filter((article) => article.category === current.category);
  const rest = others.filter((article) => article.category !== current.category);
  return [...sameCategory, ...rest].slice(0, limit);
}
