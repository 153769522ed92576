/**
 * The shell's server build (`dist/ssr/server.js`, see createAppRsbuildConfig): renders one route of
 * the site to HTML for `pnpm prerender`, with the remotes' server containers loaded from where
 * app-config.json says the remotes are deployed (their `ssr/` folder beside the browser manifest),
 * so the HTML is composed from the same releases the browser then hydrates.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { takeDeclaredHead, type HeadPage } from 'page-head';
import { setAppConfig, type AppConfig } from 'shared-data';
import { prerenderedQueriesHtml, renderWithPrerenderedQueries } from 'shared-data/prerender';
import { renderedDayKey } from 'shared-ui';
import { AppFrame } from './app/App';
import { paths } from 'site-config';
import { matchesPath, remoteModulesAt } from './config/routeTable';

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The `<style>` tags of every styled component the page drew (styled-components' ServerStyleSheet). */
  styles: string;
  /** What could not be rendered (a remote that did not load or threw): the page is then not complete. */
  errors: string[];
  /** The day the page was drawn for (the calendar, the footer's year); recorded in its head. */
  renderedDay: string;
  /** The remotes whose modules draw the route: the page fetches their files (images, code) first. */
  remotes: string[];
  /**
   * The public reads the page was drawn with (useQuery's `prerender` option), as a data block for
   * the page's `<head>` (empty when none): the browser's cache starts from them, so hydration draws the same.
   */
  dataHtml: string;
  /** Reads that failed: the page was drawn as while loading (the browser reads them). */
  dataErrors: string[];
  /** The head the page declared from its data (shared-site usePageHead), if any. */
  head: HeadPage | undefined;
  /** The pages it links to that are written when linked (routeTable's `prerenderWhenLinked`). */
  linkedPages: string[];
}

/** A remote's server container: `ssr/remoteEntry.js` beside its browser manifest. */
const serverEntryUrl = (browserManifestUrl: string) => new URL('ssr/remoteEntry.js', browserManifestUrl).href;

let registeredFor = '';

function registerServerRemotes(config: AppConfig): void {
  const key = JSON.stringify(config.remotes);
  if (key === registeredFor) return;
  registeredFor = key;
  registerRemotes(
    Object.entries(config.remotes).map(([name, url]) => ({ name, entry: serverEntryUrl(url), type: 'commonjs-module' as const })),
    { force: true },
  );
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Routes with a page per row of data (a newsletter issue): `pnpm prerender` writes each such page
 * that a prerendered page links to, with the head the page declares (shared-site usePageHead).
 */
const PRERENDERED_WHEN_LINKED = [paths.newsletterIssue];

/** The site's own paths the markup links to (`href="/..."`), without query or fragment. */
function linkedPaths(html: string): string[] {
  const found = new Set<string>();
  for (const [, href] of html.matchAll(/<a [^>]*?href="(\/[^"#?]*)[^"]*"/g)) {
    try {
      found.add(decodeURI(href!.replaceAll('&amp;', '&')));
    } catch {
      // Not a path this site writes.
    }
  }
  return [...found];
}

/** One render of the app at `path`: its markup, its styles and what failed. */
async function renderOnce(path: string, timeoutMs: number): Promise<{ html: string; styles: string; errors: string[] }> {
  const errors: string[] = [];
  const sheet = new ServerStyleSheet();
  try {
    const element = sheet.collectStyles(<AppFrame router={(content) => <StaticRouter location={path}>{content}</StaticRouter>} />);
    const { prelude } = await prerenderToNodeStream(element, {
      signal: AbortSignal.timeout(timeoutMs),
      // Every boundary in place, in document order: a large one would otherwise be written after the
      // page with an inline script that moves it (which the site's CSP refuses, and readers without
      // JavaScript would never see in place).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
      },
    });
    return { html: await readAll(prelude), styles: sheet.getStyleTags(), errors };
  } finally {
    sheet.seal();
  }
}

/**
 * Renders `path` as a visitor arriving there sees it: the header, the page's content (every remote
 * area loaded and drawn) and the footer. React's `prerender` waits for every remote's code before
 * it answers. Data is drawn as while it loads, except the public reads a page marks `prerender`
 * (the newsletter archive): those are read during a first render, and the page is rendered again
 * with their answers, which go into the page's HTML for the browser's first render.
 */
export async function renderPage(path: string, config: AppConfig, { timeoutMs = 30_000 } = {}): Promise<RenderedPage> {
  setAppConfig(config);
  registerServerRemotes(config);
  const { result: rendered, queries, failures } = await renderWithPrerenderedQueries(
    () => {
      takeDeclaredHead();
      return renderOnce(path, timeoutMs);
    },
    // A page whose areas did not all render is written client-rendered: no second render.
    { again: (first) => first.errors.length === 0 },
  );
  const remotes = [...new Set(remoteModulesAt(path).map((id) => id.split('/')[0]!))];
  return {
    ...rendered,
    renderedDay: renderedDayKey(),
    remotes,
    dataHtml: prerenderedQueriesHtml(queries),
    dataErrors: failures,
    head: takeDeclaredHead(),
    linkedPages: linkedPaths(rendered.html).filter((linked) => linked !== path && PRERENDERED_WHEN_LINKED.some((pattern) => matchesPath(pattern, linked))),
  };
}
