/**
 * Issue 33 (security round 3), the local GoTrue's part, each written as the attacker's steps:
 * an email change that waits for its links (1), signing up someone's address first (2), the
 * emails' limits (3), `/otp` that does not tell who has an account (9), and PKCE links that give a
 * session only to the browser that asked (10). Third-party sign-in's part of 1 is in
 * external-sign-in.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProjectConfig, readProjectSettings } from '../src/projectConfig';
import { SINGLE_CONFIRMATION_ACCEPTED } from '../src/auth/emailLinkKinds';
import { type Backend, clientFor, emailedLink, http, httpFrom, latestMail, pkceClient, pressButton, readInbox, signUp, SITE, startTestBackend, uniqueTestEmail } from './helpers';
const templates = readProjectConfig().auth?.email?.template ?? {};
const FREQUENCY_MESSAGE = /^For security purposes, you can only request this after \d+ seconds\.$/;

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

/** Follows an emailed link as a browser would, up to the redirect; answers where it leads. */
async function follow(link: string): Promise<{ location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  if (!response.headers.get('location')) throw new Error(`${link} answered ${response.status}: ${await response.text()}`);
  const location = new URL(response.headers.get('location') ?? '');
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function signInError(target: Backend, email: string, password: string) {
  return (await clientFor(target).auth.signInWithPassword({ email, password })).error;
}

describe('1: an email change waits for its links (double_confirm_changes)', () => {
  it('keeps the address until the links to both addresses are followed', async () => {
    const member = await signUp(backend, 'Changing Address');
    const newEmail = uniqueTestEmail('new-address');
    const { data, error } = await member.client.auth.updateUser({ email: newEmail }, { emailRedirectTo: `${SITE}/account` });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: member.email, new_email: newEmail });

    // The account keeps its address: it signs in with it, the new one signs in nothing.
    expect(await signInError(backend, member.email, member.password)).toBeNull();
    expect((await signInError(backend, newEmail, member.password))?.code).toBe('invalid_credentials');

    const toNew = await latestMail(backend, newEmail);
    const toCurrent = await latestMail(backend, member.email);
    expect(toNew.subject).toBe(templates.email_change?.subject);
    expect(toCurrent.subject).toBe(templates.email_change?.subject);
    expect(toNew.text).toContain(newEmail);

    // The new address's link alone changes nothing: GoTrue's "the other link" message.
    const first = await follow(pressButton(backend, toNew));
    expect(first.fragment.get('message')).toBe(SINGLE_CONFIRMATION_ACCEPTED);
    expect((await member.client.auth.getUser(member.accessToken)).data.user?.email).toBe(member.email);

    const second = await follow(pressButton(backend, toCurrent));
    expect(second.location.pathname).toBe('/auth/confirm');
    expect(second.fragment.get('type')).toBe('email_change');
    const { data: changed } = await clientFor(backend).auth.getUser(second.fragment.get('access_token')!);
    expect(changed.user).toMatchObject({ email: newEmail, email_confirmed_at: expect.any(String) });
    expect(changed.user?.new_email).toBeUndefined();
    expect(await signInError(backend, newEmail, member.password)).toBeNull();
    expect((await signInError(backend, member.email, member.password))?.code).toBe('invalid_credentials');
    // The profile follows the account's address.
    const { data: profile } = await member.client.from('profiles').select('email').eq('user_id', member.id).single();
    expect(profile?.email).toBe(newEmail);
  });

  it('a stolen session cannot change the address and then reset the password', async () => {
    const victim = await signUp(backend, 'Stolen Session');
    const attackerEmail = uniqueTestEmail('attacker-inbox');
    // The attacker, with the victim's session only, sets their own address and follows its link.
    const stolen = clientFor(backend);
    await stolen.auth.setSession({ access_token: victim.accessToken, refresh_token: victim.refreshToken });
    expect((await stolen.auth.updateUser({ email: attackerEmail })).error).toBeNull();
    await follow(pressButton(backend, await latestMail(backend, attackerEmail)));
    // The reset goes by the confirmed address: nothing reaches the attacker's inbox.
    const before = (await readInbox(backend, attackerEmail)).length;
    expect((await clientFor(backend).auth.resetPasswordForEmail(attackerEmail)).error).toBeNull();
    expect(await readInbox(backend, attackerEmail)).toHaveLength(before);
    expect((await stolen.auth.getUser(victim.accessToken)).data.user?.email).toBe(victim.email);
    // And a password change still needs the current one.
    expect((await stolen.auth.updateUser({ password: 'attacker-chosen-password' })).error?.code).toBe('current_password_required');
  });

  it("refuses another account's address and does not need a reauthentication nonce", async () => {
    const member = await signUp(backend, 'Wants Taken Address');
    const other = await signUp(backend, 'Holds The Address');
    expect((await member.client.auth.updateUser({ email: other.email })).error?.code).toBe('email_exists');
    expect(readProjectConfig().auth?.email?.double_confirm_changes).toBe(true);
  });
});

describe('2: signing up an address first does not take the account', () => {
  it("the attacker's password does not sign in once the owner signs up and confirms", async () => {
    const victimEmail = uniqueTestEmail('victim');
    const attacker = clientFor(backend);
    expect((await attacker.auth.signUp({ email: victimEmail, password: 'attacker-password-A' })).error).toBeNull();

    // The owner signs up with their own password, gets the email and follows its link.
    const owner = clientFor(backend);
    expect((await owner.auth.signUp({ email: victimEmail, password: 'owner-password-B', options: { emailRedirectTo: `${SITE}/` } })).error).toBeNull();
    const landed = await follow(pressButton(backend, await latestMail(backend, victimEmail)));
    expect(landed.fragment.get('type')).toBe('signup');
    const accessToken = landed.fragment.get('access_token')!;
    expect((await clientFor(backend).auth.getUser(accessToken)).data.user?.email).toBe(victimEmail);

    expect((await signInError(backend, victimEmail, 'attacker-password-A'))?.code).toBe('invalid_credentials');
    // The owner, signed in by the link, sets a password without a current one (the account has none).
    const signedIn = clientFor(backend);
    await signedIn.auth.setSession({ access_token: accessToken, refresh_token: landed.fragment.get('refresh_token')! });
    expect((await signedIn.auth.updateUser({ password: 'owner-password-C' })).error).toBeNull();
    expect(await signInError(backend, victimEmail, 'owner-password-C')).toBeNull();
    expect((await signInError(backend, victimEmail, 'attacker-password-A'))?.code).toBe('invalid_credentials');
  });

  it("the attacker's password does not survive the owner's sign-in link either", async () => {
    const victimEmail = uniqueTestEmail('victim-link');
    await clientFor(backend).auth.signUp({ email: victimEmail, password: 'attacker-password-A' });
    const before = await latestMail(backend, victimEmail);
    expect((await clientFor(backend).auth.signInWithOtp({ email: victimEmail, options: { shouldCreateUser: false } })).error).toBeNull();
    const landed = await follow(pressButton(backend, await latestMail(backend, victimEmail, before.id)));
    expect(landed.fragment.get('access_token')).toBeTruthy();
    expect((await signInError(backend, victimEmail, 'attacker-password-A'))?.code).toBe('invalid_credentials');
  });

  it('a person who signs up twice with the same password keeps it', async () => {
    const email = uniqueTestEmail('twice');
    await clientFor(backend).auth.signUp({ email, password: 'the-same-password' });
    await clientFor(backend).auth.signUp({ email, password: 'the-same-password' });
    await follow(pressButton(backend, await latestMail(backend, email)));
    expect(await signInError(backend, email, 'the-same-password')).toBeNull();
  });
});

describe('3: email limits that nobody can spend for others', () => {
  // The project's own settings (config.toml): no test override of email_sent or max_frequency.
  const configured = readProjectSettings(readProjectConfig());
  let limited: Backend;
  beforeAll(async () => {
    limited = await startTestBackend({
      // Every sign-up here comes from 127.0.0.1: the per-address budget is finding 5's, below.
      authRateLimits: { sign_in_sign_ups: 2000, token_refresh: 2000, sign_up_emails: 2000 },
      projectSettings: { emailMaxFrequencySeconds: configured.emailMaxFrequencySeconds },
    });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it('requests for made-up addresses block nobody, and three people sign up in a row', async () => {
    const anonymous = clientFor(limited);
    expect((await anonymous.auth.resetPasswordForEmail(uniqueTestEmail('made-up'))).error).toBeNull();
    expect((await anonymous.auth.signInWithOtp({ email: uniqueTestEmail('made-up'), options: { shouldCreateUser: false } })).error).toBeNull();
    expect((await anonymous.auth.resend({ type: 'signup', email: uniqueTestEmail('made-up') })).error).toBeNull();
    for (const name of ['first', 'second', 'third']) {
      const email = uniqueTestEmail(name);
      expect((await clientFor(limited).auth.signUp({ email, password: 'a-fine-password' })).error).toBeNull();
      expect((await latestMail(limited, email)).subject).toBe(templates.confirmation?.subject);
    }
    // The repo's config.toml has no [auth.email.smtp]: the local inbox, as `supabase start` has it.
    expect(configured.smtpEnabled).toBe(false);
  });

  it("the same address asking again within max_frequency gets GoTrue's 429; other addresses go on", async () => {
    const member = await signUp(limited, 'Asks Twice');
    const other = await signUp(limited, 'Someone Else');
    expect((await clientFor(limited).auth.resetPasswordForEmail(member.email)).error).toBeNull();
    const again = await http(limited, '/auth/v1/recover', json({ email: member.email }));
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(((await again.json()) as { msg: string }).msg).toMatch(FREQUENCY_MESSAGE);
    // The sign-in link shares the reset's pause, as GoTrue's recovery_sent_at.
    expect((await clientFor(limited).auth.signInWithOtp({ email: member.email, options: { shouldCreateUser: false } })).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect((await clientFor(limited).auth.resetPasswordForEmail(other.email)).error).toBeNull();

    const pending = uniqueTestEmail('pending');
    await clientFor(limited).auth.signUp({ email: pending, password: 'a-fine-password' });
    expect((await clientFor(limited).auth.resend({ type: 'signup', email: pending })).error?.message).toMatch(FREQUENCY_MESSAGE);
    expect((await clientFor(limited).auth.signUp({ email: pending, password: 'a-fine-password' })).error?.message).toMatch(FREQUENCY_MESSAGE);

    expect((await member.client.auth.updateUser({ email: uniqueTestEmail('moving') })).error).toBeNull();
    expect((await member.client.auth.updateUser({ email: uniqueTestEmail('moving-again') })).error?.message).toMatch(FREQUENCY_MESSAGE);
    expect(configured.emailMaxFrequencySeconds).toBe(60);
  });

  it("the owner signing up within max_frequency of the attacker is refused the email, yet the attacker's password is gone", async () => {
    const victimEmail = uniqueTestEmail('victim-soon');
    await clientFor(limited).auth.signUp({ email: victimEmail, password: 'attacker-password-A' });
    const refused = await clientFor(limited).auth.signUp({ email: victimEmail, password: 'owner-password-B' });
    expect(refused.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    // The owner follows the one email in their inbox (the attacker's sign-up sent it).
    const landed = await follow(pressButton(limited, await latestMail(limited, victimEmail)));
    expect(landed.fragment.get('type')).toBe('signup');
    expect((await signInError(limited, victimEmail, 'attacker-password-A'))?.code).toBe('invalid_credentials');
  });

  it('with [auth.email.smtp] enabled, email_sent bounds the emails really sent, project-wide', async () => {
    const smtp = await startTestBackend({ authRateLimits: { sign_in_sign_ups: 2000, email_sent: 3 }, projectSettings: { smtpEnabled: true } });
    try {
      const client = clientFor(smtp);
      const member = await signUp(smtp, 'Limited');
      // Requests that send nothing spend nothing.
      for (let i = 0; i < 4; i += 1) expect((await client.auth.resetPasswordForEmail(uniqueTestEmail('nobody'))).error).toBeNull();
      expect((await client.auth.signUp({ email: uniqueTestEmail('one'), password: 'a-fine-password' })).error).toBeNull();
      expect((await client.auth.resetPasswordForEmail(member.email)).error).toBeNull();
      expect((await client.auth.signUp({ email: uniqueTestEmail('two'), password: 'a-fine-password' })).error).toBeNull();
      expect((await client.auth.signUp({ email: uniqueTestEmail('three'), password: 'a-fine-password' })).error).toMatchObject({
        status: 429,
        code: 'over_email_send_rate_limit',
        message: 'email rate limit exceeded',
      });
    } finally {
      await smtp.stop();
    }
  });
});

describe("issue 55 finding 5: one address's sign-ups cannot spend the project's hour of auth emails", () => {
  // config.toml's [auth.rate_limit] as it stands: 30 sign-ups per 5 minutes per address, the
  // project's 30 emails an hour (the local inbox: GoTrue's default), and the per-address budget.
  const limits = readProjectConfig().auth?.rate_limit ?? {};
  const budget = limits.sign_up_emails as number;
  let project: Backend;
  beforeAll(async () => {
    project = await startTestBackend({ authRateLimits: {} });
  });
  afterAll(async () => {
    await project?.stop();
  });

  const post = (address: string, path: string, body: unknown) =>
    httpFrom(address, project, `/auth/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify(body),
    });

  it('the flooder is refused past its budget with a clear message; a member\'s reset, sign-in link and an invitation still arrive', async () => {
    expect(budget).toBeLessThan(30);
    const member = await signUp(project, 'Member During A Flood');
    // The attack as the review ran it: throwaway sign-ups from one address, within its 30 per 5 minutes.
    const flood = Array.from({ length: limits.sign_in_sign_ups as number }, (_, i) => uniqueTestEmail(`throwaway-${i}`));
    const answers = [];
    for (const email of flood) answers.push(await post('127.0.0.2', '/signup', { email, password: 'a-fine-password' }));
    // The same address's other ways to email a new account are spent too.
    const resent = await post('127.0.0.2', '/resend', { type: 'signup', email: flood[0] });
    const linked = await post('127.0.0.2', '/otp', { email: uniqueTestEmail('throwaway-otp'), create_user: true });

    // Meanwhile the project's other emails go out: a member's reset and sign-in link, an admin's invitation.
    expect((await clientFor(project).auth.resetPasswordForEmail(member.email)).error).toBeNull();
    const reset = await latestMail(project, member.email);
    expect(reset.subject).toBe(templates.recovery?.subject);
    expect((await clientFor(project).auth.signInWithOtp({ email: member.email, options: { shouldCreateUser: false } })).error).toBeNull();
    expect((await latestMail(project, member.email, reset.id)).subject).toBe(templates.magic_link?.subject);
    const invited = uniqueTestEmail('invited-during-flood');
    expect((await clientFor(project, project.serviceRoleKey).auth.admin.inviteUserByEmail(invited)).error).toBeNull();
    expect((await latestMail(project, invited)).subject).toBe(templates.invite?.subject);
    // And someone else signing up from another address.
    const neighbour = uniqueTestEmail('neighbour');
    expect((await post('127.0.0.3', '/signup', { email: neighbour, password: 'a-fine-password' })).status).toBe(200);
    expect((await latestMail(project, neighbour)).subject).toBe(templates.confirmation?.subject);

    // The flooder: its budget's sign-ups answered and emailed, then GoTrue's per-address 429 with words of its own.
    expect(answers.map((answer) => answer.status)).toEqual(flood.map((_, i) => (i < budget ? 200 : 429)));
    for (const refused of [answers[budget]!, resent, linked]) {
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.text)).toEqual({ code: 'over_request_rate_limit', message: expect.stringMatching(/^Too many sign-ups from this address in the last hour\. Please try again in (a minute|\d+ minutes)\.$/) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    }
    expect((await latestMail(project, flood[budget - 1]!)).subject).toBe(templates.confirmation?.subject);
    expect(await readInbox(project, flood[budget]!)).toEqual([]);
  });
});

describe('9: /otp with create_user false does not tell who has an account', () => {
  it('answers a known and an unknown address alike, and emails only the known one', async () => {
    const member = await signUp(backend, 'Known Address');
    const stranger = uniqueTestEmail('stranger');
    const known = await http(backend, '/auth/v1/otp', json({ email: member.email, create_user: false }));
    const unknown = await http(backend, '/auth/v1/otp', json({ email: stranger, create_user: false }));
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await unknown.json()).toEqual(await known.json());
    expect((await latestMail(backend, member.email)).subject).toBe(templates.magic_link?.subject);
    expect(await readInbox(backend, stranger)).toEqual([]);
    // Nor is an account made for it.
    const rows = await backend.db.transaction((tx) => tx.query('select 1 from auth.users where email = $1', [stranger]));
    expect(rows.rows).toHaveLength(0);
  });
});

describe('10: a PKCE email gives its session only to the browser that asked', () => {
  it("POST /verify with the link's token gives no session; the link still works in the asking browser", async () => {
    const member = await signUp(backend, 'Pkce Link');
    const site = pkceClient(backend);
    await site.auth.signInWithOtp({ email: member.email, options: { shouldCreateUser: false, emailRedirectTo: `${SITE}/` } });
    const link = pressButton(backend, await latestMail(backend, member.email));
    const token = new URL(link).searchParams.get('token')!;

    const stolen = await clientFor(backend).auth.verifyOtp({ type: 'magiclink', token_hash: token });
    expect(stolen.data.session).toBeNull();
    expect(stolen.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const landed = await follow(link);
    const { data, error } = await site.auth.exchangeCodeForSession(landed.location.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(member.id);
  });

  it('the same for a PKCE sign-up, while an email asked for without PKCE still verifies by token_hash', async () => {
    const email = uniqueTestEmail('pkce-signup');
    await pkceClient(backend).auth.signUp({ email, password: 'a-fine-password' });
    const token = emailedLink(await latestMail(backend, email)).tokenHash;
    expect((await clientFor(backend).auth.verifyOtp({ type: 'signup', token_hash: token })).error?.code).toBe('otp_expired');

    const implicit = uniqueTestEmail('implicit-signup');
    await clientFor(backend).auth.signUp({ email: implicit, password: 'a-fine-password' });
    const implicitToken = emailedLink(await latestMail(backend, implicit)).tokenHash;
    const { data, error } = await clientFor(backend).auth.verifyOtp({ type: 'signup', token_hash: implicitToken });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(implicit);
  });
});
