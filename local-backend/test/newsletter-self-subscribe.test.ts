/**
 * A signed-in member subscribes their own confirmed address without a second email (issue 43, item
 * 5; supabase/migrations/20261130500200_newsletter_subscribe_me.sql), and the attacker's steps: an
 * address that is not the caller's confirmed account address still needs its confirmation email.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, callNewsletter, clientFor, readInbox, signUp, startTestBackend, uniqueTestEmail } from './helpers';

let backend: Backend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend, backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

const isSubscriber = async (email: string) => ((await service.from('newsletter_subscribers').select('email').eq('email', email)).data ?? []).length === 1;
const isPending = async (email: string) => ((await service.from('newsletter_pending').select('email').eq('email', email)).data ?? []).length === 1;

describe('newsletter_subscribe_me', () => {
  it('subscribes the member\'s own confirmed address at once, with no email, and clears a pending one', async () => {
    const member = await signUp(backend, 'Nina Newsletter');
    // A confirmation was asked for earlier (the footer form): it is pending.
    expect((await callNewsletter(backend, { action: 'subscribe', email: member.email })).status).toBe(200);
    expect(await isPending(member.email)).toBe(true);
    const mailsBefore = (await readInbox(backend, member.email)).length;

    expect(await member.client.rpc('my_newsletter_status')).toMatchObject({ data: 'pending' });
    const { data, error } = await member.client.rpc('newsletter_subscribe_me');
    expect(error).toBeNull();
    expect(data).toBe('subscribed');
    expect(await isSubscriber(member.email)).toBe(true);
    expect(await isPending(member.email)).toBe(false);
    expect(await member.client.rpc('my_newsletter_status')).toMatchObject({ data: 'subscribed' });
    expect((await readInbox(backend, member.email)).length).toBe(mailsBefore);
    // Twice is the same as once.
    expect((await member.client.rpc('newsletter_subscribe_me')).data).toBe('subscribed');
  });

  it('refuses a visitor and an account whose address is not confirmed', async () => {
    expect((await clientFor(backend).rpc('newsletter_subscribe_me')).error).not.toBeNull();
    const member = await signUp(backend, 'Una Unconfirmed');
    await backend.db.exclusive((pg) => pg.query('update auth.users set email_confirmed_at = null where id = $1', [member.id]));
    const { error } = await member.client.rpc('newsletter_subscribe_me');
    expect(error?.message).toBe("Confirm your account's email address first: follow the link we emailed you.");
    expect(await isSubscriber(member.email)).toBe(false);
  });

  it('takes no address: someone else\'s address, asked for by a signed-in member, still needs its confirmation email', async () => {
    const attacker = await signUp(backend, 'Eve Attacker');
    const victim = uniqueTestEmail('victim');
    // The function has no parameter to name another address: PostgREST finds no such function.
    const named = await attacker.client.rpc('newsletter_subscribe_me', { email: victim } as never);
    expect(named.error).not.toBeNull();
    expect(await isSubscriber(victim)).toBe(false);
    // The site's form for any other address goes through the double opt-in, session or not.
    const asked = await callNewsletter(backend, { action: 'subscribe', email: victim });
    expect(asked.status).toBe(200);
    expect(await isSubscriber(victim)).toBe(false);
    expect(await isPending(victim)).toBe(true);
    expect((await readInbox(backend, victim)).length).toBe(1);
    // And the attacker's own subscription is their own address only.
    expect((await attacker.client.rpc('newsletter_subscribe_me')).data).toBe('subscribed');
    expect(await isSubscriber(attacker.email)).toBe(true);
    expect(await isSubscriber(victim)).toBe(false);
  });
});
