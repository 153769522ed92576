import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderNginxConfig } from 'deploy';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppConfig } from 'build-preset/app-config';
import { localApiKeys } from 'build-preset/local-keys';
import { portBlock, REMOTE_NAMES } from 'build-preset/ports';
import { startBackend, type RunningBackend } from '../stack/startBackend';
import { distOf, pointSeedImagesAt, SHELL_DIST } from '../stack/startStack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/chromium';

/**
 * One build served by Debian's nginx with the config deploy/ generates (the one a production host
 * uses), on 127.0.0.1: the headers a real host sends, and the smoke slice in Chromium through it.
 * `.ci/run` installs nginx where it is missing.
 */
// Its own block (4210..4239): fieldReleases.test.ts has 4180, and tooling's files run side by side.
const ports = portBlock(4210);
const site = `http://127.0.0.1:${ports.shell}`;
const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
let nginx: ChildProcess | undefined;
let backend: RunningBackend | undefined;
let nginxLog = '';

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(url).then(() => true, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer ${url}:\n${nginxLog}`);
}

beforeAll(async () => {
  backend = await startBackend({ port: ports.backend, host: '127.0.0.1', memory: true, siteOrigins: [site] });
  const { anonKey, serviceRoleKey } = await localApiKeys();
  await pointSeedImagesAt(backend.url, serviceRoleKey, `http://127.0.0.1:${ports.remotes.events}`);
  const appConfig = buildAppConfig(ports, anonKey, '127.0.0.1');
  writeFileSync(join(prefix, 'app-config.json'), JSON.stringify(appConfig));
  writeFileSync(
    join(prefix, 'site.conf'),
    renderNginxConfig({
      listen: `127.0.0.1:${ports.shell}`,
      serverName: '127.0.0.1',
      shellRoot: SHELL_DIST,
      appConfigFile: join(prefix, 'app-config.json'),
      siteOrigin: site,
      https: false,
      remotes: REMOTE_NAMES.map((name) => ({ name, listen: `127.0.0.1:${ports.remotes[name]}`, serverName: '127.0.0.1', root: distOf(name) })),
      origins: { remotes: Object.values(appConfig.remotes), backend: appConfig.supabaseUrl, functions: appConfig.functionsUrl },
    }),
  );
  // The main config of this private instance: its own pid, logs and temp folders, in the foreground.
  const temp = (name: string) => `${name}_temp_path ${join(prefix, name)};`;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;\nworker_processes 1;\npid ${join(prefix, 'nginx.pid')};\nerror_log ${join(prefix, 'error.log')};\nevents { worker_connections 256; }\nhttp {\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  access_log off;\n  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}\n  include ${join(prefix, 'site.conf')};\n}\n`,
  );
  nginx = spawn('/usr/sbin/nginx', ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stderr?.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
  nginx.on('error', (error) => (nginxLog += `could not start nginx (apt-get install -y nginx): ${error.message}`));
  await waitFor(`${site}/`);
}, 60_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await backend?.stop();
  rmSync(prefix, { recursive: true, force: true });
});

describe('nginx with the deploy config', () => {
  it('sends documents no-cache with the CSP and security headers, and answers 304 to a revalidation', async () => {
    const deepLink = await fetch(`${site}/events`);
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers.get('cache-control')).toBe('no-cache');
    expect(deepLink.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(deepLink.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(deepLink.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(deepLink.headers.get('strict-transport-security')).toBeNull();
    expect(await deepLink.text()).toContain('<div id="root">');
    const again = await fetch(`${site}/events`, { headers: { 'If-None-Match': deepLink.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers an unknown path 404 with the not-found page, and never publishes mf-stats.json', async () => {
    const unknown = await fetch(`${site}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-cache');
    expect(await unknown.text()).toContain('<div id="root">');
    expect((await fetch(`http://127.0.0.1:${ports.remotes.events}/mf-stats.json`)).status).toBe(404);
  });

  it('revalidates manifests and app-config.json, keeps hashed chunks a year and unhashed images an hour', async () => {
    const manifest = await fetch(`http://127.0.0.1:${ports.remotes.events}/mf-manifest.json`, { headers: { Origin: site } });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe(site);
    expect((await fetch(`${site}/app-config.json`)).headers.get('cache-control')).toBe('no-cache');
    const chunk = readdirSync(join(SHELL_DIST, 'static/js')).find((name) => /\.[0-9a-f]{10}\.js$/.test(name))!;
    expect((await fetch(`${site}/static/js/${chunk}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${site}/og/eo-asia-pacific.jpg`)).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('serves the site through nginx with no console error and no CSP violation (smoke slice)', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    const problems: string[] = [];
    try {
      for (const [path, heading] of [['/', /Business/], ['/about', /About/], ['/events', /Events/], ['/no-such-page', /Oops! Page not found/]] as const) {
        const page = await browser.newPage();
        await page.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)),
        );
        // The not-found page logs the path it was asked for (shell/src/pages/NotFoundPage.tsx): expected.
        const expected = (text: string) => text.includes('404 (Not Found)') || text.startsWith('404 Error: User attempted to access non-existent route');
        page.on('console', (message) => message.type() === 'error' && !expected(message.text()) && problems.push(`${path}: ${message.text()}`));
        page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
        await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
        const headings = await page.getByRole('heading', { level: 1 }).allTextContents();
        if (!headings.some((text) => heading.test(text))) problems.push(`${path}: no heading ${String(heading)} (${headings.join(' | ') || 'none'})`);
        await page.close();
      }
    } finally {
      await browser.close();
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
