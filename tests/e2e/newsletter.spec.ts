import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations, latestEmail, linkIn, serviceClient, signIn, toastItem } from '../fixtures';
import { expectNothingHandedOut, scannerGet, scannerWithJavaScript } from '../scanners';

const CHECK_INBOX = 'Check your inbox to confirm your subscription';
const LOCAL_ADMIN = { email: 'admin@eo-apac.test', password: 'local-admin-2026' };

async function rows(table: 'newsletter_subscribers' | 'newsletter_pending', email: string): Promise<number> {
  const { data, error } = await serviceClient().from(table).select('email').eq('email', email.toLowerCase());
  if (error) throw new Error(error.message);
  return data.length;
}

/** The link of a newsletter email to the site page `path` (the site's own origin). */
const siteLink = (page: Page, email: Awaited<ReturnType<typeof latestEmail>>, path: string) => linkIn(email, new URL(`${path}?`, page.url()).toString());

async function subscribeInFooter(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toastItem(page, CHECK_INBOX).last()).toBeVisible();
}

test.describe('newsletter double opt-in', () => {
  test('footer Stay Connected: "Check your inbox…", the scanners confirm nothing, the address counts once the emailed link is followed, once', async ({ page, browser, consoleErrors }) => {
    const email = `Footer-${Date.now()}@Example.com`;
    await page.goto('/about');
    await subscribeInFooter(page, email);
    await expect(page.getByRole('form', { name: 'Newsletter sign-up' }).getByLabel('Email address')).toHaveValue('');
    expect(await rows('newsletter_subscribers', email)).toBe(0);
    expect(await rows('newsletter_pending', email)).toBe(1);

    const mail = await latestEmail(email.toLowerCase());
    expect(mail.subject).toBe('Confirm your EO Asia Pacific newsletter subscription');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const confirmLink = siteLink(page, mail, '/newsletter/confirm');
    // The mail scanners first (tests/scanners.ts): no token handed out, nothing confirmed.
    expectNothingHandedOut(await scannerGet(confirmLink), new URL(confirmLink).searchParams.get('token') ?? '');
    await scannerWithJavaScript(browser, confirmLink);
    expect(await rows('newsletter_subscribers', email)).toBe(0);
    expect(await rows('newsletter_pending', email)).toBe(1);
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
    // Opening the link confirms nothing (issue 42 finding 2: a mail scanner runs the page too); the button does.
    await expectNoSeriousA11yViolations(page);
    expect(await rows('newsletter_subscribers', email)).toBe(0);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByText(/Your subscription is confirmed/)).toBeVisible();
    expect(await rows('newsletter_subscribers', email)).toBe(1);

    // The link works once; a second subscription of the address sends nothing and changes nothing.
    await page.goto(confirmLink);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible();
    await subscribeInFooter(page, email.toUpperCase());
    expect(await rows('newsletter_subscribers', email)).toBe(1);
    expect(consoleErrors.filter((text) => !text.includes('status of 400'))).toEqual([]);
  });

  test('footer: an invalid address gets an inline error, keeps the text and stores nothing', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByLabel('Email address').fill('not-an-address@');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('contentinfo').getByRole('alert')).toHaveText('Please enter a valid email address.');
    await expect(form.getByLabel('Email address')).toHaveValue('not-an-address@');
    await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(await rows('newsletter_pending', 'not-an-address@')).toBe(0);
  });

  test('blog Subscribe Now asks for a confirmation; the admin list shows pending and confirmed', async ({ page }) => {
    const pending = `blog-reader-${Date.now()}@example.com`;
    await page.goto('/blog');
    await page.getByRole('main').getByRole('textbox', { name: /email/i }).fill(pending);
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(toastItem(page, CHECK_INBOX)).toBeVisible();
    await expect.poll(() => rows('newsletter_pending', pending)).toBe(1);
    const confirmed = `blog-confirmed-${Date.now()}@example.com`;
    await subscribeInFooter(page, confirmed);
    await page.goto(siteLink(page, await latestEmail(confirmed), '/newsletter/confirm'));
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByText(/Your subscription is confirmed/)).toBeVisible();

    await signIn(page, LOCAL_ADMIN, '/admin?tab=members');
    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Status' }) });
    await expect(table.getByRole('row').filter({ hasText: pending })).toContainText('Pending confirmation');
    await expect(table.getByRole('row').filter({ hasText: confirmed })).toContainText('Confirmed');
    await expect(page.getByText(/^\d+ subscribers, \d+ waiting to confirm$/)).toBeVisible();
  });

  test('every newsletter email unsubscribes: the page a person lands on, and one click (RFC 8058)', async ({ page, request }) => {
    const first = `leaving-${Date.now()}@example.com`;
    await page.goto('/about');
    await subscribeInFooter(page, first);
    const confirmation = await latestEmail(first);
    await page.goto(siteLink(page, confirmation, '/newsletter/confirm'));
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByText(/Your subscription is confirmed/)).toBeVisible();
    const welcome = await latestEmail(first, confirmation.id);
    await page.goto(siteLink(page, welcome, '/newsletter/unsubscribe'));
    await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You are unsubscribed. No more newsletter emails will come to this address.')).toBeVisible();
    expect(await rows('newsletter_subscribers', first)).toBe(0);

    // A mail client's one click: POST List-Unsubscribe=One-Click to the List-Unsubscribe address.
    const second = `one-click-${Date.now()}@example.com`;
    await subscribeInFooter(page, second);
    const pendingMail = await latestEmail(second);
    const oneClick = /^<(.+)>$/.exec(pendingMail.headers['list-unsubscribe']!)![1]!;
    const response = await request.post(oneClick, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' });
    expect(response.status()).toBe(200);
    expect(await rows('newsletter_pending', second)).toBe(0);
  });

  test('the lists are not readable without admin rights', async ({ request }) => {
    for (const table of ['newsletter_subscribers', 'newsletter_pending']) {
      const response = await request.get(`${process.env.E2E_BACKEND_URL}/rest/v1/${table}?select=email`, {
        headers: { apikey: process.env.E2E_ANON_KEY ?? '', Authorization: `Bearer ${process.env.E2E_ANON_KEY ?? ''}` },
      });
      // Visitors have no read privilege on either table (subscribing goes through the newsletter function).
      expect(response.status()).toBe(401);
      expect(await response.json()).toMatchObject({ code: '42501' });
    }
  });
});
