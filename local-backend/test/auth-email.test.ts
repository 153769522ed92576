/**
 * GoTrue's emailed links against the real backend and a real mail catcher, the mail read over the
 * catcher's HTTP API: sign-up confirmation, resend, password reset, sign-in link (magic link). The
 * emails' limits, email change and the takeover cases are in auth-takeover.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProjectConfig } from '../src/projectConfig';
import { type Backend, clientFor, emailedLink, http, latestMail, pkceClient, pressButton, readInbox, signInAdmin, signUp, type SignedInUser, SITE, startTestBackend, uniqueTestEmail } from './helpers';
const templates = readProjectConfig().auth?.email?.template ?? {};

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

/** Follows an emailed link as a browser would, up to the redirect; answers where it leads. */
async function follow(link: string): Promise<{ status: number; location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? '');
  return { status: response.status, location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

async function signUpByForm(email: string, password = 'a-fine-password', redirectTo = `${SITE}/`) {
  return clientFor(backend).auth.signUp({ email, password, options: { data: { full_name: 'Mail Member' }, emailRedirectTo: redirectTo } });
}

describe('sign-up and its confirmation email', () => {
  it('sends a text and HTML email with the site name whose single-use link confirms and signs in', async () => {
    const email = uniqueTestEmail('confirm');
    const { data, error } = await signUpByForm(email);
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect((await clientFor(backend).auth.signInWithPassword({ email, password: 'a-fine-password' })).error?.message).toBe('Email not confirmed');

    const mail = await latestMail(backend, email);
    expect(mail.from).toBe('no-reply@eo-apac.test');
    expect(mail.headers.from).toContain('EO Asia Pacific');
    expect(mail.subject).toBe(templates.confirmation?.subject);
    expect(mail.text).toContain('EO Asia Pacific');
    expect(mail.html).toContain('EO Asia Pacific');
    // The email links to the site's page, which acts only on its button; never to GoTrue's /verify.
    const emailed = emailedLink(mail);
    expect(emailed.type).toBe('signup');
    expect(mail.html).toContain(emailed.url.replace(/&/g, '&amp;'));
    expect(mail.html).not.toContain('/auth/v1/verify');
    expect(mail.text).not.toContain('/auth/v1/verify');
    const link = pressButton(backend, mail);

    // The database keeps only a hash of the link's token.
    const token = emailed.tokenHash;
    const stored = await backend.db.transaction((tx) => tx.query<{ confirmation_token: string }>('select confirmation_token from auth.users where email = $1', [email]));
    expect(stored.rows[0]?.confirmation_token).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]?.confirmation_token).not.toBe(token);

    const landed = await follow(link);
    expect(landed.status).toBe(303);
    expect(landed.location.origin + landed.location.pathname).toBe(`${SITE}/`);
    expect(landed.fragment.get('type')).toBe('signup');
    expect(landed.fragment.get('token_type')).toBe('bearer');
    const { data: me } = await clientFor(backend).auth.getUser(landed.fragment.get('access_token')!);
    expect(me.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    expect((await clientFor(backend).auth.signInWithPassword({ email, password: 'a-fine-password' })).error).toBeNull();

    const again = await follow(link);
    expect(Object.fromEntries(again.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('answers the same for an existing address, sends a confirmed one nothing and an unconfirmed one its link again', async () => {
    const confirmed = await signUp(backend, 'Already Here');
    const before = (await readInbox(backend, confirmed.email)).length;
    const existing = await signUpByForm(confirmed.email, 'another-password');
    const fresh = await signUpByForm(uniqueTestEmail('fresh'));
    expect(existing.error).toBeNull();
    expect(existing.data.session).toBeNull();
    expect(Object.keys(existing.data.user!).sort()).toEqual(Object.keys(fresh.data.user!).sort());
    expect(existing.data.user!.identities).toHaveLength(fresh.data.user!.identities!.length);
    expect(existing.data.user!.email_confirmed_at).toBe(fresh.data.user!.email_confirmed_at);
    expect(await readInbox(backend, confirmed.email)).toHaveLength(before);

    const pending = uniqueTestEmail('pending');
    await signUpByForm(pending);
    const first = await latestMail(backend, pending);
    await signUpByForm(pending);
    const second = await latestMail(backend, pending, first.id);
    expect((await follow(pressButton(backend, first))).fragment.get('error_code')).toBe('otp_expired');
    expect((await follow(pressButton(backend, second))).fragment.get('type')).toBe('signup');
  });

  it('leads only to the site: a redirect to another origin becomes the site URL', async () => {
    const email = uniqueTestEmail('elsewhere');
    await signUpByForm(email, 'a-fine-password', 'https://evil.example/steal');
    const mail = await latestMail(backend, email);
    expect(new URL(emailedLink(mail).url).origin).toBe(SITE);
    expect(mail.text).not.toContain('evil.example');
    expect((await follow(pressButton(backend, mail, 'https://evil.example/steal'))).location.origin).toBe(SITE);
  });

  it('resends the confirmation (POST /resend) and answers {} for any address', async () => {
    const email = uniqueTestEmail('resend');
    await signUpByForm(email);
    const first = await latestMail(backend, email);
    const { error } = await clientFor(backend).auth.resend({ type: 'signup', email, options: { emailRedirectTo: `${SITE}/` } });
    expect(error).toBeNull();
    const second = await latestMail(backend, email, first.id);
    expect(second.subject).toBe(templates.confirmation?.subject);
    expect((await clientFor(backend).auth.resend({ type: 'signup', email: uniqueTestEmail('nobody') })).error).toBeNull();
  });

  it('the local admin is seeded confirmed', async () => {
    const admin = await signInAdmin(backend);
    const { data } = await admin.client.auth.getUser(admin.accessToken);
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
  });
});

describe('password reset', () => {
  it('emails a single-use link that signs in for a new password, which ends the other sessions', async () => {
    const member = await signUp(backend, 'Forgetful');
    const { error } = await clientFor(backend).auth.resetPasswordForEmail(member.email, { redirectTo: `${SITE}/auth/reset-password` });
    expect(error).toBeNull();
    const mail = await latestMail(backend, member.email);
    expect(mail.subject).toBe(templates.recovery?.subject);
    const link = pressButton(backend, mail);
    const landed = await follow(link);
    expect(landed.location.pathname).toBe('/auth/reset-password');
    expect(landed.fragment.get('type')).toBe('recovery');

    const recovering = clientFor(backend);
    await recovering.auth.setSession({ access_token: landed.fragment.get('access_token')!, refresh_token: landed.fragment.get('refresh_token')! });
    expect((await recovering.auth.updateUser({ password: '12345' })).error?.code).toBe('weak_password');
    expect((await recovering.auth.updateUser({ password: 'a-brand-new-password' })).error).toBeNull();
    // The session the member had before is over; the recovering one goes on.
    expect((await clientFor(backend).auth.refreshSession({ refresh_token: member.refreshToken })).error).not.toBeNull();
    expect((await recovering.auth.getUser()).error).toBeNull();
    expect((await clientFor(backend).auth.signInWithPassword({ email: member.email, password: 'a-brand-new-password' })).error).toBeNull();
    expect((await follow(link)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('expires after [auth.email] otp_expiry (an hour)', async () => {
    const member = await signUp(backend, 'Too Late');
    await clientFor(backend).auth.resetPasswordForEmail(member.email, { redirectTo: `${SITE}/auth/reset-password` });
    const link = pressButton(backend, await latestMail(backend, member.email));
    await backend.db.transaction((tx) => tx.query(`update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1`, [member.id]));
    expect((await follow(link)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('answers {} for an address without an account and sends nothing', async () => {
    const nobody = uniqueTestEmail('nobody');
    expect((await clientFor(backend).auth.resetPasswordForEmail(nobody)).error).toBeNull();
    expect(await readInbox(backend, nobody)).toEqual([]);
  });
});

describe('sign-in link (magic link)', () => {
  it('emails a single-use link that signs the member in', async () => {
    const member = await signUp(backend, 'Linky');
    const { error } = await clientFor(backend).auth.signInWithOtp({ email: member.email, options: { shouldCreateUser: false, emailRedirectTo: `${SITE}/` } });
    expect(error).toBeNull();
    const mail = await latestMail(backend, member.email);
    expect(mail.subject).toBe(templates.magic_link?.subject);
    const link = pressButton(backend, mail);
    const landed = await follow(link);
    expect(landed.fragment.get('type')).toBe('magiclink');
    const { data } = await clientFor(backend).auth.getUser(landed.fragment.get('access_token')!);
    expect(data.user?.id).toBe(member.id);
    expect((await follow(link)).fragment.get('error_code')).toBe('otp_expired');
  });
});

describe("emailed links with PKCE (the site's client, flowType 'pkce')", () => {
  const exchange = (authCode: string, verifier: string) =>
    http(backend, '/auth/v1/token?grant_type=pkce', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ auth_code: authCode, code_verifier: verifier }) });

  it('sign-up: the link brings back a one-time code that the asking client exchanges for a session, once', async () => {
    const email = uniqueTestEmail('pkce-signup');
    const site = pkceClient(backend);
    expect((await site.auth.signUp({ email, password: 'a-fine-password', options: { emailRedirectTo: `${SITE}/` } })).error).toBeNull();
    const landed = await follow(pressButton(backend, await latestMail(backend, email)));
    expect(landed.location.hash).toBe('');
    const code = landed.location.searchParams.get('code')!;
    const { data, error } = await site.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    expect((await exchange(code, 'any-verifier-0123456789-0123456789-0123456789')).status).toBe(404);
  });

  it('a code is refused without the verifier only the asking client holds, and is then used up', async () => {
    const email = uniqueTestEmail('pkce-stolen');
    const site = pkceClient(backend);
    await site.auth.signUp({ email, password: 'a-fine-password', options: { emailRedirectTo: `${SITE}/` } });
    const code = (await follow(pressButton(backend, await latestMail(backend, email)))).location.searchParams.get('code')!;
    expect((await exchange(code, 'a-verifier-of-someone-else-0123456789-0123456789')).status).toBe(400);
    expect((await site.auth.exchangeCodeForSession(code)).error).not.toBeNull();
  });

  it('password reset: the exchanged session may set a new password without the current one', async () => {
    const member = await signUp(backend, 'Pkce Forgetful');
    const site = pkceClient(backend);
    await site.auth.resetPasswordForEmail(member.email, { redirectTo: `${SITE}/auth/reset-password` });
    const landed = await follow(pressButton(backend, await latestMail(backend, member.email)));
    expect(landed.location.pathname).toBe('/auth/reset-password');
    const { error } = await site.auth.exchangeCodeForSession(landed.location.searchParams.get('code')!);
    expect(error).toBeNull();
    expect((await site.auth.updateUser({ password: 'a-pkce-new-password' })).error).toBeNull();
    expect((await clientFor(backend).auth.signInWithPassword({ email: member.email, password: 'a-pkce-new-password' })).error).toBeNull();
  });

  it('sign-in link: the code signs the member in', async () => {
    const member = await signUp(backend, 'Pkce Linky');
    const site = pkceClient(backend);
    await site.auth.signInWithOtp({ email: member.email, options: { shouldCreateUser: false, emailRedirectTo: `${SITE}/` } });
    const landed = await follow(pressButton(backend, await latestMail(backend, member.email)));
    const { data, error } = await site.auth.exchangeCodeForSession(landed.location.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(member.id);
  });
});

describe('issue 42 finding 2: every auth email links to a page of the site, never to an acting URL', () => {
  /** Every kind of auth email, as the site asks for each (its client uses PKCE), plus an invitation. */
  async function everyKind(): Promise<{ kind: string; mail: Awaited<ReturnType<typeof latestMail>> }[]> {
    const email = uniqueTestEmail('kinds');
    const site = pkceClient(backend);
    await site.auth.signUp({ email, password: 'a-fine-password', options: { emailRedirectTo: `${SITE}/` } });
    const signup = await latestMail(backend, email);
    const member = await signUp(backend, 'Every Kind');
    const memberSite = pkceClient(backend);
    await memberSite.auth.signInWithOtp({ email: member.email, options: { shouldCreateUser: false, emailRedirectTo: `${SITE}/` } });
    const magiclink = await latestMail(backend, member.email);
    await memberSite.auth.resetPasswordForEmail(member.email, { redirectTo: `${SITE}/auth/reset-password` });
    const recovery = await latestMail(backend, member.email, magiclink.id);
    const newEmail = uniqueTestEmail('kinds-new');
    expect((await memberSite.auth.signInWithPassword({ email: member.email, password: member.password })).error).toBeNull();
    expect((await memberSite.auth.updateUser({ email: newEmail })).error).toBeNull();
    const changeNew = await latestMail(backend, newEmail);
    const changeCurrent = await latestMail(backend, member.email, recovery.id);
    const invited = uniqueTestEmail('kinds-invite');
    await clientFor(backend, backend.serviceRoleKey).auth.admin.inviteUserByEmail(invited, { redirectTo: `${SITE}/invite` });
    const invite = await latestMail(backend, invited);
    return [
      { kind: 'signup', mail: signup },
      { kind: 'magiclink', mail: magiclink },
      { kind: 'recovery', mail: recovery },
      { kind: 'email_change', mail: changeNew },
      { kind: 'email_change', mail: changeCurrent },
      { kind: 'invite', mail: invite },
    ];
  }

  it('each email carries only the site page /auth/confirm with its token_hash and type, in both parts', async () => {
    for (const { kind, mail } of await everyKind()) {
      const link = emailedLink(mail);
      expect(link.type, kind).toBe(kind);
      expect(new URL(link.url).pathname, kind).toBe('/auth/confirm');
      expect(mail.html, kind).not.toContain('/auth/v1/');
      expect(mail.text, kind).not.toContain('/auth/v1/');
      // Emails asked for with PKCE say so in their token, as GoTrue's do; the server's invitation does not.
      expect(link.tokenHash, kind).toMatch(kind === 'invite' ? /^[0-9a-f]{64}$/ : /^pkce_[0-9a-f]{64}$/);
    }
  });

  it("a PKCE link's token_hash posted to /verify gives no session anywhere, and GoTrue's error for it goes in the query too", async () => {
    const member = await signUp(backend, 'Pkce Token Hash');
    await pkceClient(backend).auth.signInWithOtp({ email: member.email, options: { shouldCreateUser: false, emailRedirectTo: `${SITE}/` } });
    const mail = await latestMail(backend, member.email);
    const { tokenHash } = emailedLink(mail);
    expect((await clientFor(backend).auth.verifyOtp({ type: 'magiclink', token_hash: tokenHash })).error?.code).toBe('otp_expired');
    // An unknown PKCE token at GET /verify: the error in the query (for the page) and the fragment.
    const failed = await follow(`${backend.url}/auth/v1/verify?token=pkce_${'0'.repeat(64)}&type=magiclink&redirect_to=${encodeURIComponent(`${SITE}/`)}`);
    expect(failed.location.searchParams.get('error_code')).toBe('otp_expired');
    expect(failed.fragment.get('error_code')).toBe('otp_expired');
  });
});

describe('issue 55 finding 2: a link works only as the type it was issued for, and a PKCE link only through its code', () => {
  type Kind = 'signup' | 'recovery' | 'magiclink' | 'invite' | 'email_change';
  type Outcome = 'session' | 'code' | 'message' | 'refused';
  const ASKED = ['signup', 'recovery', 'magiclink', 'invite', 'email_change', 'email'] as const;
  const METHODS = ['POST', 'GET'] as const;
  /** Every kind of link, as the site asks for it (PKCE) and as a client without PKCE does; an invitation is the server's, never PKCE. */
  const ISSUED: { kind: Kind; pkce: boolean }[] = [
    ...(['signup', 'recovery', 'magiclink', 'email_change'] as const).flatMap((kind) => [{ kind, pkce: true }, { kind, pkce: false }]),
    { kind: 'invite', pkce: false },
  ];

  let verifying: Backend;
  beforeAll(async () => {
    // Over a hundred verifications from 127.0.0.1: a test run's own `token_verifications`.
    verifying = await startTestBackend({ authRateLimits: { sign_in_sign_ups: 2000, token_refresh: 2000, token_verifications: 2000, email_sent: 2000 } });
  });
  afterAll(async () => {
    await verifying?.stop();
  });

  /** GoTrue's rule, bound to the issued type: `email` is a sign-up's or a sign-in link's; a PKCE token completes only at GET, as a code. */
  function expected(kind: Kind, pkce: boolean, asked: (typeof ASKED)[number], method: (typeof METHODS)[number]): Outcome {
    const itsOwn = asked === kind || (asked === 'email' && (kind === 'signup' || kind === 'magiclink'));
    if (!itsOwn || (pkce && method === 'POST')) return 'refused';
    // With double_confirm_changes the first of an email change's two links answers GoTrue's message.
    if (kind === 'email_change') return 'message';
    return pkce ? 'code' : 'session';
  }

  type Client = ReturnType<typeof clientFor>;
  /** Who asks for a variant's emails: a client (PKCE or not) and, for a member's links, one member, who asks again for each new email. */
  interface Requester {
    kind: Kind;
    pkce: boolean;
    client: Client;
    member?: SignedInUser;
  }
  async function requester(kind: Kind, pkce: boolean): Promise<Requester> {
    const client = pkce ? pkceClient(verifying) : clientFor(verifying);
    if (kind === 'signup' || kind === 'invite') return { kind, pkce, client };
    const member = await signUp(verifying, 'Link Types');
    if (kind === 'email_change') expect((await client.auth.signInWithPassword({ email: member.email, password: member.password })).error).toBeNull();
    return { kind, pkce, client, member };
  }

  /** A new email of the requester's kind, which replaces its last; answers its link's token and the account it is for. */
  async function issue({ kind, pkce, client, member }: Requester): Promise<{ token: string; userId: string; client: Client }> {
    let to = member?.email ?? '';
    let userId = member?.id;
    if (kind === 'signup') {
      to = uniqueTestEmail('types-signup');
      userId = (await client.auth.signUp({ email: to, password: 'a-fine-password' })).data.user?.id;
    }
    if (kind === 'invite') {
      to = uniqueTestEmail('types-invite');
      userId = (await clientFor(verifying, verifying.serviceRoleKey).auth.admin.inviteUserByEmail(to)).data.user?.id;
    }
    if (kind === 'recovery') expect((await client.auth.resetPasswordForEmail(to)).error).toBeNull();
    if (kind === 'magiclink') expect((await client.auth.signInWithOtp({ email: to, options: { shouldCreateUser: false } })).error).toBeNull();
    if (kind === 'email_change') {
      to = uniqueTestEmail('types-new-address');
      expect((await client.auth.updateUser({ email: to })).error).toBeNull();
    }
    const token = emailedLink(await latestMail(verifying, to)).tokenHash;
    expect(token.startsWith('pkce_'), `${kind} pkce=${pkce}`).toBe(pkce);
    if (!userId) throw new Error(`no account for the ${kind} email to ${to}`);
    return { token, userId, client };
  }

  /** What `/verify` makes of the token, asked as `asked` by `method`; a session or code must be the account's. */
  async function verify(token: string, asked: string, method: (typeof METHODS)[number], userId: string, client: Client): Promise<Outcome | string> {
    if (method === 'POST') {
      const response = await http(verifying, '/auth/v1/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: asked, token_hash: token }) });
      const body = (await response.json()) as { access_token?: string; msg?: string; error_code?: string };
      if (response.status === 200 && body.access_token) return (await clientFor(verifying).auth.getUser(body.access_token)).data.user?.id === userId ? 'session' : 'a session of another account';
      if (response.status === 200 && body.msg) return 'message';
      if (response.status === 403 && body.error_code === 'otp_expired') return 'refused';
      return `POST answered ${response.status} ${JSON.stringify(body)}`;
    }
    const url = new URL(`${verifying.url}/auth/v1/verify`);
    url.search = new URLSearchParams({ token, type: asked, redirect_to: `${SITE}/` }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? 'about:blank');
    const fragment = new URLSearchParams(location.hash.slice(1));
    const accessToken = fragment.get('access_token');
    const code = location.searchParams.get('code');
    if (accessToken) return (await clientFor(verifying).auth.getUser(accessToken)).data.user?.id === userId ? 'session' : 'a session of another account';
    if (code) {
      // Only the client holding the verifier turns the code into a session.
      const exchanged = await client.auth.exchangeCodeForSession(code);
      return exchanged.data.user?.id === userId ? 'code' : `a code the asking client could not exchange: ${exchanged.error?.message}`;
    }
    if (fragment.get('message')) return 'message';
    if (fragment.get('error_code') === 'otp_expired' && location.searchParams.get('code') === null) return 'refused';
    return `GET answered ${response.status} ${location.toString()}`;
  }

  it('every issued type x asked type x POST/GET x PKCE or not: only its own type completes, a PKCE token only as a code', async () => {
    const want: string[] = [];
    const got: string[] = [];
    for (const { kind, pkce } of ISSUED) {
      const asking = await requester(kind, pkce);
      const rows = ASKED.flatMap((asked) => METHODS.map((method) => ({ asked, method, outcome: expected(kind, pkce, asked, method) })));
      const name = (asked: string, method: string, after = '') => `${pkce ? 'PKCE ' : ''}${kind} token as ${asked} by ${method}${after}: `;
      // Each combination that completes uses up a new email's token.
      for (const { asked, method, outcome } of rows.filter((row) => row.outcome !== 'refused')) {
        const { token, userId, client } = await issue(asking);
        want.push(name(asked, method) + outcome);
        got.push(name(asked, method) + (await verify(token, asked, method, userId, client)));
      }
      // One email for every refused combination: none of them may use it up or change it.
      const shared = await issue(asking);
      for (const { asked, method, outcome } of rows.filter((row) => row.outcome === 'refused')) {
        want.push(name(asked, method) + outcome);
        got.push(name(asked, method) + (await verify(shared.token, asked, method, shared.userId, shared.client)));
      }
      // The refused attempts left the link as it was: it still completes as its own type.
      const method = pkce ? 'GET' : 'POST';
      want.push(name(kind, method, ', after those') + expected(kind, pkce, kind, method));
      got.push(name(kind, method, ', after those') + (await verify(shared.token, kind, method, shared.userId, shared.client)));
    }
    expect(got).toEqual(want);
  });

  it("a PKCE link whose flow state is gone is refused and changes nothing: it never falls back to a session", async () => {
    const email = uniqueTestEmail('types-no-flow');
    await pkceClient(verifying).auth.signUp({ email, password: 'a-fine-password' });
    const link = pressButton(verifying, await latestMail(verifying, email));
    const unconfirmed = () => verifying.db.transaction(async (tx) => (await tx.query('select 1 from auth.users where email = $1 and email_confirmed_at is null', [email])).rows.length === 1);
    await verifying.db.transaction((tx) => tx.query(`delete from auth.flow_state where user_id = (select id from auth.users where email = $1)`, [email]));
    const response = await fetch(link, { redirect: 'manual' });
    const location = new URL(response.headers.get('location')!);
    expect(location.hash).not.toContain('access_token');
    expect(location.searchParams.get('code')).toBeNull();
    expect(location.searchParams.get('error_code')).toBe('otp_expired');
    expect(await unconfirmed()).toBe(true);
  });
});
