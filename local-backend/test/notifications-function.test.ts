/**
 * The one-click unsubscribe of notification emails (supabase/functions/notifications), served by
 * the local backend as hosted Supabase serves it: a signed link switches off one kind for one
 * member (RFC 8058's POST), a forged or altered link changes nothing, and opening the link (GET,
 * as a mail scanner does) only sends the reader on to their preferences.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeLink, unsubscribeUrl } from '../../supabase/functions/notifications/token';
import { type Backend, clientFor, signUp, startTestBackend } from './helpers';

let backend: Backend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend, backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

function oneClick(url: string, body = 'List-Unsubscribe=One-Click'): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
}

async function preferencesOf(userId: string) {
  const { data, error } = await service.from('notification_preferences').select('reminder_24h, reminder_1h, organiser_messages').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return data;
}

describe('notifications function', () => {
  it("a signed link's one-click POST switches off that kind for that member only", async () => {
    const member = await signUp(backend, 'One Click');
    const other = await signUp(backend, 'Other Member');
    const url = await unsubscribeUrl(backend.url, { u: member.id, k: 'organiser_message' });
    expect(url.startsWith(`${backend.url}/functions/v1/notifications?token=`)).toBe(true);

    const response = await oneClick(url);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "You will no longer receive organisers' messages." });
    expect(await preferencesOf(member.id)).toEqual({ reminder_24h: true, reminder_1h: true, organiser_messages: false });
    expect(await preferencesOf(other.id)).toBeNull();

    // Again: the same answer, nothing else changes.
    expect((await oneClick(url)).status).toBe(200);
    const reminders = await unsubscribeUrl(backend.url, { u: member.id, k: 'reminder_1h' });
    expect((await oneClick(reminders)).status).toBe(200);
    expect(await preferencesOf(member.id)).toEqual({ reminder_24h: true, reminder_1h: false, organiser_messages: false });
  });

  it('refuses a link it did not sign, one altered to another member or kind, and a POST without One-Click', async () => {
    const victim = await signUp(backend, 'Victim Member');
    const attacker = await signUp(backend, 'Attacker Member');
    const token = await signUnsubscribeLink({ u: attacker.id, k: 'reminder_24h' });
    const [body, signature] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ u: victim.id, k: 'reminder_24h' })).toString('base64url');
    const base = `${backend.url}/functions/v1/notifications?token=`;

    for (const forged of [`${forgedBody}.${signature}`, `${body}.${'A'.repeat(43)}`, 'nonsense', '']) {
      const response = await oneClick(base + encodeURIComponent(forged));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'This unsubscribe link is invalid.' });
    }
    // A link for a kind that cannot be switched off is never signed as one: the event's notices.
    const kindAltered = Buffer.from(JSON.stringify({ u: attacker.id, k: 'event_changed' })).toString('base64url');
    expect((await oneClick(base + encodeURIComponent(`${kindAltered}.${signature}`))).status).toBe(400);

    const noOneClick = await oneClick(base + encodeURIComponent(token), 'List-Unsubscribe=Yes');
    expect(noOneClick.status).toBe(400);
    expect(await preferencesOf(victim.id)).toBeNull();
    expect(await preferencesOf(attacker.id)).toBeNull();
  });

  it('opening the link changes nothing and leads to the preferences on /account', async () => {
    const member = await signUp(backend, 'Scanner Member');
    const url = await unsubscribeUrl(backend.url, { u: member.id, k: 'reminder_24h' });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${new URL(process.env.SITE_URL!).origin}/account#notifications`);
    expect(await preferencesOf(member.id)).toBeNull();
  });
});
