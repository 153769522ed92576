import { readFile } from 'node:fs/promises';
import { createClient } from '@supabase/supabase-js';
import { format, startOfToday } from 'date-fns';
import WebSocket from 'ws';
import { createUser, expect, expectNoSeriousA11yViolations, promoteToAdmin, serviceClient, signIn, test, toastItem, visitTest } from '../fixtures';
import { BACKEND_URL } from '../harness/testStack';

const today = format(startOfToday(), 'yyyy-MM-dd');

/** A supabase-js client signed in as `user`: changes made straight through the REST API, not the UI. */
async function restClientAs(user: { email: string; password: string }) {
  const client = createClient(BACKEND_URL, process.env.E2E_ANON_KEY ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no native WebSocket: supabase-js's realtime client takes `ws` instead.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword(user);
  if (error) throw error;
  return client;
}

test.describe('audit log', () => {
  test('an admin finds a change made through the REST API, filters in the URL, follows the record and exports CSV, which is itself logged', async ({ page }) => {
    test.slow();
    const staff = await createUser('Audit Staff');
    await promoteToAdmin(staff.email);
    const rest = await restClientAs(staff);
    const title = `Audited ${Date.now()}`;
    const { data: event, error } = await rest.from('events').insert({ title, date: today, time: '18:00', category: 'Workshop' }).select('id').single();
    if (error) throw new Error(error.message);
    const renamed = `${title} (moved)`;
    expect((await rest.from('events').update({ title: renamed, location: 'Jakarta' }).eq('id', event.id)).error).toBeNull();

    await signIn(page, staff, '/admin');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Who').selectOption({ label: `Audit Staff (${staff.email})` });
    await page.getByLabel('What').selectOption({ label: 'Events' });
    await page.getByLabel('Action').selectOption({ label: 'Changed' });
    await page.getByLabel('From').fill(today);
    await page.getByLabel('To').fill(today);
    await expect(page).toHaveURL(new RegExp(`tab=audit&actor=${staff.id}&table=public.events&action=update&from=${today}&to=${today}`));
    await expect(page.getByRole('status').filter({ hasText: /^1 entry$/ })).toBeVisible();
    // In words: the person by name, what happened to which event, the fields by the form's names.
    const row = page.getByRole('row').filter({ hasText: `Changed the event “${renamed}”` });
    await expect(row).toContainText('Audit Staff');
    await expect(row).toContainText(staff.email);
    await expect(row).not.toContainText('public.events');
    await expect(row.getByRole('listitem').filter({ hasText: 'Title' })).toContainText(`Title: was ${title} → now ${renamed}`);
    await expect(row.getByRole('listitem').filter({ hasText: 'Place' })).toContainText('Place: was (empty) → now Jakarta');
    await expectNoSeriousA11yViolations(page);

    // The view survives a reload (and can be shared).
    await page.reload();
    await expect(page.getByLabel('Action')).toHaveValue('update');
    await expect(page.getByRole('row').filter({ hasText: `Changed the event “${renamed}”` })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const lines = (await readFile(await (await download).path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe('When,Who,What happened,About,Actor id,Actor role,Action,Table,Record,Before,After,Details,Entry');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Audit Staff (${staff.email}),Changed the event “${renamed}”,${renamed},${staff.id},authenticated,Changed,Events,${event.id},`);

    // The export is in the log, with its row count and filters.
    await page.getByLabel('What').selectOption({ label: 'Audit log' });
    await page.getByLabel('Action').selectOption({ label: 'Exported' });
    const exportRow = page.getByRole('row').filter({ hasText: 'Exported 1 audit log entries as CSV' }).first();
    await expect(exportRow.getByRole('listitem').filter({ hasText: 'Rows' })).toContainText('1');

    // The record link opens the event's page.
    await page.getByLabel('What').selectOption({ label: 'Events' });
    await page.getByLabel('Action').selectOption({ label: 'Changed' });
    await page.getByRole('row').filter({ hasText: `Changed the event “${renamed}”` }).getByRole('link', { name: renamed, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  });

  test('the events CSV export is recorded with its row count', async ({ page }) => {
    const staff = await createUser('Exporting Staff');
    await promoteToAdmin(staff.email);
    const tag = `Exported${Date.now()}`;
    const { error } = await serviceClient().from('events').insert([1, 2, 3].map((n) => ({ title: `${tag} ${n}`, date: today, category: 'Panel' })));
    if (error) throw new Error(error.message);
    await signIn(page, staff, '/admin');
    await page.getByLabel('Search by title').fill(tag);
    await expect(page.getByRole('article')).toHaveCount(3);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await download;
    const { data } = await (await restClientAs(staff)).rpc('audit_log_entries', { by_actor: staff.id, on_table: 'public.events', of_action: 'export' });
    expect(data).toMatchObject([{ actor_email: staff.email, details: { rows: 3, filters: { search: tag, when: 'upcoming' } } }]);
  });

  test('a member is refused the tab, and the log through the API', async ({ page }) => {
    const member = await createUser('Audit Curious');
    await signIn(page, member, '/admin?tab=audit');
    await expect(toastItem(page, "You don't have permission to access the admin panel.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const answer = await (await restClientAs(member)).rpc('audit_log_entries', {});
    expect(answer.error?.message).toBe('Only administrators can read the audit log.');
  });

  visitTest('a visitor at the tab lands on /auth', async ({ page }) => {
    await page.goto('/admin?tab=audit');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
  });
});
