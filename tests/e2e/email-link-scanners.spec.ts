import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { authLinkIn, createUser, expect, latestEmail, serviceClient, signIn, test } from '../fixtures';
import { BACKEND_URL, SHELL_URL } from '../harness/testStack';
import { account, scanAndExpectNoChange } from '../scanners';

/**
 * Issue 42 finding 2 on the email change's two links (round 3 of the review): a mail scanner opening
 * either link changes nothing, and the attacker who holds the session and follows their own link
 * changes nothing either; its owner's two clicks move the address. The scanners' steps are
 * tests/scanners.ts; every other emailed link gets them in its flow's own test (sign-up, sign-in
 * link and reset in email.spec.ts, the invitation in roles.spec.ts, the newsletter confirmation in
 * newsletter.spec.ts).
 */

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
});
