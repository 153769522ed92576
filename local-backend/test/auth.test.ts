import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, http, signUp, startTestBackend, uniqueTestEmail } from './helpers';
import { readProjectConfig, readProjectSettings } from '../src/projectConfig';

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

describe('auth: sign-up', () => {
  it('creates a confirmed user with a session and a profiles row with role user', async () => {
    const user = await signUp(backend, 'Ada Lovelace');
    const { data: me } = await user.client.auth.getUser(user.accessToken);
    expect(me.user?.email).toBe(user.email);
    expect(me.user?.user_metadata.full_name).toBe('Ada Lovelace');
    expect(me.user?.email_confirmed_at).toBeTruthy();

    const { data: profile, error } = await clientFor(backend, backend.anonKey, user.accessToken)
      .from('profiles')
      .select('user_id, email, full_name, role')
      .eq('user_id', user.id)
      .single();
    expect(error).toBeNull();
    expect(profile).toEqual({ user_id: user.id, email: user.email, full_name: 'Ada Lovelace', role: 'user' });
  });

  it('ignores a role in the sign-up metadata', async () => {
    const user = await signUp(backend, 'Mallory', { role: 'admin' });
    const { data } = await clientFor(backend, backend.anonKey, user.accessToken)
      .from('profiles')
      .select('role')
      .eq('user_id', user.id)
      .single();
    expect(data?.role).toBe('user');
  });

  it('answers a sign-up for a registered address as for a new one, and changes nothing', async () => {
    const user = await signUp(backend, 'First Owner');
    const signUpRaw = (email: string) =>
      http(backend, '/auth/v1/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'another-password', data: { full_name: 'Someone Else' } }),
      });
    const fresh = await signUpRaw(uniqueTestEmail());
    const repeat = await signUpRaw(user.email.toUpperCase());
    expect(repeat.status).toBe(fresh.status);
    expect(repeat.status).toBe(200);
    const freshBody = (await fresh.json()) as Record<string, unknown>;
    const repeatBody = (await repeat.json()) as Record<string, unknown>;
    // Every key at every depth (array items included), so no field tells the two apart.
    const shape = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(shape)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
          : typeof value;
    expect(shape(repeatBody)).toEqual(shape(freshBody));
    for (const body of [freshBody, repeatBody]) {
      expect(body).not.toHaveProperty('access_token');
      expect(body).not.toHaveProperty('refresh_token');
    }
    expect(repeatBody.id).not.toBe(user.id);
    expect(repeatBody.email).toBe(user.email);
    expect(repeatBody.user_metadata).toMatchObject({ full_name: 'Someone Else' });

    const viaClient = await clientFor(backend).auth.signUp({ email: user.email, password: 'another-password' });
    expect(viaClient.error).toBeNull();
    expect(viaClient.data.session).toBeNull();
    expect(viaClient.data.user?.email).toBe(user.email);

    const client = clientFor(backend);
    expect((await client.auth.signInWithPassword({ email: user.email, password: 'another-password' })).error?.code).toBe('invalid_credentials');
    const signedIn = await client.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(user.id);
    expect(signedIn.data.user?.user_metadata.full_name).toBe('First Owner');
    const { rows } = await backend.db.exclusive((pg) =>
      pg.query<{ users: number; identities: number; profiles: number }>(
        `select (select count(*) from auth.users where email = $1)::int as users,
                (select count(*) from auth.identities where identity_data->>'email' = $1)::int as identities,
                (select count(*) from public.profiles where email = $1)::int as profiles`,
        [user.email],
      ),
    );
    expect(rows[0]).toEqual({ users: 1, identities: 1, profiles: 1 });
  });

  it('refuses a weak password with its reasons', async () => {
    const { error } = await clientFor(backend).auth.signUp({ email: uniqueTestEmail(), password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.message).toBe('Password should be at least 8 characters.');
    expect(error?.status).toBe(422);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
  });

  it("honours config.toml's minimum_password_length (8, issue 43 item 13): 7 characters are refused, 8 accepted", async () => {
    expect(readProjectSettings(readProjectConfig()).minPasswordLength).toBe(8);
    const short = await clientFor(backend).auth.signUp({ email: uniqueTestEmail(), password: 'seven77' });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 8 characters.' });
    const enough = await clientFor(backend).auth.signUp({ email: uniqueTestEmail(), password: 'eight888' });
    expect(enough.error).toBeNull();
  });

  it('refuses a call without email and password', async () => {
    const client = clientFor(backend);
    for (const { error } of [
      await client.auth.signUp({ email: '', password: '' }),
      await client.auth.signInWithPassword({ email: '', password: '' }),
    ]) {
      expect(error?.message).toBe('You must provide either an email or phone number and a password.');
      expect(error?.status).toBe(400);
    }
  });

  it('refuses an invalid email address', async () => {
    const { error } = await clientFor(backend).auth.signUp({ email: 'not-an-email', password: 'long-enough' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_address_invalid');
  });
});

describe('auth: sign-in and tokens', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const user = await signUp(backend);
    const client = clientFor(backend);
    const good = await client.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(good.error).toBeNull();
    expect(good.data.session?.token_type).toBe('bearer');
    expect(good.data.session?.expires_in).toBe(3600);

    const bad = await client.auth.signInWithPassword({ email: user.email, password: 'wrong-password' });
    expect(bad.error?.message).toBe('Invalid login credentials');
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe('invalid_credentials');

    const unknown = await client.auth.signInWithPassword({ email: uniqueTestEmail('nobody'), password: 'whatever' });
    expect(unknown.error?.message).toBe('Invalid login credentials');
  });

  it('issues GoTrue claims in the access token', async () => {
    const user = await signUp(backend);
    const claims = JSON.parse(Buffer.from(user.accessToken.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      aud: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(typeof claims.session_id).toBe('string');
    expect(claims.user_metadata).toMatchObject({ full_name: 'Test User' });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
  });

  it('refreshes with a rotating refresh token', async () => {
    const user = await signUp(backend);
    const client = clientFor(backend);
    await client.auth.setSession({ access_token: user.accessToken, refresh_token: user.refreshToken });
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(user.refreshToken);
    expect(data.session?.user.id).toBe(user.id);

    // Within GoTrue's reuse interval the old token yields the current child, not a new one.
    const reuse = await http(backend, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ refresh_token: user.refreshToken }),
    });
    expect(reuse.status).toBe(200);
    expect(((await reuse.json()) as { refresh_token: string }).refresh_token).toBe(data.session?.refresh_token);

    const unknown = await client.auth.refreshSession({ refresh_token: 'not-a-real-token' });
    expect(unknown.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    expect(unknown.error?.status).toBe(400);
  });

  it('refuses a tampered JWT at /auth and /rest', async () => {
    const user = await signUp(backend);
    const [header, payload, signature] = user.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url')}.${signature}`;

    const { data, error } = await clientFor(backend).auth.getUser(forged);
    expect(data.user).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('bad_jwt');
    expect(error?.message).toMatch(/^invalid JWT: unable to parse or verify signature/);

    const rest = await clientFor(backend, backend.anonKey, forged).from('profiles').select('*');
    expect(rest.status).toBe(401);
    expect(rest.error?.code).toBe('PGRST301');
  });

  it('updates metadata and password of the signed-in user, never the role', async () => {
    const user = await signUp(backend);
    await user.client.auth.setSession({ access_token: user.accessToken, refresh_token: user.refreshToken });
    const { data, error } = await user.client.auth.updateUser({ data: { full_name: 'Renamed', role: 'admin' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Renamed', role: 'admin' });
    const { data: profile } = await clientFor(backend, backend.anonKey, user.accessToken)
      .from('profiles')
      .select('role')
      .eq('user_id', user.id)
      .single();
    expect(profile?.role).toBe('user');

    // The current password is needed to set a new one (GoTrue's update_password_require_current_password).
    const without = await user.client.auth.updateUser({ password: 'a-brand-new-password' });
    expect(without.error?.code).toBe('current_password_required');
    const wrong = await user.client.auth.updateUser({ password: 'a-brand-new-password', current_password: 'not-my-password' });
    expect(wrong.error?.code).toBe('current_password_mismatch');
    const same = await user.client.auth.updateUser({ password: user.password, current_password: user.password });
    expect(same.error?.code).toBe('same_password');
    const changed = await user.client.auth.updateUser({ password: 'a-brand-new-password', current_password: user.password });
    expect(changed.error).toBeNull();
    const relogin = await clientFor(backend).auth.signInWithPassword({ email: user.email, password: 'a-brand-new-password' });
    expect(relogin.error).toBeNull();
  });

  it('logs out: the session and its refresh tokens end', async () => {
    const user = await signUp(backend);
    await user.client.auth.setSession({ access_token: user.accessToken, refresh_token: user.refreshToken });
    const { error } = await user.client.auth.signOut();
    expect(error).toBeNull();
    const after = await clientFor(backend).auth.getUser(user.accessToken);
    expect(after.data.user).toBeNull();
    expect(after.error).not.toBeNull();
    const refresh = await clientFor(backend).auth.refreshSession({ refresh_token: user.refreshToken });
    expect(refresh.error?.status).toBe(400);
  });
});

describe('auth: settings, health and providers', () => {
  it('answers health without an API key', async () => {
    const response = await fetch(`${backend.url}/auth/v1/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'GoTrue' });
  });

  it('reports email sign-up on and third-party providers off', async () => {
    const response = await http(backend, '/auth/v1/settings');
    const settings = (await response.json()) as { external: Record<string, boolean>; mailer_autoconfirm: boolean };
    expect(settings.external.email).toBe(true);
    expect(settings.external.google).toBe(false);
    expect(settings.mailer_autoconfirm).toBe(false);
  });

  it('answers sign-up with the user and no session (confirmations on); signing in waits for the emailed link', async () => {
    const client = clientFor(backend);
    const email = uniqueTestEmail();
    const { data, error } = await client.auth.signUp({ email, password: 'a-fine-password', options: { data: { full_name: 'New Member' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.full_name).toBe('New Member');
    const signedIn = await client.auth.signInWithPassword({ email, password: 'a-fine-password' });
    expect(signedIn.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  it('answers /authorize for a disabled provider as GoTrue does', async () => {
    const { data } = await clientFor(backend).auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'http://localhost:3000', skipBrowserRedirect: true },
    });
    expect(data.url).toContain('/auth/v1/authorize?provider=google');
    const response = await fetch(data.url as string, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unsupported provider: provider is not enabled',
    });
  });

  it('refuses requests without a valid API key', async () => {
    const missing = await fetch(`${backend.url}/auth/v1/settings`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
    const invalid = await fetch(`${backend.url}/rest/v1/events`, { headers: { apikey: 'nonsense' } });
    expect(invalid.status).toBe(401);
    expect(await invalid.json()).toMatchObject({ message: 'Invalid API key' });
  });
});
