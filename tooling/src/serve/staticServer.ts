import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { CACHE_CONTROL, COMMON_HEADERS, cacheControlFor, contentSecurityPolicy, isClientRoute, renderedOnRequest, type SiteOrigins } from 'deploy';
import type { AppConfig } from 'shared-data';

export type { AppConfig };

export interface StaticServerOptions {
  /** Folder to serve (a build's dist/), or a function asked on every request (the live release of a part). */
  root: string | (() => string);
  port: number;
  host?: string;
  /**
   * The site's origin: a path that is a route of the site (deploy's isClientRoute) answers its
   * prerendered `<path>/index.html` when there is one, else the client-rendered shell
   * (`_shell.html`, or `index.html` before prerendering), with 200; any other unknown path
   * answers the 404 page (`404.html`, or the shell, which renders its not-found page) with 404.
   */
  spa?: boolean;
  /** Served as /app-config.json (the shell's runtime config); a function is asked on every request. Its origins make the HTML's CSP. */
  appConfig?: AppConfig | (() => AppConfig);
  /**
   * When given, /app-config.json is answered by it instead (with the request's query: a preview
   * link's token): a release environment's server, which asks the backend's `app-config` function.
   */
  appConfigAnswer?: (search: string) => Promise<{ status: number; body: string; cacheControl: string }>;
  /** Origins allowed to fetch these files cross-origin (a remote's manifest and chunks). */
  corsOrigins?: string[];
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The runtime config's origins, for the Content-Security-Policy of the site's HTML. */
const originsOf = (config: AppConfig): SiteOrigins => ({ remotes: Object.values(config.remotes), backend: config.supabaseUrl, functions: config.functionsUrl });

/**
 * Answers with what the rendering function answers (its status: 404 for an event no one has), with
 * the site's document headers. When the function cannot be reached, the client-rendered shell is
 * served instead (`fallback`): the page then reads the event itself.
 */
async function answerRendered(req: IncomingMessage, res: ServerResponse, url: string, config: AppConfig, fallback: () => void): Promise<void> {
  let answer: { status: number; body: string };
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (response.status !== 200 && response.status !== 404) throw new Error(`HTTP ${response.status}`);
    answer = { status: response.status, body: await response.text() };
  } catch (error) {
    console.warn(`[static] ${url} failed (${error instanceof Error ? error.message : String(error)}); serving the shell`);
    fallback();
    return;
  }
  res.writeHead(answer.status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': CACHE_CONTROL.revalidate,
    'Content-Security-Policy': contentSecurityPolicy(originsOf(config)),
    ...COMMON_HEADERS,
  });
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}

/** The first of these files the folder has. */
const firstFile = (root: string, names: string[]): string | null => names.find((name) => existsSync(join(root, name))) ?? null;

/**
 * A production static host for one part: what any CDN or static host does, on one port, with the
 * headers of deploy/ (the same rules the nginx config is generated from).
 */
export async function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const configNow = (): AppConfig | null => (typeof options.appConfig === 'function' ? options.appConfig() : (options.appConfig ?? null));
  const sirvOptions: Parameters<typeof sirv>[1] = {
    dev: false,
    etag: true,
    // The build writes .br and .gz copies (pluginPrecompress); send the best one the browser
    // accepts, with Content-Encoding and `Vary: Accept-Encoding`, as a CDN does.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
      const config = configNow();
      // A document: an .html file, or a route (`/about` answers about/index.html).
      const isDocument = pathname.endsWith('.html') || !/\.[^/]+$/.test(pathname);
      if (isDocument && config) res.setHeader('Content-Security-Policy', contentSecurityPolicy(originsOf(config)));
    },
  };
  const filesOf = new Map<string, ReturnType<typeof sirv>>();
  const serveFilesFrom = (root: string) => {
    let handler = filesOf.get(root);
    if (!handler) {
      handler = sirv(root, sirvOptions);
      filesOf.set(root, handler);
    }
    return handler;
  };
  const allowed = new Set(options.corsOrigins ?? []);

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const origin = req.headers.origin;
    if (origin && (allowed.has('*') || allowed.has(origin))) {
      res.setHeader('Access-Control-Allow-Origin', origin);
    }
    // The answer depends on the Origin (CORS) and on Accept-Encoding (compressed copies): sirv
    // sets its own Vary when it writes the head, so both are merged here. `forcedStatus` turns
    // the 404 page's 200 into the 404 it is.
    let forcedStatus: number | null = null;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      const headers = rest.find((value) => typeof value === 'object' && value !== null) as Record<string, string | string[]> | undefined;
      const vary = new Set(['Origin', 'Accept-Encoding']);
      for (const value of [headers?.Vary, res.getHeader('Vary')].flat()) {
        for (const part of String(value ?? '').split(',')) if (part.trim()) vary.add(part.trim());
      }
      if (headers) delete headers.Vary;
      res.setHeader('Vary', [...vary].join(', '));
      return writeHead(forcedStatus ?? status, ...rest);
    }) as typeof res.writeHead;
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.writeHead(204).end();
      return;
    }
    const [pathname = '/', query] = (req.url ?? '/').split('?');
    if (pathname === '/app-config.json' && options.appConfigAnswer) {
      void options.appConfigAnswer(query ? `?${query}` : '').then(
        ({ status, body, cacheControl }) =>
          res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl, ...COMMON_HEADERS }).end(req.method === 'HEAD' ? undefined : body),
        (error: unknown) => res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...COMMON_HEADERS }).end(String(error)),
      );
      return;
    }
    const config = pathname === '/app-config.json' ? configNow() : null;
    if (config !== null) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', ...COMMON_HEADERS }).end(JSON.stringify(config, null, 2));
      return;
    }
    // The build's stats name this machine's folders: never published (nginx answers it 404 too).
    // The site's (the shell's) server build is run by `pnpm prerender`, never sent to browsers.
    if (pathname.endsWith('/mf-stats.json') || (options.spa && pathname.startsWith('/ssr/'))) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...COMMON_HEADERS }).end('Not found');
      return;
    }
    const root = typeof options.root === 'function' ? options.root() : options.root;
    const serveFiles = serveFilesFrom(root);
    const notFound = () => void res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...COMMON_HEADERS }).end('Not found');
    // sirv lists the folder once and streams a file without listening for its errors: a file gone
    // since (a `pnpm build` while `pnpm start` serves) would end the whole server with an unhandled
    // 'error'. sirv has written the head by then, so this request is cut off alone, and the folder's
    // list is dropped: the next request lists it again and finds what the new build wrote.
    res.on('pipe', (source) => {
      source.once('error', () => {
        filesOf.delete(root);
        res.destroy();
      });
    });
    serveFiles(req, res, () => {
      if (!options.spa || (req.method !== 'GET' && req.method !== 'HEAD')) {
        notFound();
        return;
      }
      // A page a function renders on request (an event's, with its own head): its answer, as is.
      const rendered = renderedOnRequest(pathname);
      const siteConfig = configNow();
      if (rendered && siteConfig) {
        void answerRendered(req, res, `${siteConfig.functionsUrl}/${rendered.functionName}?id=${encodeURIComponent(rendered.id)}`, siteConfig, () => {
          req.url = `/${firstFile(root, ['_shell.html', 'index.html']) ?? 'index.html'}`;
          serveFiles(req, res, notFound);
        });
        return;
      }
      // Not a file: a route of the site gets the shell, anything else the 404 page with its status.
      const route = isClientRoute(pathname);
      const page = route ? firstFile(root, ['_shell.html', 'index.html']) : firstFile(root, ['404.html', '_shell.html', 'index.html']);
      if (!page) {
        notFound();
        return;
      }
      if (!route) {
        forcedStatus = 404;
        // A 404 is never answered 304: there is no representation to keep.
        delete req.headers['if-none-match'];
      }
      req.url = `/${page}`;
      serveFiles(req, res, notFound);
    });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
