import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { portBlock } from 'build-preset/ports';
import { startStack } from '../stack/startStack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/chromium';
import { shellContract } from './manifest';
import { PART_NAMES, RELEASES_DIR, type PartName } from './parts';
import { writeRegistry } from './registry';

/** The gate's own ports, apart from `pnpm start` (3000s) and the e2e suite (4300s). */
const GATE_PORT_BASE = Number(process.env.GATE_PORT_BASE ?? 4240);

/**
 * The part's smoke slice in Chromium: the candidate served with the releases live now, from a
 * fresh in-memory backend, visiting each route that shows the part (every route for the shell).
 * Returns one line per problem: an area that says it is unavailable, a console error, an
 * uncaught error, or a federation warning about a shared module's version.
 */
export async function smokeProblems(part: PartName, version: string, live: Partial<Record<PartName, string>>, releasesDir = RELEASES_DIR): Promise<string[]> {
  const candidate = { ...live, [part]: version };
  const shellVersion = candidate.shell;
  if (!shellVersion) return ['No shell release to load the candidate in.'];
  // A registry of its own in a folder of links to the releases: the real one is not touched.
  const view = mkdtempSync(join(tmpdir(), 'release-gate-'));
  for (const name of PART_NAMES) symlinkSync(join(releasesDir, name), join(view, name));
  writeRegistry(view, { env: 'gate', stack: Object.fromEntries(Object.entries(candidate).map(([name, v]) => [name, [v]])), checks: [], history: [] });
  const routes = shellContract(shellVersion, releasesDir)
    .routes.filter((route) => !route.path.includes(':'))
    .filter((route) => part === 'shell' || route.modules.some((id) => id.startsWith(`${part}/`)));

  const stack = await startStack({ ports: portBlock(GATE_PORT_BASE), publicHost: '127.0.0.1', memory: true, releases: { env: 'gate', releasesDir: view } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const problems: string[] = [];
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      // The gate judges what a page does, not how fast a busy machine loads it (a release check beside
      // the end-to-end suite waited past Playwright's default 30 s for the network to rest).
      page.setDefaultTimeout(120_000);
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' || /Federation Runtime|shared singleton/i.test(text)) problems.push(`${route.path}: console ${message.type()}: ${text.slice(0, 400)}`);
      });
      page.on('pageerror', (error) => problems.push(`${route.path}: uncaught ${error.message}`));
      await page.goto(`${stack.shellUrl}${route.path}`, { waitUntil: 'networkidle' });
      // Areas below the fold load as they come near: scroll them in.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const unavailable = await page.getByText(/We couldn't load .* right now/).allTextContents();
      for (const text of unavailable) problems.push(`${route.path}: "${text}"`);
      await page.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(view, { recursive: true, force: true });
  }
  return problems;
}
