import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { TEST_ACCOUNT } from 'local-backend/oidc-test-account';
import { authLinkIn, createUser, expect, latestEmail, serviceClient, test, toastItem, holdBackSignInChunk } from '../fixtures';

/**
 * Issue 43 item 3, "Back where you were": every way of signing in returns to the page the person
 * started from, with "You're signed in"; /auth says what they came to do; a link opened in another
 * browser says what happened and how to go on; after sign-up on a phone the "check your email"
 * message takes the focus. Written as the person does it, at 390 and 1280 px.
 */

/** A new upcoming event to RSVP to, with a title in Thai (the site's titles come in every script of the region). */
async function plantEvent(): Promise<{ id: string; title: string }> {
  const title = `งานพบปะ ${Date.now().toString(36)}`;
  const { data, error } = await serviceClient()
    .from('events')
    .insert({ title, date: format(addDays(new Date(), 10), 'yyyy-MM-dd'), time: '18:00', timezone: 'Asia/Bangkok', category: 'Networking', location: 'Bangkok' })
    .select('id, title')
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; title: string };
}

const rsvpLink = (page: Page) => page.getByRole('complementary', { name: 'Event details' }).getByRole('link', { name: 'Sign in to RSVP' });

/** From the event's page to /auth by its "Sign in to RSVP", which names the event. */
async function startFromEvent(page: Page, event: { id: string; title: string }) {
  await page.goto(`/events/${event.id}`);
  await rsvpLink(page).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
  await expect(page.getByText(`Sign in to RSVP to ${event.title}`)).toBeVisible();
}

/** Back on the event's page, signed in, told so. */
async function expectBackAtEvent(page: Page, event: { id: string }) {
  await page.waitForURL((url) => url.pathname === `/events/${event.id}`);
  await expect(toastItem(page, "You're signed in")).toBeVisible();
  // Signed in: the event offers the RSVP itself.
  await expect(page.getByRole('complementary', { name: 'Event details' }).getByRole('button', { name: "I'm going" })).toBeVisible();
}

for (const width of [390, 1280]) {
  test.describe(`back where you were, at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
    });

    test('"Sign in to RSVP": /auth names the event, and the password brings the member back to it', async ({ page }) => {
      const event = await plantEvent();
      const member = await createUser('Rina Returning');
      await startFromEvent(page, event);
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill(member.email);
      await form.getByLabel('Password').fill(member.password);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await expectBackAtEvent(page, event);
    });

    test('signing up from the event: the message takes the focus, and the confirmation returns to the event', async ({ page }) => {
      const event = await plantEvent();
      const email = `returning-${width}-${Date.now()}@example.com`;
      await startFromEvent(page, event);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      const form = page.getByRole('form', { name: 'Sign up' });
      await form.getByLabel('Full Name').fill('Somchai Signup');
      await form.getByLabel('Email').fill(email);
      // The rule is said before the first try, tied to the field.
      await expect(form.getByLabel('Password')).toHaveAccessibleDescription('At least 8 characters.');
      await form.getByLabel('Password').fill('returning-passphrase-8');
      await form.getByRole('button', { name: 'Sign Up' }).click();
      const message = page.getByText('Please check your email to confirm your account before signing in.');
      await expect(message).toBeVisible();
      // Focus (and the screen) moves to the message, on a phone too.
      await expect(page.locator(':focus')).toContainText('Please check your email to confirm your account before signing in.');
      await expect(message).toBeInViewport();

      await page.goto(authLinkIn(await latestEmail(email)));
      await page.getByRole('button', { name: 'Confirm my address' }).click();
      await expectBackAtEvent(page, event);
    });
  });
}

test.describe('back where you were, by link and by provider', () => {
  test('the sign-in link, at 390px, returns to the event it was asked from', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const event = await plantEvent();
    const member = await createUser('Lek Link');
    await startFromEvent(page, event);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const form = page.getByRole('form', { name: 'Email me a sign-in link' });
    await form.getByLabel('Email').fill(member.email);
    await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(form.getByRole('status')).toContainText('on its way');
    await page.goto(authLinkIn(await latestEmail(member.email)));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectBackAtEvent(page, event);
  });

  test('Continue with Google (the local OpenID stand-in), at 1280px, returns to the event', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 844 });
    const event = await plantEvent();
    await startFromEvent(page, event);
    await page.getByRole('main').getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Local test provider' })).toBeVisible();
    await page.getByLabel('Email').fill(TEST_ACCOUNT.email);
    await page.getByLabel('Password').fill(TEST_ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectBackAtEvent(page, event);
  });

  test('a sign-in link opened in another browser says so and leads to the sign-in page there', async ({ page, browser }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const member = await createUser('Mali Mailapp');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const form = page.getByRole('form', { name: 'Email me a sign-in link' });
    await form.getByLabel('Email').fill(member.email);
    await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(form.getByRole('status')).toContainText('on its way');
    const link = authLinkIn(await latestEmail(member.email));

    // The mail app's own browser: nothing of the browser that asked.
    const mailApp = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await mailApp.newPage();
    await other.goto(link);
    await expect(other.getByText('only in the browser where you asked for it', { exact: false })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
    await other.getByRole('link', { name: 'Go to the sign-in page' }).click();
    await expect(other.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await mailApp.close();

    // The link was not used up there: in the browser that asked, it still signs in, also when the
    // chunk that says so arrives after the code has left the address (a slow line).
    await holdBackSignInChunk(page);
    await page.goto(link);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(toastItem(page, "You're signed in")).toBeVisible();
  });
});
