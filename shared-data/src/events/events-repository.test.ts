import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { LocalBackend } from 'local-backend';
import { getSupabase } from '../client/supabaseClient';
import { EVENT_COLUMNS } from '../client/database';
import { startBackendWithMember } from '../test/localBackend';
import { createEvent } from './create-event';
import { deleteEvent } from './delete-event';
import { getEvent } from './get-event';
import { listEventsInRange } from './list-events-in-range';
import { listUpcomingEvents } from './list-upcoming-events';
import { subscribeToEventChanges, type EventChange } from './subscribe-event-changes';
import { updateEvent } from './update-event';

// Node 20 has no native WebSocket (browsers do); supabase-js's realtime client needs one.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

// The repository against the real local backend (in-memory PGlite): RLS, ordering and paging
// are the database's, not a mock's.
let backend: LocalBackend;
const MEMBER = { email: `repo-${Date.now()}@example.com`, password: 'member-password-1', fullName: 'Repo Member' };

beforeAll(async () => {
  backend = await startBackendWithMember(MEMBER);
  const signedIn = await (await getSupabase()).auth.signInWithPassword(MEMBER);
  if (signedIn.error) throw signedIn.error;
}, 60_000);

afterAll(async () => {
  await (await getSupabase()).removeAllChannels();
  await backend?.stop();
});

describe('events repository', () => {
  it('reads every column of an event but the join link (EVENT_COLUMNS), which the database keeps from the API roles', async () => {
    const created = await createEvent({ title: 'Columns test', date: '2031-03-09', timezone: 'Asia/Manila', online_url: 'https://meet.example.org/columns' });
    expect(created).toMatchObject({ title: 'Columns test', has_online_link: true });
    expect(created).not.toHaveProperty('online_url');
    // The service role reads the whole row: every column but the link is one the app asks for.
    const service = createClient(backend.url, backend.serviceRoleKey, { auth: { persistSession: false } });
    const { data, error } = await service.from('events').select('*').eq('id', created.id).single();
    expect(error).toBeNull();
    expect(Object.keys(data!).filter((column) => column !== 'online_url').sort()).toEqual(EVENT_COLUMNS.split(',').sort());
    expect(Object.keys(created).sort()).toEqual(EVENT_COLUMNS.split(',').sort());
    await deleteEvent(created.id);
  });

  it('creates as the caller, gets, updates and deletes, returning rows as SPEC section 7 says', async () => {
    const { data } = await (await getSupabase()).auth.getUser();
    const created = await createEvent({ title: 'Repository test', date: '2031-03-10', time: '09:30', timezone: 'Asia/Bangkok', category: 'Panel' });
    expect(created).toMatchObject({ title: 'Repository test', date: '2031-03-10', time: '09:30:00', timezone: 'Asia/Bangkok', category: 'Panel', created_by: data.user?.id });
    expect(await getEvent(created.id)).toEqual(created);
    const updated = await updateEvent(created.id, { location: 'Bangkok' });
    expect(updated.location).toBe('Bangkok');
    await deleteEvent(created.id);
    expect(await getEvent(created.id)).toBeNull();
  });

  it('refuses a time zone the database does not know', async () => {
    await expect(createEvent({ title: 'Bad zone', date: '2031-03-10', timezone: 'Mars/Olympus_Mons' })).rejects.toMatchObject({ code: '23514' });
  });

  it('lists a date range inclusive, ordered by date then time with untimed events first', async () => {
    const rows = await Promise.all([
      createEvent({ title: 'Range C', date: '2032-05-02', time: '08:00' }),
      createEvent({ title: 'Range B', date: '2032-05-01', time: '18:00' }),
      createEvent({ title: 'Range A', date: '2032-05-01' }),
      createEvent({ title: 'Outside', date: '2032-05-03' }),
    ]);
    const listed = await listEventsInRange({ from: '2032-05-01', to: '2032-05-02' });
    expect(listed.map((e) => e.title)).toEqual(['Range A', 'Range B', 'Range C']);
    await Promise.all(rows.map((row) => deleteEvent(row.id)));
  });

  it('reads a range holding more than one response (PostgREST max_rows) completely and in order', async () => {
    const service = createClient(backend.url, backend.serviceRoleKey, { auth: { persistSession: false } });
    const rows = Array.from({ length: 2_300 }, (_, i) => ({ title: `Busy ${String(i).padStart(4, '0')}`, date: '2035-06-15', time: '10:00' }));
    const { error } = await service.from('events').insert(rows);
    if (error) throw error;
    const listed = await listEventsInRange({ from: '2035-06-01', to: '2035-06-30' });
    expect(listed).toHaveLength(2_300);
    expect(new Set(listed.map((e) => e.id)).size).toBe(2_300);
    const ids = listed.map((e) => e.id);
    expect(ids).toEqual([...ids].sort());
    await service.from('events').delete().eq('date', '2035-06-15');
    // 2,300 rows through every trigger (audit, rate limits, change capture): a minute on a busy machine is not a failure.
  }, 60_000);

  it('pages upcoming events in the database and tells the exact total', async () => {
    const from = '2033-01-01';
    const created = [];
    for (let i = 0; i < 8; i += 1) created.push(await createEvent({ title: `Upcoming ${i}`, date: `2033-01-${String(10 + i).padStart(2, '0')}` }));
    const first = await listUpcomingEvents({ fromDay: from, page: 1, pageSize: 6 });
    expect(first.total).toBe(8);
    expect(first.rows.map((e) => e.title)).toEqual(['Upcoming 0', 'Upcoming 1', 'Upcoming 2', 'Upcoming 3', 'Upcoming 4', 'Upcoming 5']);
    const second = await listUpcomingEvents({ fromDay: from, page: 2, pageSize: 6 });
    expect(second.rows.map((e) => e.title)).toEqual(['Upcoming 6', 'Upcoming 7']);
    const past = await listUpcomingEvents({ fromDay: from, page: 3, pageSize: 6 });
    expect(past).toEqual({ rows: [], total: 8 });
    await Promise.all(created.map((row) => deleteEvent(row.id)));
  });

  it('reports inserts, updates and deletes on events-changes until unsubscribed', async () => {
    const changes: EventChange[] = [];
    const unsubscribe = subscribeToEventChanges((change) => change && changes.push(change));
    const supabase = await getSupabase();
    await vi.waitFor(() => expect(supabase.getChannels()[0]?.state).toBe('joined'), { timeout: 5_000 });
    const event = await createEvent({ title: 'Live', date: '2034-02-02' });
    await updateEvent(event.id, { title: 'Live (moved)' });
    await deleteEvent(event.id);
    await vi.waitFor(() => expect(changes.map((c) => c.type)).toEqual(['INSERT', 'UPDATE', 'DELETE']), { timeout: 5_000 });
    expect(changes[0]?.event?.title).toBe('Live');
    expect(changes[1]?.event?.title).toBe('Live (moved)');
    expect(changes.map((c) => c.id)).toEqual([event.id, event.id, event.id]);
    unsubscribe();
    await vi.waitFor(() => expect(supabase.getChannels()).toHaveLength(0));
  });

  it('feeds two live views at once on one events-changes channel; one leaving does not end the other', async () => {
    const supabase = await getSupabase();
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = subscribeToEventChanges((change) => change && first.push(change.type));
    const stopSecond = subscribeToEventChanges((change) => change && second.push(change.type));
    await vi.waitFor(() => expect(supabase.getChannels().map((channel) => [channel.topic, channel.state])).toEqual([['realtime:events-changes', 'joined']]), { timeout: 5_000 });
    const event = await createEvent({ title: 'Two views', date: '2034-03-03' });
    await vi.waitFor(() => expect([first, second]).toEqual([['INSERT'], ['INSERT']]), { timeout: 5_000 });
    stopFirst();
    await updateEvent(event.id, { title: 'Two views (one left)' });
    await vi.waitFor(() => expect(second).toEqual(['INSERT', 'UPDATE']), { timeout: 5_000 });
    expect(first).toEqual(['INSERT']);
    expect(supabase.getChannels()).toHaveLength(1);
    stopSecond();
    await deleteEvent(event.id);
    await vi.waitFor(() => expect(supabase.getChannels()).toHaveLength(0));
  });

  it('tells its views to read again when the feed reconnects after a dropped connection', async () => {
    const supabase = await getSupabase();
    const heard: (string | null)[] = [];
    const stop = subscribeToEventChanges((change) => heard.push(change ? change.type : null));
    await vi.waitFor(() => expect(supabase.getChannels()[0]?.state).toBe('joined'), { timeout: 5_000 });
    // The first join's own "read again" (see the next test) is not the one this test is about.
    await vi.waitFor(() => expect(heard).toContain(null));
    heard.length = 0;
    // The connection drops and comes back: realtime-js joins the channel again.
    supabase.realtime.disconnect();
    await vi.waitFor(() => expect(supabase.realtime.isConnected() || supabase.realtime.isDisconnecting()).toBe(false));
    supabase.realtime.connect();
    await vi.waitFor(() => expect(heard).toContain(null), { timeout: 15_000 });
    stop();
    await vi.waitFor(() => expect(supabase.getChannels()).toHaveLength(0));
  }, 30_000);

  it('tells its views to read again once the feed has joined: they read before it opened', async () => {
    const heard: (string | null)[] = [];
    const stop = subscribeToEventChanges((change) => heard.push(change ? change.type : null));
    await vi.waitFor(() => expect(heard).toContain(null), { timeout: 5_000 });
    expect((await getSupabase()).getChannels().map((channel) => channel.state)).toEqual(['joined']);
    stop();
    await vi.waitFor(async () => expect((await getSupabase()).getChannels()).toHaveLength(0));
  });

  it('opens no channel when unsubscribed before it was set up', async () => {
    const supabase = await getSupabase();
    const unsubscribe = subscribeToEventChanges(() => undefined);
    unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(supabase.getChannels()).toHaveLength(0);
  });
});
