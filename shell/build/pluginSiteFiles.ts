import type { RsbuildPlugin } from '@rsbuild/core';
import { pluginJsonAsset } from 'build-preset';
import type { PageHead, PageMetadataFile } from 'page-head';
import { getPageMetadata } from '../src/features/metadata/pageMetadata';
import { routeTable } from '../src/config/routeTable';
import { disallowedPaths, sitemapEntries } from '../src/config/siteFilesData';

const ORGANIZATION_JSON_LD = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: "Entrepreneurs' Organization Asia Pacific",
  alternateName: 'EO Asia Pacific',
  description: "A peer-to-peer network of business owners across Asia Pacific, part of the Entrepreneurs' Organization.",
  parentOrganization: { '@type': 'Organization', name: "Entrepreneurs' Organization" },
};

/** The head of every route of the route table with a fixed path: what pageMetadata gives the browser. */
export function shellPageHeads(): PageMetadataFile {
  const pages = routeTable
    .filter((route) => !route.path.includes(':'))
    .map((route): PageHead => {
      const meta = getPageMetadata(route.metaKey);
      return {
        path: route.path,
        title: meta.title,
        description: meta.description,
        type: 'website',
        ...(meta.canonicalPath ? { canonicalPath: meta.canonicalPath } : {}),
        ...(meta.noindex ? { noindex: true } : {}),
        ...(meta.keywords ? { keywords: meta.keywords } : {}),
        ...(sitemapEntries[route.path] ? { sitemap: sitemapEntries[route.path] } : {}),
        ...(route.path === '/' ? { jsonLd: ORGANIZATION_JSON_LD } : {}),
      };
    });
  return { pages, disallow: disallowedPaths };
}

/**
 * Emits /page-metadata.json: the head of each of the shell's routes. `pnpm prerender` writes each
 * route's HTML, sitemap.xml and robots.txt from it and the remotes' files, with the site's origin
 * from app-config.json (so no origin is fixed at build time).
 */
export const pluginSiteFiles = (): RsbuildPlugin => pluginJsonAsset('eo:site-files', 'page-metadata.json', shellPageHeads);
