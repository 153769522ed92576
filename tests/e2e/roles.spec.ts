import type { Page } from '@playwright/test';
import { authLinkIn, createUser, expect, expectNoSeriousA11yViolations, latestEmail, serviceClient, signIn, test, toastItem } from '../fixtures';
import { scanAndExpectNoChange, userIdOf } from '../scanners';

/** Issue 36 item 2: the organiser role and invitations, as an admin, an invitee (organiser), a member and a visitor. */
const LOCAL_ADMIN = { email: 'admin@eo-apac.test', password: 'local-admin-2026' };
const signOutButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign Out' });

/** Invites `email` from the Members tab, where `signIn(page, LOCAL_ADMIN, '/admin?tab=members')` left the admin. */
async function inviteThroughMembersTab(page: Page, email: string, role: 'Organiser' | 'Administrator') {
  await expect(page).toHaveURL(/\/admin\?tab=members$/);
  // The members list above loads on its own and pushes "Invite" down by a page of rows when it
  // arrives: a click aimed before then lands on the list (seen in CI). Aim once it is there, as a person would.
  await expect(page.getByRole('region', { name: 'Members', exact: true }).getByRole('status')).toHaveText(/^\d+ members$/);
  const invitations = page.getByRole('region', { name: 'Invitations' });
  // Exactly "Invite": another test's pending invitation adds "Revoke the invitation of invited-…" to the list.
  await invitations.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toastItem(page, `${email} is invited as ${role.toLowerCase()}.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invitations' }).getByRole('row').filter({ hasText: email })).toBeVisible();
}

async function signOut(page: Page) {
  await signOutButton(page).click();
  await expect(signOutButton(page)).toHaveCount(0);
}

test.describe('roles and invitations', () => {
  test('an admin invites an organiser: the email (which the scanners accept nothing with), /invite, a password, then events management only', async ({ page, browser }) => {
    test.slow();
    const email = `organiser-${Date.now()}@example.com`;
    await signIn(page, LOCAL_ADMIN, '/admin?tab=members');
    await inviteThroughMembersTab(page, email, 'Organiser');
    await expectNoSeriousA11yViolations(page);
    await signOut(page);

    const mail = await latestEmail(email);
    expect(mail.subject).toBe('You are invited to EO Asia Pacific');
    // Who invited, and as what (issue 56 item 9).
    expect(mail.text).toContain('Local Admin invited you to join EO Asia Pacific as an organiser');
    expect(mail.html).toContain('Local Admin invited you to join EO Asia Pacific as an organiser');
    if (process.env.SHOTS_DIR) {
      const reader = await browser.newPage({ viewport: { width: 390, height: 900 } });
      await reader.setContent(mail.html);
      await reader.screenshot({ path: `${process.env.SHOTS_DIR}/invite-email-390.png`, fullPage: true });
      await reader.close();
    }
    const link = authLinkIn(mail);
    expect(new URL(link).searchParams.get('type')).toBe('invite');
    // The mail scanners open it first (tests/scanners.ts): no session, the invitation not accepted, the role unchanged.
    const userId = await userIdOf(email);
    const invitationState = async () => {
      const { data } = await serviceClient().from('member_invitations').select('accepted_at, role').eq('email', email).single();
      const { data: profile } = await serviceClient().from('profiles').select('role').eq('user_id', userId).single();
      return { invitation: data, role: (profile as { role: string } | null)?.role };
    };
    await scanAndExpectNoChange(browser, link, userId, invitationState);
    expect(await invitationState()).toEqual({ invitation: { accepted_at: null, role: 'organiser' }, role: 'user' });
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/invite' && url.hash === '');
    const form = page.getByRole('form', { name: 'Your name and password' });
    await expect(form.getByText(`Signed in as ${email}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const shots = process.env.SHOTS_DIR;
    if (shots) {
      for (const width of [390, 1920, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${shots}/invite-page-${width}.png`, fullPage: true });
      }
    }
    // The name is asked with the password, so the audit log and event pages show a name, not an address.
    await form.getByLabel('Password').fill('an-organiser-passphrase-7');
    await form.getByRole('button', { name: 'Accept and sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter your full name.');
    await expect(form.getByLabel('Full Name')).toBeFocused();
    await form.getByLabel('Full Name').fill('Orla Organiser');
    await form.getByRole('button', { name: 'Accept and sign in' }).click();

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Events Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Dashboard Overview' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Members and Subscribers' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Event' })).toBeVisible();
    // The members tab by its address shows events management, and no subscriber is read.
    await page.goto('/admin?tab=members');
    await expect(page.getByRole('tab', { name: 'Events Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Newsletter subscribers' })).toHaveCount(0);
    // The image generator is an admin's.
    await page.goto('/image-generator');
    await expect(page.getByText('Sign in as an administrator to generate images')).toBeVisible();

    // The database holds the role, and the invitation is accepted; the password signs in again.
    const { data: profile } = await serviceClient().from('profiles').select('role, full_name').eq('email', email).single();
    expect(profile).toEqual({ role: 'organiser', full_name: 'Orla Organiser' });
    await signOut(page);
    await signIn(page, { email, password: 'an-organiser-passphrase-7' }, '/admin');
    await expect(page.getByRole('tab', { name: 'Events Management' })).toBeVisible();
  });

  test('a revoked invitation: its page says it cannot be used', async ({ page }) => {
    const email = `revoked-${Date.now()}@example.com`;
    await signIn(page, LOCAL_ADMIN, '/admin?tab=members');
    await inviteThroughMembersTab(page, email, 'Administrator');
    const link = authLinkIn(await latestEmail(email));
    const row = page.getByRole('table', { name: 'Invitations' }).getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: `Revoke the invitation of ${email}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this invitation?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(toastItem(page, `The link sent to ${email} no longer works.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await signOut(page);

    await page.goto(link);
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(page.getByText('This invitation link is invalid, has expired, was already used or was revoked.', { exact: false })).toBeVisible();
    await expect(signOutButton(page)).toHaveCount(0);
  });

  test('a member and a visitor cannot reach /admin', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
    const member = await createUser('Just A Member');
    await signIn(page, member, '/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(toastItem(page, "You don't have permission to access the admin panel.")).toBeVisible();
  });
});
