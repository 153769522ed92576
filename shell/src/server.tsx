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
import { setAppConfig, type AppConfig } from 'shared-data';
import { renderedDayKey } from 'shared-ui';
import { AppFrame } from './app/App';
import { remoteModulesAt } from './config/routeTable';

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
 * Renders `path` as a visitor arriving there sees it before any data arrives: the header, the
 * page's content (every remote area loaded and drawn; data still loading shows its placeholders)
 * and the footer. React's `prerender` waits for every remote's code before it answers.
 */
export async function renderPage(path: string, config: AppConfig, { timeoutMs = 30_000 } = {}): Promise<RenderedPage> {
  setAppConfig(config);
  registerServerRemotes(config);
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
    const html = await readAll(prelude);
    const remotes = [...new Set(remoteModulesAt(path).map((id) => id.split('/')[0]!))];
    return { html, styles: sheet.getStyleTags(), errors, renderedDay: renderedDayKey(), remotes };
  } finally {
    sheet.seal();
  }
}
