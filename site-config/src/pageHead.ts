/**
 * `page-metadata.json`, which the shell's build and a remote's build may emit beside their assets:
 * the head of each page they own (title, description, Open Graph type, JSON-LD). `pnpm prerender`
 * reads it from where each part is deployed and writes every route's HTML with it, so a link
 * preview or a crawler gets the page's own tags without running JavaScript.
 */
export interface PageHead {
  path: string;
  title: string;
  description: string;
  /** Defaults to `path`. */
  canonicalPath?: string;
  noindex?: boolean;
  keywords?: string;
  type: 'website' | 'article';
  /** `article:published_time`, an ISO date (articles). */
  publishedTime?: string;
  author?: string;
  /** schema.org data for a `<script type="application/ld+json">` block. */
  jsonLd?: Record<string, unknown>;
  /** Listed in sitemap.xml. */
  sitemap?: { priority: number; changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly' };
}

export interface PageMetadataFile {
  pages: PageHead[];
  /** Paths crawlers must not visit (robots.txt); the shell's file names them. */
  disallow?: string[];
}

/**
 * The meta tags `pnpm prerender` writes for the browser's first render to read: the path the head
 * was written for, the day the content was drawn for (shared-ui's useToday draws it while
 * hydrating), and the remote releases the content came from (the shell's hydration report).
 */
export const PRERENDER_META = {
  path: 'prerendered-path',
  renderedDay: 'rendered-day',
  remotes: 'prerendered-remotes',
} as const;
