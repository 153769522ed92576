import type { Browser, Page } from '@playwright/test';
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { authLinkIn, createUser, expect, latestEmail, linkIn, serviceClient, signIn, test, toastItem } from '../fixtures';
import { BACKEND_URL, SHELL_URL } from '../harness/testStack';

/**
 * Issue 42 finding 2: mail scanners (Defender Safe Links, Proofpoint, Mimecast) open every link of
 * an email before the person does. For every emailed link, the scanner's steps first: a plain GET
 * of the link read from the local inbox, following every redirect, no JavaScript; then a scanner
 * that runs the page's JavaScript (a browser that opens it and presses nothing). Nothing changes in
 * the database, and no session, code or token appears in any Location or body. Then the person's
 * own click in the browser does what the link is for.
 */

interface Hop {
  url: string;
  status: number;
  location: string | null;
  body: string;
}

/** A scanner's GET: the link and every redirect it leads to, as plain HTTP, no JavaScript. */
async function scannerGet(link: string): Promise<Hop[]> {
  const hops: Hop[] = [];
  let url = link;
  for (let i = 0; i < 10; i += 1) {
    const response = await fetch(url, { redirect: 'manual', headers: { 'User-Agent': 'Mozilla/5.0 (compatible; SafeLinks scanner)' } });
    const location = response.headers.get('location');
    hops.push({ url, status: response.status, location, body: await response.text() });
    if (!location || response.status < 300 || response.status >= 400) return hops;
    url = new URL(location, url).toString();
  }
  throw new Error(`${link} redirects more than 10 times`);
}

/** Nothing the scanner received carries a session, a code or the link's token. */
function expectNothingHandedOut(hops: Hop[], tokenHash: string) {
  expect(hops.at(-1)?.status).toBe(200);
  for (const hop of hops) {
    expect(hop.location ?? '', hop.url).not.toMatch(/[?#&](code|access_token|refresh_token|token|token_hash)=/);
    expect(hop.body, hop.url).not.toContain(tokenHash);
    expect(hop.body, hop.url).not.toMatch(/access_token|refresh_token/);
  }
}

/** A scanner that runs JavaScript: a browser of its own opens the link, waits for the page, presses nothing. */
async function scannerWithJavaScript(browser: Browser, link: string): Promise<void> {
  const context = await browser.newContext();
  const scanner = await context.newPage();
  await scanner.goto(link);
  // The page at rest: its button (or, for a link asked for in another browser, the way on), untouched.
  const main = scanner.getByRole('main');
  await expect(main.getByRole('button').or(main.getByRole('link', { name: 'Go to the sign-in page' })).first()).toBeVisible();
  await context.close();
}

/** The account as GoTrue's admin API answers it: any change to it (a confirmation, a used token, a sign-in) shows. */
async function account(userId: string): Promise<User> {
  const { data, error } = await serviceClient().auth.admin.getUserById(userId);
  if (error || !data.user) throw new Error(`could not read the account: ${error?.message}`);
  return data.user;
}

async function userIdOf(email: string): Promise<string> {
  const { data, error } = await serviceClient().from('profiles').select('user_id').eq('email', email).single();
  if (error) throw new Error(error.message);
  return (data as { user_id: string }).user_id;
}

/** Both scanners on `link`; the account and the rows named stay exactly as they were. */
async function scanAndExpectNoChange(browser: Browser, link: string, userId: string, rows: () => Promise<unknown> = async () => null) {
  const before = { account: await account(userId), rows: await rows() };
  const tokenHash = new URL(link).searchParams.get('token_hash') ?? new URL(link).searchParams.get('token') ?? '';
  expect(tokenHash.length).toBeGreaterThan(10);
  expectNothingHandedOut(await scannerGet(link), tokenHash);
  await scannerWithJavaScript(browser, link);
  expect({ account: await account(userId), rows: await rows() }).toEqual(before);
}

const signOutButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign Out' });

/** A Node client as the site's (PKCE), signed in: a browser other than the test's page. */
async function signedInElsewhere(email: string, password: string): Promise<SupabaseClient> {
  const items = new Map<string, string>();
  const client = createClient(BACKEND_URL, process.env.E2E_ANON_KEY ?? '', {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) },
    },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

test.describe('issue 42 finding 2: a mail scanner opening an emailed link changes nothing', () => {
  test('sign-up confirmation: the scanners confirm nothing; the person confirms with the button and is signed in', async ({ page, browser }) => {
    const email = `scanned-signup-${Date.now()}@example.com`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Full Name').fill('Sasha Scanned');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('scanned-passphrase-1');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please check your email to confirm your account before signing in.')).toBeVisible();
    const link = authLinkIn(await latestEmail(email));
    const userId = await userIdOf(email);

    await scanAndExpectNoChange(browser, link, userId);
    expect((await account(userId)).email_confirmed_at).toBeUndefined();

    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await expect(toastItem(page, "You're signed in")).toBeVisible();
    await expect(signOutButton(page)).toBeVisible();
    expect((await account(userId)).email_confirmed_at).toEqual(expect.any(String));
  });

  test('sign-in link: the scanners use nothing up; the person signs in with the button', async ({ page, browser }) => {
    const user = await createUser('Linus Link');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const form = page.getByRole('form', { name: 'Email me a sign-in link' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(form.getByRole('status')).toContainText('on its way');
    const link = authLinkIn(await latestEmail(user.email));

    await scanAndExpectNoChange(browser, link, user.id);

    await page.goto(link);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toastItem(page, "You're signed in")).toBeVisible();
    await expect(signOutButton(page)).toBeVisible();
  });

  test('password reset: the scanners use nothing up; the person continues with the button and sets a password', async ({ page, browser }) => {
    const user = await createUser('Rhea Reset');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(form.getByRole('status')).toContainText('on its way');
    const link = authLinkIn(await latestEmail(user.email));

    await scanAndExpectNoChange(browser, link, user.id);

    await page.goto(link);
    await page.getByRole('button', { name: 'Continue' }).click();
    const setForm = page.getByRole('form', { name: 'Set a new password' });
    await setForm.getByLabel('New password').fill('reset-after-scan-2');
    await setForm.getByRole('button', { name: 'Set new password' }).click();
    await expect(toastItem(page, 'Password changed')).toBeVisible();
  });

  test('invitation: the scanners accept nothing and get no session; the invitee accepts with the button', async ({ page, browser }) => {
    const admin = await signedInElsewhere('admin@eo-apac.test', 'local-admin-2026');
    const email = `scanned-invitee-${Date.now()}@example.com`;
    const { error } = await admin.functions.invoke('invite-member', { method: 'POST', body: { action: 'invite', email, role: 'organiser' }, headers: { Origin: SHELL_URL } });
    expect(error).toBeNull();
    const link = authLinkIn(await latestEmail(email));
    const userId = await userIdOf(email);
    const invitationState = async () => {
      const { data } = await serviceClient().from('member_invitations').select('accepted_at, role').eq('email', email).single();
      const { data: profile } = await serviceClient().from('profiles').select('role').eq('user_id', userId).single();
      return { invitation: data, role: (profile as { role: string } | null)?.role };
    };

    await scanAndExpectNoChange(browser, link, userId, invitationState);
    expect(await invitationState()).toEqual({ invitation: { accepted_at: null, role: 'organiser' }, role: 'user' });

    await page.goto(link);
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(page).toHaveURL(/\/invite$/);
    const form = page.getByRole('form', { name: 'Set your password' });
    await form.getByLabel('Password').fill('invitee-after-scan-3');
    await form.getByRole('button', { name: 'Set password' }).click();
    await expect(toastItem(page, "You're signed in")).toBeVisible();
    expect((await invitationState()).role).toBe('organiser');
  });

  test('email change, both links (round 3): the scanner confirms neither side; the attacker following their own link changes nothing', async ({ page, browser }) => {
    // The attacker holds the victim's session (round 3's case) and sets their own address.
    const victim = await createUser('Vic Victim');
    const stolen = await signedInElsewhere(victim.email, victim.password);
    const attackerAddress = `attacker-inbox-${Date.now()}@example.com`;
    expect((await stolen.auth.updateUser({ email: attackerAddress }, { emailRedirectTo: `${SHELL_URL}/account` })).error).toBeNull();
    const toVictim = authLinkIn(await latestEmail(victim.email));
    const toAttacker = authLinkIn(await latestEmail(attackerAddress));
    const profileEmail = async () => (await serviceClient().from('profiles').select('email').eq('user_id', victim.id).single()).data;

    // The victim's mail scanner opens the victim's link, and the attacker's own inbox scanner theirs.
    await scanAndExpectNoChange(browser, toVictim, victim.id, profileEmail);
    await scanAndExpectNoChange(browser, toAttacker, victim.id, profileEmail);

    // The attacker presses the button of their own link: one of two, the address stays the victim's.
    const attacker = await browser.newContext();
    const attackerPage = await attacker.newPage();
    await attackerPage.goto(toAttacker);
    await attackerPage.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(attackerPage.getByText('Confirmation accepted. Now open the link we sent to your other address', { exact: false })).toBeVisible();
    await attacker.close();
    expect((await account(victim.id)).email).toBe(victim.email);
    expect(await profileEmail()).toEqual({ email: victim.email });
    // The victim's page says what pressing would do, and the victim does not press: nothing changes.
    await page.goto(toVictim);
    await expect(page.getByRole('heading', { name: 'Confirm the new address' })).toBeVisible();
    await expect(page.getByText('Nothing changes until you do.', { exact: false })).toBeVisible();
    expect((await account(victim.id)).email).toBe(victim.email);
  });

  test('email change wanted by its owner: both clicks, each in the browser, move the address', async ({ page, browser }) => {
    const member = await createUser('Moving Mo');
    const elsewhere = await signedInElsewhere(member.email, member.password);
    const newAddress = `moved-${Date.now()}@example.com`;
    expect((await elsewhere.auth.updateUser({ email: newAddress }, { emailRedirectTo: `${SHELL_URL}/account` })).error).toBeNull();
    const toCurrent = authLinkIn(await latestEmail(member.email));
    const toNew = authLinkIn(await latestEmail(newAddress));
    await scanAndExpectNoChange(browser, toNew, member.id);

    await page.goto(toNew);
    await page.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(page.getByText('Confirmation accepted.', { exact: false })).toBeVisible();
    await page.goto(toCurrent);
    // Asked for in another client: this browser cannot be signed in by it, and says so before acting.
    await expect(page.getByText('You are not signed in in this browser.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(page.getByText('The change of address is confirmed. Sign in with your new address.')).toBeVisible();
    expect((await account(member.id)).email).toBe(newAddress);
    await signIn(page, { email: newAddress, password: member.password });
  });

  test('newsletter confirmation: neither scanner confirms the subscription; the button does', async ({ page, browser }) => {
    const email = `scanned-newsletter-${Date.now()}@example.com`;
    await page.goto('/about');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toastItem(page, 'Check your inbox to confirm your subscription').last()).toBeVisible();
    const link = linkIn(await latestEmail(email), `${SHELL_URL}/newsletter/confirm?`);
    const rows = async () => ({
      pending: (await serviceClient().from('newsletter_pending').select('email').eq('email', email)).data?.length,
      confirmed: (await serviceClient().from('newsletter_subscribers').select('email').eq('email', email)).data?.length,
    });
    const before = await rows();
    expect(before).toEqual({ pending: 1, confirmed: 0 });
    const token = new URL(link).searchParams.get('token') ?? '';
    expectNothingHandedOut(await scannerGet(link), token);
    await scannerWithJavaScript(browser, link);
    expect(await rows()).toEqual(before);

    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByText(/Your subscription is confirmed/)).toBeVisible();
    expect(await rows()).toEqual({ pending: 0, confirmed: 1 });
  });
});
