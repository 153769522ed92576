import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createUser, expect, expectNoSeriousA11yViolations, serviceClient, signIn, test, toastItem } from '../fixtures';
import { BACKEND_URL } from '../harness/testStack';

const LOCAL_ADMIN = { email: 'admin@eo-apac.test', password: 'local-admin-2026' };
const PAGES = ['About', 'Chapters', 'Partners', 'Industries', 'Path', 'Events', 'Blog', 'Regional Council', 'Resources'];

interface ReceivedRequest {
  at: number;
  tasks: Record<string, unknown>[];
}

/** The image service stand-in the e2e stack runs (tests/harness/globalSetup.ts). */
const imageService = {
  url: () => process.env.E2E_IMAGE_SERVICE_URL!,
  async setMode(mode: 'ok' | 'error' | 'stall' | 'malformed') {
    await fetch(`${this.url()}/__control`, { method: 'POST', body: JSON.stringify({ mode }) });
  },
  async requests(): Promise<ReceivedRequest[]> {
    return (await (await fetch(`${this.url()}/__requests`)).json()) as ReceivedRequest[];
  },
  async clearRequests() {
    await fetch(`${this.url()}/__requests`, { method: 'DELETE' });
  },
};

async function openAsAdmin(page: Page) {
  await signIn(page, LOCAL_ADMIN, '/image-generator');
  await expect(page.getByText('The image service is ready.')).toBeVisible();
}

// One stand-in and one table of images for the whole file: the tests build on each other.
test.describe.configure({ mode: 'serial' });

test.describe('image generator', () => {
  test.beforeAll(async () => {
    await serviceClient().from('generated_images').delete().not('id', 'is', null);
    await imageService.setMode('ok');
  });

  test.afterEach(async () => {
    await imageService.setMode('ok');
  });

  test('a visitor and a member see what the tool is and no Generate button', async ({ page }) => {
    await imageService.clearRequests();
    const statusChecks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/')) statusChecks.push(request.url());
    });
    await page.goto('/image-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Image Generator' })).toBeVisible();
    await expect(page.getByText('Sign in as an administrator to generate images')).toBeVisible();
    await expect(page.getByRole('button', { name: /Generate/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await signIn(page, await createUser('Image Curious Member'), '/image-generator');
    await expect(page.getByText('Sign in as an administrator to generate images')).toBeVisible();
    await expect(page.getByRole('button', { name: /Generate/ })).toHaveCount(0);
    expect(await imageService.requests()).toEqual([]);
    // Only an admin's tool asks whether the service is configured, so nobody else is told it is not.
    expect(statusChecks).toEqual([]);
    await expect(toastItem(page, /not configured/)).toHaveCount(0);
  });

  test('an admin generates the About image, previews, copies and downloads it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAsAdmin(page);
    await expect(page.getByRole('tab')).toHaveText(PAGES);
    await expect(page.getByText('0 of 9 pages generated')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const prompt = page.getByLabel('Prompt for the About page');
    await prompt.fill('Founders around a table in a bright Singapore office, editorial photograph');
    await imageService.clearRequests();
    await page.getByRole('button', { name: 'Generate About image' }).click();
    await expect(toastItem(page, 'Image generated successfully!')).toBeVisible();

    const [received] = await imageService.requests();
    expect(received!.tasks).toEqual([
      expect.objectContaining({
        taskType: 'imageInference',
        positivePrompt: 'Founders around a table in a bright Singapore office, editorial photograph',
        width: 1200,
        height: 800,
        outputFormat: 'WEBP',
        numberResults: 1,
        includeCost: true,
      }),
    ]);

    const latest = page.getByRole('region', { name: 'Latest About image' });
    const preview = latest.getByRole('img', { name: 'Generated image for the About page' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(latest.getByText('Founders around a table in a bright Singapore office, editorial photograph')).toBeVisible();
    await expect(latest.getByText('$0.0038')).toBeVisible();
    await expect(latest.getByText('Safe', { exact: true })).toBeVisible();
    await expect(page.getByText('1 of 9 pages generated')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'About (generated)' })).toBeVisible();

    await latest.getByRole('button', { name: 'Copy URL' }).click();
    await expect(toastItem(page, 'Image URL copied to clipboard!')).toBeVisible();
    await expect(latest.getByRole('button', { name: 'Copied!' })).toBeVisible();
    const src = await preview.getAttribute('src');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(src);
    await expect(latest.getByRole('button', { name: 'Copy URL' })).toBeVisible({ timeout: 4_000 });

    const [download] = await Promise.all([page.waitForEvent('download'), latest.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('about.webp');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    await expect(toastItem(page, 'Image downloaded!')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a failing image service shows the SPEC message and keeps the page usable', async ({ page }) => {
    await openAsAdmin(page);
    await imageService.setMode('error');
    await page.getByRole('tab', { name: 'Chapters' }).click();
    await page.getByRole('button', { name: 'Generate Chapters image' }).click();
    await expect(toastItem(page, 'Failed to generate image. Please try again.')).toBeVisible();
    await expect(toastItem(page, 'The image service refused the request: Invalid value for positivePrompt parameter.')).toBeVisible();
    await expect(page.getByText('No image generated for this page yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Chapters image' })).toBeEnabled();
  });

  test('when the saved images cannot be loaded, the page says so with Retry and Generate All waits until they can', async ({ page }) => {
    let failLoads = true;
    await page.route('**/rest/v1/rpc/latest_generated_images*', (route) => (failLoads ? route.fulfill({ status: 503, body: '{}' }) : route.fallback()));
    await openAsAdmin(page);
    const failure = page.getByRole('alert').filter({ hasText: "We couldn't load the saved images." });
    await expect(failure).toContainText('Generate All is paused until they are in');
    await expect(page.getByRole('button', { name: 'Generate All' })).toBeDisabled();
    // A failed list holds no items: no "0 of 9 pages generated", no "No image generated".
    await expect(page.getByText(/of 9 pages generated/)).toHaveCount(0);
    await expect(page.getByText('No image generated for this page yet.')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    failLoads = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('1 of 9 pages generated')).toBeVisible();
    await expect(failure).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Generate All' })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Latest About image' })).toBeVisible();
  });

  test('Generate All makes the missing pages a second apart, and a reload shows them again', async ({ page }) => {
    test.setTimeout(90_000);
    await openAsAdmin(page);
    await expect(page.getByText('1 of 9 pages generated')).toBeVisible();
    await imageService.clearRequests();
    await page.getByRole('button', { name: 'Generate All' }).click();
    await expect(toastItem(page, 'All images generated successfully!')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('9 of 9 pages generated')).toBeVisible();
    // Counted as each image arrived (the failed Chapters attempt earlier is not a saved image).
    await expect(page.getByText(/^Today \(UTC\): 9 images, \$0\.03/)).toBeVisible();

    const requests = await imageService.requests();
    expect(requests.map((request) => request.tasks[0]!.positivePrompt)).toHaveLength(8);
    for (let i = 1; i < requests.length; i += 1) expect(requests[i]!.at - requests[i - 1]!.at).toBeGreaterThanOrEqual(1_000);

    await page.reload();
    await expect(page.getByText('9 of 9 pages generated')).toBeVisible();
    await expect(page.getByText(/^Today \(UTC\): 9 images, \$0\.03/)).toBeVisible();
    await page.getByRole('tab', { name: 'Resources (generated)' }).click();
    await expect(page.getByRole('img', { name: 'Generated image for the Resources page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate All' })).toBeDisabled();
  });

  test('with the backend unreachable, the saved images show the failure with Retry, Generate All pauses, and Retry brings them back', async ({ page }) => {
    test.setTimeout(60_000);
    await openAsAdmin(page);
    await expect(page.getByText('9 of 9 pages generated')).toBeVisible();
    let isDown = true;
    await page.route(`${BACKEND_URL}/rest/v1/**`, (route) => (isDown ? route.abort('connectionrefused') : route.fallback()));

    // A new image (the function still answers) makes the page read its saved images again, and that read meets the outage.
    await page.getByRole('button', { name: 'Generate again for About' }).click();
    await expect(toastItem(page, 'Image generated successfully!')).toBeVisible();
    const failure = page.getByRole('alert').filter({ hasText: "We couldn't load the saved images." });
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/of 9 pages generated/)).toHaveCount(0);
    await expect(page.getByText(/^Today \(UTC\)/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Generate All' })).toBeDisabled();
    // The image just made is still shown: it came from the function, not from the failed read.
    await expect(page.getByRole('region', { name: 'Latest About image' })).toBeVisible();

    isDown = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('9 of 9 pages generated')).toBeVisible();
    await expect(page.getByText(/^Today \(UTC\): 10 images/)).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('on a phone, a toast does not cover the prompt box', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAsAdmin(page);
    await page.getByRole('tab', { name: 'Blog (generated)' }).click();
    const prompt = page.getByLabel('Prompt for the Blog page');
    await page.getByRole('button', { name: 'Generate again for Blog' }).click();
    const toast = toastItem(page, 'Image generated successfully!');
    await expect(toast).toBeVisible();
    // The admin goes back to the prompt box: wherever it sits on the screen, the toast is not on it.
    for (const block of ['end', 'center'] as const) {
      await prompt.evaluate((box, where) => box.scrollIntoView({ block: where }), block);
      await prompt.focus();
      const [toastBox, promptBox] = [await toast.boundingBox(), await prompt.boundingBox()];
      const overlaps = toastBox!.y < promptBox!.y + promptBox!.height && promptBox!.y < toastBox!.y + toastBox!.height;
      expect(overlaps, `toast ${JSON.stringify(toastBox)} over prompt ${JSON.stringify(promptBox)} (block ${block})`).toBe(false);
    }
  });
});
