/** Categories an article can belong to; the list page's tabs add "All" in front. */
export const BLOG_CATEGORIES = ['Education', 'Events', 'Technology', 'Leadership', 'Innovation'] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const ALL_CATEGORIES = 'All';

export type BlogCategoryFilter = typeof ALL_CATEGORIES | BlogCategory;

/** The six tabs of the blog list, "All" first (SPEC section 9: blog tabs 6). */
export const BLOG_CATEGORY_FILTERS: readonly BlogCategoryFilter[] = [ALL_CATEGORIES, ...BLOG_CATEGORIES];

export interface BlogAuthor {
  name: string;
  role: string;
  bio: string;
}

/**
 * A blog article (SPEC section 3). Its body (`articles/{id}.md`, compiled at build time, raw HTML
 * kept as text) is loaded with `loadArticleContent`, so the list page does not download every article's text.
 */
export interface BlogArticle {
  /** The URL slug: /blog/{id}. */
  id: string;
  title: string;
  excerpt: string;
  author: BlogAuthor;
  /** Display text, e.g. "March 12, 2025". */
  date: string;
  category: BlogCategory;
  /** URL of the cover image shipped with the remote. */
  image: string;
  imageAlt: string;
  /** Display text, e.g. "5 min read". */
  readTime: string;
  tags: string[];
}
