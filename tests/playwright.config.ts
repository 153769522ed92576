import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'tooling/chromium';
import { SHELL_URL } from './harness/testStack';

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // Two files at a time (E2E_WORKERS to change it). Four, with the tests of a file shared out
  // (fullyParallel), were tried on 2 cores: a third of the tests failed or timed out.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  globalSetup: './harness/globalSetup.ts',
  outputDir: '../.test-output/playwright-artifacts',
  reporter: [['list'], ['json', { outputFile: '../.test-output/playwright.json' }]],
  use: {
    baseURL: SHELL_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
