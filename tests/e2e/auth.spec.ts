import { test, expect, createUser, promoteToAdmin, serviceClient, signInThroughPage, toastItem, visitTest, holdBackSignInChunk } from '../fixtures';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { TEST_ACCOUNT } from 'local-backend/oidc-test-account';
import { BACKEND_URL } from '../harness/testStack';

test.describe('sign up and sign in', () => {
  test('a new member signs up, sees the confirmation and has a profile with role user', async ({ page }) => {
    const email = `new-member-${Date.now()}@example.com`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Full Name').fill('Nadia Rahman');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('a-strong-passphrase-42');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please check your email to confirm your account before signing in.')).toBeVisible();
    const { data } = await serviceClient().from('profiles').select('email, full_name, role').eq('email', email).single();
    expect(data).toEqual({ email, full_name: 'Nadia Rahman', role: 'user' });
  });

  test('a repeat sign-up sees the same confirmation as a new one, and the account is unchanged', async ({ page }) => {
    const user = await createUser();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Full Name').fill('Someone Else');
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password').fill('another-passphrase-7');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please check your email to confirm your account before signing in.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const { data } = await serviceClient().from('profiles').select('full_name').eq('email', user.email).single();
    expect(data).toEqual({ full_name: user.fullName });
    await signInThroughPage(page, user);
  });

  test('sign in, stay signed in across a reload, /auth redirects home, sign out', async ({ page }) => {
    const user = await createUser();
    await signInThroughPage(page, user);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await header.getByRole('button', { name: 'Sign Out' }).click();
    await expect(header.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await page.reload();
    await expect(header.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  });

  test('a wrong password shows the provider message and keeps the visitor on /auth', async ({ page }) => {
    const user = await createUser();
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(form.getByLabel('Email')).toHaveValue(user.email);
  });

  visitTest('Back to Homepage returns home', async ({ page }) => {
    await page.goto('/auth');
    // A link: it works before the app has hydrated too.
    await page.getByRole('link', { name: /Back to Homepage/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signing out in one tab signs out the other', async ({ page, context }) => {
    const user = await createUser();
    await signInThroughPage(page, user);
    const other = await context.newPage();
    await other.goto('/about');
    await expect(other.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(other.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  });
});

test.describe('third-party sign-in', () => {
  // Before the first Google sign-in of the suite (tests of a file run in order): the provider's
  // account has no account here yet, as a victim who has never signed in.
  test("issue 33: an attacker who puts the victim's address on their account does not get the victim's Google sign-in", async ({ page, browser }) => {
    const attacker = await createUser('Attacker');
    const attackerClient = createClient(BACKEND_URL, process.env.E2E_ANON_KEY ?? '', {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    await attackerClient.auth.signInWithPassword({ email: attacker.email, password: attacker.password });
    // The attacker's session sets the victim's address (the API the site's client uses).
    const { data: changed, error } = await attackerClient.auth.updateUser({ email: TEST_ACCOUNT.email });
    expect(error).toBeNull();

    // The victim, in their own browser, continues with Google.
    await page.goto('/events');
    await page.getByRole('main').getByRole('button', { name: 'Continue with Google' }).click();
    // The provider's page first: /events has an Email field of its own, which a fill made before
    // the navigation lands in (the provider's form then refuses an empty address).
    await expect(page.getByRole('heading', { name: 'Local test provider' })).toBeVisible();
    await page.getByLabel('Email').fill(TEST_ACCOUNT.email);
    await page.getByLabel('Password').fill(TEST_ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.goto('/events');
    await expect(page.getByText(`Signed in as ${TEST_ACCOUNT.email}`)).toBeVisible();
    const { data: victimProfile } = await serviceClient().from('profiles').select('user_id, full_name').eq('email', TEST_ACCOUNT.email).single();
    expect(victimProfile?.user_id).not.toBe(attacker.id);
    expect(victimProfile?.full_name).toBe(TEST_ACCOUNT.name);

    // The attacker's password signs in to neither address as the victim.
    const attackerPage = await (await browser.newContext()).newPage();
    await attackerPage.goto('/auth');
    const form = attackerPage.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(TEST_ACCOUNT.email);
    await form.getByLabel('Password').fill(attacker.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(attackerPage.getByRole('alert')).toHaveText('Invalid login credentials');
    const { data: attackerNow } = await attackerClient.auth.getUser();
    expect(attackerNow.user?.email).toBe(attacker.email);
    expect(attackerNow.user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
    await attackerPage.context().close();
    // The attacker's account kept its address: the victim's was never confirmed for it.
    expect(changed.user?.email).toBe(attacker.email);
  });

  test('Continue with Google goes to the provider and back, signed in, with a profile of role user', async ({ page, consoleErrors }) => {
    // A slow network: the code that finishes a sign-in arrives after supabase-js has exchanged the
    // one-time code and taken it out of the address (a member once stayed on / instead of /events).
    await holdBackSignInChunk(page);
    await page.goto('/events');
    // Only the provider config.toml enables (pointed at the stand-in provider) is offered.
    const hero = page.getByRole('main');
    await expect(hero.getByRole('button', { name: /^Continue with / })).toHaveText(['Continue with Google']);
    await hero.getByRole('button', { name: 'Continue with Google' }).click();

    // The stand-in OpenID provider's own sign-in page (another origin).
    await expect(page.getByRole('heading', { name: 'Local test provider' })).toBeVisible();
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByLabel('Email').fill(TEST_ACCOUNT.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await page.getByLabel('Email').fill(TEST_ACCOUNT.email);
    await page.getByLabel('Password').fill(TEST_ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Back at the site origin (SPEC), signed in, then sent on to /events where the member started
    // (issue 43 item 3); the one-time code is gone from the address.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/events$/);
    await expect(toastItem(page, "You're signed in")).toBeVisible();
    await expect(page.getByText(`Signed in as ${TEST_ACCOUNT.email}`)).toBeVisible();
    const { data } = await serviceClient().from('profiles').select('email, full_name, role').eq('email', TEST_ACCOUNT.email).single();
    expect(data).toEqual({ email: TEST_ACCOUNT.email, full_name: TEST_ACCOUNT.name, role: 'user' });
    expect(consoleErrors).toEqual([]);
  });

  test('/auth offers the same providers under Sign In and Sign Up, and Continue with Google there signs in', async ({ page, consoleErrors }) => {
    await page.goto('/auth');
    const card = page.getByRole('main');
    // The provider config.toml enables, with the events page's label, whichever tab is open.
    await expect(card.getByRole('button', { name: /^Continue with / })).toHaveText(['Continue with Google']);
    await card.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(card.getByRole('form', { name: 'Sign up' })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Continue with / })).toHaveText(['Continue with Google']);
    await card.getByRole('tab', { name: 'Sign In' }).click();
    await card.getByRole('button', { name: 'Continue with Google' }).click();

    await expect(page.getByRole('heading', { name: 'Local test provider' })).toBeVisible();
    await page.getByLabel('Email').fill(TEST_ACCOUNT.email);
    await page.getByLabel('Password').fill(TEST_ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    // Signed in now, /auth sends the member on.
    await page.goto('/auth');
    await expect(page).toHaveURL(/:\d+\/$/);
    expect(consoleErrors).toEqual([]);
  });

  test('Sign in to add events leads to /auth and back to the calendar', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('link', { name: 'Sign in to add events' }).click();
    // Signing in from here comes back here (tests/e2e/event-page.spec.ts follows it through).
    await expect(page).toHaveURL(/\/auth\?next=%2Fevents$/);
  });

  test('the events page shows who is signed in, and Sign Out there ends the session', async ({ page }) => {
    const user = await createUser();
    await signInThroughPage(page, user);
    await page.goto('/events');
    await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  });
});

test.describe('admin access', () => {
  visitTest('an anonymous visitor at /admin lands on /auth', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a promoted user sees the Admin link, reaches /admin, and Sign Out there goes to /auth', async ({ page }) => {
    const user = await createUser('Staff Member');
    await promoteToAdmin(user.email);
    await signInThroughPage(page, user);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await header.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('with the backend unreachable, an admin at /admin sees an error with Retry, never "Access Denied"; Retry once it is back opens the dashboard', async ({ page }) => {
    const user = await createUser('Staff Member');
    await promoteToAdmin(user.email);
    await signInThroughPage(page, user);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();

    // The role lookup (PostgREST) cannot be reached; the session itself is still stored.
    const rest = `${BACKEND_URL}/rest/v1/**`;
    await page.route(rest, (route) => route.abort('connectionrefused'));
    await page.goto('/admin');
    // supabase-js retries a failed read three times (1, 2 and 4 s) before it answers with the failure.
    const failure = page.getByRole('alert').filter({ hasText: "We couldn't check your access right now." });
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toastItem(page, 'Access Denied')).toHaveCount(0);
    await expect(page.getByText("You don't have permission to access the admin panel.")).toHaveCount(0);

    await page.unroute(rest);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  });

  test('a member who is not an admin is still refused at /admin with SPEC\'s message', async ({ page }) => {
    const user = await createUser();
    await signInThroughPage(page, user);
    await page.goto('/admin');
    await expect(toastItem(page, "You don't have permission to access the admin panel.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the local admin created by the backend can sign in and reach /admin', async ({ page }) => {
    await signInThroughPage(page, { email: 'admin@eo-apac.test', password: 'local-admin-2026' });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });

  test('the side menu shows the same session controls, with "Admin Dashboard"', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const user = await createUser('Mobile Admin');
    await promoteToAdmin(user.email);
    await signInThroughPage(page, user);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await menu.getByRole('link', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(menu).toBeHidden();
  });

  visitTest('a visitor sees no session controls in the side menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'BECOME A MEMBER' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  });
});
