import type { BlogArticle } from './blogTypes';

export function findArticleBySlug(articles: readonly BlogArticle[], slug: string | undefined): BlogArticle | undefined {
  return slug === undefined ? undefined : articles.find((article) => article.id === slug);
}
