/**
 * Issue 25, item 3: recurring series, stored as RFC 5545 rules with exceptions, expanded by the
 * database into ordinary events (at most 52), under the events' own rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, signUp, type SignedInUser, startTestBackend, EVENT_COLUMNS } from './helpers';

let backend: Backend;
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  owner = await signUp(backend, 'Series Owner');
  other = await signUp(backend, 'Series Other');
});

afterAll(async () => {
  await backend?.stop();
});

const service = () => clientFor(backend, backend.serviceRoleKey);

async function createSeries(first: Record<string, unknown>, rrule: string, as: SignedInUser = owner) {
  return as.client.rpc('create_event_series', { event: { title: 'Chapter meetup', time: '18:30', location: 'Singapore', ...first }, rrule });
}

async function datesOf(series: string): Promise<string[]> {
  const { data } = await service().from('events').select('date').eq('series_id', series).order('date');
  return (data ?? []).map((row: { date: string }) => row.date);
}

describe('a recurring series', () => {
  it.each([
    ['weekly, 4 times', '2031-01-07', 'FREQ=WEEKLY;INTERVAL=1;COUNT=4', ['2031-01-07', '2031-01-14', '2031-01-21', '2031-01-28']],
    ['every 2 weeks until a date', '2031-01-07', 'FREQ=WEEKLY;INTERVAL=2;UNTIL=20310215', ['2031-01-07', '2031-01-21', '2031-02-04']],
    ['monthly on day 31, skipping months without one', '2031-01-31', 'FREQ=MONTHLY;BYMONTHDAY=31;COUNT=4', ['2031-01-31', '2031-03-31', '2031-05-31', '2031-07-31']],
    ['monthly on the 2nd Tuesday', '2031-01-14', 'FREQ=MONTHLY;BYDAY=2TU;COUNT=3', ['2031-01-14', '2031-02-11', '2031-03-11']],
    ['monthly on the last Friday', '2031-01-31', 'FREQ=MONTHLY;BYDAY=-1FR;COUNT=3', ['2031-01-31', '2031-02-28', '2031-03-28']],
  ])('%s', async (_label, first, rrule, expected) => {
    const { data: series, error } = await createSeries({ date: first }, rrule);
    expect(error).toBeNull();
    expect(await datesOf(series as string)).toEqual(expected);
    const { data: rows } = await service().from('events').select('title, time, location, created_by').eq('series_id', series as string);
    expect(new Set(rows?.map((row) => JSON.stringify(row)))).toEqual(new Set([JSON.stringify({ title: 'Chapter meetup', time: '18:30:00', location: 'Singapore', created_by: owner.id })]));
  });

  it('never makes more than 52, and the database refuses a rule it does not offer', async () => {
    const { data: long } = await createSeries({ date: '2031-01-01' }, 'FREQ=WEEKLY;INTERVAL=1;UNTIL=20391231');
    expect(await datesOf(long as string)).toHaveLength(52);
    for (const rrule of ['FREQ=WEEKLY;INTERVAL=1;COUNT=53', 'FREQ=DAILY;COUNT=3', 'FREQ=WEEKLY;INTERVAL=1', 'FREQ=MONTHLY;BYDAY=5MO;COUNT=2']) {
      const { error } = await createSeries({ date: '2031-01-01' }, rrule);
      expect(error?.code).toBe('23514');
    }
  });

  it('is for signed-in members only, and made only through create_event_series', async () => {
    const { error: visitor } = await clientFor(backend).rpc('create_event_series', { event: { title: 'x', date: '2031-01-01' }, rrule: 'FREQ=WEEKLY;INTERVAL=1;COUNT=2' });
    expect(visitor?.code).toBe('42501');
    const { error: direct } = await owner.client.from('event_series').insert({ rrule: 'FREQ=WEEKLY;INTERVAL=1;COUNT=2' });
    expect(direct?.code).toBe('42501');
    const { data: series } = await createSeries({ date: '2031-06-01' }, 'FREQ=WEEKLY;INTERVAL=1;COUNT=2');
    const { error: adopted } = await owner.client.from('events').insert({ title: 'Stowaway', date: '2031-06-03', series_id: series });
    expect(adopted?.code).toBe('42501');
  });

  it('counts every event it creates against the events rate limit (issue 33, finding 6)', async () => {
    // A backend of its own, with a limit of 12 new events an hour from one address.
    const limited = await startTestBackend({ apiRateLimits: { event_insert: 12 } });
    try {
      const member = await signUp(limited, 'Series Limit');
      const create = (rrule: string) => member.client.rpc('create_event_series', { event: { title: 'Limited', date: '2032-01-01' }, rrule });
      expect((await create('FREQ=WEEKLY;INTERVAL=1;COUNT=10')).error).toBeNull();
      const refused = (await create('FREQ=WEEKLY;INTERVAL=1;COUNT=3')).error;
      expect(refused).toMatchObject({ code: 'PT429', message: 'This series has 3 events, but your network may add only 2 more events this hour. Choose fewer repeats, or try again later.' });
      expect((await create('FREQ=WEEKLY;INTERVAL=1;COUNT=2')).error).toBeNull();
      expect((await create('FREQ=WEEKLY;INTERVAL=1;COUNT=2')).error?.code).toBe('PT429');
      const { count } = await clientFor(limited, limited.serviceRoleKey).from('events').select('id', { count: 'exact', head: true }).eq('title', 'Limited');
      expect(count).toBe(12);
    } finally {
      await limited.stop();
    }
  });

  it('cancels one occurrence as an exception, edits this and later ones, and deletes the whole series for its creator only', async () => {
    const { data: series } = await createSeries({ date: '2033-02-01' }, 'FREQ=WEEKLY;INTERVAL=1;COUNT=4');
    const id = series as string;
    const { data: rows } = await service().from('events').select('id, date').eq('series_id', id).order('date');
    // Another member changes and deletes nothing.
    expect((await other.client.from('events').delete().eq('id', rows![1]!.id).select(EVENT_COLUMNS)).data).toEqual([]);
    expect((await other.client.from('event_series').delete().eq('id', id).select()).data).toEqual([]);

    await owner.client.from('events').delete().eq('id', rows![1]!.id);
    const { data: after } = await service().from('event_series').select('exdates').eq('id', id).single();
    expect(after).toEqual({ exdates: ['2033-02-08'] });
    expect(await datesOf(id)).toEqual(['2033-02-01', '2033-02-15', '2033-02-22']);

    await owner.client.from('events').update({ title: 'Chapter meetup (new venue)', location: 'Raffles Hotel' }).eq('series_id', id).gte('date', '2033-02-15');
    const { data: titles } = await service().from('events').select('date, title').eq('series_id', id).order('date');
    expect(titles).toEqual([
      { date: '2033-02-01', title: 'Chapter meetup' },
      { date: '2033-02-15', title: 'Chapter meetup (new venue)' },
      { date: '2033-02-22', title: 'Chapter meetup (new venue)' },
    ]);

    const { error } = await owner.client.from('event_series').delete().eq('id', id);
    expect(error).toBeNull();
    expect(await datesOf(id)).toEqual([]);
  });
});
