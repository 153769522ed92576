import { paths } from 'site-config';

/**
 * What only the build reads (shell/build/pluginSiteFiles.ts): each route's /sitemap.xml entry and
 * the paths robots.txt closes. Kept out of routeTable.ts, which every page's first load carries.
 */
export interface SitemapEntry {
  priority: number;
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
}

/** The routes listed in /sitemap.xml. Auth, admin and tools are not. */
export const sitemapEntries: Readonly<Record<string, SitemapEntry>> = {
  [paths.home]: { priority: 1, changefreq: 'weekly' },
  [paths.about]: { priority: 0.8, changefreq: 'monthly' },
  [paths.regionalCouncil]: { priority: 0.6, changefreq: 'yearly' },
  [paths.chapters]: { priority: 0.8, changefreq: 'monthly' },
  [paths.industries]: { priority: 0.7, changefreq: 'monthly' },
  [paths.partners]: { priority: 0.6, changefreq: 'monthly' },
  [paths.path]: { priority: 0.7, changefreq: 'monthly' },
  [paths.events]: { priority: 0.9, changefreq: 'daily' },
  [paths.resources]: { priority: 0.7, changefreq: 'monthly' },
  [paths.blog]: { priority: 0.8, changefreq: 'weekly' },
  [paths.sitemap]: { priority: 0.3, changefreq: 'monthly' },
  [paths.newsletterArchive]: { priority: 0.5, changefreq: 'weekly' },
  [paths.terms]: { priority: 0.3, changefreq: 'yearly' },
  [paths.privacy]: { priority: 0.3, changefreq: 'yearly' },
  [paths.partnershipOpportunities]: { priority: 0.6, changefreq: 'monthly' },
  [paths.annualReport]: { priority: 0.5, changefreq: 'yearly' },
  [paths.financials]: { priority: 0.4, changefreq: 'yearly' },
};

/** Paths search engines must not crawl (robots.txt). */
// The newsletter's confirm and unsubscribe pages only: its archive (/newsletter, /newsletter/issues/...) is public.
export const disallowedPaths = [paths.auth, paths.account, paths.admin, paths.imageGenerator, '/newsletter/confirm', '/newsletter/unsubscribe', paths.invite];
