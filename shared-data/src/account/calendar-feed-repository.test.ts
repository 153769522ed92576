import WebSocket from 'ws';
import type { LocalBackend } from 'local-backend';
import { signUpTestUser } from 'local-backend/testing';
import { getSupabase } from '../client/supabaseClient';
import { startBackendWithMember } from '../test/localBackend';
import { getMyCalendarFeed, rotateMyCalendarFeed } from './calls';

// Node 20 has no native WebSocket (browsers do); supabase-js's realtime client needs one.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

// "My calendar" (issue 35, item 7) through the calls /account makes, against the real local
// backend: the address is the member's own, stable, and rotating it retires the old one at once.
let backend: LocalBackend;
const MEMBER = { email: `feed-member-${Date.now()}@example.com`, password: 'member-password-1', fullName: 'Feed Member' };
const OTHER = { email: `feed-other-${Date.now()}@example.com`, password: 'other-password-1', fullName: 'Feed Other' };

async function signInAs(member: { email: string; password: string }): Promise<void> {
  const supabase = await getSupabase();
  await supabase.auth.signOut();
  const { error } = await supabase.auth.signInWithPassword(member);
  if (error) throw error;
}

beforeAll(async () => {
  backend = await startBackendWithMember(MEMBER);
  await signUpTestUser(backend, OTHER);
}, 60_000);

afterAll(async () => {
  await (await getSupabase()).auth.signOut();
  await backend?.stop();
});

describe('calendar feed repository', () => {
  it('answers the member\'s own feed address (and its webcal:// form), the same every time, and a new one on rotating', async () => {
    await signInAs(MEMBER);
    const feed = await getMyCalendarFeed();
    expect(feed.url).toMatch(new RegExp(`^${backend.url}/functions/v1/events-ics\\?token=[0-9a-f]{64}$`));
    expect(feed.webcalUrl).toBe(feed.url.replace(/^http:\/\//, 'webcal://'));
    expect(await getMyCalendarFeed()).toEqual(feed);
    expect((await fetch(feed.url)).status).toBe(200);

    await signInAs(OTHER);
    const others = await getMyCalendarFeed();
    expect(others.url).not.toBe(feed.url);

    await signInAs(MEMBER);
    const rotated = await rotateMyCalendarFeed();
    expect(rotated.url).not.toBe(feed.url);
    expect(await getMyCalendarFeed()).toEqual(rotated);
    expect((await fetch(feed.url)).status).toBe(404);
    expect((await fetch(rotated.url)).status).toBe(200);
  });

  it('refuses a visitor', async () => {
    await (await getSupabase()).auth.signOut();
    await expect(getMyCalendarFeed()).rejects.toThrow();
    await expect(rotateMyCalendarFeed()).rejects.toThrow();
  });
});
