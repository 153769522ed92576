import type { Page } from '@playwright/test';
import { createUser, expect, expectNoSeriousA11yViolations, latestEmail, runOutboxWorker, serviceClient, signIn, test, toastItem, type CaughtEmail } from '../fixtures';

const LOCAL_ADMIN = { email: 'admin@eo-apac.test', password: 'local-admin-2026' };

async function openAdmin(page: Page, tab: 'newsletter' | 'messages') {
  await signIn(page, LOCAL_ADMIN, `/admin?tab=${tab}`);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

test.describe('newsletter sending (issue 35, item 5)', () => {
  test('an admin composes, previews, tests, sends; each subscriber gets it with their own unsubscribe; the counts update', async ({ page }) => {
    test.slow();
    const run = Date.now();
    const readers = [0, 1, 2].map((i) => `reader-${i}-${run}@example.com`);
    const inserted = await serviceClient().from('newsletter_subscribers').insert(readers.map((email) => ({ email })));
    expect(inserted.error).toBeNull();
    const subject = `News ${run}`;

    await openAdmin(page, 'newsletter');
    await page.getByRole('button', { name: 'New issue' }).click();
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Body (Markdown)').fill('# Big news\n\nHello **members**.\n\n> A quote worth keeping\n\nSee you soon,\nAda\n\n<script>alert(1)</script>');
    const preview = page.getByTestId('newsletter-preview');
    await expect(preview.getByRole('heading', { level: 2, name: 'Big news' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('members');
    // A single line break is kept as written (the signature stays on its own line).
    expect(await preview.locator('p').filter({ hasText: 'See you soon' }).innerHTML()).toBe('See you soon,<br>\nAda');
    await expect(preview).toContainText('<script>alert(1)</script>');
    await expectNoSeriousA11yViolations(page);

    const before = (await latestEmail(LOCAL_ADMIN.email).catch(() => ({ id: 0 }))).id;
    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await expect(toastItem(page, 'A test is on its way to your inbox.')).toBeVisible();
    await runOutboxWorker();
    const test_ = await latestEmail(LOCAL_ADMIN.email, before);
    expect(test_.subject).toBe(`[Test] ${subject}`);

    await page.getByRole('button', { name: 'Send now' }).click();
    // The confirmation says to how many people it goes.
    const confirmation = page.getByRole('group', { name: 'Confirm sending' });
    await expect(confirmation).toContainText(/^Send this issue now to [\d,]+ confirmed subscribers\?/);
    const named = Number((/now to ([\d,]+) confirmed/.exec((await confirmation.textContent()) ?? '')?.[1] ?? '0').replace(/,/g, ''));
    expect(named).toBeGreaterThanOrEqual(readers.length);
    await confirmation.getByRole('button', { name: 'Yes, send it' }).click();
    await expect(toastItem(page, 'The issue is being sent.')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('Sending');
    const { data: issue } = await serviceClient().from('newsletter_issues').select('id, slug, recipient_count').eq('subject', subject).single();
    expect(issue!.recipient_count).toBeGreaterThanOrEqual(named);

    // While it is being sent, "Read it on the site" already finds it: View opens the archive's page.
    await row.getByRole('link', { name: `View ${subject}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText('Issue not found')).toHaveCount(0);
    expect(await page.locator('p').filter({ hasText: 'See you soon' }).innerHTML()).toBe('See you soon,<br>\nAda');
    await page.goBack();
    expect(issue!.recipient_count).toBeGreaterThanOrEqual(readers.length);
    // The schedule's worker may already have sent some: the progress names the recipients either way.
    await expect(row).toContainText(new RegExp(`\\d+ of ${issue!.recipient_count} sent`));

    while ((await runOutboxWorker()).claimed > 0);
    // Read live: the tab polls the counts through the shared-data cache.
    await expect(row).toContainText(`${issue!.recipient_count} of ${issue!.recipient_count} sent`, { timeout: 10_000 });
    const links = new Set<string>();
    for (const reader of readers) {
      const mail = await latestEmail(reader);
      expect(mail.subject).toBe(subject);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      links.add(mail.headers['list-unsubscribe']!);
      expect(mail.text).toContain('/newsletter/unsubscribe?token=');
      // Styled as on the site, inline (mail apps keep no style sheet), line breaks kept.
      expect(mail.html).toMatch(/<blockquote style="[^"]*border-left: 4px solid #0066CC[^"]*">/);
      expect(mail.html).toContain('See you soon,<br>');
    }
    expect(links.size).toBe(readers.length);
  });

  test('issue 56 item 12: the toolbar writes Markdown at the selection, the preview sits beside it, and the email\'s text part reads as text', async ({ page }) => {
    test.slow();
    const subject = `Toolbar ${Date.now()}`;
    await openAdmin(page, 'newsletter');
    await page.getByRole('button', { name: 'New issue' }).click();
    await page.getByLabel('Subject').fill(subject);
    const body = page.getByLabel('Body (Markdown)');
    await body.fill('Hello members\n\nTokyo chapter meets soon.\n\nFirst\nSecond\n\nOur events');
    const select = (text: string) =>
      body.evaluate((area: HTMLTextAreaElement, wanted) => {
        const start = area.value.indexOf(wanted);
        area.setSelectionRange(start, start + wanted.length);
      }, text);
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });

    // By keyboard: one stop in the tab order, arrows between the buttons, Enter applies to the selection.
    await select('Hello members');
    await page.getByLabel('Subject').focus();
    await page.keyboard.press('Tab');
    await expect(toolbar.getByRole('button', { name: 'Heading' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(body).toBeFocused();
    await select('Tokyo chapter');
    await page.keyboard.press('Shift+Tab');
    await expect(toolbar.getByRole('button', { name: 'Heading' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeFocused();
    await page.keyboard.press('Enter');
    // With the mouse too.
    await select('First\nSecond');
    await toolbar.getByRole('button', { name: 'List' }).click();
    await select('Our events');
    await toolbar.getByRole('button', { name: 'Link' }).click();
    // The address is selected, ready to be typed over.
    await page.keyboard.type('https://eo-apac.example/events');
    await expect(body).toHaveValue('## Hello members\n\n**Tokyo chapter** meets soon.\n\n- First\n- Second\n\n[Our events](https://eo-apac.example/events)');

    // The preview beside the editor at 1280 px, drawn as the archive draws it.
    const preview = page.getByTestId('newsletter-preview');
    await expect(preview.getByRole('heading', { level: 2, name: 'Hello members' })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Our events' })).toHaveAttribute('href', 'https://eo-apac.example/events');
    const [editorBox, previewBox] = [await body.boundingBox(), await preview.boundingBox()];
    expect(previewBox!.x, 'the preview is to the right of the editor').toBeGreaterThanOrEqual(editorBox!.x + editorBox!.width);
    await expectNoSeriousA11yViolations(page);
    const shots = process.env.SHOTS_DIR;
    if (shots) {
      for (const width of [390, 1920, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByRole('region', { name: 'New issue' }).screenshot({ path: `${shots}/newsletter-composer-${width}.png` });
      }
    }

    const before = (await latestEmail(LOCAL_ADMIN.email).catch(() => ({ id: 0 }))).id;
    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await expect(toastItem(page, 'A test is on its way to your inbox.')).toBeVisible();
    await runOutboxWorker();
    let mail: CaughtEmail | undefined;
    await expect(async () => {
      const response = await fetch(`${process.env.E2E_INBOX_URL}/api/messages?to=${encodeURIComponent(LOCAL_ADMIN.email)}`);
      mail = ((await response.json()) as CaughtEmail[]).find((message) => message.id > before && message.subject === `[Test] ${subject}`);
      expect(mail).toBeDefined();
    }).toPass({ timeout: 10_000 });
    // Text, not Markdown as typed: no "##" or "**", the list's items and the link's address kept.
    expect(mail!.text).not.toContain('##');
    expect(mail!.text).not.toContain('**');
    expect(mail!.text).not.toContain('](');
    expect(mail!.text).toContain('Hello members\n=============');
    expect(mail!.text).toContain('Tokyo chapter meets soon.');
    expect(mail!.text).toContain('- First\n- Second');
    expect(mail!.text).toContain('Our events (https://eo-apac.example/events)');
    if (shots) {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.setContent(`<pre style="white-space:pre-wrap;font:14px monospace">${mail!.text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</pre>`);
      await page.screenshot({ path: `${shots}/newsletter-email-text-390.png`, fullPage: true });
    }
  });

  test('the archive shows sent issues only, each on its own page', async ({ page }) => {
    const run = Date.now();
    const { data: sent } = await serviceClient()
      .from('newsletter_issues')
      .insert({ slug: `archived-${run}`, subject: `Archived ${run}`, body_markdown: '## Inside\n\nRead [the events](/events).', state: 'sent', sent_at: new Date().toISOString(), send_at: new Date().toISOString() })
      .select('slug')
      .single();
    await serviceClient().from('newsletter_issues').insert({ slug: `draft-${run}`, subject: `Draft ${run}` });

    await page.goto('/newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Archive' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Archived ${run}` })).toBeVisible();
    await expect(page.getByText(`Draft ${run}`)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: `Archived ${run}` }).click();
    await expect(page).toHaveURL(new RegExp(`/newsletter/issues/${sent!.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Archived ${run}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Inside' })).toBeVisible();
    await page.goto(`/newsletter/issues/draft-${run}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Issue not found' })).toBeVisible();
  });
});

test.describe('admin Messages tab (issue 35, item 9)', () => {
  test('shows a failed message with its error; Retry sends it', async ({ page }) => {
    const recipient = `retry-${Date.now()}@example.com`;
    const { data: issue } = await serviceClient().from('newsletter_issues').insert({ slug: `retry-${Date.now()}`, subject: `Retry issue ${Date.now()}` }).select('id, slug, subject').single();
    const { error } = await serviceClient()
      .from('outbox_messages')
      .insert({
        kind: 'newsletter_test',
        dedupe_key: `e2e-retry:${recipient}`,
        recipient_email: recipient,
        newsletter_id: issue!.id,
        payload: { issue_id: issue!.id, slug: issue!.slug, subject: issue!.subject, markdown: 'Retried.' },
        state: 'failed',
        attempts: 5,
        last_error: '421 mailbox busy, try later',
      });
    expect(error).toBeNull();

    await openAdmin(page, 'messages');
    await expect(page.getByRole('button', { name: 'Failed', pressed: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: recipient });
    await expect(row).toContainText('421 mailbox busy, try later');
    await expect(page.getByRole('row').filter({ hasText: `Newsletter: ${issue!.subject}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: `Retry the newsletter test email to ${recipient}` }).click();
    await expect(toastItem(page, 'The message is queued again.')).toBeVisible();
    await expect(row).toHaveCount(0, { timeout: 10_000 });
    while ((await runOutboxWorker()).claimed > 0);
    expect((await latestEmail(recipient)).subject).toBe(`[Test] ${issue!.subject}`);
  });

  test('does not offer Retry for a newsletter to an address that unsubscribed, and says why (issue 42, finding 6)', async ({ page }) => {
    const leaver = `left-${Date.now()}@example.com`;
    const { data: issue } = await serviceClient().from('newsletter_issues').insert({ slug: `left-${Date.now()}`, subject: `Left issue ${Date.now()}` }).select('id, slug, subject').single();
    // As newsletter_unsubscribe leaves it: one click before the worker reached them.
    const { error } = await serviceClient()
      .from('outbox_messages')
      .insert({
        kind: 'newsletter',
        dedupe_key: `e2e-left:${leaver}`,
        recipient_email: leaver,
        newsletter_id: issue!.id,
        payload: { issue_id: issue!.id, slug: issue!.slug, subject: issue!.subject, markdown: 'Not for them.' },
        state: 'failed',
        attempts: 0,
        last_error: 'Unsubscribed before it was sent.',
      });
    expect(error).toBeNull();

    await openAdmin(page, 'messages');
    const row = page.getByRole('row').filter({ hasText: leaver });
    await expect(row).toContainText('Not sent again: this address has unsubscribed from the newsletter.');
    await expect(row.getByRole('button', { name: /Retry/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('members and visitors reach neither tab', async ({ page }) => {
    await page.goto('/admin?tab=messages');
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('tab', { name: 'Messages' })).toHaveCount(0);
    const member = await createUser('Curious Member');
    await signIn(page, member, '/admin?tab=newsletter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('tab', { name: 'Newsletter' })).toHaveCount(0);
  });
});
