import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portBlock } from 'build-preset/ports';
import { REPO_ROOT } from '../config/repoRoot';
import { startStack, type RunningStack } from '../stack/startStack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/chromium';
import { underLoad } from '../testing/underLoad';
import { contractProblems } from './contract';
import { createRelease } from './createRelease';
import { PART_NAMES, releaseDir, type PartName } from './parts';
import { initialize, liveReleases, promote, readRegistry, recordCheck, rollback, writeRegistry } from './registry';
import { smokeProblems } from './smoke';

/**
 * Version skew with real releases: the tree's builds (`pnpm test` builds before vitest runs) are
 * released as `+base`, and changed copies of the tree (a git worktree of HEAD with one edit,
 * one part rebuilt) as the candidates that must fail; the one that passes (`+v2`) is the tree's
 * build released again. Nothing here is a fixture: every manifest was written by a build, every
 * page is loaded in Chromium from the release folders.
 */
const BASE = '1.0.0+base';
const releasesDir = mkdtempSync(join(tmpdir(), 'releases-'));
const copyParent = mkdtempSync(join(tmpdir(), 'tree-'));
const copy = join(copyParent, 'copy');
const ENV = 'skew';
const ports = portBlock(4270);

const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, stdio: 'pipe', encoding: 'utf8' });

/**
 * Rebuilds mf-events in the copy after `edit`, releases it as `version`, and undoes the edit. A
 * retry of the test starts clean: the release its first attempt made is removed first (a release
 * is never overwritten, and this folder is the test's own), with any check recorded for it.
 */
function releaseChangedEvents(version: string, edit: () => void): void {
  rmSync(releaseDir('events', version, releasesDir), { recursive: true, force: true });
  const registry = readRegistry(releasesDir, ENV);
  writeRegistry(releasesDir, { ...registry, checks: registry.checks.filter((check) => !(check.part === 'events' && check.version === version)) });
  run('git', ['checkout', '--', '.'], copy);
  edit();
  createRelease('events', { root: copy, releasesDir, version });
  run('git', ['checkout', '--', '.'], copy);
}

/** Changes a file of the copy; a change that changes nothing (its text moved on) fails the test. */
function editFile(path: string, change: (source: string) => string): void {
  const file = join(copy, path);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${path} changed nothing: update the test to the file's text`);
  writeFileSync(file, after);
}

const check = (version: string, withBrowser: boolean) => async () => {
  const registry = readRegistry(releasesDir, ENV);
  const live = liveReleases(registry);
  const problems = contractProblems('events', version, live, releasesDir);
  if (problems.length === 0 && withBrowser) problems.push(...(await smokeProblems('events', version, live, releasesDir)));
  writeRegistry(releasesDir, recordCheck(registry, { part: 'events', version, against: live, passed: problems.length === 0, problems, at: new Date().toISOString() }));
  return problems;
};

beforeAll(() => {
  for (const part of PART_NAMES) {
    if (!existsSync(join(REPO_ROOT, part === 'shell' ? 'shell' : `mf-${part}`, 'dist', 'index.html'))) throw new Error('Build first: pnpm build.');
    createRelease(part, { build: false, releasesDir, version: BASE });
  }
  writeRegistry(releasesDir, initialize({ env: ENV, stack: {}, checks: [], history: [] }, Object.fromEntries(PART_NAMES.map((p) => [p, BASE])) as Record<PartName, string>));
  run('git', ['worktree', 'add', '--detach', copy, 'HEAD'], REPO_ROOT);
  run('pnpm', ['install', '--offline', '--frozen-lockfile'], copy);
}, underLoad(180_000));

afterAll(() => {
  run('git', ['worktree', 'remove', '--force', copy], REPO_ROOT);
  rmSync(releasesDir, { recursive: true, force: true });
  rmSync(copyParent, { recursive: true, force: true });
});

describe('a remote built against a newer shared-ui (b)', () => {
  // The next minor of shared-ui as it stands (a new export is a new minor, README "Shipping one part").
  const uiVersion = (JSON.parse(readFileSync(join(REPO_ROOT, 'shared-ui', 'package.json'), 'utf8')) as { version: string }).version;
  const [major, minor] = uiVersion.split('.').map(Number) as [number, number];
  const nextUi = `${major}.${minor + 1}.0`;
  it('fails the gate naming the package and both versions, is refused by the runtime, and cannot be promoted', async () => {
    releaseChangedEvents('1.0.0+newui', () => {
      editFile('shared-ui/package.json', (source) => source.replace(`"version": "${uiVersion}"`, `"version": "${nextUi}"`));
      editFile('shared-ui/src/index.ts', (source) => `${source}\nexport const releaseChannel = 'next';\n`);
      editFile('mf-events/src/pages/EventsPage.tsx', (source) => `import { releaseChannel } from 'shared-ui';\n${source}\nexport const channel = releaseChannel;\n`);
    });
    const problems = await check('1.0.0+newui', false)();
    expect(problems).toContain(
      `shared-ui: events 1.0.0+newui requires ^${nextUi}, the shell ${BASE} provides ${uiVersion}. Release a shell built with shared-ui ${nextUi} first, or build events against ${uiVersion}.`,
    );
    expect(() => promote(readRegistry(releasesDir, ENV), 'events', '1.0.0+newui')).toThrow(new RegExp(`failed its check[\\s\\S]*shared-ui: events 1\\.0\\.0\\+newui requires \\^${nextUi.replaceAll('.', '\\.')}`));
    // Were it served anyway, the runtime refuses it loudly instead of running with `undefined`.
    const served = await smokeProblems('events', '1.0.0+newui', liveReleases(readRegistry(releasesDir, ENV)), releasesDir);
    expect(served.join('\n')).toContain(`shared singleton module shared-ui does not satisfy the requirement of events which needs ^${nextUi}`);
    expect(served.join('\n')).toMatch(/We couldn't load the events right now/);
  }, underLoad(180_000));
});

describe('a remote that drops EventsPage (c)', () => {
  it('fails the gate', async () => {
    releaseChangedEvents('1.0.0+nopage', () => editFile('site-config/src/parts.ts', (source) => source.replace("exposes: ['UpcomingEvents', 'EventsPage', 'EventPage']", "exposes: ['UpcomingEvents', 'EventPage']")));
    expect(await check('1.0.0+nopage', false)()).toEqual([
      `events 1.0.0+nopage does not expose events/EventsPage, which the live shell ${BASE} routes to: keep exposing it until a shell without that route is live.`,
    ]);
    expect(() => promote(readRegistry(releasesDir, ENV), 'events', '1.0.0+nopage')).toThrow(/failed its check/);
  }, underLoad(120_000));
});

describe('serving releases', () => {
  let stack: RunningStack;
  let browser: Browser;
  beforeAll(async () => {
    // v2 is the tree's own build released again under the next version (its manifest stamped with
    // it, its own folder): what (a) and (d) tell apart is the release a page loads, not its code, so
    // a third build of the copy (about 19 core-seconds) would show nothing more.
    createRelease('events', { build: false, releasesDir, version: '1.1.0+v2' });
    stack = await startStack({ ports, publicHost: '127.0.0.1', memory: true, releases: { env: ENV, releasesDir } });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  }, underLoad(180_000));
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** The events releases a page fetched code from (its manifest and scripts; seeded images live in one release). */
  const eventsReleasesSeen = (page: Page): Set<string> => {
    const seen = new Set<string>();
    page.on('requestfinished', (request) => {
      if (!['script', 'fetch', 'xhr'].includes(request.resourceType())) return;
      const match = new RegExp(`^http://127\\.0\\.0\\.1:${ports.remotes.events}/([^/]+)/`).exec(request.url());
      if (match) seen.add(decodeURIComponent(match[1]!));
    });
    return seen;
  };
  const calendarShown = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

  it('(a) promotes events v2 without a shell rebuild; a tab opened before keeps loading v1; rollback restores v1', async () => {
    const before = await browser.newPage();
    before.setDefaultTimeout(120_000);
    const beforeSeen = eventsReleasesSeen(before);
    await before.goto(`${stack.shellUrl}/about`, { waitUntil: 'networkidle' });

    expect(await check('1.1.0+v2', true)()).toEqual([]);
    writeRegistry(releasesDir, promote(readRegistry(releasesDir, ENV), 'events', '1.1.0+v2'));

    const visitor = await browser.newPage();
    visitor.setDefaultTimeout(120_000);
    const visitorSeen = eventsReleasesSeen(visitor);
    await visitor.goto(`${stack.shellUrl}/events`, { waitUntil: 'networkidle' });
    await calendarShown(visitor);
    expect([...visitorSeen]).toEqual(['1.1.0+v2']);

    // The open tab navigates in the app: its config still names v1, whose files are all still there.
    await before.getByRole('link', { name: 'Events', exact: true }).first().click();
    await before.waitForURL('**/events');
    // A navigation inside the app has no load event to wait for: wait for the area's code itself.
    await expect.poll(() => [...beforeSeen], { timeout: 20_000 }).toEqual([BASE]);
    await calendarShown(before);
    await expect(before.getByText(/We couldn't load/).count()).resolves.toBe(0);

    writeRegistry(releasesDir, rollback(readRegistry(releasesDir, ENV), 'events'));
    const after = await browser.newPage();
    after.setDefaultTimeout(120_000);
    const afterSeen = eventsReleasesSeen(after);
    await after.goto(`${stack.shellUrl}/events`, { waitUntil: 'networkidle' });
    expect([...afterSeen]).toEqual([BASE]);
    await Promise.all([before.close(), visitor.close(), after.close()]);
  }, underLoad(180_000));

  it('(d) serves the last known good release when the live one answers 500, and says which failed', async () => {
    // v2 passed its gate against what is live (test a); it goes live again, and its CDN path breaks.
    writeRegistry(releasesDir, promote(readRegistry(releasesDir, ENV), 'events', '1.1.0+v2'));
    const page = await browser.newPage();
    page.setDefaultTimeout(120_000);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route(`http://127.0.0.1:${ports.remotes.events}/1.1.0+v2/**`, (route) => route.fulfill({ status: 500, body: 'CDN error' }));
    const seen = eventsReleasesSeen(page);
    await page.goto(`${stack.shellUrl}/events`, { waitUntil: 'networkidle' });
    await calendarShown(page);
    await expect(page.getByText(/We couldn't load/).count()).resolves.toBe(0);
    expect(seen.has(BASE)).toBe(true);
    expect(errors.join('\n')).toContain(`Remote "events" release 1.1.0+v2 failed to load twice; loading its last known good release, ${BASE}.`);
    await page.close();
  }, underLoad(120_000));
});
