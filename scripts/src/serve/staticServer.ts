import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sirv from 'sirv';

export interface StaticServerOptions {
  /** Folder to serve (a build's dist/), or a function asked on every request (the live release of a part). */
  root: string | (() => string);
  port: number;
  host?: string;
  /** Unknown paths answer index.html (the shell's client-side routes). */
  spa?: boolean;
  /** Served as /app-config.json (the shell's runtime config); a function is asked on every request (the registry's live releases). */
  appConfig?: unknown;
  /** Origins allowed to fetch these files cross-origin (a remote's manifest and chunks). */
  corsOrigins?: string[];
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

// Files whose name does not change between deploys must be revalidated; hashed chunks are immutable.
const REVALIDATE = /(^\/$|\.html$|\/mf-manifest\.json$|\/mf-stats\.json$|\/remoteEntry\.js$|\/app-config\.json$|\/sitemap\.xml$|\/robots\.txt$)/;

/** A production static host for one part: what any CDN or static host does, on one port. */
export async function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const filesOf = new Map<string, ReturnType<typeof sirv>>();
  const serveFilesFrom = (root: string) => {
    let handler = filesOf.get(root);
    if (!handler) {
      handler = sirv(root, sirvOptions);
      filesOf.set(root, handler);
    }
    return handler;
  };
  const sirvOptions: Parameters<typeof sirv>[1] = {
    single: options.spa ?? false,
    dev: false,
    etag: true,
    // The build writes .br and .gz copies (pluginPrecompress); send the best one the browser
    // accepts, with Content-Encoding and `Vary: Accept-Encoding`, as a CDN does.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', REVALIDATE.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  };
  const allowed = new Set(options.corsOrigins ?? []);
  const appConfigBody = () => (typeof options.appConfig === 'function' ? JSON.stringify((options.appConfig as () => unknown)(), null, 2) : options.appConfig === undefined ? null : JSON.stringify(options.appConfig, null, 2));

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const origin = req.headers.origin;
    if (origin && (allowed.has('*') || allowed.has(origin))) {
      res.setHeader('Access-Control-Allow-Origin', origin);
    }
    // The answer depends on the Origin (CORS) and on Accept-Encoding (compressed copies): sirv
    // sets its own Vary when it writes the head, so both are merged here.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      const headers = rest.find((value) => typeof value === 'object' && value !== null) as Record<string, string | string[]> | undefined;
      const vary = new Set(['Origin', 'Accept-Encoding']);
      for (const value of [headers?.Vary, res.getHeader('Vary')].flat()) {
        for (const part of String(value ?? '').split(',')) if (part.trim()) vary.add(part.trim());
      }
      if (headers) delete headers.Vary;
      res.setHeader('Vary', [...vary].join(', '));
      return writeHead(status, ...rest);
    }) as typeof res.writeHead;
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.writeHead(204).end();
      return;
    }
    const config = req.url?.split('?')[0] === '/app-config.json' ? appConfigBody() : null;
    if (config !== null) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' }).end(config);
      return;
    }
    serveFilesFrom(typeof options.root === 'function' ? options.root() : options.root)(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
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
