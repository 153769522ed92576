/**
 * Issue 25, item 4: an event's end and online link are checked by the database, whoever writes:
 * the end comes after the start, an end time needs a start time, and the join link is https.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, eventPayload, signUp, type SignedInUser, startTestBackend } from './helpers';

let backend: Backend;
let member: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  member = await signUp(backend, 'Detail Dana');
});

afterAll(async () => {
  await backend?.stop();
});

const insert = (overrides: Record<string, unknown>) => member.client.from('events').insert(eventPayload(overrides)).select('id, end_date, end_time, has_online_link').single();

describe('an event end and online link', () => {
  it('stores an end time, a multi-day end and an https join link', async () => {
    const sameDay = await insert({ time: '18:00', end_time: '21:30', timezone: 'Asia/Singapore', online_url: 'https://meet.example.org/eo?room=7' });
    expect(sameDay.error).toBeNull();
    expect(sameDay.data).toMatchObject({ end_date: null, end_time: '21:30:00', has_online_link: true });
    // The link is the organiser's to read back through event_join_link (join-link.test.ts).
    expect((await member.client.rpc('event_join_link', { target_event: sameDay.data!.id })).data).toBe('https://meet.example.org/eo?room=7');
    const twoDays = await insert({ date: '2030-01-15', time: '18:00', end_date: '2030-01-16', end_time: '09:00' });
    expect(twoDays.error).toBeNull();
    const allDay = await insert({ date: '2030-01-15', time: null, end_date: '2030-01-17' });
    expect(allDay.error).toBeNull();
  });

  it.each([
    ['an end time before the start', { time: '18:00', end_time: '17:59' }, 'events_end_after_start'],
    ['an end time equal to the start', { time: '18:00', end_time: '18:00' }, 'events_end_after_start'],
    ['a last day before the first', { date: '2030-01-15', end_date: '2030-01-14' }, 'events_end_date_after_start'],
    ['an end time without a start time', { time: null, end_time: '10:00' }, 'events_end_time_needs_start'],
    ['an http join link', { online_url: 'http://meet.example.org/eo', timezone: 'Asia/Singapore' }, 'events_online_url_https'],
    ['a script join link', { online_url: 'javascript:alert(1)', timezone: 'Asia/Singapore' }, 'events_online_url_https'],
  ])('refuses %s (23514, naming the rule)', async (_label, overrides, rule) => {
    const { error } = await insert(overrides);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(rule);
  });

  it('refuses an edit that moves the end before the start', async () => {
    const { data } = await insert({ time: '18:00', end_time: '20:00' });
    const { data: created } = await member.client.from('events').select('id').eq('end_time', '20:00:00').limit(1).single();
    expect(data).not.toBeNull();
    const { error } = await member.client.from('events').update({ time: '20:30' }).eq('id', (created as { id: string }).id);
    expect(error?.code).toBe('23514');
  });
});
