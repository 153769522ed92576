import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'tooling/chromium';
import { SHELL_URL } from './harness/testStack';

export default defineConfig({
  testDir: './e2e',
  // What a test checks is what a person sees, not how fast: a test's time and a check's wait are
  // limits for a hang, set for a machine whose cores other work holds too (a fresh clone's CI with
  // other processes beside it, 7 December: a sign-in, a promotion and three layouts took 33 s, a
  // month's events stayed "Loading events..." past 7 s). A passing check returns as soon as it holds.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two files at a time (E2E_WORKERS to change it). Four, with the tests of a file shared out
  // (fullyParallel), were tried on 2 cores: a third of the tests failed or timed out.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry (E2E_RETRIES to change it): on a loaded 2-core machine a few long flows fail once in
  // a run and pass alone (the rehearsals of 27 November: a different two or three each run). A test
  // that passes only on its retry is reported as flaky (`pnpm test` counts them), with a trace
  // of the retry; one that fails twice fails the run.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  forbidOnly: !!process.env.CI,
  globalSetup: './harness/globalSetup.ts',
  outputDir: '../.test-output/playwright-artifacts',
  reporter: [['list'], ['json', { outputFile: '../.test-output/playwright.json' }]],
  use: {
    baseURL: SHELL_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A trace records every action's DOM and screen as the test runs, pass or fail: 18 % of the CPU
    // of event-page.spec.ts (141 core-seconds with, 116 without, 27 November). A failure keeps its
    // screenshot and Playwright's error context (the page's accessibility tree); E2E_TRACE=retain-on-failure
    // (or `--trace on`) records every test's; by default only a retry records one.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | 'on' | undefined) ?? 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
