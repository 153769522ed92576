import type { RsbuildPlugin } from '@rsbuild/core';
import { disallowedPaths, routeTable } from '../src/config/routeTable';

/** Renders sitemap.xml from the route table: every public page, nothing behind sign-in. */
export function renderSitemapXml(siteUrl: string, lastModified: string): string {
  const urls = routeTable
    .filter((route) => route.sitemap)
    .map((route) => {
      const loc = new URL(route.path, siteUrl).href;
      return `  <url>\n    <loc>${loc}</loc>\n    <lastmod>${lastModified}</lastmod>\n    <changefreq>${route.sitemap!.changefreq}</changefreq>\n    <priority>${route.sitemap!.priority.toFixed(1)}</priority>\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobotsTxt(siteUrl: string): string {
  const disallow = disallowedPaths.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\n${disallow}\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

/** Emits /sitemap.xml and /robots.txt into the shell's build output. SITE_URL sets the origin. */
export function pluginSiteFiles(siteUrl: string): RsbuildPlugin {
  return {
    name: 'eo:site-files',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        const today = new Date().toISOString().slice(0, 10);
        compilation.emitAsset('sitemap.xml', new sources.RawSource(renderSitemapXml(siteUrl, today)));
        compilation.emitAsset('robots.txt', new sources.RawSource(renderRobotsTxt(siteUrl)));
      });
    },
  };
}
