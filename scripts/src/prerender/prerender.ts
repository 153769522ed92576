import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PageHead, PageMetadataFile } from 'site-config';
import type { AppConfig } from 'shared-data';
import { precompressFile } from '../federation/pluginPrecompress';
import { renderHead, withHead } from './renderHead';
import { renderRobotsTxt, renderSitemapXml } from './siteFiles';

export interface PrerenderOptions {
  /** The shell's deployed folder (its build, or its live release). */
  shellDist: string;
  /** Where the parts are deployed: each remote's page-metadata.json sits beside its manifest. */
  appConfig: AppConfig;
  /** The site's public origin: canonical, og:url, sitemap.xml and robots.txt use it. */
  siteOrigin: string;
}

export interface PrerenderResult {
  /** Paths whose HTML was written. */
  written: string[];
  /** Parts whose pages could not be read: their routes keep the client-rendered shell. */
  failed: { part: string; reason: string }[];
}

/** The list of files a prerender wrote into the shell's folder. */
export const PRERENDERED_LIST = 'prerendered.json';

const NOT_FOUND: PageHead = {
  path: '/404',
  title: 'Page Not Found | EO Asia Pacific',
  description: "The page you are looking for doesn't exist or has been moved.",
  noindex: true,
  type: 'website',
};

/** `/about` → `about/index.html`; `/` → `index.html`. */
const fileOf = (path: string) => (path === '/' ? 'index.html' : join(...path.split('/').filter(Boolean).map(decodeURIComponent), 'index.html'));

async function remotePages(name: string, manifestUrl: string): Promise<PageHead[]> {
  const url = new URL('page-metadata.json', manifestUrl).href;
  const response = await fetch(url);
  // A remote with no pages of its own beyond the route table publishes no file.
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  const file = (await response.json()) as PageMetadataFile;
  if (!Array.isArray(file.pages)) throw new Error(`${url} has no pages list`);
  return file.pages.map((page) => ({ ...page, path: page.path }));
}

/**
 * Writes every page's HTML into the shell's folder: the client-rendered shell with the page's own
 * head (title, description, robots, canonical, Open Graph, social card, JSON-LD), so link
 * previews and crawlers read each page's tags without running JavaScript. The shell's routes
 * come from its own page-metadata.json; the pages a remote adds (blog posts) from the remote's,
 * fetched from where app-config.json says it is deployed. A remote that cannot be read leaves its
 * pages client-rendered and is reported. Also writes 404.html, sitemap.xml and robots.txt.
 */
export async function prerender(options: PrerenderOptions): Promise<PrerenderResult> {
  const { shellDist, siteOrigin } = options;
  // The build's index.html is the plain shell; it is kept as _shell.html before / is written.
  const shellPath = join(shellDist, '_shell.html');
  if (!existsSync(shellPath)) copyFileSync(join(shellDist, 'index.html'), shellPath);
  precompressFile(shellPath);
  const shellHtml = readFileSync(shellPath, 'utf8');
  const shellFile = JSON.parse(readFileSync(join(shellDist, 'page-metadata.json'), 'utf8')) as PageMetadataFile;

  const pages = [...shellFile.pages];
  const failed: PrerenderResult['failed'] = [];
  const remotes = await Promise.all(
    Object.entries(options.appConfig.remotes).map(async ([name, url]) => {
      try {
        return await remotePages(name, url);
      } catch (error) {
        failed.push({ part: name, reason: error instanceof Error ? error.message : String(error) });
        return [];
      }
    }),
  );
  pages.push(...remotes.flat());

  const written: string[] = [];
  const write = (relative: string, content: string) => {
    const file = join(shellDist, relative);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    written.push(relative, ...(precompressFile(file) === null ? [] : [`${relative}.br`, `${relative}.gz`]));
  };
  for (const page of pages) write(fileOf(page.path), withHead(shellHtml, renderHead(page, siteOrigin)));
  write('404.html', withHead(shellHtml, renderHead(NOT_FOUND, siteOrigin)));
  write('sitemap.xml', renderSitemapXml(pages, siteOrigin, new Date().toISOString().slice(0, 10)));
  write('robots.txt', renderRobotsTxt(shellFile.disallow ?? [], siteOrigin));
  // What this run wrote, so a release of the shell can leave it out (it is made per deployment).
  writeFileSync(join(shellDist, PRERENDERED_LIST), `${JSON.stringify({ siteOrigin, files: written }, null, 2)}\n`);
  return { written: pages.map((page) => page.path), failed };
}
