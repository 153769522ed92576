import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { pageTitle, type HeadPage, type PageHead, type PageMetadataFile } from 'page-head';
import type { AppConfig } from 'shared-data';
import { SERVER_DIR, serverAssetPrefix } from 'build-preset/server-build';
import { precompressFile } from 'build-preset/precompress';
import { renderHead, withBody, withHead } from './renderHead';
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
  /** Routes whose content could not be rendered (a remote did not load): they got the client-rendered shell with their head. */
  clientRendered: { path: string; reason: string }[];
  /** Pages whose public reads failed (the backend was not reachable): written as while loading, the browser reads them. */
  dataUnread: { path: string; reason: string }[];
}

/** What the shell's server build (`shell/src/server.tsx`, built to `dist/ssr/server.js`) offers. */
interface ShellServer {
  renderPage(path: string, config: AppConfig): Promise<RenderedPage>;
}

/** What the shell's server answers for a path (shell/src/server.tsx `RenderedPage`). */
interface RenderedPage {
  html: string;
  styles: string;
  errors: string[];
  renderedDay: string;
  remotes: string[];
  /** The public reads the page was drawn with, as a data block for its head (empty when none). */
  dataHtml: string;
  dataErrors: string[];
  /** The head the page declared from its data (a newsletter issue's subject). */
  head: HeadPage | undefined;
  /** Pages made from data that it links to (a newsletter issue): written too, with their declared head. */
  linkedPages: string[];
}

/**
 * Runs the shell's server build from its deployed folder in a worker thread of its own: the
 * federation runtime keeps its remotes and shared modules in `globalThis`, so each prerender gets
 * a fresh one (a second run in one process, with other releases, must not reuse the first's).
 */
function startShellServer(shellDist: string): ShellServer & { close(): Promise<number> } {
  const file = join(shellDist, SERVER_DIR, 'server.js');
  if (!existsSync(file)) throw new Error(`${file} is missing: the shell's build makes it (pnpm build).`);
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const server = require(workerData.file);
     parentPort.on('message', ({ id, path, config }) => server.renderPage(path, config).then(
       (result) => parentPort.postMessage({ id, result }),
       (error) => parentPort.postMessage({ id, error: String(error && error.stack || error) })));`,
    { eval: true, workerData: { file } },
  );
  const waiting = new Map<number, { resolve: (value: Awaited<ReturnType<ShellServer['renderPage']>>) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  worker.on('message', ({ id, result, error }: { id: number; result?: Awaited<ReturnType<ShellServer['renderPage']>>; error?: string }) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined) call?.reject(new Error(error));
    else call?.resolve(result!);
  });
  worker.on('error', (error) => {
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  });
  return {
    renderPage: (path, config) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, path, config });
      }),
    close: () => worker.terminate(),
  };
}

/**
 * A remote's server build writes its files' URLs under a placeholder (serverAssetPrefix): each is
 * put back as the remote's deployed browser folder, exactly the URL its browser build computes.
 */
function withRemoteAssetUrls(html: string, remotes: Record<string, string>): string {
  return Object.entries(remotes).reduce((page, [name, manifestUrl]) => page.replaceAll(serverAssetPrefix(name), new URL('.', manifestUrl).href), html);
}

/** The list of files a prerender wrote into the shell's folder. */
export const PRERENDERED_LIST = 'prerendered.json';

const NOT_FOUND: PageHead = {
  path: '/404',
  title: pageTitle('Page Not Found'),
  description: "The page you are looking for doesn't exist or has been moved.",
  noindex: true,
  type: 'website',
};

/** `/about` → `about/index.html`; `/` → `index.html`. */
const fileOf = (path: string) => (path === '/' ? 'index.html' : join(...path.split('/').filter(Boolean).map(decodeURIComponent), 'index.html'));

async function remotePages(name: string, manifestUrl: string): Promise<PageHead[]> {
  const url = new URL('page-metadata.json', manifestUrl).href;
  // Once more on a network failure: a kept-alive connection the server has just closed fails the first try.
  const response = await fetch(url).catch(() => fetch(url));
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
  const server = startShellServer(shellDist);
  const clientRendered: PrerenderResult['clientRendered'] = [];
  const dataUnread: PrerenderResult['dataUnread'] = [];
  const render = (renderPath: string): Promise<RenderedPage> =>
    server
      .renderPage(renderPath, options.appConfig)
      .catch((error: Error) => ({ html: '', styles: '', renderedDay: '', remotes: [], errors: [error.message.split('\n')[0]!], dataHtml: '', dataErrors: [], head: undefined, linkedPages: [] }));
  /** The page's HTML: its head, and its content rendered by the parts; the plain shell when that fails. */
  const pageHtml = (page: PageHead, rendered: RenderedPage) => {
    if (rendered.errors.length > 0) {
      clientRendered.push({ path: page.path, reason: rendered.errors.join('; ') });
      return withHead(shellHtml, renderHead(page, siteOrigin));
    }
    if (rendered.dataErrors.length > 0) dataUnread.push({ path: page.path, reason: rendered.dataErrors.join('; ') });
    const head = `${renderHead(page, siteOrigin, {
      renderedDay: rendered.renderedDay,
      remotes: options.appConfig.remotes,
      // The page's pictures and code come from its remotes' origins: connect while the HTML arrives.
      preconnect: [...new Set(rendered.remotes.map((name) => new URL(options.appConfig.remotes[name]!).origin))],
    })}
    ${rendered.styles}${rendered.dataHtml}`;
    return withRemoteAssetUrls(withBody(withHead(shellHtml, head), rendered.html), options.appConfig.remotes);
  };
  try {
    // One after another: a render reads the page's config and route from module state. A page made
    // from data (a newsletter issue) is written when a page written before links to it, with the
    // head it declares; one that declares none (no such issue any more) is left to the browser.
    const known = new Set(pages.map((page) => page.path));
    const queue: { path: string; page?: PageHead }[] = pages.map((page) => ({ path: page.path, page }));
    for (let next = queue.shift(); next; next = queue.shift()) {
      const rendered = await render(next.path);
      const page: PageHead | undefined =
        next.page ?? (rendered.head && { type: 'website', ...rendered.head, path: next.path, sitemap: { priority: 0.4, changefreq: 'yearly' } });
      if (!page) continue;
      if (!next.page) pages.push(page);
      write(fileOf(page.path), pageHtml(page, rendered));
      for (const linked of rendered.linkedPages.filter((path) => !known.has(path))) {
        known.add(linked);
        queue.push({ path: linked });
      }
    }
    write('404.html', pageHtml(NOT_FOUND, await render('/404')));
  } finally {
    await server.close();
  }
  write('sitemap.xml', renderSitemapXml(pages, siteOrigin, new Date().toISOString().slice(0, 10)));
  write('robots.txt', renderRobotsTxt(shellFile.disallow ?? [], siteOrigin));
  // What this run wrote, so a release of the shell can leave it out (it is made per deployment).
  writeFileSync(join(shellDist, PRERENDERED_LIST), `${JSON.stringify({ siteOrigin, files: written }, null, 2)}\n`);
  return { written: pages.map((page) => page.path), failed, clientRendered, dataUnread };
}
