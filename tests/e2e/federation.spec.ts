import { startStaticServer, type AppConfig, type RunningServer } from 'tooling/static-server';
import { distOf } from 'tooling/stack';
import { test, expect, createUser, signIn, toastItem } from '../fixtures';
import { EXTRA_SHELL_PORTS, SPARE_PORTS } from '../harness/testStack';

const [OUTAGE_SHELL_PORT, MOVED_SHELL_PORT] = EXTRA_SHELL_PORTS as [number, number];
const [OWN_EVENTS_PORT, MOVED_MARKETING_PORT] = SPARE_PORTS as [number, number];

/** The suite's stack's prerendered copy of the shell's build (harness/globalSetup.ts). */
function shellDir(): string {
  const dir = process.env.E2E_SHELL_DIR;
  if (!dir) throw new Error('E2E_SHELL_DIR missing: run through playwright.config.ts');
  return dir;
}

function stackConfig(): AppConfig {
  const raw = process.env.E2E_APP_CONFIG;
  if (!raw) throw new Error('E2E_APP_CONFIG missing');
  return JSON.parse(raw) as AppConfig;
}

test.describe('runtime composition', () => {
  test('a remote outage stays inside its area, and Retry loads it once it is back', async ({ page }) => {
    const shellOrigin = `http://127.0.0.1:${OUTAGE_SHELL_PORT}`;
    const config = stackConfig();
    const shell = await startStaticServer({
      root: shellDir(),
      port: OUTAGE_SHELL_PORT,
      spa: true,
      appConfig: { ...config, remotes: { ...config.remotes, events: `http://127.0.0.1:${OWN_EVENTS_PORT}/mf-manifest.json` } },
    });
    let events: RunningServer | null = null;
    try {
      await page.goto(`${shellOrigin}/events`);
      await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'EO Asia Pacific home' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Stay Connected');
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

      // The home page's marketing areas keep working while its events area is down.
      await page.getByRole('banner').getByRole('link', { name: 'EO Asia Pacific home' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Building The Future Of Business Together' })).toBeVisible();
      // Upcoming Events loads as it is scrolled near: scroll down until its area tells of the outage.
      await expect(async () => {
        await page.mouse.wheel(0, 700);
        await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toHaveCount(1, { timeout: 750 });
      }).toPass({ timeout: 20_000 });

      await page.getByRole('contentinfo').getByRole('link', { name: 'Events' }).click();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      events = await startStaticServer({ root: distOf('events'), port: OWN_EVENTS_PORT, corsOrigins: [shellOrigin] });
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Events/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    } finally {
      await events?.close();
      await shell.close();
    }
  });

  test('a remote moved to another URL works with only a new app-config.json', async ({ page }) => {
    const shellOrigin = `http://127.0.0.1:${MOVED_SHELL_PORT}`;
    const config = stackConfig();
    const marketing = await startStaticServer({ root: distOf('marketing'), port: MOVED_MARKETING_PORT, corsOrigins: [shellOrigin] });
    const shell = await startStaticServer({
      root: shellDir(),
      port: MOVED_SHELL_PORT,
      spa: true,
      appConfig: { ...config, remotes: { ...config.remotes, marketing: `http://127.0.0.1:${MOVED_MARKETING_PORT}/mf-manifest.json` } },
    });
    const marketingRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://127.0.0.1:${MOVED_MARKETING_PORT}/`)) marketingRequests.push(request.url());
    });
    try {
      await page.goto(`${shellOrigin}/about`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('This section is unavailable')).toHaveCount(0);
      expect(marketingRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
      expect(marketingRequests.some((url) => url.endsWith('.js'))).toBe(true);
    } finally {
      await shell.close();
      await marketing.close();
    }
  });

  test('one React across remotes: a remote uses the shared session hook and its toast shows in the shell', async ({ page, consoleErrors }) => {
    const user = await createUser('Plain Member');
    await signIn(page, user, '/admin');
    await expect(page).toHaveURL(/\/$/);
    const toast = toastItem(page, 'Access Denied');
    await expect(toast).toContainText("You don't have permission to access the admin panel.");
    expect(consoleErrors.filter((text) => /Invalid hook call|more than one copy of React/i.test(text))).toEqual([]);
  });
});
