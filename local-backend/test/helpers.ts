/**
 * Test helpers: an in-process backend on a free port and unmodified supabase-js
 * clients talking to it over HTTP and WebSocket.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import nodeHttp from 'node:http';
import WebSocket from 'ws';
import { type InternalOptions, type LocalBackendInternals, startLocalBackendInternal } from '../src/server';
import { type CaughtMessage, startMailCatcher } from '../src/mail/catcher';
import { signUpTestUser, uniqueTestEmail } from '../src/testing/signUpTestUser';
import { testDatabaseOptions } from '../src/testing/testEngine';

/** The backend and the mail catcher its emails go to (`inboxUrl`: read it over HTTP, see `readInbox`). */
export type Backend = LocalBackendInternals & { inboxUrl: string };

/**
 * bcrypt cost 4 instead of GoTrue's 10: same algorithm, a fraction of the CPU time. On the
 * postgres engine (vitest.postgres.config.ts), an in-memory backend gets a throwaway database on
 * the run's PostgreSQL server instead.
 */
export async function startTestBackend(options: InternalOptions = {}): Promise<Backend> {
  // Room for a newsletter to 500 subscribers and a resend or two (the catcher drops the oldest past `keep`).
  const catcher = await startMailCatcher({ keep: 2_000 });
  // Test files sign many users up and in, and add many events, from 127.0.0.1: a test run's own
  // limits, set as in config.
  try {
    const backend = await startLocalBackendInternal({
      memory: true,
      port: 0,
      bcryptCost: 4,
      ...testDatabaseOptions(),
      authRateLimits: { sign_in_sign_ups: 2000, token_refresh: 2000, email_sent: 2000, sign_up_emails: 2000 },
      apiRateLimits: { newsletter_subscribe: 2000, event_insert: 100_000 },
      smtp: { port: catcher.smtpPort },
      // No job runs between a test's steps; a test runs them with backend.jobs.runNow(). No
      // wake-up either: an email waits for the worker call a test makes (test/outbox-wakeups.test.ts
      // turns them on).
      scheduledJobs: 'manual',
      outboxWakeups: false,
      ...options,
      // Tests send one account several emails within seconds: no `max_frequency` unless a test sets one.
      projectSettings: { emailMaxFrequencySeconds: 0, ...options.projectSettings },
    });
    return {
      ...backend,
      inboxUrl: catcher.inboxUrl,
      stop: async () => {
        await backend.stop();
        await catcher.stop();
      },
    };
  } catch (error) {
    await catcher.stop();
    throw error;
  }
}

/** The messages the catcher holds for `to`, newest first, read through its HTTP API. */
export async function readInbox(backend: Backend, to: string): Promise<CaughtMessage[]> {
  const response = await fetch(`${backend.inboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`inbox answered HTTP ${response.status}`);
  return (await response.json()) as CaughtMessage[];
}

/** The newest message to `to`, waiting up to 5 s for it to arrive. */
export async function latestMail(backend: Backend, to: string, newerThan = 0): Promise<CaughtMessage> {
  for (let i = 0; i < 50; i += 1) {
    const [message] = await readInbox(backend, to);
    if (message && message.id > newerThan) return message;
    await sleep(100);
  }
  throw new Error(`no email to ${to}`);
}

/** The first link in a message's plain text that starts with `prefix`. */
export function linkIn(message: CaughtMessage, prefix: string): string {
  const found = message.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!found) throw new Error(`no link to ${prefix} in:\n${message.text}`);
  return found.replace(/[\])>.,]+$/, '');
}

/** The site's origin in these tests (config.toml's `[auth] site_url`): where every auth email links to. */
export const SITE = 'http://localhost:3000';

/**
 * The link of an auth email: the site's page `/auth/confirm?token_hash=…&type=…` (issue 42 finding 2),
 * never GoTrue's acting `/verify`, so a mail scanner's GET changes nothing.
 */
export function emailedLink(message: CaughtMessage, site = SITE): { url: string; tokenHash: string; type: string } {
  const url = linkIn(message, `${site}/auth/confirm?`);
  const params = new URL(url).searchParams;
  return { url, tokenHash: params.get('token_hash') ?? '', type: params.get('type') ?? '' };
}

/** Where the page's button sends the browser for each kind of link (shell/src/features/auth/confirmLink.ts). */
const BUTTON_RETURNS: Record<string, string> = { signup: '/', magiclink: '/', invite: '/invite', recovery: '/auth/reset-password', email_change: '/auth/confirm?type=email_change' };

/**
 * What the page's button does for a link of an email asked for with PKCE (or any link, followed the
 * old way): GoTrue's GET /verify with the link's token, returning to the page's choice of address.
 */
export function pressButton(backend: Backend, message: CaughtMessage, redirectTo?: string, site = SITE): string {
  const { tokenHash, type } = emailedLink(message, site);
  const url = new URL(`${backend.url}/auth/v1/verify`);
  url.search = new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo ?? `${site}${BUTTON_RETURNS[type] ?? '/'}` }).toString();
  return url.toString();
}

export function clientFor(backend: Backend, key: string = backend.anonKey, accessToken?: string): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime-js takes the transport as an option.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
  });
}

/**
 * A client as the site's (`flowType: 'pkce'`): it keeps the code verifier of each flow it starts
 * (storage in memory), so it can exchange the code a redirect brings back (`exchangeCodeForSession`).
 */
export function pkceClient(backend: Backend): SupabaseClient {
  const items = new Map<string, string>();
  const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
  return createClient(backend.url, backend.anonKey, {
    auth: { flowType: 'pkce', persistSession: true, storage, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

export { uniqueTestEmail };

export interface SignedInUser {
  client: SupabaseClient;
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/** A new user, signed up (local-backend/testing) and then signed in, as the site does. */
export async function signUp(backend: Backend, fullName = 'Test User', data: Record<string, unknown> = {}): Promise<SignedInUser> {
  const { id, email, password } = await signUpTestUser(backend, { fullName, data });
  const client = clientFor(backend);
  const { data: signedIn, error: signInError } = await client.auth.signInWithPassword({ email, password });
  if (signInError || !signedIn.session) throw signInError ?? new Error('sign-in after sign-up returned no session');
  return {
    client,
    id,
    email,
    password,
    accessToken: signedIn.session.access_token,
    refreshToken: signedIn.session.refresh_token,
  };
}

export async function signInAdmin(backend: Backend): Promise<SignedInUser> {
  const client = clientFor(backend);
  const { data, error } = await client.auth.signInWithPassword({
    email: backend.adminEmail,
    password: backend.adminPassword,
  });
  if (error || !data.session) throw error ?? new Error('admin sign-in returned no session');
  return {
    client,
    id: data.user.id,
    email: backend.adminEmail,
    password: backend.adminPassword,
    accessToken: data.session.access_token,
    refreshToken: data.session.refresh_token,
  };
}

/** A raw HTTP call with the anon key unless headers say otherwise. */
export function http(backend: Backend, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', backend.anonKey);
  return fetch(`${backend.url}${path}`, { ...init, headers });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export { EVENT_COLUMNS } from 'shared-data/event-columns';

export function eventPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Test event',
    description: 'Created by a test',
    date: '2030-01-15',
    time: '18:00',
    location: 'Singapore',
    category: 'Networking',
    image_url: null,
    ...overrides,
  };
}

/**
 * A raw HTTP call from another loopback address (Linux routes all of 127.0.0.0/8 to lo), to test
 * limits that count per client address. Answers status, headers and body text.
 */
export function httpFrom(
  localAddress: string,
  backend: Backend,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const url = new URL(`${backend.url}${path}`);
  return new Promise((resolve, reject) => {
    const request = nodeHttp.request(
      url,
      { method: init.method ?? 'GET', localAddress, headers: { apikey: backend.anonKey, ...init.headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/** POST /functions/v1/newsletter as a visitor (the anon key), from `localAddress` when given. */
export async function callNewsletter(backend: Backend, body: Record<string, unknown>, localAddress = '127.0.0.1'): Promise<{ status: number; body: { message?: string } }> {
  const answer = await httpFrom(localAddress, backend, '/functions/v1/newsletter', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${backend.anonKey}`, Origin: 'http://localhost:3000' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: JSON.parse(answer.text) as { message?: string } };
}

/** The token of the newsletter email's link to the site page `page` (`confirm` or `unsubscribe`). */
export function newsletterToken(message: CaughtMessage, page: 'confirm' | 'unsubscribe'): string {
  const link = linkIn(message, `http://localhost:3000/newsletter/${page}?token=`);
  return new URL(link).searchParams.get('token')!;
}

/** Subscribes `email` and follows its confirmation link: a confirmed subscriber. */
export async function subscribeConfirmed(backend: Backend, email: string): Promise<void> {
  const asked = await callNewsletter(backend, { action: 'subscribe', email });
  if (asked.status !== 200) throw new Error(`subscribe answered ${asked.status}: ${asked.body.message}`);
  const confirmed = await callNewsletter(backend, { action: 'confirm', token: newsletterToken(await latestMail(backend, email), 'confirm') });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}: ${confirmed.body.message}`);
}
