import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { authLinkIn, expect, serviceClient, test, toastItem, type CaughtEmail } from '../fixtures';
import { BACKEND_URL, SHELL_URL } from '../harness/testStack';

/**
 * Issue 42 finding 1, the attacker's steps exactly as the issue describes them: the attacker signs up
 * address X with their own password P and ignores the confirmation; an admin invites X as an admin;
 * after the per-account pause (`[auth.email] max_frequency`) the attacker asks `POST /auth/v1/resend {type:"signup", email:X}`;
 * the invitee follows the newest email, as people do; the attacker signs in with P. Before the fix
 * the attacker was an admin; now the newest email is the invitation, the invitee is the admin, and
 * P no longer works.
 */

const ATTACKER_PASSWORD = 'attacker-password-P1';

/** Every email to `to`, newest first, from the stack's mail catcher. */
async function inbox(to: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${process.env.E2E_INBOX_URL}/api/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as CaughtEmail[];
}

/** The request the site's "Send the confirmation email again" makes (supabase-js `auth.resend`, returning to the site). */
const resendSignUp = (email: string) =>
  fetch(`${BACKEND_URL}/auth/v1/resend?redirect_to=${encodeURIComponent(`${SHELL_URL}/`)}`, {
    method: 'POST',
    headers: { apikey: process.env.E2E_ANON_KEY ?? '', 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'signup', email }),
  });

test('issue 42 finding 1: the attacker who signed the address up first is not the invited admin, and their password no longer works', async ({ page, browser }) => {
  // The scenario waits out GoTrue's per-account pause ([auth.email] max_frequency) once, as the
  // attacker does: a minute in config.toml, 20 s in the e2e stack (harness/globalSetup.ts).
  test.setTimeout(90_000);
  const email = `invited-admin-${Date.now()}@example.com`;

  // 1. The attacker signs X up with P, in their own browser, and ignores the confirmation email.
  const attacker = await browser.newContext();
  const attackerPage = await attacker.newPage();
  await attackerPage.goto('/auth');
  await attackerPage.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = attackerPage.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Full Name').fill('EO Admin Team');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password').fill(ATTACKER_PASSWORD);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(attackerPage.getByText('Please check your email to confirm your account before signing in.')).toBeVisible();

  // 2. An admin invites X as an admin (the function the admin area's Invite calls, with the admin's session).
  const admin = createClient(BACKEND_URL, process.env.E2E_ANON_KEY ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  await admin.auth.signInWithPassword({ email: 'admin@eo-apac.test', password: 'local-admin-2026' });
  const invited = await admin.functions.invoke('invite-member', { method: 'POST', body: { action: 'invite', email, role: 'admin' }, headers: { Origin: SHELL_URL } });
  expect(invited.error).toBeNull();
  const invitation = (await inbox(email))[0]!;
  expect(invitation.subject).toBe('You are invited to EO Asia Pacific');
  // The account the attacker made becomes the invitation's: its email names the inviter and the role (issue 56 item 9).
  expect(invitation.text).toContain('Local Admin invited you to join EO Asia Pacific as an administrator');

  // 3. After the per-account pause the attacker asks for the sign-up email again (GoTrue's Retry-After says when).
  const early = await resendSignUp(email);
  if (early.status === 429) {
    const retryAfter = Number(early.headers.get('retry-after'));
    // The stack's pause (--email-max-frequency 20) reached the backend: GoTrue's header counts down from it.
    expect(retryAfter).toBeLessThanOrEqual(20);
    await new Promise((resolve) => setTimeout(resolve, (retryAfter + 1) * 1000));
  }
  const resent = early.status === 429 ? await resendSignUp(email) : early;
  expect(resent.status).toBe(200);

  // 4. The invitee follows the newest email, as people do: it is the invitation, never a sign-up link.
  await expect.poll(async () => (await inbox(email)).length).toBeGreaterThan(1);
  const newest = (await inbox(email))[0]!;
  expect(newest.id).not.toBe(invitation.id);
  expect(newest.subject).toBe('You are invited to EO Asia Pacific');
  expect(newest.text).toContain('Local Admin invited you to join EO Asia Pacific as an administrator');
  await page.goto(authLinkIn(newest));
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  const setPassword = page.getByRole('form', { name: 'Your name and password' });
  // Nothing the attacker typed is offered back: the name field starts empty.
  await expect(setPassword.getByLabel('Full Name')).toHaveValue('');
  await setPassword.getByLabel('Full Name').fill('Ines Invitee');
  await setPassword.getByLabel('Password').fill('invitee-own-password-R');
  await setPassword.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(toastItem(page, "You're signed in")).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  // 5. The attacker signs in with P: refused, and the admin is the invitee.
  await attackerPage.goto('/auth');
  const signInForm = attackerPage.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill(email);
  await signInForm.getByLabel('Password').fill(ATTACKER_PASSWORD);
  await signInForm.getByRole('button', { name: 'Sign In' }).click();
  await expect(attackerPage.getByRole('alert')).toHaveText('Invalid login credentials');
  await attacker.close();
  const { data: profile } = await serviceClient().from('profiles').select('role, full_name').eq('email', email).single();
  // The name the attacker chose went with their password; the invitee's own is there.
  expect(profile).toEqual({ role: 'admin', full_name: 'Ines Invitee' });
});
