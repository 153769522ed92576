import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import WebSocket from 'ws';
import { REPO_ROOT } from 'local-backend/paths';
import { signUpTestUser, uniqueTestEmail, type TestUser } from 'local-backend/testing';
import { BACKEND_URL, SHELL_URL } from './harness/testStack';

const run = promisify(execFile);

// Node 20 has no native WebSocket: supabase-js's realtime client takes `ws` instead.
const NODE_CLIENT_OPTIONS = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

/** A service-role client: bypasses RLS, for checking what the database holds. */
export function serviceClient(): SupabaseClient {
  const key = process.env.E2E_SERVICE_ROLE_KEY;
  if (!key) throw new Error('E2E_SERVICE_ROLE_KEY missing: run through playwright.config.ts');
  return createClient(BACKEND_URL, key, NODE_CLIENT_OPTIONS);
}

/**
 * The day supabase/seed.sql gave five events (`current_date + 3` when the stack seeded its
 * database), read from the database: a suite that crosses midnight counts from another today than
 * the seed did, and would look three days on from the wrong day.
 */
export async function seededBusyDay(): Promise<Date> {
  const { data, error } = await serviceClient().from('events').select('date').eq('title', 'Morning Mindfulness for Leaders').order('created_at').limit(1).single();
  if (error) throw new Error(`could not read the seeded busy day: ${error.message}`);
  const [year, month, day] = (data as { date: string }).date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** Signs up a new user through the real auth API and returns their credentials. */
export function createUser(fullName = 'Test Member'): Promise<TestUser> {
  return signUpTestUser({ url: BACKEND_URL, anonKey: process.env.E2E_ANON_KEY ?? '', serviceRoleKey: process.env.E2E_SERVICE_ROLE_KEY ?? '' }, { email: uniqueTestEmail('member'), password: 'correct-horse-battery-9', fullName });
}

/** An email the stack's mail catcher holds, as its HTTP API answers (local-backend/src/mail/catcher.ts). */
export interface CaughtEmail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The calendar part (an invite), or null. */
  calendar: { method: string | null; content: string } | null;
  /** Inline images (the HTML's `cid:` sources), with their bytes in base64. */
  images: { cid: string | null; contentType: string; base64: string }[];
}

/**
 * Runs the backend's scheduled jobs now (POST /_local/jobs/run, service role) instead of waiting
 * for the next minute: the outbox job delivers what is queued, and this answers once it has.
 */
export async function runScheduledJobs(): Promise<void> {
  const response = await fetch(`${BACKEND_URL}/_local/jobs/run`, { method: 'POST', headers: { Authorization: `Bearer ${process.env.E2E_SERVICE_ROLE_KEY ?? ''}` } });
  if (!response.ok) throw new Error(`POST /_local/jobs/run answered HTTP ${response.status}`);
}

/** The newest email to `to` (newer than `after`, an earlier one's id), read from the mail catcher's HTTP API. */
export async function latestEmail(to: string, after = 0): Promise<CaughtEmail> {
  const inbox = process.env.E2E_INBOX_URL;
  if (!inbox) throw new Error('E2E_INBOX_URL missing: run through playwright.config.ts');
  let found: CaughtEmail | undefined;
  await expect(async () => {
    const response = await fetch(`${inbox}/api/messages?to=${encodeURIComponent(to)}`);
    found = ((await response.json()) as CaughtEmail[]).find((message) => message.id > after);
    expect(found, `an email to ${to}`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found!;
}

/** The first link of an email's plain text that starts with `prefix`. */
export function linkIn(email: CaughtEmail, prefix: string): string {
  const link = email.text.match(/https?:\/\/[^\s\]]+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`no link to ${prefix} in the email:\n${email.text}`);
  return link;
}

/**
 * The link of an auth email (sign-up, sign-in link, reset, invitation, email change): the site's
 * page `/auth/confirm?token_hash=…&type=…`, which acts only on its button (issue 42 finding 2).
 */
export function authLinkIn(email: CaughtEmail): string {
  return linkIn(email, `${SHELL_URL}/auth/confirm?`);
}

/** One run of the outbox worker, as the schedule calls it (its bearer secret): every due email is sent now. */
export async function runOutboxWorker(): Promise<{ claimed: number; sent: number; retried: number; failed: number }> {
  const response = await fetch(`${BACKEND_URL}/functions/v1/outbox-worker`, { method: 'POST', headers: { Authorization: `Bearer ${process.env.E2E_OUTBOX_WORKER_SECRET}` } });
  if (!response.ok) throw new Error(`outbox-worker answered HTTP ${response.status}`);
  return response.json() as Promise<{ claimed: number; sent: number; retried: number; failed: number }>;
}

/** Makes a user an administrator with the backend's own `promote` command, as staff do locally. */
export async function promoteToAdmin(email: string): Promise<void> {
  const { stdout } = await run(join(REPO_ROOT, 'node_modules/.bin/tsx'), [join(REPO_ROOT, 'local-backend/src/promote.ts'), email, '--url', BACKEND_URL], { cwd: REPO_ROOT });
  if (!stdout.includes('is now an admin')) throw new Error(`promote said: ${stdout}`);
}

/** Signs in through the /auth page like a person. */
export async function signInThroughPage(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Signs `user` in without the sign-in page, for the many tests about something else: GoTrue's
 * password grant, its session stored where supabase-js keeps it (`sessionStorageKey` of
 * shared-data), then the page at `path`. One page load instead of two and a
 * form (measured on 27 November: about a seventh of the suite's CPU went to signing in through the
 * page). The sign-in page itself is tested through the page (auth.spec.ts, sign-in-return.spec.ts).
 * `path` is where the member goes first (home unless named): the app's first load already has the
 * session, and a test about /account does not also pay for a load of home (1.4 core-seconds each,
 * 28 November).
 */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>, path = '/'): Promise<void> {
  const response = await fetch(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: process.env.E2E_ANON_KEY ?? '', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const session = (await response.json()) as { expires_in: number; expires_at?: number };
  if (!response.ok) throw new Error(`the password grant for ${user.email} answered HTTP ${response.status}: ${JSON.stringify(session)}`);
  const stored = JSON.stringify({ ...session, expires_at: session.expires_at ?? Math.round(Date.now() / 1000) + session.expires_in });
  // In place before the app first reads it: a script run before the page's own, once per tab (a
  // member who signs out and reloads stays signed out), on the site's origin only. (A load of
  // /robots.txt to write it from until 28 November: Chromium then asks for /favicon.ico, a 404 in
  // the console of the page under test.)
  const key = `sb-${new URL(BACKEND_URL).hostname.split('.')[0]}-auth-token`;
  const once = `e2e-sign-in-${user.email}-${Date.now()}`;
  await page.addInitScript(
    ([origin, name, value, flag]) => {
      if (location.origin !== origin || sessionStorage.getItem(flag)) return;
      localStorage.setItem(name, value);
      sessionStorage.setItem(flag, '1');
    },
    [new URL(SHELL_URL).origin, key, stored, once] as const,
  );
  await page.goto(path);
  // The app took the session: the header holds Sign Out (shown from 1280 px; below, the side menu
  // has it and the header's copy is hidden, but drawn), and a page that opens on a dialog (check-in)
  // hides the header from the accessibility tree, not from the page: wait for it at any width.
  await expect(page.locator('header').getByRole('button', { name: 'Sign Out', includeHidden: true })).toBeAttached();
}

/**
 * A slow line for the chunk that finishes a sign-in coming back to the site with a one-time code
 * (shell/src/features/auth/afterSignIn.ts): it arrives 1.5 s late, after supabase-js has exchanged
 * the code and taken it out of the address. A script still on its way when the page moves on (to a
 * provider's page) is dropped with the page: nothing to hold back then.
 */
export async function holdBackSignInChunk(page: Page): Promise<void> {
  await page.route('**/static/js/async/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('This link cannot sign you in here')) await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fulfill({ response, body });
    } catch {
      // The page left before this script arrived (its response disposed with the navigation), or
      // the fetch failed: the browser asks for it itself, if it still wants it.
      await route.continue().catch(() => undefined);
    }
  });
}

/**
 * Home's Upcoming Events loads as it comes near the viewport (shell/src/pages/homeAreas.ts):
 * scroll down a screen at a time, as a visitor would, until it is there.
 */
export async function scrollToUpcomingEvents(page: Page): Promise<Locator> {
  const section = page.getByRole('region', { name: 'Upcoming Events' });
  await expect(async () => {
    await page.mouse.wheel(0, 700);
    await expect(section).toBeAttached({ timeout: 750 });
  }).toPass({ timeout: 20_000 });
  await section.scrollIntoViewIfNeeded();
  return section;
}

/**
 * No serious or critical axe violation on the current page. `setLegacyMode`: axe runs once in the
 * page (axe.run) instead of a partial run per frame finished in a new blank page, which cost a
 * renderer of its own and axe compiled again on every call: 2.0 -> 1.15 core-seconds a call (20
 * loads of /about with axe, 80 -> 63 core-seconds, 29 November; the suite calls it about a hundred
 * times). What legacy mode gives up is cross-origin frames, which no page here has (the promo
 * video's player is created on a click). `resultTypes`: details of violations only.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

/**
 * A toast in the shell's notification region (Radix Toast's viewport), found by its text. Not by
 * role "status": that is Radix's screen-reader announcement, a hidden copy that lives about a second.
 */
/** Records every layout shift from the first paint on, as Lighthouse's CLS counts them (call before `goto`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts recorded so far (`recordLayoutShifts`). */
export function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

export function toastItem(page: Page, text: string | RegExp): Locator {
  return page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem').filter({ hasText: text });
}

/**
 * The page as a person sees it, with the page's console errors collected for assertions. Every
 * test also fails on a Content-Security-Policy violation (the policy of deploy/, sent by the
 * static server): whatever a flow loads, the policy must allow it.
 */
export const test = base.extend<{ consoleErrors: string[]; cspViolations: void }>({
  // A page is prerendered HTML until the app takes it over (hydration); its buttons do nothing
  // before. As a person waits for a page to settle, every navigation here waits until the app has
  // booted (`<html data-booted>`: the route's content has hydrated, shell/src/boot/pageReady.ts).
  context: async ({ context }, use) => {
    waitForBootOnEveryNavigation(context);
    await use(context);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await reportCspViolations(page, violations);
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    const onPageError = (error: Error) => errors.push(error.message);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    await use(errors);
    // A visitor's page outlives the test (visitTest below): the next test collects its own.
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  },
});

/**
 * As a person waits for a page to settle, every navigation of the context's pages waits until the
 * app has booted (`<html data-booted>`, shell/src/boot/pageReady.ts): a page is prerendered HTML
 * until the app takes it over (hydration), and its buttons do nothing before.
 */
function waitForBootOnEveryNavigation(context: BrowserContext): void {
  const waitForBoot = (page: Page) =>
    page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-booted'), null, { timeout: 15_000 }).catch(() => undefined);
  const wrap = (page: Page) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForBoot(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForBoot(page);
      return response;
    };
  };
  context.pages().forEach(wrap);
  context.on('page', wrap);
}

/** Where each page's CSP violations go now (a visitor's page serves one test after another). */
const cspCollectors = new WeakMap<Page, string[]>();

/** Reports the page's Content-Security-Policy violations into `violations`, until the next call for this page. */
async function reportCspViolations(page: Page, violations: string[]): Promise<void> {
  const reporting = cspCollectors.has(page);
  cspCollectors.set(page, violations);
  if (reporting) return;
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => void cspCollectors.get(page)?.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
}

/**
 * For visits that change nothing a next visit could see (a visitor loads a page and looks: no
 * sign-in, no form sent, nothing stored): one page per worker, which each test navigates
 * afresh at the default 1280 x 720. A page's first load in a new browser context costs a renderer
 * process started and the app's scripts compiled; the next load in the same tab finds both. Measured
 * on 29 November (tooling's throwaway loop of /terms, /events, / and /about, 16 loads, 3 runs):
 * 1.33 core-seconds a load in a new context each, 0.64 in one tab. Every test still starts
 * with a navigation of its own, its own console and CSP collectors, and its own assertions; a
 * failure ends the worker, and with it the page.
 */
export const visitTest = test.extend<object, { visitorPage: Page }>({
  visitorPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: SHELL_URL });
      waitForBootOnEveryNavigation(context);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ visitorPage }, use) => {
    await visitorPage.setViewportSize({ width: 1280, height: 720 });
    await use(visitorPage);
  },
});

export { expect };
