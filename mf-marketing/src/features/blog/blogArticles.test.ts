import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadArticleContent } from './articleContent';
import { blogArticles } from './blogArticles';
import { BLOG_CATEGORIES } from './blogTypes';

describe('blogArticles', () => {
  it('holds exactly the three articles of SPEC section 3, with their categories', () => {
    expect(blogArticles.map((article) => [article.id, article.category])).toEqual([
      ['celebrating-gsea-winners', 'Education'],
      ['apac-leadership-summit-2025', 'Events'],
      ['digital-transformation-journey', 'Technology'],
    ]);
  });

  it.each(blogArticles.map((article) => [article.id, article] as const))('%s is complete', (_id, article) => {
    expect(article.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(BLOG_CATEGORIES).toContain(article.category);
    expect(article.title.length).toBeGreaterThan(10);
    expect(article.excerpt.length).toBeGreaterThan(40);
    expect(article.author.name).not.toBe('');
    expect(article.date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(article.readTime).toMatch(/^\d+ min read$/);
    expect(article.image).toBeTruthy();
    expect(article.imageAlt).not.toBe('');
    expect(article.tags.length).toBeGreaterThanOrEqual(3);
    expect(article.tags.length).toBeLessThanOrEqual(5);
    expect(new Set(article.tags).size).toBe(article.tags.length);
  });

  it.each(blogArticles.map((article) => [article.id] as const))(
    '%s has a body that uses every markup construct of SPEC and is substantial',
    (id) => {
      const content = readFileSync(join(import.meta.dirname, 'articles', `${id}.md`), 'utf8');
      expect(content).toMatch(/^## \S/m);
      expect(content).toMatch(/^### \S/m);
      expect(content).toMatch(/^- \S/m);
      expect(content).toMatch(/^1\. \S/m);
      expect(content).toMatch(/^> \S/m);
      expect(content).toMatch(/\*\*[^*]+\*\*/);
      expect(content.split(/\s+/).length).toBeGreaterThan(400);
      // Indented lines would silently turn into code blocks.
      expect(content).not.toMatch(/^ {4}\S/m);
    },
  );

  it.each(blogArticles.map((article) => [article.id] as const))('%s has a compiled body the page can load', async (id) => {
    const tree = await loadArticleContent(id);
    expect(tree.some((node) => typeof node !== 'string' && node.type === 'h2')).toBe(true);
  });

  it('uses unique slugs', () => {
    expect(new Set(blogArticles.map((article) => article.id)).size).toBe(blogArticles.length);
  });
});
