import { test, expect, serviceClient, toastItem } from '../fixtures';

async function storedRows(email: string): Promise<number> {
  const { data, error } = await serviceClient().from('newsletter_subscribers').select('email').eq('email', email.toLowerCase());
  if (error) throw new Error(error.message);
  return data.length;
}

test.describe('newsletter sign-up stores the address', () => {
  test('footer Stay Connected: one row, the same confirmation twice, nothing more', async ({ page }) => {
    const email = `Footer-${Date.now()}@Example.com`;
    await page.goto('/about');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toastItem(page, "Thanks! You're on the list for our newsletter.")).toBeVisible();
    await expect(form.getByLabel('Email address')).toHaveValue('');
    await expect.poll(() => storedRows(email)).toBe(1);

    await form.getByLabel('Email address').fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toastItem(page, 'Subscribed').last()).toBeVisible();
    await expect.poll(() => storedRows(email)).toBe(1);
  });

  test('footer: an invalid address gets an inline error, keeps the text and stores nothing', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByLabel('Email address').fill('not-an-address@');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('contentinfo').getByRole('alert')).toHaveText('Please enter a valid email address.');
    await expect(form.getByLabel('Email address')).toHaveValue('not-an-address@');
    await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => storedRows('not-an-address@')).toBe(0);
  });

  test('blog Subscribe Now stores the address once', async ({ page }) => {
    const email = `blog-reader-${Date.now()}@example.com`;
    await page.goto('/blog');
    await page.getByRole('main').getByRole('textbox', { name: /email/i }).fill(email);
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(toastItem(page, 'Subscribed')).toBeVisible();
    await expect.poll(() => storedRows(email)).toBe(1);
  });

  test('the list of subscribers is not readable without admin rights', async ({ request }) => {
    const response = await request.get(`${process.env.E2E_BACKEND_URL}/rest/v1/newsletter_subscribers?select=email`, {
      headers: { apikey: process.env.E2E_ANON_KEY ?? '', Authorization: `Bearer ${process.env.E2E_ANON_KEY ?? ''}` },
    });
    // Visitors have no read privilege on the table at all (subscribing goes through an RPC).
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ code: '42501' });
  });
});
