import { blogArticles } from './blogArticles';
import { BLOG_CATEGORY_FILTERS } from './blogTypes';
import { filterArticlesByCategory } from './filterArticlesByCategory';
import { findArticleBySlug } from './findArticleBySlug';
import { formatArticleCount } from './formatArticleCount';
import { pickRelatedArticles } from './pickRelatedArticles';

describe('filterArticlesByCategory', () => {
  it('offers the six tabs in order, All first', () => {
    expect(BLOG_CATEGORY_FILTERS).toEqual(['All', 'Education', 'Events', 'Technology', 'Leadership', 'Innovation']);
  });

  it('returns every article for All', () => {
    expect(filterArticlesByCategory(blogArticles, 'All')).toHaveLength(3);
  });

  it.each([
    ['Education', ['celebrating-gsea-winners']],
    ['Events', ['apac-leadership-summit-2025']],
    ['Technology', ['digital-transformation-journey']],
    ['Leadership', []],
    ['Innovation', []],
  ] as const)('keeps only articles whose category equals %s', (category, ids) => {
    expect(filterArticlesByCategory(blogArticles, category).map((article) => article.id)).toEqual(ids);
  });

  it('does not modify the list it is given', () => {
    const copy = [...blogArticles];
    filterArticlesByCategory(blogArticles, 'Events');
    expect(blogArticles).toEqual(copy);
  });
});

describe('findArticleBySlug', () => {
  it('finds an article by its slug and nothing for an unknown or missing one', () => {
    expect(findArticleBySlug(blogArticles, 'digital-transformation-journey')?.category).toBe('Technology');
    expect(findArticleBySlug(blogArticles, 'no-such-post')).toBeUndefined();
    expect(findArticleBySlug(blogArticles, undefined)).toBeUndefined();
  });
});

describe('pickRelatedArticles', () => {
  it('returns up to two other articles, never the current one', () => {
    for (const article of blogArticles) {
      const related = pickRelatedArticles(blogArticles, article);
      expect(related).toHaveLength(2);
      expect(related).not.toContain(article);
    }
  });

  it('prefers the same category', () => {
    const [first, second] = blogArticles;
    const sibling = { ...second!, id: 'sibling', category: first!.category };
    expect(pickRelatedArticles([...blogArticles, sibling], first!)[0]?.id).toBe('sibling');
  });

  it('returns fewer when there are fewer others', () => {
    expect(pickRelatedArticles(blogArticles.slice(0, 2), blogArticles[0]!)).toHaveLength(1);
  });
});

describe('formatArticleCount', () => {
  it('pluralises', () => {
    expect(formatArticleCount(3)).toBe('3 articles');
    expect(formatArticleCount(1)).toBe('1 article');
    expect(formatArticleCount(0)).toBe('0 articles');
  });
});
