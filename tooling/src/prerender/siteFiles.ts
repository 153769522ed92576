import type { PageHead } from 'page-head';

/** sitemap.xml: every page that asks to be listed, at the site's origin. */
export function renderSitemapXml(pages: PageHead[], siteOrigin: string, lastModified: string): string {
  const urls = pages
    .filter((page) => page.sitemap && !page.noindex)
    .map(
      (page) =>
        `  <url>\n    <loc>${new URL(page.path, siteOrigin).href}</loc>\n    <lastmod>${page.publishedTime ?? lastModified}</lastmod>\n    <changefreq>${page.sitemap!.changefreq}</changefreq>\n    <priority>${page.sitemap!.priority.toFixed(1)}</priority>\n  </url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobotsTxt(disallow: string[], siteOrigin: string): string {
  return `User-agent: *\n${disallow.map((path) => `Disallow: ${path}`).join('\n')}\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteOrigin).href}\n`;
}
