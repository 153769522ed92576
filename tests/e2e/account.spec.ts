import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { test, expect, createUser, expectNoSeriousA11yViolations, promoteToAdmin, serviceClient, signIn, toastItem, type CaughtEmail } from '../fixtures';
import { BACKEND_URL } from '../harness/testStack';

/** The member's own supabase-js client (Node), to prepare events and RSVPs as they would. */
async function memberClient(email: string, password: string) {
  const client = createClient(BACKEND_URL, process.env.E2E_ANON_KEY ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

test.describe('/account', () => {
  test('a visitor is sent to sign in and back; the page is noindex; the header links to it once signed in', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\?next=%2Faccount$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toHaveCount(0);
    const user = await createUser('Ana Account');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password').fill(user.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
    // The header's link, from another page.
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page).toHaveTitle(/Your Account/);
    // Empty states for a new member.
    await expect(page.getByRole('region', { name: 'Your RSVPs' }).getByText('No upcoming events.')).toBeVisible();
    await expect(page.getByText('You have not created any events.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('changes the full name', async ({ page }) => {
    const user = await createUser('Old Name');
    await signIn(page, user, '/account');
    const form = page.getByRole('form', { name: 'Your name' });
    await expect(form.getByLabel('Full Name')).toHaveValue('Old Name');
    await form.getByLabel('Full Name').fill('New Name');
    await form.getByRole('button', { name: 'Save Name' }).click();
    await expect(form.getByRole('status')).toHaveText('Your name has been saved.');
    const { data } = await serviceClient().from('profiles').select('full_name').eq('email', user.email).single();
    expect(data?.full_name).toBe('New Name');
    await page.reload();
    await expect(page.getByRole('form', { name: 'Your name' }).getByLabel('Full Name')).toHaveValue('New Name');
  });

  test('changes the password only with the current one', async ({ page }) => {
    const user = await createUser();
    await signIn(page, user, '/account');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current Password').fill('not-my-password');
    await form.getByLabel('New Password', { exact: true }).fill('a-new-passphrase-77');
    await form.getByLabel('Confirm New Password').fill('a-new-passphrase-77');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.');
    await form.getByLabel('Current Password').fill(user.password);
    await form.getByLabel('Confirm New Password').fill('something-else-77');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByRole('alert')).toHaveText('The new passwords do not match.');
    await form.getByLabel('Confirm New Password').fill('a-new-passphrase-77');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByRole('status')).toHaveText('Your password has been changed.');
    // The new password signs in; the old one no longer does.
    await expect(memberClient(user.email, user.password)).rejects.toThrow('Invalid login credentials');
    await memberClient(user.email, 'a-new-passphrase-77');
  });

  test('shows the member\'s RSVPs and events, and deletes the account after naming what goes', async ({ page }) => {
    // Screenshots (SHOTS_DIR) of the dialog and the email take their time on a busy machine.
    if (process.env.SHOTS_DIR) test.slow();
    const user = await createUser('Leaving Member');
    const client = await memberClient(user.email, user.password);
    const { data: own, error } = await client.from('events').insert({ title: 'My farewell meetup', date: '2031-05-20', time: '18:00', location: 'Singapore', category: 'Networking' }).select('id').single();
    expect(error).toBeNull();
    const { data: other } = await serviceClient().from('events').insert({ title: 'Someone else\'s summit', date: '2031-06-02', location: 'Sydney', category: 'Summit' }).select('id').single();
    expect((await client.rpc('rsvp_event', { target_event: other!.id })).error).toBeNull();

    await signIn(page, user, '/account');
    const rsvps = page.getByRole('list', { name: 'Upcoming events' });
    await expect(rsvps.getByRole('link', { name: 'Someone else\'s summit' })).toBeVisible();
    await expect(rsvps.getByText('Going')).toBeVisible();
    const mine = page.getByRole('list', { name: 'Events you created' });
    await expect(mine.getByRole('link', { name: 'My farewell meetup' })).toHaveAttribute('href', `/events/${own!.id}`);

    // The confirmation names what goes; Cancel (where focus starts) keeps everything.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText(`Your account ${user.email} is deleted, with your profile and your 1 RSVP (your place goes to the next person waiting).`);
    await expect(dialog).toContainText("The event you created is removed from the calendar for everyone, with everyone's RSVPs to it.");
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/account-delete-dialog-1280.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Account' })).toBeFocused();

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toastItem(page, 'Account deleted')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

    // Nothing of theirs remains that the README says goes.
    const service = serviceClient();
    expect((await service.from('profiles').select('user_id').eq('email', user.email)).data).toEqual([]);
    expect((await service.from('events').select('id').eq('id', own!.id)).data).toEqual([]);
    expect((await service.from('event_rsvps').select('event_id').eq('event_id', other!.id)).data).toEqual([]);
    expect((await service.from('events').select('going_count').eq('id', other!.id).single()).data).toEqual({ going_count: 0 });
    await expect(memberClient(user.email, user.password)).rejects.toThrow('Invalid login credentials');

    // An email confirms it (issue 56 item 13), through the outbox, woken by the deletion itself.
    let goodbye: CaughtEmail | undefined;
    await expect(async () => {
      const response = await fetch(`${process.env.E2E_INBOX_URL}/api/messages?to=${encodeURIComponent(user.email)}`);
      goodbye = ((await response.json()) as CaughtEmail[]).find((mail) => mail.subject === 'Your EO Asia Pacific account is deleted');
      expect(goodbye, 'the confirmation of the deletion').toBeDefined();
    }).toPass({ timeout: 15_000 });
    if (!goodbye) throw new Error('no confirmation of the deletion');
    expect(goodbye.text).toContain('Your EO Asia Pacific account was deleted on ');
    expect(goodbye.text).toContain('Your profile and your 1 RSVP were deleted with it.');
    expect(goodbye.text).toContain('The event you created was removed from the calendar.');
    expect(goodbye.text).toContain('You receive this because your EO Asia Pacific account was deleted.');
    if (process.env.SHOTS_DIR) {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.setContent(goodbye.html);
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/account-deleted-email-390.png`, fullPage: true });
    }
  });

  test('an administrator is told their events stay, and the header shows Admin, Account and Sign Out', async ({ page }) => {
    const user = await createUser('Staff Member');
    await promoteToAdmin(user.email);
    await signIn(page, user, '/account');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    // Nothing to count reads as nothing, not "your 0 RSVPs" (issue 56 item 13).
    await expect(page.getByRole('alertdialog').getByText(`Your account ${user.email} is deleted, with your profile. This cannot be undone.`, { exact: true })).toBeVisible();
    await expect(page.getByRole('alertdialog')).not.toContainText(/\b0 /);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  });
});
