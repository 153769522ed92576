import { ALL_CATEGORIES, type BlogArticle, type BlogCategoryFilter } from './blogTypes';

/** The articles a category tab shows: every article for "All", else those of exactly that category. */
export function filterArticlesByCategory(articles: readonly BlogArticle[], filter: BlogCategoryFilter): BlogArticle[] {
  return filter === ALL_CATEGORIES ? [...articles] : articles.filter((article) => article.category === filter);
}
