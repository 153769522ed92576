import type { LocalBackend } from 'local-backend';
import WebSocket from 'ws';
import { getSupabase } from '../client/supabaseClient';
import { startBackendWithMember } from '../test/localBackend';
import { createEvent } from './create-event';
import { listEventPlaces, searchEvents, type EventSearchQuery } from './search-events';

// Node 20 has no native WebSocket (browsers do); supabase-js's realtime client needs one.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

// Searching events against the real local backend: the database's full-text filters and order.
let backend: LocalBackend;
const MEMBER = { email: `search-${Date.now()}@example.com`, password: 'member-password-1', fullName: 'Search Member' };

beforeAll(async () => {
  backend = await startBackendWithMember(MEMBER);
  const signedIn = await (await getSupabase()).auth.signInWithPassword(MEMBER);
  if (signedIn.error) throw signedIn.error;
  for (const event of [
    { title: 'Founders breakfast', date: '2033-04-01', time: '08:00', location: 'Raffles Place, Singapore', category: 'Networking' as const },
    { title: 'Scaling workshop', date: '2033-04-02', location: 'Marina Bay, Singapore', description: 'How founders hire.', category: 'Workshop' as const },
    { title: 'Founders retreat', date: '2033-04-03', location: 'Kyoto, Japan', category: 'Other' as const },
    { title: 'Founders reunion', date: '2033-03-01', location: 'Bangkok, Thailand', category: 'Networking' as const },
  ]) {
    await createEvent(event);
  }
}, 60_000);

afterAll(async () => {
  await (await getSupabase()).auth.signOut();
  await backend?.stop();
});

const query = (fields: Partial<EventSearchQuery>): EventSearchQuery => ({
  text: '',
  place: '',
  categories: [],
  fromDay: '2033-03-15',
  when: 'upcoming',
  page: 1,
  pageSize: 20,
  ...fields,
});
const titles = async (fields: Partial<EventSearchQuery>) => (await searchEvents(query(fields))).rows.map((row) => row.title);

describe('searching events', () => {
  it('finds every word in the title, place or description, upcoming soonest first', async () => {
    expect(await titles({ text: 'founder singapore' })).toEqual(['Founders breakfast', 'Scaling workshop']);
    expect(await titles({ text: '"founders retreat"' })).toEqual(['Founders retreat']);
  });

  it('filters by place and category, and lists past events latest first', async () => {
    expect(await titles({ text: 'founders', place: 'Japan' })).toEqual(['Founders retreat']);
    expect(await titles({ text: 'founders', categories: ['Networking'] })).toEqual(['Founders breakfast']);
    const past = await searchEvents(query({ text: 'founders', when: 'past', fromDay: '2033-04-02' }));
    expect(past.rows.map((row) => row.title).slice(0, 2)).toEqual(['Founders breakfast', 'Founders reunion']);
  });

  it('pages with the exact total, events named by the words first', async () => {
    const first = await searchEvents(query({ text: 'founders', pageSize: 2 }));
    expect(first).toMatchObject({ total: 3 });
    expect(first.rows.map((row) => row.title)).toEqual(['Founders breakfast', 'Founders retreat']);
    const second = await searchEvents(query({ text: 'founders', pageSize: 2, page: 2 }));
    expect(second.rows.map((row) => row.title)).toEqual(['Scaling workshop']);
    const past = await searchEvents(query({ text: 'founders', pageSize: 2, page: 9 }));
    expect(past).toEqual({ rows: [], total: 3 });
  });

  it('finds a part of a word in the scripts of the region, as the search box sends it', async () => {
    await createEvent({ title: '東京ビジネスフォーラム', date: '2033-04-05', location: 'Marunouchi, Tokyo' });
    await createEvent({ title: 'งานเลี้ยงผู้ประกอบการกรุงเทพ', date: '2033-04-06', location: 'Sukhumvit, Bangkok' });
    expect(await titles({ text: '東京' })).toEqual(['東京ビジネスフォーラム']);
    expect(await titles({ text: 'ผู้ประกอบการ' })).toEqual(['งานเลี้ยงผู้ประกอบการกรุงเทพ']);
    expect(await titles({ text: 'ビジネス', place: 'Tokyo' })).toEqual(['東京ビジネスフォーラム']);
  });

  it('takes what a visitor types as words, never as syntax', async () => {
    await expect(searchEvents(query({ text: 'a,b) or(x "y', place: '50%_off*' }))).resolves.toMatchObject({ total: 0 });
  });

  it('lists the places of upcoming events', async () => {
    const places = await listEventPlaces('2033-03-15', false);
    // By city (issue 56 item 13): "Kyoto, Japan" is Kyoto; Bangkok counts the upcoming Sukhumvit
    // event only, not the past reunion.
    expect(places).toEqual(expect.arrayContaining([{ place: 'Singapore', events: 2 }, { place: 'Kyoto', events: 1 }, { place: 'Bangkok', events: 1 }]));
    expect(places.find((row) => row.place === 'Thailand' || row.place === 'Japan')).toBeUndefined();
  });
});
