import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { test, expect, authLinkIn, createUser, expectNoSeriousA11yViolations, latestEmail, toastItem } from '../fixtures';
import { BACKEND_URL } from '../harness/testStack';
import { account, scanAndExpectNoChange, userIdOf } from '../scanners';

/**
 * Every email of these flows is read from the stack's mail catcher, and its link opened in the
 * browser: the site's page, whose button does what the link is for (issue 42 finding 2). Before the
 * person's click, the mail scanners open it (tests/scanners.ts: a plain GET following every
 * redirect, then a browser that presses nothing), and nothing changes.
 */
const signOutButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign Out' });

test.describe('emailed links', () => {
  test('sign up, refused until confirmed; the scanners confirm nothing; the confirmation link signs in; the link works once', async ({ page, browser, consoleErrors }) => {
    const email = `confirm-${Date.now()}@example.com`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Full Name').fill('Cora Confirm');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password').fill('a-strong-passphrase-42');
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please check your email to confirm your account before signing in.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Sign In' }).click();
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill('a-strong-passphrase-42');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email not confirmed');

    const mail = await latestEmail(email);
    expect(mail.subject).toBe('Confirm your EO Asia Pacific account');
    expect(mail.text).toContain('EO Asia Pacific');
    const link = authLinkIn(mail);
    expect(new URL(link).searchParams.get('type')).toBe('signup');
    const userId = await userIdOf(email);
    await scanAndExpectNoChange(browser, link, userId);
    expect((await account(userId)).email_confirmed_at).toBeUndefined();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await expect(signOutButton(page)).toBeVisible();
    await expect(toastItem(page, "You're signed in")).toBeVisible();
    // SPEC: the sign-up returns to the site root, with nothing of the link left in the address.
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '' && url.search === '');
    expect((await account(userId)).email_confirmed_at).toEqual(expect.any(String));

    await signOutButton(page).click();
    await expect(signOutButton(page)).toHaveCount(0);
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await expect(page.getByText('This confirmation link is invalid, has expired or was already used.', { exact: false })).toBeVisible();
    await expect(signOutButton(page)).toHaveCount(0);
    // The one failed request is the sign-in before confirming (400 "Email not confirmed").
    expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });

  test('Forgot password? emails a link to "Set a new password" that the scanners use nothing up, which signs in and ends the other sessions', async ({ page, browser, consoleErrors }) => {
    const user = await createUser('Rita Reset');
    // A session elsewhere (another device), which the new password must end.
    const elsewhere = createClient(BACKEND_URL, process.env.E2E_ANON_KEY ?? '', {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const { data: other } = await elsewhere.auth.signInWithPassword({ email: user.email, password: user.password });

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Forgot password' });
    await expect(form.getByLabel('Email')).toBeFocused();
    await form.getByLabel('Email').fill(user.email);
    await form.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(form.getByRole('status')).toContainText('a link to set a new password is on its way');
    await expectNoSeriousA11yViolations(page);

    const link = authLinkIn(await latestEmail(user.email));
    await scanAndExpectNoChange(browser, link, user.id);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/reset-password' && url.search === '');
    await expect(page.getByRole('form', { name: 'Set a new password' })).toBeVisible();
    const setForm = page.getByRole('form', { name: 'Set a new password' });
    await expect(setForm).toContainText(user.email);
    await expectNoSeriousA11yViolations(page);
    await setForm.getByLabel('New password').fill('a-new-passphrase-77');
    await setForm.getByRole('button', { name: 'Set new password' }).click();
    await expect(toastItem(page, 'Password changed')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(signOutButton(page)).toBeVisible();

    expect((await elsewhere.auth.refreshSession({ refresh_token: other.session!.refresh_token })).error).not.toBeNull();
    expect((await elsewhere.auth.signInWithPassword({ email: user.email, password: 'a-new-passphrase-77' })).error).toBeNull();

    // The link was used up: opening it again says so, and the page offers a new one.
    await signOutButton(page).click();
    await expect(signOutButton(page)).toHaveCount(0);
    await page.goto(link);
    await expect(page.getByText('This password reset link works once, and only in the browser where you asked for it', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the sign-in page' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('Email me a sign-in link signs a member in from the email, which the scanners use nothing up', async ({ page, browser, consoleErrors }) => {
    const user = await createUser('Mona Magic');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const form = page.getByRole('form', { name: 'Email me a sign-in link' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(form.getByRole('status')).toContainText('an email with a sign-in link is on its way');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

    const mail = await latestEmail(user.email);
    expect(mail.subject).toBe('Your EO Asia Pacific sign-in link');
    await scanAndExpectNoChange(browser, authLinkIn(mail), user.id);
    await page.goto(authLinkIn(mail));
    await expect(page.getByRole('heading', { name: 'Sign in to EO Asia Pacific' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await expect(signOutButton(page)).toBeVisible();
    await expect(toastItem(page, "You're signed in")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("issue 33: signing up someone's address first does not keep the attacker's password once the owner confirms", async ({ page, browser }) => {
    test.setTimeout(60_000);
    const victimEmail = `victim-${Date.now()}@example.com`;
    const signUpAs = async (target: Page, password: string) => {
      await target.goto('/auth');
      await target.getByRole('tab', { name: 'Sign Up' }).click();
      const form = target.getByRole('form', { name: 'Sign up' });
      await form.getByLabel('Full Name').fill('Vera Victim');
      await form.getByLabel('Email').fill(victimEmail);
      await form.getByLabel('Password').fill(password);
      await form.getByRole('button', { name: 'Sign Up' }).click();
    };
    // The attacker signs the victim's address up first, with their own password.
    const attackerContext = await browser.newContext();
    const attacker = await attackerContext.newPage();
    await signUpAs(attacker, 'attacker-passphrase-A1');
    await expect(attacker.getByText('Please check your email to confirm your account before signing in.')).toBeVisible();

    // The owner signs up with theirs within the pause (GoTrue's max_frequency: a minute in
    // config.toml, 20 s in the e2e stack): it sends no second
    // email ("For security purposes…"), so the owner follows the one in their inbox, which the
    // attacker's sign-up sent. It confirms the address; the session it leads to belongs to the
    // browser that asked for it (the attacker's, PKCE), so the owner is not signed in by it. (After
    // the pause, the owner's sign-up sends a new link that signs them in: the backend test
    // covers that order.)
    await signUpAs(page, 'owner-passphrase-B2');
    const pause = page.getByRole('alert').filter({ hasText: 'For security purposes, you can only request this after' });
    await expect(pause.or(page.getByText('Please check your email to confirm your account before signing in.'))).toBeVisible();
    const ownerToldToWait = await pause.isVisible();
    const confirmation = await latestEmail(victimEmail);
    await page.goto(authLinkIn(confirmation));
    // The email was asked for by the attacker's browser (PKCE): here the page says so first, and
    // its button confirms the address without signing anyone in.
    await expect(page.getByText('You opened this link in another browser or app', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await expect(page.getByText('Your email address is confirmed. Sign in with your email and password to go on.')).toBeVisible();
    await expect(signOutButton(page)).toHaveCount(0);

    // The attacker's password does not open the confirmed account.
    await attacker.goto('/auth');
    const signIn = attacker.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(victimEmail);
    await signIn.getByLabel('Password').fill('attacker-passphrase-A1');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(attacker.getByRole('alert')).toHaveText('Invalid login credentials');
    await expect(signOutButton(attacker)).toHaveCount(0);
    await attackerContext.close();
    expect(ownerToldToWait).toBe(true);

    // The owner sets their password from the confirmed address's reset email, and is signed in.
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('form', { name: 'Forgot password' });
    await forgot.getByLabel('Email').fill(victimEmail);
    await forgot.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(forgot.getByRole('status')).toContainText('a link to set a new password is on its way');
    await page.goto(authLinkIn(await latestEmail(victimEmail, confirmation.id)));
    await page.getByRole('button', { name: 'Continue' }).click();
    const setForm = page.getByRole('form', { name: 'Set a new password' });
    await setForm.getByLabel('New password').fill('owner-passphrase-C3');
    await setForm.getByRole('button', { name: 'Set new password' }).click();
    await expect(toastItem(page, 'Password changed')).toBeVisible();
    await expect(signOutButton(page)).toBeVisible();
  });

  test('an address without an account gets the same answer for a sign-in link, and no email', async ({ page }) => {
    const email = `stranger-${Date.now()}@example.com`;
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const form = page.getByRole('form', { name: 'Email me a sign-in link' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(form.getByRole('status')).toContainText('an email with a sign-in link is on its way');
    await expect(page.getByRole('alert')).toHaveCount(0);
    const inbox = await (await fetch(`${process.env.E2E_INBOX_URL}/api/messages?to=${encodeURIComponent(email)}`)).json();
    expect(inbox).toEqual([]);
  });
});
