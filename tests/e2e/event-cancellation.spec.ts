/**
 * Cancel, not delete (issue 36.3) and bulk actions in events management (issue 36.4), as a
 * visitor, a member who organises an event, and an admin.
 */
import { addDays, format, startOfToday } from 'date-fns';
import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createUser, expect, expectNoSeriousA11yViolations, serviceClient, signIn, test, toastItem } from '../fixtures';
import { BACKEND_URL } from '../harness/testStack';

const LOCAL_ADMIN = { email: 'admin@eo-apac.test', password: 'local-admin-2026' };
const day = format(addDays(startOfToday(), 5), 'yyyy-MM-dd');

async function plantEvent(fields: Record<string, unknown> = {}): Promise<{ id: string; title: string }> {
  const title = `Cancel test ${Date.now()} ${Math.random().toString(36).slice(2, 6)}`;
  const { data, error } = await serviceClient()
    .from('events')
    .insert({ title, date: day, time: '18:00', timezone: 'Asia/Singapore', location: 'Singapore', category: 'Networking', ...fields })
    .select('id, title')
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; title: string };
}

async function readEvent(id: string) {
  const { data } = await serviceClient().from('events').select('cancelled_at, cancellation_reason, category').eq('id', id).maybeSingle();
  return data as { cancelled_at: string | null; cancellation_reason: string | null; category: string } | null;
}

test.describe('a cancelled event', () => {
  test('a visitor sees its page with the banner and reason, EventCancelled in its JSON-LD (also in the raw HTML), and no way to RSVP', async ({ page, request }) => {
    const event = await plantEvent({ cancelled_at: new Date().toISOString(), cancellation_reason: 'The venue flooded.' });
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    const banner = page.getByRole('alert').filter({ hasText: 'This event is cancelled.' });
    await expect(banner).toContainText('The venue flooded.');
    await expect(page.getByText('This event is cancelled: it takes no more RSVPs.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to RSVP' })).toHaveCount(0);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"][data-page-head]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'Event', name: event.title, eventStatus: 'https://schema.org/EventCancelled' });
    await expectNoSeriousA11yViolations(page);

    // A crawler that runs no JavaScript reads the same status from the prerendered page.
    const html = await (await request.get(`/events/${event.id}`)).text();
    expect(html).toContain('"eventStatus":"https://schema.org/EventCancelled"');

    // The calendar marks it in words, not only colour.
    await page.goto(`/events?date=${day}`);
    const panel = page.getByRole('region', { name: format(addDays(startOfToday(), 5), 'EEEE, MMMM d') });
    await expect(panel.getByRole('article', { name: event.title })).toContainText('Networking · Cancelled');
  });

  test('a member cancels their own event from its edit dialog, told how many people are emailed, and another member can no longer RSVP', async ({ page, browser }) => {
    test.slow();
    const owner = await createUser('Olive Owner');
    const event = await plantEvent({ created_by: owner.id });
    const goers = [await createUser('Going One'), await createUser('Going Two')];
    // Going as members go: through rsvp_event, which keeps the event's count.
    for (const goer of goers) {
      const client = createClient(BACKEND_URL, process.env.E2E_ANON_KEY ?? '', { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket } });
      expect((await client.auth.signInWithPassword({ email: goer.email, password: goer.password })).error).toBeNull();
      expect((await client.rpc('rsvp_event', { target_event: event.id })).data).toBe('going');
    }
    await signIn(page, owner, `/events/${event.id}`);
    await page.getByRole('group', { name: 'Manage this event' }).getByRole('button', { name: `Edit ${event.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    // The form's own way out no longer reads "Cancel" beside "Cancel event".
    await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Close without saving' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel event' }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel “${event.title}”?` });
    await expect(confirm.getByText('2 people are going: each is emailed at once that the event is cancelled, with your reason.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Cancel event and email 2 people' }).click();
    await expect(confirm.getByText('Give a reason for the cancellation.')).toBeVisible();
    await confirm.getByLabel('Reason for cancelling').fill('The speaker is ill.');
    await confirm.getByRole('button', { name: 'Cancel event and email 2 people' }).click();
    await expect(toastItem(page, 'The event is cancelled.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'This event is cancelled.' })).toContainText('The speaker is ill.');
    expect(await readEvent(event.id)).toMatchObject({ cancellation_reason: 'The speaker is ill.' });

    // On the page itself, the action is there too: reinstating, confirmed, emails nobody.
    await page.getByRole('group', { name: 'Manage this event' }).getByRole('button', { name: 'Reinstate event' }).click();
    const reinstate = page.getByRole('dialog', { name: `Reinstate “${event.title}”?` });
    await expect(reinstate).toContainText('Nobody is emailed.');
    await reinstate.getByRole('button', { name: 'Reinstate event' }).click();
    await expect(toastItem(page, 'The event is on again.')).toBeVisible();
    await expect.poll(async () => (await readEvent(event.id))?.cancelled_at ?? null).toBeNull();
    await page.getByRole('group', { name: 'Manage this event' }).getByRole('button', { name: 'Cancel event' }).click();
    const again = page.getByRole('dialog', { name: `Cancel “${event.title}”?` });
    await again.getByLabel('Reason for cancelling').fill('The speaker is ill.');
    // "Keep the event" is the way out, not a second "Cancel".
    await again.getByRole('button', { name: 'Keep the event' }).click();
    await expect(again).toHaveCount(0);
    expect((await readEvent(event.id))?.cancelled_at).toBeNull();
    await page.getByRole('group', { name: 'Manage this event' }).getByRole('button', { name: 'Cancel event' }).click();
    await page.getByRole('dialog', { name: `Cancel “${event.title}”?` }).getByLabel('Reason for cancelling').fill('The speaker is ill.');
    await page.getByRole('dialog', { name: `Cancel “${event.title}”?` }).getByRole('button', { name: 'Cancel event and email 2 people' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This event is cancelled.' })).toContainText('The speaker is ill.');

    const other = await createUser('Gina Guest');
    const context = await browser.newContext();
    const guest = await context.newPage();
    await signIn(guest, other, `/events/${event.id}`);
    await expect(guest.getByText('This event is cancelled: it takes no more RSVPs.')).toBeVisible();
    await expect(guest.getByRole('button', { name: "I'm going" })).toHaveCount(0);
    await context.close();
  });
});

async function openEventsManagement(page: Page, search: string) {
  await signIn(page, LOCAL_ADMIN, `/admin?q=${encodeURIComponent(search)}&when=all`);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

test.describe('bulk actions in events management', () => {
  test('an admin selects with the keyboard, selects all that match across pages, cancels with one reason and deletes, each confirmed with the count; the filters survive a reload', async ({ page }) => {
    test.slow();
    const prefix = `Bulk ${Date.now()}`;
    const member = await createUser('Bulk Owner');
    const ids = new Map<string, string>();
    // 22 events: more than one page (20 a page).
    for (let i = 0; i < 22; i += 1) {
      const event = await plantEvent({ title: `${prefix} #${String(i).padStart(2, '0')}`, created_by: member.id });
      ids.set(event.title, event.id);
    }

    await openEventsManagement(page, prefix);
    await expect(page.getByRole('status').filter({ hasText: 'of 22 events' })).toBeVisible();
    // The filters live in the URL: a reload (or a shared link) shows the same view.
    await page.reload();
    await expect(page.getByLabel('Search by title')).toHaveValue(prefix);
    await expect(page.getByLabel('Show')).toHaveValue('all');
    await expect(page.getByRole('status').filter({ hasText: 'of 22 events' })).toBeVisible();

    // One row with the keyboard: its box is named with the event's title.
    const first = page.getByRole('checkbox', { name: new RegExp(`^Select ${prefix} #`) }).first();
    const firstTitle = ((await first.evaluate((box) => box.closest('label')?.textContent)) ?? '').replace(/^Select /, '');
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    const count = page.getByRole('group', { name: 'Bulk actions' }).getByRole('status');
    await expect(count).toHaveText('1 event selected');

    // Cancel with a reason: the confirmation names the count.
    const bar = page.getByRole('group', { name: 'Bulk actions' });
    await bar.getByLabel('Reason for cancelling').fill('Chapter merged.');
    await bar.getByRole('button', { name: 'Cancel selected' }).click();
    const cancelConfirm = page.getByRole('alertdialog', { name: 'Cancel 1 event?' });
    await cancelConfirm.getByRole('button', { name: 'Cancel 1 event' }).click();
    await expect(toastItem(page, '1 event cancelled.')).toBeVisible();
    expect(await readEvent(ids.get(firstTitle)!)).toMatchObject({ cancellation_reason: 'Chapter merged.' });
    await expect(page.getByRole('article', { name: firstTitle })).toContainText('Cancelled');
    await expect(count).toHaveText('Nothing selected');

    // Every event that matches, across both pages, with its pressed state.
    const all = bar.getByRole('button', { name: 'Select all 22 matching' });
    await all.focus();
    await page.keyboard.press('Enter');
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText('All 22 matching events selected');
    await expectNoSeriousA11yViolations(page);

    await bar.getByRole('button', { name: 'Delete selected' }).click();
    const deleteConfirm = page.getByRole('alertdialog', { name: 'Delete 22 events?' });
    await expect(deleteConfirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await deleteConfirm.getByRole('button', { name: 'Delete 22 events' }).click();
    await expect(toastItem(page, '22 events deleted.')).toBeVisible();
    const { data: left } = await serviceClient().from('events').select('id').in('id', [...ids.values()]);
    expect(left).toEqual([]);
    await expect(page.getByText('No events match these filters.')).toBeVisible();
  });

  test('an admin moves the selected events to another category and exports the selected rows only', async ({ page }) => {
    const prefix = `Move ${Date.now()}`;
    const a = await plantEvent({ title: `${prefix} A` });
    const b = await plantEvent({ title: `${prefix} B` });
    const c = await plantEvent({ title: `${prefix} C` });
    await openEventsManagement(page, prefix);
    await page.getByRole('checkbox', { name: `Select ${prefix} A` }).check();
    await page.getByRole('checkbox', { name: `Select ${prefix} C` }).check();
    const bar = page.getByRole('group', { name: 'Bulk actions' });
    await expect(bar.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();

    const download = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Export selected' }).click();
    const csv = await (await (await download).createReadStream()).toArray();
    const text = Buffer.concat(csv as Buffer[]).toString('utf8');
    expect(text).toContain(`${prefix} A`);
    expect(text).toContain(`${prefix} C`);
    expect(text).not.toContain(`${prefix} B`);

    await bar.getByLabel('Move selected to').selectOption('Workshop');
    await bar.getByRole('button', { name: 'Change category' }).click();
    await page.getByRole('alertdialog', { name: 'Move 2 events to Workshop?' }).getByRole('button', { name: 'Move 2 events' }).click();
    await expect(toastItem(page, '2 events moved to Workshop.')).toBeVisible();
    expect((await readEvent(a.id))!.category).toBe('Workshop');
    expect((await readEvent(b.id))!.category).toBe('Networking');
    expect((await readEvent(c.id))!.category).toBe('Workshop');
  });
});
