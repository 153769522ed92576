/**
 * Issue 36 as an organiser (a member with the `organiser` role, not the events' creator): the admin
 * area shows events management only; they cancel someone else's event from the bulk bar, and run
 * the door of another's event from the check-in view. Each refusal is the database's (roles.test.ts,
 * staff-notifications.test.ts); here, what the organiser sees.
 */
import { addDays, format, startOfToday } from 'date-fns';
import { createUser, expect, serviceClient, signIn, test, toastItem } from '../fixtures';

// Not today + 3 (supabase/seed.sql's busy day, which events.spec.ts counts).
const day = format(addDays(startOfToday(), 15), 'yyyy-MM-dd');

async function plantEvent(title: string, createdBy: string): Promise<string> {
  const { data, error } = await serviceClient()
    .from('events')
    .insert({ title, date: day, time: '18:00', timezone: 'Asia/Singapore', location: 'Singapore', category: 'Networking', created_by: createdBy })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

async function makeOrganiser(userId: string): Promise<void> {
  const { error } = await serviceClient().from('profiles').update({ role: 'organiser' }).eq('user_id', userId);
  if (error) throw new Error(error.message);
}

test.describe('an organiser', () => {
  test('sees events management only, and cancels an event someone else created from the bulk bar', async ({ page }) => {
    const organiser = await createUser('Orla Organiser');
    await makeOrganiser(organiser.id);
    const creator = await createUser('Cyril Creator');
    const title = `Organiser cancels ${Date.now()}`;
    const eventId = await plantEvent(title, creator.id);

    await signIn(page, organiser, `/admin?q=${encodeURIComponent(title)}&when=all`);
    const tabs = page.getByRole('tablist', { name: 'Admin sections' });
    await expect(tabs.getByRole('tab', { name: 'Events Management' })).toBeVisible();
    await expect(tabs.getByRole('tab')).toHaveCount(1);
    // A tab an admin has, asked for by its address, shows events management instead.
    await page.goto(`/admin?tab=audit`);
    await expect(tabs.getByRole('tab', { name: 'Events Management', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);

    await page.goto(`/admin?q=${encodeURIComponent(title)}&when=all`);
    await page.getByRole('checkbox', { name: `Select ${title}` }).check();
    const bar = page.getByRole('group', { name: 'Bulk actions' });
    await bar.getByLabel('Reason for cancelling').fill('The room is double-booked.');
    await bar.getByRole('button', { name: 'Cancel selected' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel 1 event?' }).getByRole('button', { name: 'Cancel 1 event' }).click();
    await expect(toastItem(page, '1 event cancelled.')).toBeVisible();
    const { data } = await serviceClient().from('events').select('cancellation_reason').eq('id', eventId).single();
    expect(data).toEqual({ cancellation_reason: 'The room is double-booked.' });
  });

  test('runs the door of an event someone else created: finds a member going and checks them in', async ({ page }) => {
    const organiser = await createUser('Otto Organiser');
    await makeOrganiser(organiser.id);
    const creator = await createUser('Clara Creator');
    const title = `Organiser door ${Date.now()}`;
    const eventId = await plantEvent(title, creator.id);
    const guest = await createUser(`Door Guest ${Math.random().toString(36).slice(2, 6)}`);
    const { error } = await serviceClient().from('event_rsvps').insert({ event_id: eventId, user_id: guest.id, status: 'going' });
    if (error) throw new Error(error.message);

    await signIn(page, organiser, `/admin?check-in=${eventId}`);
    await expect(page.getByRole('heading', { name: `Check-in: ${title}` })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Name or email').fill(guest.fullName);
    const found = page.getByRole('list', { name: 'Members found' });
    await found.getByRole('button', { name: `Check in ${guest.fullName}` }).click();
    await expect(page.getByRole('status').filter({ hasText: guest.fullName })).toHaveText(`Checked in: ${guest.fullName}.`);
    const { data } = await serviceClient().from('event_rsvps').select('checked_in_at').eq('event_id', eventId).eq('user_id', guest.id).single();
    expect((data as { checked_in_at: string | null }).checked_in_at).not.toBeNull();
  });
});
