/**
 * An online event's join link is for the members going, its organiser and staff, and the database
 * says so (supabase/migrations/20261130700000_join_link_for_those_going.sql): the API roles may read
 * every column of an event but `online_url`, `event_join_link` answers the link to those who may
 * see it, and Realtime leaves the column out of the changes it sends them. The attacker's steps:
 * asking for the column by name, with `select=*`, through a filter, through the function before
 * going or while waiting, and listening to the events' changes (and filtering them on the link).
 */
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, EVENT_COLUMNS, eventPayload, http, signInAdmin, signUp, type SignedInUser, sleep, startTestBackend } from './helpers';

const LINK = 'https://meet.example.org/eo-founders?pwd=only-for-those-going';

let backend: Backend;
let organiser: SignedInUser;
let going: SignedInUser;
let waiting: SignedInUser;
let stranger: SignedInUser;
let staff: SignedInUser;
let admin: SignedInUser;
let eventId: string;
let plainEventId: string;
const channels: { client: SupabaseClient; channel: RealtimeChannel }[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signInAdmin(backend);
  organiser = await signUp(backend, 'Organiser Oona');
  going = await signUp(backend, 'Going Gita');
  waiting = await signUp(backend, 'Waiting Wan');
  stranger = await signUp(backend, 'Stranger Sam');
  staff = await signUp(backend, 'Staff Siti');
  expect((await admin.client.rpc('set_member_role', { target_user_id: staff.id, new_role: 'organiser' })).error).toBeNull();
  const created = await organiser.client
    .from('events')
    .insert(eventPayload({ title: 'Founders online', timezone: 'Asia/Singapore', online_url: LINK, capacity: 1 }))
    .select('id, has_online_link')
    .single();
  expect(created.error).toBeNull();
  expect(created.data?.has_online_link).toBe(true);
  eventId = created.data!.id as string;
  const plain = await organiser.client.from('events').insert(eventPayload({ title: 'Founders in person' })).select('id, has_online_link').single();
  expect(plain.data?.has_online_link).toBe(false);
  plainEventId = plain.data!.id as string;
  expect((await going.client.rpc('rsvp_event', { target_event: eventId })).data).toBe('going');
  expect((await waiting.client.rpc('rsvp_event', { target_event: eventId })).data).toBe('waitlist');
});

afterAll(async () => {
  await Promise.all(channels.map(({ client, channel }) => client.removeChannel(channel)));
  await backend?.stop();
});

const bearer = (user?: SignedInUser): Record<string, string> => (user ? { Authorization: `Bearer ${user.accessToken}` } : {});

describe('the events table through the API', () => {
  it.each([
    ['a visitor', undefined, 401],
    ['a signed-in member', () => stranger, 403],
  ] as const)('refuses %s the join link by name, by select=*, and in a filter, as PostgREST does (42501)', async (_who, user, status) => {
    for (const query of [`select=id,online_url&id=eq.${eventId}`, `id=eq.${eventId}`, `select=*&id=eq.${eventId}`, `select=id&online_url=like.*pwd*`]) {
      const response = await http(backend, `/rest/v1/events?${query}`, { headers: bearer(user?.()) });
      expect(response.status, query).toBe(status);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe('42501');
      expect(body.message).toBe('permission denied for table events');
    }
  });

  it('still lets the organiser read what the page shows, and write the link', async () => {
    const read = await going.client.from('events').select('title, has_online_link').eq('id', eventId).single();
    expect(read.data).toEqual({ title: 'Founders online', has_online_link: true });
    const moved = 'https://meet.example.org/eo-founders?pwd=moved';
    const updated = await organiser.client.from('events').update({ online_url: moved }).eq('id', eventId).select('has_online_link').single();
    expect(updated.error).toBeNull();
    expect((await organiser.client.rpc('event_join_link', { target_event: eventId })).data).toBe(moved);
    expect((await organiser.client.from('events').update({ online_url: LINK }).eq('id', eventId)).error).toBeNull();
  });

  it('lets the API roles read every column but the link: a column added later must be granted (and named in EVENT_COLUMNS)', async () => {
    const readable = await backend.db.exclusive((pg) =>
      pg.query<{ role: string; columns: string[] }>(
        `select r.role, array_agg(a.attname::text order by a.attname) as columns
           from unnest(array['anon', 'authenticated']) as r(role)
           join pg_attribute a on a.attrelid = 'public.events'::regclass and a.attnum > 0 and not a.attisdropped
          where has_column_privilege(r.role, a.attrelid, a.attnum, 'SELECT')
          group by r.role order by r.role`,
      ),
    );
    const expected = EVENT_COLUMNS.split(',').sort();
    expect(readable.rows).toEqual([
      { role: 'anon', columns: expected },
      { role: 'authenticated', columns: expected },
    ]);
  });
});

describe('event_join_link', () => {
  it.each([
    ['the member going', () => going],
    ['the organiser', () => organiser],
    ['staff', () => staff],
    ['an admin', () => admin],
  ])('answers the link to %s', async (_who, user) => {
    const { data, error } = await user().client.rpc('event_join_link', { target_event: eventId });
    expect(error).toBeNull();
    expect(data).toBe(LINK);
  });

  it.each([
    ['a member on the waiting list', () => waiting],
    ['a member who has not answered', () => stranger],
  ])('answers null to %s', async (_who, user) => {
    const { data, error } = await user().client.rpc('event_join_link', { target_event: eventId });
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('refuses a visitor (no session), as PostgREST refuses a function the role may not execute', async () => {
    const response = await http(backend, '/rest/v1/rpc/event_join_link', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ target_event: eventId }) });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('42501');
  });

  it('answers null for an event without a link, and follows a member out and back in', async () => {
    expect((await organiser.client.rpc('event_join_link', { target_event: plainEventId })).data).toBeNull();
    expect((await going.client.rpc('cancel_rsvp', { target_event: eventId })).error).toBeNull();
    expect((await going.client.rpc('event_join_link', { target_event: eventId })).data).toBeNull();
    // The waiting member moved up into the freed place: now going, now given the link.
    expect((await waiting.client.rpc('event_join_link', { target_event: eventId })).data).toBe(LINK);
    expect((await going.client.rpc('rsvp_event', { target_event: eventId })).data).toBe('waitlist');
    expect((await going.client.rpc('event_join_link', { target_event: eventId })).data).toBeNull();
  });
});

describe('Realtime', () => {
  async function listen(user?: SignedInUser, filter?: string): Promise<Record<string, unknown>[]> {
    const client = clientFor(backend);
    if (user) expect((await client.auth.setSession({ access_token: user.accessToken, refresh_token: user.refreshToken })).error).toBeNull();
    const received: Record<string, unknown>[] = [];
    const channel = client.channel(`join-link-${channels.length}`).on('postgres_changes', { event: '*', schema: 'public', table: 'events', ...(filter ? { filter } : {}) }, (payload) => {
      received.push(payload.new as Record<string, unknown>);
    });
    await new Promise<void>((resolve, reject) => {
      channel.subscribe((status, error) => (status === 'SUBSCRIBED' ? resolve() : status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' ? reject(error ?? new Error(status)) : undefined));
    });
    channels.push({ client, channel });
    return received;
  }

  it('sends a changed event without its link to visitors and members, as walrus leaves out a column the role may not select', async () => {
    const [visitor, member] = await Promise.all([listen(), listen(stranger)]);
    expect((await organiser.client.from('events').update({ description: 'Bring a question' }).eq('id', eventId)).error).toBeNull();
    for (const received of [visitor, member]) {
      for (let waited = 0; !received.some((row) => row.id === eventId) && waited < 5000; waited += 20) await sleep(20);
      const row = received.find((change) => change.id === eventId);
      expect(row).toMatchObject({ id: eventId, description: 'Bring a question', has_online_link: true });
      expect(row).not.toHaveProperty('online_url');
      expect(JSON.stringify(received)).not.toContain('only-for-those-going');
    }
  });

  it('answers no change to a filter on the link: which changes arrive would spell it out', async () => {
    // Each of these matches the stored link; a control on the same socket sees the change arrive.
    const probes = await Promise.all([`online_url=eq.${LINK}`, 'online_url=gt.https://meet', 'online_url=lt.https://meet.example.org/z'].map((filter) => listen(stranger, filter)));
    const control = await listen(stranger, `id=eq.${eventId}`);
    expect((await organiser.client.from('events').update({ description: 'Probe me' }).eq('id', eventId)).error).toBeNull();
    for (let waited = 0; !control.some((row) => row.description === 'Probe me') && waited < 5000; waited += 20) await sleep(20);
    expect(control.some((row) => row.description === 'Probe me')).toBe(true);
    // The control and the probes are one subscriber (same token) served in the same pass over the
    // change; a moment more lets anything sent to the probes' sockets arrive.
    await sleep(100);
    expect(probes.map((received) => received.length)).toEqual([0, 0, 0]);
  });
});
