/**
 * Issue 25, item 5: searching events with PostgREST's full-text filters (`fts`, `plfts`, `phfts`,
 * `wfts`, with a language) as supabase-js sends them, served by an index; the place filter's list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, eventPayload, startTestBackend } from './helpers';

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
  const { error } = await clientFor(backend, backend.serviceRoleKey)
    .from('events')
    .insert([
      eventPayload({ title: 'Founders breakfast', location: 'Raffles Place, Singapore', description: 'Coffee with other founders.', date: '2031-02-01' }),
      eventPayload({ title: 'Scaling workshop', location: 'Marina Bay, Singapore', description: 'How founders hire their first managers.', date: '2031-02-02' }),
      eventPayload({ title: 'Leadership summit', location: 'Tokyo', description: 'Two days of talks, panels and dinners.', date: '2031-02-03' }),
      eventPayload({ title: 'Past gathering', location: 'Old Town, Singapore', description: 'A founders evening.', date: '2001-01-01' }),
    ]);
  if (error) throw error;
});

afterAll(async () => {
  await backend?.stop();
});

const anon = () => clientFor(backend);

/**
 * As the site searches (shared-data/src/events/search-events.ts): each word (or "quoted phrase")
 * must be in the title, the place or the description; the words may be in different ones.
 */
const search = (words: string) => {
  let query = anon().from('events').select('title');
  for (const token of words.match(/"[^"]+"|[^\s"]+/g) ?? []) {
    const phrase = token.startsWith('"');
    const value = `"${token.replace(/^"|"$/g, '').replace(/["\\]/g, '\\$&')}"`;
    query = query.or(['title', 'location', 'description'].map((column) => `${column}.${phrase ? 'phfts' : 'plfts'}(english).${value}`).join(','));
  }
  return query.gte('date', '2031-01-01').order('date');
};

/** Only this file's events: the seed's are dated around today. */
const mine = <Q extends { or(filters: string): Q }>(query: Q): Q => query.or('date.lt.2002-01-01,date.gt.2030-12-31');

describe('full-text search on events', () => {
  it('finds words in the title, the place or the description, stemmed ("founder" finds "founders")', async () => {
    expect((await search('founder')).data).toEqual([{ title: 'Founders breakfast' }, { title: 'Scaling workshop' }]);
    expect((await search('tokyo')).data).toEqual([{ title: 'Leadership summit' }]);
    expect((await search('panel dinner')).data).toEqual([{ title: 'Leadership summit' }]);
    expect((await search('"first managers"')).data).toEqual([{ title: 'Scaling workshop' }]);
    // Words may be in different columns: a founders event in Singapore.
    expect((await search('founders singapore')).data).toEqual([{ title: 'Founders breakfast' }, { title: 'Scaling workshop' }]);
    expect((await search('founders tokyo')).data).toEqual([]);
  });

  it('takes any text a visitor types, commas and quotes included, without an error', async () => {
    for (const words of ['a, b', 'say "hi"', '(unbalanced', "o'clock & more", '*', '']) {
      const { error } = await search(words);
      expect(error).toBeNull();
    }
  });

  it('answers supabase-js textSearch in each of its forms', async () => {
    const client = anon();
    const titles = async (type: 'plain' | 'phrase' | 'websearch' | undefined, query: string) =>
      (await mine(client.from('events').select('title').textSearch('title', query, { config: 'english', ...(type ? { type } : {}) })).order('date')).data;
    expect(await titles(undefined, 'founder & breakfast')).toEqual([{ title: 'Founders breakfast' }]);
    expect(await titles('plain', 'founders breakfast')).toEqual([{ title: 'Founders breakfast' }]);
    expect(await titles('phrase', 'leadership summit')).toEqual([{ title: 'Leadership summit' }]);
    expect(await titles('websearch', 'gathering or workshop')).toEqual([{ title: 'Past gathering' }, { title: 'Scaling workshop' }]);
    const { error } = await client.from('events').select('title').textSearch('title', 'x', { config: 'no such; config' });
    expect(error?.code).toBe('PGRST100');
  });

  it('is served by the expression index on each column', async () => {
    const plan = await backend.db.exclusive(async (pg) => {
      await pg.exec('set enable_seqscan = off');
      const { rows } = await pg.query<{ 'QUERY PLAN': string }>(
        `explain select id from public.events where to_tsvector('english'::regconfig, title) @@ websearch_to_tsquery('english'::regconfig, 'founders')`,
      );
      await pg.exec('reset enable_seqscan');
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('events_title_search_idx');
  });

  it('lists the places events are held in, with how many, upcoming or all', async () => {
    const { data: upcoming } = await anon().rpc('event_places', { from_day: '2031-01-01' });
    expect(upcoming).toEqual([
      { place: 'Singapore', events: 2 },
      { place: 'Tokyo', events: 1 },
    ]);
    const { data: all } = await anon().rpc('event_places', { from_day: '2031-01-01', include_past: true });
    const singapore = (all as { place: string; events: number }[]).find((row) => row.place === 'Singapore');
    // The past one counts too (and the seed's events in Singapore, whatever their dates).
    expect(singapore!.events).toBeGreaterThanOrEqual(3);
  });
});
