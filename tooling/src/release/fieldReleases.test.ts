import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exposedDeclarations, OWN_TYPES_DIR } from 'build-preset/exposed-types';
import { portBlock } from 'build-preset/ports';
import { REPO_ROOT } from '../config/repoRoot';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/chromium';
import { underLoad } from '../testing/underLoad';
import { createRelease } from './createRelease';
import { PART_NAMES, type PartName } from './parts';
import { initialize, writeRegistry } from './registry';
import { releaseStatus, type ReleaseStatus } from './releaseStatus';
import { backendFor, syncRegistry } from './registrySync';

/**
 * Releases that watch themselves (issue 45), end to end through `pnpm release:serve` in Chromium:
 * field data per part and release, a canary at 50 % and each visitor keeping their side, the guard
 * rolling back a canary that throws for some visitors (phones) though it passed the gate, a signed
 * preview link, and the gate refusing a remote whose exposed module gains a required prop. Every
 * command is the real CLI (`pnpm release:*`) on a registry of its own; the releases are the tree's
 * builds (`pnpm build` first) and changed copies of the tree, built once for the whole file.
 */
const BASE = '1.0.0+base';
const NARROW = '1.1.0+narrow';
const PROP = '1.2.0+prop';
const ENV = 'field';
const PORT_BASE = Number(process.env.RELEASE_TEST_PORT_BASE ?? 4180);
const ports = portBlock(PORT_BASE);
const releasesDir = mkdtempSync(join(tmpdir(), 'field-releases-'));
const copyParent = mkdtempSync(join(tmpdir(), 'field-tree-'));
const copy = join(copyParent, 'copy');
const shots = process.env.RELEASE_TEST_SHOTS;

// The gate's own stack on a block of its own (4120..4149): skew.test.ts runs its gate on the default
// block (4240) beside this file.
const cliEnv = { ...process.env, RELEASES_DIR: releasesDir, RELEASE_ENV: ENV, LOCAL_PORT_BASE: String(PORT_BASE), RELEASE_PREVIEW_KEY: '', GATE_PORT_BASE: process.env.GATE_PORT_BASE ?? '4120' };
const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, stdio: 'pipe', encoding: 'utf8' });

/** `pnpm release:<command>`: its output, and whether it succeeded. */
async function cli(...args: string[]): Promise<{ ok: boolean; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('pnpm', ['-s', ...args], { cwd: REPO_ROOT, env: cliEnv, encoding: 'utf8' });
    return { ok: true, stdout, stderr };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { ok: false, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** `pnpm release:status --json`. */
async function status(): Promise<ReleaseStatus> {
  const { ok, stdout, stderr } = await cli('release:status', '--json');
  if (!ok) throw new Error(stderr);
  return JSON.parse(stdout) as ReleaseStatus;
}

/** The same figures read in this process (for waiting on reports to arrive without starting a command each time). */
async function statusNow(): Promise<ReleaseStatus> {
  const backend = backendFor(releasesDir, ENV)!;
  return releaseStatus((await syncRegistry(releasesDir, ENV, backend)).registry, backend);
}

/** Changes a file of the copy; a change that changes nothing (its text moved on) fails the test. */
function editFile(path: string, change: (source: string) => string): void {
  const file = join(copy, path);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${path} changed nothing: update the test to the file's text`);
  writeFileSync(file, after);
}

let serve: ChildProcess;
let siteUrl: string;
let browser: Browser;

beforeAll(async () => {
  for (const part of PART_NAMES) {
    if (!existsSync(join(REPO_ROOT, part === 'shell' ? 'shell' : `mf-${part}`, 'dist', 'index.html'))) throw new Error('Build first: pnpm build.');
    createRelease(part, { build: false, releasesDir, version: BASE });
  }
  writeRegistry(releasesDir, initialize({ env: ENV, stack: {}, checks: [], history: [] }, Object.fromEntries(PART_NAMES.map((p) => [p, BASE])) as Record<PartName, string>));
  // Candidates from a changed copy of the tree. NARROW throws on a phone's width: the gate's desktop
  // browser never sees it. PROP's EventsPage requires a prop the shell does not pass.
  run('git', ['worktree', 'add', '--detach', copy, 'HEAD'], REPO_ROOT);
  run('pnpm', ['install', '--offline', '--frozen-lockfile'], copy);
  editFile('mf-events/src/pages/EventsPage.tsx', (source) =>
    source.replace('export function EventsPage() {', "export function EventsPage() {\n  if (window.innerWidth < 500) throw new Error('The calendar cannot be laid out this narrow');"),
  );
  createRelease('events', { root: copy, releasesDir, version: NARROW });
  editFile('mf-events/src/pages/EventsPage.tsx', (source) => source.replace('export function EventsPage() {', 'export function EventsPage({ note }: { note: string }) {\n  void note;'));
  // PROP differs from NARROW only in a type (its `note` is never read), so it is not built again: its
  // release is NARROW's build with the declarations its own build would write (the same function).
  const prop = createRelease('events', { root: copy, releasesDir, version: PROP, build: false });
  for (const [file, text] of Object.entries(exposedDeclarations('events', copy))) writeFileSync(join(prop.dir, OWN_TYPES_DIR, file), text);
  run('git', ['checkout', '--', '.'], copy);

  // Its own process group: pnpm, tsx and the backend all end with it (afterAll).
  serve = spawn('pnpm', ['-s', 'release:serve', '--memory'], { cwd: REPO_ROOT, env: cliEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  siteUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`release:serve did not start:\n${output}`)), underLoad(120_000));
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /is served at (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    serve.stdout!.on('data', read);
    serve.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    serve.once('exit', (code) => reject(new Error(`release:serve exited with ${code}:\n${output}`)));
  });
  // Every visit of this file comes from this machine's one address: a one-machine trial counts every
  // session of it (docs/releases.md "The guard").
  const trial = await cli('release:settings', '--sessions-per-address', '1000');
  if (!trial.ok) throw new Error(trial.stderr);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}, underLoad(420_000));

afterAll(async () => {
  await browser?.close();
  if (serve?.pid && serve.exitCode === null) {
    const exited = new Promise((resolve) => serve.once('exit', resolve));
    process.kill(-serve.pid, 'SIGTERM');
    await exited;
    // Until every process of the group (tsx, the backend) has ended.
    for (let i = 0; i < 100; i += 1) {
      try {
        process.kill(-serve.pid, 0);
      } catch {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  run('git', ['worktree', 'remove', '--force', copy], REPO_ROOT);
  rmSync(releasesDir, { recursive: true, force: true });
  rmSync(copyParent, { recursive: true, force: true });
}, underLoad(60_000));

/** The events releases a page fetched code from; `first` resolves with the first. */
function eventsReleasesSeen(page: Page): Set<string> & { first: Promise<string> } {
  let found: (release: string) => void = () => undefined;
  const seen = Object.assign(new Set<string>(), { first: new Promise<string>((resolve) => (found = resolve)) });
  page.on('requestfinished', (request) => {
    if (!['script', 'fetch', 'xhr'].includes(request.resourceType())) return;
    const match = new RegExp(`^http://[^/]+:${ports.remotes.events}/([^/]+)/`).exec(request.url());
    if (!match) return;
    seen.add(decodeURIComponent(match[1]!));
    found(decodeURIComponent(match[1]!));
  });
  return seen;
}

/** A visitor's page view, reported: it waits for the reporter (loaded after the page), then leaves, which sends the batch. */
async function reportedVisit(context: BrowserContext, path: string): Promise<{ reporterStart: number; loadEnd: number; paint: number | null }> {
  const page = await context.newPage();
  // Bounded by the test's own time: the reporter comes 3 s after the page's load, when the browser is idle.
  const reporter = page.waitForResponse((response) => /field-reporter\.[0-9a-f]+\.js$/.test(response.url()), { timeout: 0 });
  await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
  const reporterUrl = (await reporter).url();
  // The reporter starts its observers once its code has run: give it that moment.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('field-reporter')));
  const times = await page.evaluate((url) => ({
    reporterStart: performance.getEntriesByName(url)[0]?.startTime ?? -1,
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }), reporterUrl);
  await page.waitForTimeout(300);
  await page.goto('about:blank');
  await page.close();
  return times;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 40; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`Gave up waiting for ${what}: ${JSON.stringify(await read())}`);
}

describe('types in the gate', () => {
  it('refuses a release whose exposed module gains a required prop, naming module and member', async () => {
    const check = await cli('release:check', 'events', PROP);
    expect(check.ok).toBe(false);
    expect(check.stderr).toContain(
      `events/EventsPage: the export "EventsPage" has a new required prop "note" (string), which the live shell ${BASE} does not pass. Make it optional, or release a shell that passes it first.`,
    );
    expect((await cli('release:promote', 'events', PROP, '--canary', '50')).stderr).toMatch(/failed its check/);
  }, underLoad(120_000));
});

describe('field data through release:serve', () => {
  it("page views appear in release:status --json for each part's live release, with sessions and LCP; the reporter loads after the first paint", async () => {
    const contexts = await Promise.all(['/', '/events', '/about', '/admin', '/image-generator'].map(() => browser.newContext()));
    const visits = await Promise.all(['/', '/events', '/about', '/admin', '/image-generator'].map((path, i) => reportedVisit(contexts[i]!, path)));
    for (const visit of visits) {
      expect(visit.reporterStart).toBeGreaterThan(visit.loadEnd);
      if (visit.paint !== null) expect(visit.reporterStart).toBeGreaterThan(visit.paint);
    }
    expect(visits.some((visit) => visit.paint !== null)).toBe(true);
    await Promise.all(contexts.map((context) => context.close()));
    await until(statusNow, (s) => PART_NAMES.every((part) => (s.parts[part]?.live.figures?.lcpP75Ms ?? null) !== null), 'an LCP for every part');
    const reported = await status();
    for (const part of PART_NAMES) {
      expect(reported.parts[part]!.live).toMatchObject({ release: BASE, figures: { sessions: expect.any(Number), errorSessions: 0, loadFailures: 0 } });
      expect(reported.parts[part]!.live.figures!.sessions).toBeGreaterThan(0);
      expect(reported.parts[part]!.live.figures!.lcpP75Ms).toBeGreaterThan(0);
    }
    expect(reported.parts.shell!.live.figures!.sessions).toBe(5);
    expect(reported.sessionsPerAddress).toBe(1000);
    expect(reported.parts.shell!.live.figures!.addresses).toBe(1);
  }, underLoad(120_000));
});

describe('a canary at 50 %', () => {
  it('a candidate that throws on phones passes the gate (a desktop browser) and goes to half the visitors', async () => {
    const check = await cli('release:check', 'events', NARROW);
    expect(check.ok, check.stderr).toBe(true);
    const promoted = await cli('release:promote', 'events', NARROW, '--canary', '50');
    expect(promoted.stdout).toContain(`field: events ${NARROW} goes to 50% of visitors, ${BASE} stays live for the rest.`);
  }, underLoad(240_000));

  it('splits fresh visitors between the two releases, and each keeps their side on reload', async () => {
    const sides = new Set<string>();
    for (let visitor = 0; visitor < 20 && sides.size < 2; visitor += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const first = eventsReleasesSeen(page);
      await page.goto(`${siteUrl}/events`);
      const side = await first.first;
      await page.waitForLoadState('networkidle');
      expect([...first]).toEqual([side]);
      sides.add(side);
      const again = eventsReleasesSeen(page);
      await page.reload();
      await again.first;
      await page.waitForLoadState('networkidle');
      expect([...again]).toEqual([side]);
      await context.close();
    }
    expect([...sides].sort()).toEqual([BASE, NARROW]);
  }, underLoad(180_000));
});

describe('the guard', () => {
  it('rolls back the canary that throws for phones, with the reason in the history, and no one gets it any more', async () => {
    expect((await cli('release:settings', '--guard-min-sessions', '2')).ok).toBe(true);
    // Visitors on phones, two on each side (their bucket set as a returning visitor's would be).
    const phones = await Promise.all(
      ['10', '20', '60', '70'].map(async (bucket) => {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        await context.addInitScript((value) => localStorage.setItem('eo-release-bucket', value), bucket);
        return context;
      }),
    );
    await Promise.all(phones.map((context) => reportedVisit(context, '/events')));
    await Promise.all(phones.map((context) => context.close()));
    // The backend's own schedule runs the guard every minute: it may act before the pass asked for here.
    const byGuard = (s: ReleaseStatus) => s.history.some((entry) => entry.by === 'guard');
    await until(statusNow, (s) => byGuard(s) || ((s.parts.events?.canary?.figures?.errorSessions ?? 0) >= 2 && (s.parts.events?.live.figures?.sessions ?? 0) >= 2), 'the phones reported');

    const guard = await cli('release:guard', '--once');
    expect(guard.ok, guard.stderr).toBe(true);
    const after = await status();
    expect(after.parts.events!.canary).toBeNull();
    const rollback = after.history.at(-1)!;
    expect(rollback).toMatchObject({ part: 'events', action: 'rollback', by: 'guard', from: NARROW, to: BASE });
    expect(rollback.reason).toMatch(/^errors: \d+\.\d% of canary sessions had an error against 0\.0% on live \(more than 2x and 2 points\)/);
    expect((await cli('release:status')).stdout).toContain(`rollback by the guard events    ${NARROW} -> ${BASE}: errors:`);

    const returning = await browser.newContext();
    await returning.addInitScript(() => localStorage.setItem('eo-release-bucket', '10'));
    const page = await returning.newPage();
    const seen = eventsReleasesSeen(page);
    await page.goto(`${siteUrl}/events`, { waitUntil: 'networkidle' });
    expect([...seen]).toEqual([BASE]);
    await returning.close();
  }, underLoad(180_000));
});

describe('a signed preview link', () => {
  it('loads the candidate in that browser only, with a banner and "Exit preview"; a changed link loads the live site and says why', async () => {
    const preview = await cli('release:preview', 'events', NARROW, '--hours', '1');
    expect(preview.ok, preview.stderr).toBe(true);
    const link = preview.stdout.trim().split('\n').at(-1)!;
    expect(link.startsWith(`${siteUrl}/?release-preview=`)).toBe(true);

    const previewer = await browser.newContext();
    const page = await previewer.newPage();
    await page.goto(link, { waitUntil: 'networkidle' });
    const banner = page.getByRole('region', { name: 'Release preview' });
    await expect(banner.textContent()).resolves.toMatch(new RegExp(`^Preview: events ${NARROW.replace('+', '\\+')} in this browser only, until .+\\. Everyone else sees the live site\\.Exit preview$`));
    expect(new URL(page.url()).search).toBe('');
    const seen = eventsReleasesSeen(page);
    await page.goto(`${siteUrl}/events`, { waitUntil: 'networkidle' });
    expect([...seen]).toEqual([NARROW]);
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, 'preview-desktop.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${siteUrl}/about`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: join(shots, 'preview-390.png') });
    }

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    const otherSeen = eventsReleasesSeen(otherPage);
    await otherPage.goto(`${siteUrl}/events`, { waitUntil: 'networkidle' });
    expect([...otherSeen]).toEqual([BASE]);
    expect(await otherPage.getByRole('region', { name: 'Release preview' }).count()).toBe(0);

    // The same link with the version changed in its payload: refused, the live site, and why.
    const [body, signature] = new URL(link).searchParams.get('release-preview')!.split('.');
    const forgedBody = Buffer.from(Buffer.from(body!, 'base64url').toString().replace(NARROW, PROP)).toString('base64url');
    const changed = await browser.newContext();
    const changedPage = await changed.newPage();
    const changedSeen = eventsReleasesSeen(changedPage);
    await changedPage.goto(`${siteUrl}/events?release-preview=${forgedBody}.${signature}`, { waitUntil: 'networkidle' });
    await expect(changedPage.getByRole('region', { name: 'Release preview' }).textContent()).resolves.toBe(
      'This preview link is not valid (it was changed, or is not for this site), so you are seeing the live site.Dismiss',
    );
    expect([...changedSeen]).toEqual([BASE]);
    if (shots) await changedPage.screenshot({ path: join(shots, 'preview-refused.png') });

    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${siteUrl}/events`, { waitUntil: 'networkidle' });
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Exit preview' }).click()]);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: 'Release preview' }).count()).toBe(0);
    await Promise.all([previewer.close(), other.close(), changed.close()]);
  }, underLoad(120_000));
});
