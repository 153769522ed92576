/**
 * GoTrue conformance (issue 46 item 7, the auth half): the local backend's `/auth/v1` against
 * GoTrue's documented behaviour: its API as supabase-js calls it, its error codes table (Supabase's
 * "Auth error codes" and auth-js's `ErrorCode`), and what it answers for the features this
 * project's config.toml leaves off. Written from that documentation; nothing is fetched at test
 * time. Every case is one request and GoTrue's answer to it: the status, the `code` of its versioned
 * error body (`X-Supabase-Api-Version: 2024-01-01`, which auth-js always sends) and, where the
 * documentation fixes it, the message. A feature this backend does not implement must answer an
 * error, never a success: "not supported by the local backend" with GoTrue's `validation_failed`.
 *
 * The PostgREST half is `postgrest.test.ts` beside this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, http, latestMail, signInAdmin, signUp, type SignedInUser, startTestBackend, uniqueTestEmail } from '../helpers';

let backend: Backend;
let member: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  member = await signUp(backend, 'Conformance Member');
  admin = await signInAdmin(backend);
});

afterAll(async () => {
  await backend?.stop();
});

interface Expected {
  status: number;
  /** GoTrue's error code (`code` of the versioned body); absent for a success. */
  code?: string;
  message?: string | RegExp;
}

type Caller = 'anon' | 'member' | 'service';

/** One request as supabase-js sends it: the anon key, the versioned error body, a caller's bearer token. */
async function call(method: string, path: string, { body, as = 'anon' }: { body?: unknown; as?: Caller } = {}): Promise<Response> {
  const bearer = as === 'member' ? member.accessToken : as === 'service' ? backend.serviceRoleKey : backend.anonKey;
  return http(backend, `/auth/v1${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      Authorization: `Bearer ${bearer}`,
      ...(as === 'service' ? { apikey: backend.serviceRoleKey } : {}),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

async function expectAnswer(response: Response, expected: Expected): Promise<Record<string, unknown>> {
  const text = await response.text();
  const json = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  expect({ status: response.status, code: json.code }, text).toMatchObject({ status: expected.status, ...(expected.code ? { code: expected.code } : {}) });
  if (expected.message instanceof RegExp) expect(json.message).toMatch(expected.message);
  else if (expected.message !== undefined) expect(json.message).toBe(expected.message);
  return json;
}

const NOT_LOCAL = /is not supported by the local backend$/;

describe('GoTrue conformance: sign-up', () => {
  it('an anonymous sign-in (signInAnonymously: no email, no phone) is refused as GoTrue with anonymous sign-ins off', async () => {
    await expectAnswer(await call('POST', '/signup', { body: { data: {}, gotrue_meta_security: {} } }), { status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
  });

  it('a password without an email or a phone is routed to anonymous sign-in, and refused so', async () => {
    await expectAnswer(await call('POST', '/signup', { body: { password: 'a-long-password' } }), { status: 422, code: 'anonymous_provider_disabled' });
  });

  it('a phone sign-up: phone_provider_disabled', async () => {
    await expectAnswer(await call('POST', '/signup', { body: { phone: '+6591234567', password: 'a-long-password' } }), { status: 400, code: 'phone_provider_disabled', message: 'Phone signups are disabled' });
  });

  it('a short password: weak_password with its reasons', async () => {
    const json = await expectAnswer(await call('POST', '/signup', { body: { email: uniqueTestEmail(), password: 'short' } }), { status: 422, code: 'weak_password', message: 'Password should be at least 8 characters.' });
    expect(json.weak_password).toEqual({ reasons: ['length'] });
  });

  it('a malformed address: email_address_invalid', async () => {
    await expectAnswer(await call('POST', '/signup', { body: { email: 'not-an-address', password: 'a-long-password' } }), { status: 400, code: 'email_address_invalid' });
  });

  it('a body that is not JSON: bad_json', async () => {
    await expectAnswer(await call('POST', '/signup', { body: '{"email":' }), { status: 400, code: 'bad_json' });
  });

  it('resend of a kind GoTrue does not know: validation_failed', async () => {
    await expectAnswer(await call('POST', '/resend', { body: { type: 'letter', email: uniqueTestEmail() } }), { status: 400, code: 'validation_failed' });
  });

  it('resend by SMS: phone_provider_disabled', async () => {
    await expectAnswer(await call('POST', '/resend', { body: { type: 'sms', phone: '+6591234567' } }), { status: 400, code: 'phone_provider_disabled' });
  });
});

describe('GoTrue conformance: sessions', () => {
  it('a wrong password: invalid_credentials', async () => {
    await expectAnswer(await call('POST', '/token?grant_type=password', { body: { email: member.email, password: 'not-the-password' } }), { status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('an unknown refresh token: refresh_token_not_found', async () => {
    await expectAnswer(await call('POST', '/token?grant_type=refresh_token', { body: { refresh_token: 'no-such-token' } }), { status: 400, code: 'refresh_token_not_found' });
  });

  it('a grant GoTrue does not have: validation_failed', async () => {
    await expectAnswer(await call('POST', '/token?grant_type=magic', { body: {} }), { status: 400, code: 'validation_failed' });
  });

  it('the Web3 grant with Web3 off: web3_provider_disabled', async () => {
    await expectAnswer(await call('POST', '/token?grant_type=web3', { body: { chain: 'solana' } }), { status: 422, code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
  });

  it("a provider's ID token (signInWithIdToken): refused, not supported by the local backend", async () => {
    await expectAnswer(await call('POST', '/token?grant_type=id_token', { body: { provider: 'google', id_token: 'x.y.z' } }), { status: 400, code: 'validation_failed', message: NOT_LOCAL });
  });

  it('GET /user without a bearer token: no_authorization', async () => {
    const response = await http(backend, '/auth/v1/user', { headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    await expectAnswer(response, { status: 401, code: 'no_authorization' });
  });

  it('GET /user with a token of no user (the anon key): bad_jwt', async () => {
    await expectAnswer(await call('GET', '/user'), { status: 403, code: 'bad_jwt' });
  });

  it('logout with an unknown scope: validation_failed', async () => {
    await expectAnswer(await call('POST', '/logout?scope=everywhere', { as: 'member' }), { status: 400, code: 'validation_failed' });
  });
});

describe('GoTrue conformance: email links', () => {
  it('POST /verify without a token or a token hash: validation_failed', async () => {
    await expectAnswer(await call('POST', '/verify', { body: { type: 'signup' } }), { status: 400, code: 'validation_failed', message: 'Verify requires either a token or a token hash' });
  });

  it('POST /verify with both: validation_failed', async () => {
    await expectAnswer(await call('POST', '/verify', { body: { type: 'signup', token: '123456', token_hash: 'abc' } }), { status: 400, code: 'validation_failed', message: 'Verify requires either a token or a token hash' });
  });

  it('POST /verify with a token hash and an email: validation_failed', async () => {
    await expectAnswer(await call('POST', '/verify', { body: { type: 'signup', token_hash: 'abc', email: member.email } }), { status: 400, code: 'validation_failed', message: 'Only the token_hash and type should be provided' });
  });

  it('POST /verify with a code and neither an email nor a phone: validation_failed', async () => {
    await expectAnswer(await call('POST', '/verify', { body: { type: 'email', token: '123456' } }), { status: 400, code: 'validation_failed', message: 'Only an email address or phone number should be provided on verify' });
  });

  it('POST /verify with a wrong code: otp_expired', async () => {
    await expectAnswer(await call('POST', '/verify', { body: { type: 'email', token: '123456', email: member.email } }), { status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  });

  it('POST /verify without a type: validation_failed', async () => {
    await expectAnswer(await call('POST', '/verify', { body: { token_hash: 'abc' } }), { status: 400, code: 'validation_failed', message: 'Verify requires a verification type' });
  });

  it('POST /verify with an unknown token hash: otp_expired', async () => {
    await expectAnswer(await call('POST', '/verify', { body: { type: 'magiclink', token_hash: 'f'.repeat(64) } }), { status: 403, code: 'otp_expired' });
  });

  it("GET /verify without a token: validation_failed, as JSON", async () => {
    await expectAnswer(await call('GET', '/verify?type=signup'), { status: 400, code: 'validation_failed', message: 'Verify requires a token or a token hash' });
  });

  it("POST /verify of type email takes a sign-in link's token hash", async () => {
    const email = member.email;
    await call('POST', '/otp', { body: { email, create_user: false } });
    const mail = await latestMail(backend, email);
    const tokenHash = new URL(mail.text.match(/https?:\/\/\S+\/auth\/confirm\?\S+/)![0]).searchParams.get('token_hash')!;
    const json = await expectAnswer(await call('POST', '/verify', { body: { type: 'email', token_hash: tokenHash } }), { status: 200 });
    expect((json.user as { email: string }).email).toBe(email);
  });

  it('a sign-in link by phone: phone_provider_disabled', async () => {
    await expectAnswer(await call('POST', '/otp', { body: { phone: '+6591234567' } }), { status: 422, code: 'phone_provider_disabled' });
  });

  it('POST /magiclink (GoTrue\'s older sign-in link) sends the link as /otp does', async () => {
    const email = uniqueTestEmail('magiclink');
    await expectAnswer(await call('POST', '/magiclink', { body: { email } }), { status: 200 });
    expect((await latestMail(backend, email)).subject).toMatch(/sign-in link/);
  });

  it('a reset for an address without an account answers {} (GoTrue does not tell who has one)', async () => {
    const json = await expectAnswer(await call('POST', '/recover', { body: { email: uniqueTestEmail('nobody') } }), { status: 200 });
    expect(json).toEqual({});
  });
});

describe('GoTrue conformance: email change and the signed-in user', () => {
  it("another account's address: email_exists", async () => {
    await expectAnswer(await call('PUT', '/user', { as: 'member', body: { email: admin.email } }), { status: 422, code: 'email_exists' });
  });

  it('a new password without the current one (the project requires it): current_password_required', async () => {
    await expectAnswer(await call('PUT', '/user', { as: 'member', body: { password: 'another-long-password' } }), { status: 400, code: 'current_password_required' });
  });

  it('reauthentication (a code by email): refused, not supported by the local backend', async () => {
    await expectAnswer(await call('GET', '/reauthenticate', { as: 'member' }), { status: 400, code: 'validation_failed', message: NOT_LOCAL });
  });

  it('linking an identity by hand, with manual linking off: manual_linking_disabled', async () => {
    await expectAnswer(await call('GET', '/user/identities/authorize?provider=google', { as: 'member' }), { status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
  });

  it('unlinking an identity, with manual linking off: manual_linking_disabled', async () => {
    await expectAnswer(await call('DELETE', '/user/identities/00000000-0000-4000-8000-000000000000', { as: 'member' }), { status: 404, code: 'manual_linking_disabled' });
  });

  it('linking without a session: no_authorization first', async () => {
    const response = await http(backend, '/auth/v1/user/identities/authorize?provider=google', { headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    await expectAnswer(response, { status: 401, code: 'no_authorization' });
  });
});

describe('GoTrue conformance: external sign-in', () => {
  it('a provider GoTrue does not know: validation_failed', async () => {
    const response = await http(backend, '/auth/v1/authorize?provider=myspace', { redirect: 'manual', headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    await expectAnswer(response, { status: 400, code: 'validation_failed', message: 'Unsupported provider: Provider myspace could not be found' });
  });

  it('a known provider config.toml leaves off: validation_failed', async () => {
    const response = await http(backend, '/auth/v1/authorize?provider=github', { redirect: 'manual', headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    await expectAnswer(response, { status: 400, code: 'validation_failed', message: 'Unsupported provider: provider is not enabled' });
  });

  it('SAML single sign-on, off: saml_provider_disabled', async () => {
    await expectAnswer(await call('POST', '/sso', { body: { domain: 'example.org' } }), { status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
  });

  it('an unknown PKCE auth code: flow_state_not_found', async () => {
    await expectAnswer(await call('POST', '/token?grant_type=pkce', { body: { auth_code: 'no-such-code', code_verifier: 'v'.repeat(43) } }), { status: 404, code: 'flow_state_not_found' });
  });
});

describe('GoTrue conformance: multi-factor authentication (enrolment off)', () => {
  it('enrolling a TOTP factor: mfa_totp_enroll_not_enabled', async () => {
    await expectAnswer(await call('POST', '/factors', { as: 'member', body: { factor_type: 'totp' } }), { status: 422, code: 'mfa_totp_enroll_not_enabled', message: 'MFA enroll is disabled for TOTP' });
  });

  it('enrolling a phone factor: mfa_phone_enroll_not_enabled', async () => {
    await expectAnswer(await call('POST', '/factors', { as: 'member', body: { factor_type: 'phone', phone: '+6591234567' } }), { status: 422, code: 'mfa_phone_enroll_not_enabled' });
  });

  it('challenging a factor nobody has: mfa_factor_not_found', async () => {
    await expectAnswer(await call('POST', '/factors/00000000-0000-4000-8000-000000000000/challenge', { as: 'member', body: {} }), { status: 404, code: 'mfa_factor_not_found' });
  });

  it('enrolling without a session: no_authorization first', async () => {
    const response = await http(backend, '/auth/v1/factors', { method: 'POST', headers: { 'X-Supabase-Api-Version': '2024-01-01', 'Content-Type': 'application/json' }, body: '{"factor_type":"totp"}' });
    await expectAnswer(response, { status: 401, code: 'no_authorization' });
  });
});

describe('GoTrue conformance: admin users', () => {
  it('a member at the admin API: not_admin', async () => {
    await expectAnswer(await call('GET', `/admin/users/${member.id}`, { as: 'member' }), { status: 403, code: 'not_admin' });
  });

  it('GET /admin/users/{id} answers the user', async () => {
    const json = await expectAnswer(await call('GET', `/admin/users/${member.id}`, { as: 'service' }), { status: 200 });
    expect(json).toMatchObject({ id: member.id, email: member.email });
  });

  it('GET /admin/users/{id} of no one: user_not_found; of a malformed id: validation_failed', async () => {
    await expectAnswer(await call('GET', '/admin/users/00000000-0000-4000-8000-000000000000', { as: 'service' }), { status: 404, code: 'user_not_found' });
    await expectAnswer(await call('GET', '/admin/users/not-a-uuid', { as: 'service' }), { status: 404, code: 'validation_failed' });
  });

  it('GET /admin/users lists users a page at a time, with the total in X-Total-Count', async () => {
    const response = await call('GET', '/admin/users?page=1&per_page=2', { as: 'service' });
    const total = Number(response.headers.get('x-total-count'));
    const json = await expectAnswer(response, { status: 200 });
    expect(json.aud).toBe('authenticated');
    expect(json.users).toHaveLength(2);
    expect(total).toBeGreaterThanOrEqual(2);
  });

  it('POST /admin/users keeps app_metadata (was silently dropped)', async () => {
    const json = await expectAnswer(await call('POST', '/admin/users', { as: 'service', body: { email: uniqueTestEmail('app-meta'), password: 'a-long-password', email_confirm: true, app_metadata: { plan: 'founder' } } }), { status: 200 });
    expect(json.app_metadata).toMatchObject({ provider: 'email', plan: 'founder' });
  });

  it('POST /admin/users with a field the local backend does not implement: refused, never dropped', async () => {
    for (const extra of [{ ban_duration: '24h' }, { password_hash: '$2a$10$abcdefghijklmnopqrstuv' }, { role: 'supabase_admin' }, { phone: '+6591234567' }]) {
      await expectAnswer(await call('POST', '/admin/users', { as: 'service', body: { email: uniqueTestEmail('refused'), ...extra } }), { status: 400, code: 'validation_failed', message: NOT_LOCAL });
    }
  });

  it('PUT /admin/users/{id} and POST /admin/generate_link: refused, not supported by the local backend', async () => {
    await expectAnswer(await call('PUT', `/admin/users/${member.id}`, { as: 'service', body: { user_metadata: { a: 1 } } }), { status: 400, code: 'validation_failed', message: NOT_LOCAL });
    await expectAnswer(await call('POST', '/admin/generate_link', { as: 'service', body: { type: 'magiclink', email: member.email } }), { status: 400, code: 'validation_failed', message: NOT_LOCAL });
  });

  it("GET /admin/users/{id}/factors: none (enrolment is off)", async () => {
    const response = await call('GET', `/admin/users/${member.id}/factors`, { as: 'service' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe('GoTrue conformance: the server', () => {
  it('GET /health answers without an API key', async () => {
    const response = await fetch(`${backend.url}/auth/v1/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'GoTrue' });
  });

  it('GET /.well-known/jwks.json: no public keys (the project signs with its JWT secret)', async () => {
    const response = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ keys: [] });
  });

  it('GET /settings reports what is on: email, the configured providers; phone, anonymous users and SAML off', async () => {
    const json = (await (await call('GET', '/settings')).json()) as { external: Record<string, boolean>; saml_enabled: boolean; phone_autoconfirm: boolean };
    expect(json.external).toMatchObject({ email: true, phone: false, anonymous_users: false });
    expect(json.saml_enabled).toBe(false);
  });

  it('a path GoTrue does not have: not_found', async () => {
    await expectAnswer(await call('GET', '/no-such-endpoint'), { status: 404, code: 'not_found' });
  });

  it('an error the database raises is GoTrue\'s 500 in its own body, never another server\'s', async () => {
    // A pending invitation's account takes only invitations (migration 20261130100000): a sign-up
    // link for it is refused by the database before GoTrue's invite has run.
    const email = uniqueTestEmail('pending-invitation');
    await call('POST', '/signup', { body: { email, password: 'a-long-password' } });
    const recorded = await admin.client.rpc('invite_member', { email, role: 'organiser' });
    expect(recorded.error).toBeNull();
    await expectAnswer(await call('POST', '/resend', { body: { type: 'signup', email } }), { status: 500, code: 'unexpected_failure', message: 'Error sending confirmation email' });
  });
});
