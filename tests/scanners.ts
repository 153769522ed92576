import type { Browser } from '@playwright/test';
import type { User } from '@supabase/supabase-js';
import { expect, serviceClient } from './fixtures';

/**
 * Issue 42 finding 2: mail scanners (Defender Safe Links, Proofpoint, Mimecast) open every link of
 * an email before the person does. For an emailed link, the scanner's steps: a plain GET of the link
 * read from the local inbox, following every redirect, no JavaScript; then a scanner that runs the
 * page's JavaScript (a browser that opens it and presses nothing). Nothing changes in the database,
 * and no session, code or token appears in any Location or body. Each flow's own test runs them on
 * its link before the person's click (email.spec.ts, newsletter.spec.ts, roles.spec.ts), and
 * email-link-scanners.spec.ts on both links of an email change.
 */

export interface Hop {
  url: string;
  status: number;
  location: string | null;
  body: string;
}

/** A scanner's GET: the link and every redirect it leads to, as plain HTTP, no JavaScript. */
export async function scannerGet(link: string): Promise<Hop[]> {
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
export function expectNothingHandedOut(hops: Hop[], tokenHash: string) {
  expect(hops.at(-1)?.status).toBe(200);
  for (const hop of hops) {
    expect(hop.location ?? '', hop.url).not.toMatch(/[?#&](code|access_token|refresh_token|token|token_hash)=/);
    expect(hop.body, hop.url).not.toContain(tokenHash);
    expect(hop.body, hop.url).not.toMatch(/access_token|refresh_token/);
  }
}

/** A scanner that runs JavaScript: a browser of its own opens the link, waits for the page, presses nothing. */
export async function scannerWithJavaScript(browser: Browser, link: string): Promise<void> {
  const context = await browser.newContext();
  const scanner = await context.newPage();
  await scanner.goto(link);
  // The page at rest: its button (or, for a link asked for in another browser, the way on), untouched.
  const main = scanner.getByRole('main');
  await expect(main.getByRole('button').or(main.getByRole('link', { name: 'Go to the sign-in page' })).first()).toBeVisible();
  await context.close();
}

/** The account as GoTrue's admin API answers it: any change to it (a confirmation, a used token, a sign-in) shows. */
export async function account(userId: string): Promise<User> {
  const { data, error } = await serviceClient().auth.admin.getUserById(userId);
  if (error || !data.user) throw new Error(`could not read the account: ${error?.message}`);
  return data.user;
}

export async function userIdOf(email: string): Promise<string> {
  const { data, error } = await serviceClient().from('profiles').select('user_id').eq('email', email).single();
  if (error) throw new Error(error.message);
  return (data as { user_id: string }).user_id;
}

/** Both scanners on `link`; the account and the rows named stay exactly as they were. */
export async function scanAndExpectNoChange(browser: Browser, link: string, userId: string, rows: () => Promise<unknown> = async () => null) {
  const before = { account: await account(userId), rows: await rows() };
  const tokenHash = new URL(link).searchParams.get('token_hash') ?? new URL(link).searchParams.get('token') ?? '';
  expect(tokenHash.length).toBeGreaterThan(10);
  expectNothingHandedOut(await scannerGet(link), tokenHash);
  await scannerWithJavaScript(browser, link);
  expect({ account: await account(userId), rows: await rows() }).toEqual(before);
}
