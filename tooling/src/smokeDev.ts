import { createConnection } from 'node:net';
import { chromium } from 'playwright-core';
import { paths, REMOTES } from 'site-config';
import { portBlock } from 'build-preset/ports';
import { startDevServers } from './stack/startDevServers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './testing/chromium';

// `pnpm smoke:dev`: the dev servers (what `pnpm dev` runs, on a port block of their own: 5700 and
// up, `LOCAL_PORT_BASE` moves it) and a fresh in-memory backend; Chromium visits every route and
// the run fails on any console error. React's development build reports what production hides
// (a state update from render, a key warning...), so this is where those are caught.
const PORT_BASE = Number(process.env.LOCAL_PORT_BASE ?? 5700);
// The dev servers' configs read their ports from this (tooling/src/config/ports.ts, LOCAL_PORTS).
process.env.LOCAL_PORT_BASE = String(PORT_BASE);
const LOCAL_PORTS = portBlock(PORT_BASE);

/**
 * The seed's event pictures point at the events dev server on its registry port (supabase/seed.sql),
 * not at this run's: content that cannot load here, not an error of the code.
 */
const SEEDED_IMAGES = `http://localhost:${REMOTES.events.port}/event-images/`;

/** A real post for `/blog/:id`; every other route as named in site-config. */
const ROUTES = Object.values(paths).map((path) => path.replace(':id', 'celebrating-gsea-winners'));

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const busy = (await Promise.all([LOCAL_PORTS.shell, ...Object.values(LOCAL_PORTS.remotes), LOCAL_PORTS.backend, LOCAL_PORTS.mail.smtp, LOCAL_PORTS.mail.inbox].map(async (port) => ((await isListening(port)) ? port : null)))).filter((port) => port !== null);
if (busy.length > 0) {
  console.error(`Ports already in use: ${busy.join(', ')}. Set LOCAL_PORT_BASE to a free block of 30 ports.`);
  process.exit(1);
}

const servers = await startDevServers({ ports: LOCAL_PORTS, inheritOutput: false });
const failures: string[] = [];
let exitCode = 1;
try {
  await waitForServers();
  console.log(`dev servers up in ${seconds()}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // One page for every route: the first loaded, each next one reached inside the app as a member
  // moves on (the history's next entry, which the router follows), so the dev servers' scripts
  // (several megabytes, unminified) are compiled once, not 28 times: about half this tool's CPU
  // (29 November). A first load of every route is the end-to-end suite's, on the production builds.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.startsWith(SEEDED_IMAGES)) errors.push(`${message.text()}${message.location().url ? ` (${message.location().url})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The network at rest: Playwright's own 'networkidle' is a load's, once, and a move inside the
  // app is no load, so the page's requests are counted here (no request for 500 ms, none open).
  let open = 0;
  let lastRequest = Date.now();
  page.on('request', () => ((open += 1), (lastRequest = Date.now())));
  const ended = () => ((open -= 1), (lastRequest = Date.now()));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const networkAtRest = async () => {
    const deadline = Date.now() + 30_000;
    while ((open > 0 || Date.now() - lastRequest < 500) && Date.now() < deadline) await page.waitForTimeout(100);
  };
  try {
    for (const [index, route] of ROUTES.entries()) {
      errors = [];
      if (index === 0) {
        await page.goto(`${servers.shellUrl}${route}`, { waitUntil: 'networkidle', timeout: 60_000 });
      } else {
        await page.evaluate((path) => {
          window.scrollTo(0, 0);
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate', { state: null }));
        }, route);
        await networkAtRest();
      }
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      // Below the fold too (home's Upcoming Events loads when scrolled near).
      for (let i = 0; i < 8; i++) await page.mouse.wheel(0, 900);
      await networkAtRest();
      console.log(`${errors.length === 0 ? 'ok  ' : 'FAIL'} ${route}`);
      for (const error of errors) failures.push(`${route}: ${error}`);
    }
  } finally {
    await browser.close();
  }
  exitCode = failures.length > 0 ? 1 : 0;
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
  console.error(servers.output().slice(-4000));
} finally {
  await servers.stop();
}
if (failures.length > 0) console.error(`\nConsole errors under the dev servers:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
console.log(`pnpm smoke:dev: ${ROUTES.length} routes, ${failures.length} console errors, ${seconds()}`);
process.exit(exitCode);

/** Each dev server answers (the shell its page, each remote its manifest) once its first compile is done. */
async function waitForServers(): Promise<void> {
  const urls = [servers.shellUrl, ...Object.values(LOCAL_PORTS.remotes).map((port) => `http://localhost:${port}/mf-manifest.json`)];
  const deadline = Date.now() + 180_000;
  for (const url of urls) {
    for (;;) {
      const ok = await fetch(url).then((response) => response.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`${url} did not answer within 180 s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
