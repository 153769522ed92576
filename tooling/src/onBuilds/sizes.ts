import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { RunningStack } from '../stack/startStack';
import { PAGE_SETTLED_MARK } from 'shared-data/page-settled';
import { SIZE_BUDGETS } from '../sizeBudgets';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/chromium';

/**
 * First-load JavaScript and CSS per route on a running stack of the builds (`pnpm size`, and
 * `pnpm tools:quick` in `pnpm test`), counting what the browser really fetches (shell + remote
 * manifests and entries + shared chunks): raw, gzip (level 9, the comparable figure) and as sent
 * (the body bytes on the wire, brotli from the static server). `listFiles` also lists each route's
 * files (gzip, part, path) to show where a figure comes from. Resolves with the routes over their
 * ceiling (tooling/src/sizeBudgets.ts), each as `route N kB > M kB`.
 */
export async function measureSizes(stack: RunningStack, { listFiles = false }: { listFiles?: boolean } = {}): Promise<string[]> {
  const ROUTES = Object.keys(SIZE_BUDGETS);
  const overCeiling: string[] = [];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  /** Which part served a file: the shell or a remote, by the port it came from. */
  const partOf = (url: string): string => {
    const port = Number(new URL(url).port);
    const remote = Object.entries(stack.remotes).find(([, server]) => server.port === port)?.[0];
    return (remote ?? (port === Number(new URL(stack.shellUrl).port) ? 'shell' : 'other')).padEnd(9);
  };
  /** The route's ceiling (enforced) and target (issue 13), with a mark where it is over either. */
  const budgetColumns = (route: string, gzipBytes: number): string => {
    const budget = SIZE_BUDGETS[route]!;
    const kbUsed = gzipBytes / 1024;
    const overCeilingMark = kbUsed > budget.ceilingKb ? ' OVER' : '';
    if (overCeilingMark) overCeiling.push(`${route} ${kbUsed.toFixed(1)} kB > ${budget.ceilingKb} kB`);
    return `${`${budget.ceilingKb} kB${overCeilingMark}`.padStart(10)}${`${budget.targetKb} kB${kbUsed > budget.targetKb ? '*' : ''}`.padStart(9)}`;
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(`${'route'.padEnd(32)}${'JS raw'.padStart(11)}${'JS gzip'.padStart(11)}${'JS sent'.padStart(11)}${'CSS raw'.padStart(10)}${'CSS gzip'.padStart(10)}${'files'.padStart(7)}${'ceiling'.padStart(10)}${'target'.padStart(9)}`);
    for (const route of ROUTES) {
      const context = await browser.newContext();
      // When the page says it has booted, by its own clock (the resources' start times are on it too).
      await context.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement.hasAttribute('data-booted')) return;
          (window as unknown as { __bootedAt?: number }).__bootedAt = performance.now();
          observer.disconnect();
        }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-booted'] });
      });
      const page = await context.newPage();
      const bodies: Promise<{ url: string; type: 'js' | 'css'; raw: number; gzip: number; sent: number }>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        bodies.push(
          Promise.all([response.body(), response.request().sizes()]).then(
            ([body, sizes]) => measured(response.url(), type, body, sizes.responseBodySize),
            // A worker's script (the loader's `warm-intl`): Chromium keeps no body Playwright can
            // read, and reports no size for it. It is a static file: asked for again, as the browser did.
            async () => {
              const again = await fetch(response.url(), { headers: { 'accept-encoding': 'br' } });
              if (!again.ok) throw new Error(`${response.url()} answered HTTP ${again.status} when asked again`);
              const body = Buffer.from(await again.arrayBuffer());
              return measured(response.url(), type, body, Number(again.headers.get('content-length') ?? body.length));
            },
          ),
        );
      });
      // Bytes, not time: a busy machine may take minutes to let the network go quiet (a fresh clone's
      // CI beside Playwright: past the default 30 s on 7 December), and that is no reason to fail.
      await page.goto(`${stack.shellUrl}${route}`, { waitUntil: 'networkidle', timeout: 180_000 });
      // The first load ends when the page has booted (`<html data-booted>`: the route's content has
      // hydrated). What starts later is not part of it, however soon the network goes quiet: the live
      // feed's realtime-js (2 s after the window's load, shared-data's whenPageSettled), the field
      // reporter. On a busy machine the page's own requests kept the network from going quiet until
      // then, and /events counted realtime-js (17 kB) into its first load.
      // Nor is what the page starts once it has settled (shared-data's whenPageSettled marks it: the
      // live feed's realtime-js) when the page boots later still: on a busy machine /events booted
      // after that and counted realtime-js (16.6 kB) again (252.1 kB against 235.5, 29 November).
      const startedBy = await page.evaluate((settledMark) => ({
        booted: (window as unknown as { __bootedAt?: number }).__bootedAt ?? Number.POSITIVE_INFINITY,
        settled: performance.getEntriesByName(settledMark, 'mark')[0]?.startTime ?? Number.POSITIVE_INFINITY,
        starts: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime])),
      }), PAGE_SETTLED_MARK);
      const firstLoad = (file: { url: string }) => (startedBy.starts[file.url] ?? 0) <= Math.min(startedBy.booted, startedBy.settled);
      const files = (await Promise.all(bodies)).filter(firstLoad);
      const sum = (type: 'js' | 'css', key: 'raw' | 'gzip' | 'sent') => files.filter((f) => f.type === type).reduce((total, f) => total + f[key], 0);
      console.log(`${route.padEnd(32)}${kb(sum('js', 'raw')).padStart(11)}${kb(sum('js', 'gzip')).padStart(11)}${kb(sum('js', 'sent')).padStart(11)}${kb(sum('css', 'raw')).padStart(10)}${kb(sum('css', 'gzip')).padStart(10)}${String(files.length).padStart(7)}${budgetColumns(route, sum('js', 'gzip'))}`);
      if (listFiles) for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(file.gzip).padStart(9)}  ${partOf(file.url)}  ${new URL(file.url).pathname}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return overCeiling;
}

/** One file's figures: raw, gzip (level 9) and the bytes of its body as sent. */
function measured(url: string, type: string, body: Buffer, sent: number) {
  return { url, type: type === 'script' ? ('js' as const) : ('css' as const), raw: body.length, gzip: gzipSync(body, { level: 9 }).length, sent };
}
