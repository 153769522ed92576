import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageMetadataFile } from 'page-head';
import { buildAppConfig } from 'build-preset/app-config';
import { localApiKeys } from 'build-preset/local-keys';
import { portBlock, REMOTE_NAMES } from 'build-preset/ports';
import { REPO_ROOT } from '../config/repoRoot';
import { chromium, type Page } from 'playwright-core';
import { startStaticServer, type RunningServer } from '../serve/staticServer';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/chromium';
import { underLoad } from '../testing/underLoad';
import { distOf, SHELL_DIST } from '../stack/startStack';
import { startBackend, type RunningBackend } from '../stack/startBackend';
import { prerender } from './prerender';

/**
 * Prerendering from the real builds (`pnpm test` builds first), each remote served from its own
 * origin as deployed, into a copy of the shell's folder. The raw HTML is read as a link-preview
 * bot reads it: no browser, no script.
 */
// `PRERENDER_TEST_PORT_BASE` moves the block, so two worktrees can run this test at once.
const ports = portBlock(Number(process.env.PRERENDER_TEST_PORT_BASE ?? 4150));
const SITE = 'https://www.example.org';
/** Where the test serves the prerendered site to a browser (the version-skew check). */
const SHELL_ORIGIN = `http://127.0.0.1:${ports.shell}`;
const work = mkdtempSync(join(tmpdir(), 'prerender-'));
const shellDist = join(work, 'shell');
let remotes: RunningServer[] = [];
let backend: RunningBackend;
const keys = await localApiKeys();
const appConfig = { ...buildAppConfig(ports, keys.anonKey, '127.0.0.1'), siteUrl: SITE };
/** The newsletter issues the archive is prerendered from: two sent, one still a draft. */
const run = Date.now().toString(36);
const ISSUES = [
  { slug: `mekong-${run}`, subject: 'Leaders of the Mekong', state: 'sent', sent_at: '2026-10-01T03:00:00Z', body_markdown: '# Inside\n\nRead [the events](/events) and <script>alert(1)</script> stays text.' },
  { slug: `summit-${run}`, subject: 'Summit & after', state: 'sent', sent_at: '2026-11-02T03:00:00Z', body_markdown: 'The summit, in **three** lines.' },
  { slug: `draft-${run}`, subject: 'Not yet sent', state: 'draft', sent_at: null, body_markdown: 'Secret plans.' },
];
async function insertIssues(rows: Record<string, unknown>[]): Promise<void> {
  const response = await fetch(`${backend.url}/rest/v1/newsletter_issues`, {
    method: 'POST',
    headers: { apikey: keys.serviceRoleKey, Authorization: `Bearer ${keys.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(rows.map((row) => ({ ...row, send_at: row.sent_at }))),
  });
  if (!response.ok) throw new Error(`could not add newsletter issues: HTTP ${response.status} ${await response.text()}`);
}

/** The markup inside `#root`: what the page shows before any script runs. */
const rootOf = (page: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(page)?.[1] ?? '';
/** The text a reader sees: the markup without tags and styles. */
const textOf = (markup: string) => markup.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replace(/\s+/g, ' ');
const html = (path: string) => readFileSync(join(shellDist, path === '/' ? 'index.html' : join(path.slice(1), 'index.html')), 'utf8');
const metaContent = (page: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(page)?.[1];
const jsonLd = (page: string) => JSON.parse(/<script type="application\/ld\+json" data-prerendered>(.*?)<\/script>/.exec(page)![1]!) as Record<string, unknown>;
const unescape = (value: string | undefined) => value?.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>');

/**
 * Serves the prerendered shell folder with `config` and opens a page in Chromium; `visit` gets the
 * page, the site's URL and what the page logged (console and uncaught errors).
 */
async function inBrowser(config: typeof appConfig, visit: (page: Page, siteUrl: string, messages: string[]) => Promise<void>): Promise<void> {
  const site = await startStaticServer({ root: shellDist, port: ports.shell, spa: true, appConfig: config });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => messages.push(`error: ${error.message}`));
    await visit(page, site.url, messages);
  } finally {
    await browser.close();
    await site.close();
  }
}

function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(dir);
  return files;
}

beforeAll(async () => {
  if (!existsSync(join(SHELL_DIST, 'page-metadata.json'))) throw new Error('Build first: pnpm build.');
  cpSync(SHELL_DIST, shellDist, { recursive: true });
  rmSync(join(shellDist, '_shell.html'), { force: true });
  // A shell folder already prerendered by the e2e harness keeps its plain shell as _shell.html.
  if (existsSync(join(SHELL_DIST, '_shell.html'))) cpSync(join(SHELL_DIST, '_shell.html'), join(shellDist, 'index.html'));
  remotes = await Promise.all(REMOTE_NAMES.map((name) => startStaticServer({ root: distOf(name), port: ports.remotes[name], corsOrigins: [SHELL_ORIGIN] })));
  backend = await startBackend({ port: ports.backend, memory: true, siteOrigins: [SHELL_ORIGIN] });
  await insertIssues(ISSUES);
}, underLoad(120_000));

afterAll(async () => {
  await Promise.all(remotes.map((server) => server.close()));
  await backend?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('pnpm prerender', () => {
  // Every route drawn in a browser: beside the end-to-end suite on a busy machine, past the project's
  // 60 s (a rehearsal of 7 December); the files the later cases read are this one's.
  it('writes every route of the shell with its own title, description, robots, canonical, Open Graph and social card', { timeout: 240_000 }, async () => {
    const result = await prerender({ shellDist, appConfig, siteOrigin: SITE });
    expect(result.failed).toEqual([]);
    expect(result.clientRendered).toEqual([]);
    expect(result.dataUnread).toEqual([]);
    const { pages } = JSON.parse(readFileSync(join(shellDist, 'page-metadata.json'), 'utf8')) as PageMetadataFile;
    expect(pages.length).toBeGreaterThanOrEqual(18);
    for (const page of pages) {
      const raw = html(page.path);
      expect(/<title>([^<]*)<\/title>/.exec(raw)?.[1]?.replaceAll('&amp;', '&'), page.path).toBe(page.title.replaceAll('&amp;', '&'));
      expect(raw.match(/<title>/g), page.path).toHaveLength(1);
      expect(unescape(metaContent(raw, 'description')), page.path).toBe(page.description);
      expect(metaContent(raw, 'robots'), page.path).toBe(page.noindex ? 'noindex, nofollow' : 'index, follow');
      expect(raw, page.path).toContain(`<link rel="canonical" href="${new URL(page.canonicalPath ?? page.path, SITE).href}" />`);
      expect(metaContent(raw, 'og:url'), page.path).toBe(new URL(page.canonicalPath ?? page.path, SITE).href);
      expect(unescape(metaContent(raw, 'og:title')), page.path).toBe(page.title);
      expect(metaContent(raw, 'og:image'), page.path).toBe(`${SITE}/og/eo-asia-pacific.jpg`);
      expect(metaContent(raw, 'twitter:card'), page.path).toBe('summary_large_image');
      // The page itself, before any script: header with the menu's links, content, footer, styles.
      const body = rootOf(raw);
      expect(body, page.path).toContain('<header');
      expect(body, page.path).toMatch(/<h1[\s>]/);
      expect(body, page.path).toContain('<footer');
      expect(body, page.path).toContain('href="/regional-council"');
      expect(raw, page.path).toMatch(/<style data-styled="true"/);
      expect(raw, page.path).not.toContain('This site needs JavaScript');
      expect(raw, page.path).not.toContain('__remote_assets__');
      expect(raw, page.path).toMatch(/<meta name="rendered-day" content="\d{4}-\d{2}-\d{2}" \/>/);
      // No script moves content into place (the CSP allows none inline): every boundary is in place.
      // Only data: JSON-LD, and the reads a page was drawn with (the newsletter archive).
      expect(raw.match(/<script(?![^>]*(type="application\/ld\+json"|type="application\/json" id="prerendered-queries"|src=))/g), page.path).toBeNull();
      expect(gzipSync(raw).length, `${page.path} HTML gzip`).toBeLessThanOrEqual(60 * 1024);
    }
    expect(textOf(rootOf(html('/about')))).toContain('Growing Together Since 1987');
    expect(textOf(rootOf(html('/')))).toContain('Building The Future Of Business Together');
    expect(textOf(rootOf(html('/chapters')))).toContain('Philippines South');
    // /events: its frame (hero, month, weekdays) and the calendar feed for readers without JavaScript.
    const events = rootOf(html('/events'));
    expect(textOf(events)).toMatch(/Events Calendar .* (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/);
    expect(textOf(events)).toContain('SUN MON TUE WED THU FRI SAT');
    expect(events).toContain('/functions/v1/events-ics');
    // The remote's images at the remote's deployed address, as its browser build asks for them.
    expect(rootOf(html('/about'))).toContain(`src="http://127.0.0.1:${ports.remotes.marketing}/static/`);
    expect(unescape(metaContent(html('/events'), 'og:title'))).toBe('Events Calendar | EO Asia Pacific');
    expect(jsonLd(html('/'))).toMatchObject({ '@type': 'Organization', url: `${SITE}/` });
    expect(metaContent(html('/auth'), 'robots')).toBe('noindex, nofollow');
  });

  it('gives each blog post its own article tags and BlogPosting JSON-LD, from the marketing remote as deployed', () => {
    const post = html('/blog/apac-leadership-summit-2025');
    expect(unescape(metaContent(post, 'og:title'))).toBe('APAC Leadership Summit 2025: Leading Through Change | EO Asia Pacific');
    expect(metaContent(post, 'og:description')).toMatch(/^Chapter leaders from across the region are gathering in Singapore/);
    expect(metaContent(post, 'og:type')).toBe('article');
    expect(metaContent(post, 'article:published_time')).toBe('2025-02-20');
    expect(metaContent(post, 'og:image')).toBe(`${SITE}/og/eo-asia-pacific.jpg`);
    expect(jsonLd(post)).toMatchObject({ '@type': 'BlogPosting', headline: 'APAC Leadership Summit 2025: Leading Through Change', datePublished: '2025-02-20', url: `${SITE}/blog/apac-leadership-summit-2025` });
    // The article itself reads without JavaScript: its headings, lists and quotes are in the HTML.
    const article = rootOf(post);
    expect(textOf(article)).toContain('APAC Leadership Summit 2025: Leading Through Change');
    expect(article).toMatch(/<h2[^>]*>/);
    expect(article).toMatch(/<li[^>]*>/);
    expect(article).toContain(`href="/blog"`);
  });

  it('writes the newsletter archive and each sent issue with its content and its own head, read from the backend', async () => {
    const [mekong, summit, draft] = ISSUES as [(typeof ISSUES)[0], (typeof ISSUES)[0], (typeof ISSUES)[0]];
    // The archive lists the sent issues, newest first, and never the draft.
    const archive = textOf(rootOf(html('/newsletter')));
    expect(archive).toContain('Past issues');
    expect(archive).not.toContain('Loading past issues');
    expect(archive.indexOf('Summit & after November 2, 2026')).toBeGreaterThan(-1);
    expect(archive.indexOf('Leaders of the Mekong October 1, 2026')).toBeGreaterThan(archive.indexOf('Summit & after'));
    expect(archive).not.toContain('Not yet sent');
    expect(rootOf(html('/newsletter'))).toContain(`href="/newsletter/issues/${mekong.slug}"`);
    // Each sent issue has its own page: its content in the HTML, titled and described by itself.
    const issue = html(`/newsletter/issues/${mekong.slug}`);
    expect(/<title>([^<]*)<\/title>/.exec(issue)?.[1]).toBe('Leaders of the Mekong | EO Asia Pacific');
    expect(metaContent(issue, 'og:type')).toBe('article');
    expect(metaContent(issue, 'article:published_time')).toBe('2026-10-01T03:00:00+00:00');
    expect(unescape(metaContent(issue, 'description'))).toBe('The EO Asia Pacific newsletter of October 1, 2026. Inside Read the events and <script>alert(1)</script> stays text.');
    expect(issue).toContain(`<link rel="canonical" href="${SITE}/newsletter/issues/${mekong.slug}" />`);
    const body = rootOf(issue);
    expect(body).toMatch(/<h1[^>]*>Leaders of the Mekong<\/h1>/);
    expect(body).toMatch(/<h2[^>]*>Inside<\/h2>/);
    expect(body).toContain('href="/events"');
    expect(unescape(body.replaceAll('<!-- -->', ''))).toContain('Read <a href="/events">the events</a> and <script>alert(1)</script> stays text.');
    expect(body).not.toContain('<script>alert');
    expect(textOf(body)).toContain('October 1, 2026');
    expect(textOf(rootOf(html(`/newsletter/issues/${summit.slug}`)))).toContain('The summit, in three lines.');
    // The reads it was drawn with, as data for the browser's first render (no script to run).
    const data = JSON.parse(/<script type="application\/json" id="prerendered-queries">(.*?)<\/script>/.exec(issue)![1]!) as { key: unknown[]; data: { subject: string } }[];
    expect(data).toHaveLength(1);
    expect(data[0]!.data.subject).toBe('Leaders of the Mekong');
    expect(issue).not.toContain('<script>alert');
    // A draft has no page, and is not in the sitemap; the sent issues are.
    expect(existsSync(join(shellDist, 'newsletter', 'issues', draft.slug))).toBe(false);
    const sitemap = readFileSync(join(shellDist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${SITE}/newsletter/issues/${mekong.slug}</loc>`);
    expect(sitemap).not.toContain(draft.slug);

    // In the browser: the page hydrates with what it was drawn with (nothing drawn afresh), then
    // reads the archive again, so an issue sent after the prerender appears without a new one.
    await inBrowser(appConfig, async (page, siteUrl, messages) => {
      await page.goto(`${siteUrl}/newsletter/issues/${mekong.slug}`);
      await page.locator('html[data-booted]').waitFor({ state: 'attached' });
      await page.getByRole('heading', { level: 1, name: 'Leaders of the Mekong' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Inside' }).waitFor();
      expect(await page.title()).toBe('Leaders of the Mekong | EO Asia Pacific');
      await insertIssues([{ slug: `later-${run}`, subject: 'Sent after the prerender', state: 'sent', sent_at: new Date().toISOString(), body_markdown: 'New.' }]);
      await page.getByRole('link', { name: 'Every past issue' }).click();
      await page.getByRole('link', { name: 'Sent after the prerender' }).waitFor();
      await page.goto(`${siteUrl}/newsletter`);
      await page.getByRole('link', { name: 'Sent after the prerender' }).waitFor();
      expect(messages.filter((message) => /hydrat|Minified React|drawn afresh/i.test(message))).toEqual([]);
    });
  }, underLoad(60_000));

  it('writes the 404 page, and sitemap.xml and robots.txt at the configured origin', () => {
    const notFound = readFileSync(join(shellDist, '404.html'), 'utf8');
    expect(notFound).toContain('<title>Page Not Found | EO Asia Pacific</title>');
    expect(textOf(rootOf(notFound))).toContain('Oops! Page not found');
    expect(metaContent(notFound, 'robots')).toBe('noindex, nofollow');
    const sitemap = readFileSync(join(shellDist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${SITE}/about</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/blog/apac-leadership-summit-2025</loc>`);
    expect(sitemap).not.toContain('localhost');
    expect(sitemap).not.toContain(`${SITE}/admin`);
    expect(readFileSync(join(shellDist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(readFileSync(join(shellDist, '_shell.html'), 'utf8')).toContain("<title>EO Asia Pacific | Entrepreneurs' Organization</title>");
  });

  it("keeps a remote's pages client-rendered when the remote cannot be read, and names it", async () => {
    const broken = { ...appConfig, remotes: { ...appConfig.remotes, marketing: 'http://127.0.0.1:9/mf-manifest.json' } };
    const result = await prerender({ shellDist: join(work, 'broken'), appConfig: broken, siteOrigin: SITE }).catch(() => null);
    expect(result).toBeNull(); // no shell folder there: the command refuses rather than writing half a site
    cpSync(shellDist, join(work, 'broken'), { recursive: true });
    for (const post of ['apac-leadership-summit-2025', 'celebrating-gsea-winners', 'digital-transformation-journey']) rmSync(join(work, 'broken', 'blog', post), { recursive: true });
    const partial = await prerender({ shellDist: join(work, 'broken'), appConfig: broken, siteOrigin: SITE });
    expect(partial.failed.map((failure) => failure.part)).toEqual(['marketing']);
    expect(existsSync(join(work, 'broken', 'blog', 'apac-leadership-summit-2025'))).toBe(false);
    // Its routes (and home, which it composes) fall back to the client-rendered shell with their own head, named.
    const fellBack = partial.clientRendered.map((route) => route.path);
    expect(fellBack).toEqual(expect.arrayContaining(['/', '/about', '/blog', '/sitemap']));
    expect(fellBack).not.toContain('/events');
    const about = readFileSync(join(work, 'broken', 'about', 'index.html'), 'utf8');
    expect(about).toContain('<div id="root"></div>');
    expect(about).toContain('<title>About Us | EO Asia Pacific</title>');
    expect(rootOf(readFileSync(join(work, 'broken', 'events', 'index.html'), 'utf8'))).toContain('<h1');
  });

  it('refreshes a post after only mf-marketing is rebuilt, leaving the shell build untouched', async () => {
    const copy = join(work, 'tree');
    execFileSync('git', ['worktree', 'add', '--detach', copy, 'HEAD'], { cwd: REPO_ROOT, stdio: 'pipe' });
    try {
      execFileSync('pnpm', ['install', '--offline', '--frozen-lockfile'], { cwd: copy, stdio: 'pipe' });
      const meta = join(copy, 'mf-marketing/src/features/blog/articles/apacLeadershipSummit2025.meta.ts');
      writeFileSync(meta, readFileSync(meta, 'utf8').replace('Leading Through Change', 'Leading Through Every Change'));
      execFileSync('pnpm', ['--filter', 'mf-marketing', 'build'], { cwd: copy, stdio: 'pipe' });
      const marketing = await startStaticServer({ root: join(copy, 'mf-marketing/dist'), port: ports.remotes.marketing + 10, corsOrigins: [SHELL_ORIGIN] });
      try {
        const before = filesUnder(shellDist);
        const moved = { ...appConfig, remotes: { ...appConfig.remotes, marketing: `${marketing.url}/mf-manifest.json` } };
        // Before the prerender runs again, the page prerendered from the old release comes up in the
        // new one: the new text, no error, and the reason said as information.
        await inBrowser(moved, async (page, siteUrl, messages) => {
          await page.goto(`${siteUrl}/blog/apac-leadership-summit-2025`);
          await page.getByRole('heading', { level: 1, name: 'APAC Leadership Summit 2025: Leading Through Every Change' }).waitFor();
          expect(messages.filter((message) => message.startsWith('error:') && /hydrat|Minified React/i.test(message))).toEqual([]);
          // Said once the areas are drawn afresh, which may be a moment after the heading shows.
          await expect.poll(() => messages, { timeout: 15_000 }).toContain('info: This page was prerendered from other releases of marketing than the live ones; those areas were drawn afresh.');
          expect(await page.getByText("We couldn't load").count()).toBe(0);
        });
        const result = await prerender({ shellDist, appConfig: moved, siteOrigin: SITE });
        expect(result.failed).toEqual([]);
        expect(result.clientRendered).toEqual([]);
        expect(unescape(metaContent(html('/blog/apac-leadership-summit-2025'), 'og:title'))).toBe('APAC Leadership Summit 2025: Leading Through Every Change | EO Asia Pacific');
        // The page's text too: rendered by the new release's server container.
        expect(textOf(rootOf(html('/blog/apac-leadership-summit-2025')))).toContain('Leading Through Every Change');
        // Only the prerendered files changed; every file the shell's build wrote is as it was.
        const after = filesUnder(shellDist);
        const changed = [...before].filter(([file, digest]) => after.get(file) !== digest).map(([file]) => file);
        expect(changed.filter((file) => !/(^|\/)index\.html(\.br|\.gz)?$|^(404\.html|sitemap\.xml|robots\.txt)(\.br|\.gz)?$|^prerendered\.json$/.test(file))).toEqual([]);
        expect(changed).toContain(join('blog', 'apac-leadership-summit-2025', 'index.html'));
      } finally {
        await marketing.close();
      }
    } finally {
      execFileSync('git', ['worktree', 'remove', '--force', copy], { cwd: REPO_ROOT, stdio: 'pipe' });
    }
  }, underLoad(180_000));
});
