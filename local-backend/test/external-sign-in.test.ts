/**
 * Third-party sign-in (issue 26 item 6): GoTrue's external-provider flow against the stand-in
 * OpenID provider (oidc-provider), driven by unmodified supabase-js with PKCE as the site uses it.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import net from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerEnvironment } from '../src/oidcProvider/environment';
import { startOidcStandIn, TEST_ACCOUNT, type OidcStandIn } from '../src/oidcProvider/standIn';
import { followSignIn } from '../src/testing/oidcBrowser';
import { signUpTestUser } from '../src/testing/signUpTestUser';
import { type Backend, clientFor, pkceClient, startTestBackend } from './helpers';

const SITE = 'http://localhost:3000';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let provider: OidcStandIn;
let backend: Backend;

async function signInThroughProvider(client: SupabaseClient, redirectTo = `${SITE}/events`, account = TEST_ACCOUNT) {
  const { data, error } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo, skipBrowserRedirect: true } });
  if (error || !data.url) throw error ?? new Error('no authorize URL');
  return followSignIn(data.url, account, [SITE, 'http://127.0.0.1:3000', 'https://evil.example']);
}

beforeAll(async () => {
  const port = await freePort();
  provider = await startOidcStandIn({ redirectUris: [`http://127.0.0.1:${port}/auth/v1/callback`] });
  backend = await startTestBackend({ port, siteOrigins: [SITE, 'http://127.0.0.1:3000'], env: { ...process.env, ...providerEnvironment(provider) } });
});

afterAll(async () => {
  await backend?.stop();
  await provider?.stop();
});

describe('third-party sign-in with a configured OpenID provider', () => {
  it('reports the provider enabled in /settings', async () => {
    const settings = (await (await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.anonKey } })).json()) as { external: Record<string, boolean> };
    expect(settings.external.google).toBe(true);
    expect(settings.external.github).toBe(false);
  });

  it('goes /authorize → the provider → /callback → the site with a code, and the code becomes a session (PKCE)', async () => {
    const client = pkceClient(backend);
    const landed = new URL(await signInThroughProvider(client));
    expect(landed.origin + landed.pathname).toBe(`${SITE}/events`);
    const code = landed.searchParams.get('code');
    expect(code).toBeTruthy();
    const { data, error } = await client.auth.exchangeCodeForSession(code as string);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(TEST_ACCOUNT.email);
    expect(data.user?.app_metadata.provider).toBe('google');
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(['google']);

    // A first sign-in creates a profile with role user, named as the provider names the person.
    const { data: profile } = await client.from('profiles').select('email, full_name, role').eq('user_id', data.user?.id as string).single();
    expect(profile).toEqual({ email: TEST_ACCOUNT.email, full_name: TEST_ACCOUNT.name, role: 'user' });

    // A second sign-in finds the same user (provider + subject).
    const again = pkceClient(backend);
    const second = new URL(await signInThroughProvider(again));
    const { data: secondData } = await again.auth.exchangeCodeForSession(second.searchParams.get('code') as string);
    expect(secondData.user?.id).toBe(data.user?.id);
  });

  it('uses an auth code once, and only with its own code verifier', async () => {
    const client = pkceClient(backend);
    const code = new URL(await signInThroughProvider(client)).searchParams.get('code') as string;
    const wrong = await fetch(`${backend.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'not-the-verifier-not-the-verifier-not-the-verifier' }),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe('bad_code_verifier');
    // The failed attempt used the code up.
    const { error } = await client.auth.exchangeCodeForSession(code);
    expect(error?.code).toBe('flow_state_not_found');
  });

  it('sends the implicit flow back with the session in the fragment', async () => {
    const client = createClient(backend.url, backend.anonKey, {
      auth: { flowType: 'implicit', persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const landed = new URL(await signInThroughProvider(client));
    const fragment = new URLSearchParams(landed.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    const { data } = await client.auth.getUser(fragment.get('access_token') as string);
    expect(data.user?.email).toBe(TEST_ACCOUNT.email);
  });

  it('returns only to an allowed origin; anything else goes to the site URL', async () => {
    const landed = new URL(await signInThroughProvider(pkceClient(backend), 'https://evil.example/steal'));
    expect(landed.origin).toBe(SITE);
    expect(landed.searchParams.get('code')).toBeTruthy();
  });

  it('refuses a callback whose state it did not issue', async () => {
    const response = await fetch(`${backend.url}/auth/v1/callback?code=abc&state=forged`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') as string);
    expect(location.origin).toBe(SITE);
    expect(new URLSearchParams(location.hash.slice(1)).get('error')).toBe('invalid_request');
  });

  it('links the provider to the password account of the same verified address', async () => {
    const port = await freePort();
    const email = 'pat.linked@example.com';
    const linked = await startOidcStandIn({
      redirectUris: [`http://127.0.0.1:${port}/auth/v1/callback`],
      account: { sub: 'linked-subject', email, password: 'provider-pass', name: 'Pat From Provider' },
    });
    const second = await startTestBackend({ port, siteOrigins: [SITE], env: { ...process.env, ...providerEnvironment(linked) } });
    try {
      const passwordClient = clientFor(second);
      // A confirmed password account (sign-up's link followed): an unconfirmed one is not linked.
      const signedUp = { user: await signUpTestUser(second, { email, password: 'member-pass', fullName: 'Pat Member' }) };
      const client = pkceClient(second);
      const { data } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: SITE, skipBrowserRedirect: true } });
      const landed = new URL(await followSignIn(data.url as string, { email, password: 'provider-pass' }, [SITE]));
      const { data: session } = await client.auth.exchangeCodeForSession(landed.searchParams.get('code') as string);
      expect(session.user?.id).toBe(signedUp.user?.id);
      expect(session.user?.identities?.map((identity) => identity.provider).sort()).toEqual(['email', 'google']);
      // The password still works, and the profile keeps the name the member chose.
      const { error } = await passwordClient.auth.signInWithPassword({ email, password: 'member-pass' });
      expect(error).toBeNull();
      const { data: profile } = await passwordClient.from('profiles').select('full_name').eq('user_id', signedUp.user?.id as string).single();
      expect(profile?.full_name).toBe('Pat Member');
    } finally {
      await second.stop();
      await linked.stop();
    }
  });
});

describe('issue 33 finding 1: an address set on another account does not take the owner\'s third-party sign-in', () => {
  it("the attacker sets the victim's address on their account; the victim's Google sign-in does not land there", async () => {
    const port = await freePort();
    const victimEmail = 'victim.google@example.com';
    const victimProvider = await startOidcStandIn({
      redirectUris: [`http://127.0.0.1:${port}/auth/v1/callback`],
      account: { sub: 'victim-subject', email: victimEmail, password: 'victim-provider-pass', name: 'Victim At Google' },
    });
    const second = await startTestBackend({ port, siteOrigins: [SITE], env: { ...process.env, ...providerEnvironment(victimProvider) } });
    try {
      // The attacker's own confirmed account, then PUT /user with the victim's address.
      const attacker = await signUpTestUser(second, { password: 'attacker-pass', fullName: 'Attacker' });
      const attackerClient = clientFor(second);
      await attackerClient.auth.signInWithPassword({ email: attacker.email, password: 'attacker-pass' });
      const { data: updated, error: updateError } = await attackerClient.auth.updateUser({ email: victimEmail });
      expect(updateError).toBeNull();
      // The address waits for its links; the account keeps the attacker's.
      expect(updated.user?.email).toBe(attacker.email);

      const victim = pkceClient(second);
      const { data } = await victim.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: SITE, skipBrowserRedirect: true } });
      const landed = new URL(await followSignIn(data.url as string, { email: victimEmail, password: 'victim-provider-pass' }, [SITE]));
      const { data: session, error } = await victim.auth.exchangeCodeForSession(landed.searchParams.get('code') as string);
      expect(error).toBeNull();
      expect(session.user?.id).not.toBe(attacker.id);
      expect(session.user?.email).toBe(victimEmail);
      expect(session.user?.identities?.map((identity) => identity.provider)).toEqual(['google']);
      // The attacker's password opens neither the victim's address nor a linked Google identity.
      expect((await clientFor(second).auth.signInWithPassword({ email: victimEmail, password: 'attacker-pass' })).error?.code).toBe('invalid_credentials');
      const { data: attackerNow } = await attackerClient.auth.getUser();
      expect(attackerNow.user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
    } finally {
      await second.stop();
      await victimProvider.stop();
    }
  });
});

describe('a provider that is not configured', () => {
  it('is reported off and /authorize refuses it', async () => {
    const plain = await startTestBackend({ env: { ...process.env, SUPABASE_AUTH_EXTERNAL_GOOGLE_CLIENT_ID: '', SUPABASE_AUTH_EXTERNAL_GOOGLE_SECRET: '' } });
    try {
      const settings = (await (await fetch(`${plain.url}/auth/v1/settings`, { headers: { apikey: plain.anonKey } })).json()) as { external: Record<string, boolean> };
      expect(settings.external.google).toBe(false);
      const response = await fetch(`${plain.url}/auth/v1/authorize?provider=google`, { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { msg: string }).msg).toBe('Unsupported provider: provider is not enabled');
    } finally {
      await plain.stop();
    }
  });
});
