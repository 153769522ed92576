/**
 * Issue 35, item 8: the public feed carries a series as one VEVENT with RRULE and EXDATE, and an
 * occurrence edited on its own (or moved) as an override with RECURRENCE-ID. Read back with
 * ical.js as a calendar app does, each series expands to exactly the occurrences the calendar
 * holds (days, times in their zone across a change of daylight saving time, titles, places).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleDays } from '../../supabase/functions/_shared/calendar.ts';
import { expandCalendar, expectedOccurrences, type Occurrence } from './calendarExpansion';
import { type Backend, clientFor, signUp, type SignedInUser, startTestBackend } from './helpers';

let backend: Backend;
let owner: SignedInUser;
let feed: string;
let occurrences: Occurrence[];
const series: Record<string, string> = {};

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const today = new Date().toISOString().slice(0, 10);
const compact = (day: string) => day.replace(/-/g, '');

/** Sydney's UTC offset at noon UTC of a day, from the platform's zone data. */
function sydneyOffset(day: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Australia/Sydney', timeZoneName: 'longOffset' }).formatToParts(new Date(`${day}T12:00:00Z`));
  return parts.find((part) => part.type === 'timeZoneName')!.value;
}

/** The first day from 30 days ahead on whose noon Sydney's offset differs from the day before (a DST change). */
function nextSydneyChange(): string {
  let day = addDays(today, 30);
  while (sydneyOffset(day) === sydneyOffset(addDays(day, -1))) day = addDays(day, 1);
  return day;
}

const change = nextSydneyChange();

async function createSeries(key: string, first: Record<string, unknown>, rrule: string) {
  const { data, error } = await owner.client.rpc('create_event_series', {
    event: { title: `${key} meetup`, location: 'Sydney', category: 'Workshop', ...first },
    rrule,
  });
  if (error) throw error;
  series[key] = data as string;
}

async function occurrenceIds(key: string): Promise<Array<{ id: string; date: string }>> {
  const { data, error } = await owner.client.from('events').select('id, date').eq('series_id', series[key]!).order('date');
  if (error) throw error;
  return data as Array<{ id: string; date: string }>;
}

async function edit(id: string, changes: Record<string, unknown>) {
  const { error } = await owner.client.from('events').update(changes).eq('id', id);
  if (error) throw error;
}

beforeAll(async () => {
  backend = await startTestBackend();
  owner = await signUp(backend, 'Series Owner');
  // Weekly across the change of daylight saving time in Sydney, 19:00 to 21:00 there.
  await createSeries('weekly', { date: addDays(change, -21), time: '19:00', end_time: '21:00', timezone: 'Australia/Sydney' }, 'FREQ=WEEKLY;INTERVAL=1;COUNT=6');
  const weekly = await occurrenceIds('weekly');
  await edit(weekly[1]!.id, { title: 'Weekly meetup: guest speaker' });
  await edit(weekly[2]!.id, { date: addDays(weekly[2]!.date, 1), time: '18:00', location: 'Parramatta' });
  await owner.client.from('events').delete().eq('id', weekly[3]!.id);
  // Every two weeks, the FIRST occurrence edited on its own: the series keeps what the rest share.
  await createSeries('biweekly', { date: addDays(change, -20), time: '07:30', timezone: 'Australia/Sydney' }, 'FREQ=WEEKLY;INTERVAL=2;UNTIL=' + compact(addDays(change, 40)));
  const biweekly = await occurrenceIds('biweekly');
  await edit(biweekly[0]!.id, { location: 'Bondi' });
  // Monthly on day 31 (months without one skipped), floating time (no zone).
  await createSeries('monthly-day', { date: '2027-01-31', time: '12:00' }, 'FREQ=MONTHLY;BYMONTHDAY=31;COUNT=4');
  // Monthly on the last Friday in Sydney, then "this and later events" renamed from the third on.
  await createSeries('monthly-weekday', { date: addDays(change, -70), time: '18:30', end_time: '20:00', timezone: 'Australia/Sydney' }, 'FREQ=MONTHLY;BYDAY=-1FR;COUNT=5');
  const monthly = await occurrenceIds('monthly-weekday');
  const { error } = await owner.client.from('events').update({ title: 'Renamed from the third' }).eq('series_id', series['monthly-weekday']!).gte('date', monthly[2]!.date);
  if (error) throw error;
  // All day, weekly, the middle one deleted.
  await createSeries('all-day', { date: addDays(today, 40), time: null }, 'FREQ=WEEKLY;INTERVAL=1;COUNT=3');
  const allDay = await occurrenceIds('all-day');
  await owner.client.from('events').delete().eq('id', allDay[1]!.id);
  // A series with a single occurrence left is written as that event.
  await createSeries('one-left', { date: addDays(today, 50), time: '10:00' }, 'FREQ=WEEKLY;INTERVAL=1;COUNT=2');
  const oneLeft = await occurrenceIds('one-left');
  await owner.client.from('events').delete().eq('id', oneLeft[1]!.id);

  feed = await (await fetch(`${backend.url}/functions/v1/events-ics`)).text();
  occurrences = expandCalendar(feed);
});

afterAll(async () => {
  await backend?.stop();
});

const ofSeries = (key: string) => occurrences.filter((o) => o.uid === `series-${series[key]}@events.eo-apac`).map(({ start, end, title, location }) => ({ start, end, title, location }));

describe('series in the public calendar feed', () => {
  it.each(['weekly', 'biweekly', 'monthly-day', 'monthly-weekday', 'all-day'])('%s: one recurring VEVENT that expands to exactly the calendar\'s occurrences', async (key) => {
    const expected = await expectedOccurrences(backend, 'series_id = $1', [series[key]]);
    expect(expected.length).toBeGreaterThan(1);
    expect(ofSeries(key)).toEqual(expected);
    // One master VEVENT (RRULE), any others are overrides of it.
    const uid = `UID:series-${series[key]}@events.eo-apac`;
    const blocks = feed.split('BEGIN:VEVENT').filter((block) => block.includes(uid));
    expect(blocks.filter((block) => block.includes('RRULE:'))).toHaveLength(1);
    expect(blocks.filter((block) => !block.includes('RRULE:')).every((block) => block.includes('RECURRENCE-ID'))).toBe(true);
  });

  it('keeps 19:00 in Sydney on both sides of the change of daylight saving time (TZID with a VTIMEZONE)', () => {
    const weekly = ofSeries('weekly').filter((o) => o.title === 'weekly meetup' && o.location === 'Sydney');
    const offsets = new Set(weekly.map((o) => sydneyOffset(o.start.slice(0, 10))));
    expect(offsets.size).toBe(2);
    for (const o of weekly) {
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Australia/Sydney', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(o.start));
      expect(local).toBe('19:00');
    }
    expect(feed).toContain('BEGIN:VTIMEZONE\r\nTZID:Australia/Sydney\r\n');
    expect(feed).toMatch(/DTSTART;TZID=Australia\/Sydney:\d{8}T190000\r\n/);
  });

  it('writes an occurrence deleted on its own as an EXDATE, one edited or moved on its own as an override, and nothing for the rest', () => {
    const uid = `UID:series-${series.weekly}@events.eo-apac`;
    const blocks = feed.split('BEGIN:VEVENT').filter((block) => block.includes(uid));
    // The master, the renamed one and the moved one: the three unedited ones are the rule's.
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toMatch(/EXDATE;TZID=Australia\/Sydney:\d{8}T190000/);
    expect(blocks[0]).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=6');
    expect(ofSeries('weekly').map((o) => o.title)).toContain('Weekly meetup: guest speaker');
    expect(ofSeries('weekly').find((o) => o.location === 'Parramatta')).toBeDefined();
    // The first occurrence edited on its own is the override, not the four others.
    const biweekly = feed.split('BEGIN:VEVENT').filter((block) => block.includes(`UID:series-${series.biweekly}@`));
    expect(biweekly).toHaveLength(2);
    expect(biweekly[1]).toContain('LOCATION:Bondi');
  });

  it('a series with one occurrence left is written as that event, with its own UID', async () => {
    const [left] = await occurrenceIds('one-left');
    const own = occurrences.filter((o) => o.uid === `${left!.id}@events.eo-apac`);
    expect(own).toHaveLength(1);
    expect(own[0]!.recurring).toBe(false);
  });

  it('lists every event of the window exactly once: the expansion equals the events table', async () => {
    const expected = await expectedOccurrences(backend, "date between (now() at time zone 'utc')::date - 30 and (now() at time zone 'utc')::date + 365", []);
    expect(occurrences.map(({ start, end, title, location }) => ({ start, end, title, location }))).toEqual(expected);
  });

  it('an occurrence keeps its rule day when moved, which no client can write', async () => {
    const [first] = await occurrenceIds('weekly');
    const { error } = await owner.client.from('events').update({ series_date: '2030-01-01' }).eq('id', first!.id);
    expect(error?.code).toBe('42501');
    const { data } = await clientFor(backend, backend.serviceRoleKey).from('events').select('date, series_date').eq('series_id', series.weekly!).order('series_date');
    const rows = data as Array<{ date: string; series_date: string }>;
    // The moved one (third) is a day after its rule day; the deleted fourth's rule day is an exception.
    expect(rows[2]!.date).toBe(addDays(rows[2]!.series_date, 1));
    const { data: rule } = await clientFor(backend).from('event_series').select('exdates').eq('id', series.weekly!).single();
    expect((rule as { exdates: string[] }).exdates).toEqual([change]);
  });
});

describe('the feed\'s rule days', () => {
  it('are the days private.series_dates() makes, for every rule the form offers', async () => {
    const rules = [
      ['2031-01-07', 'FREQ=WEEKLY;INTERVAL=1;COUNT=52'],
      ['2031-01-07', 'FREQ=WEEKLY;INTERVAL=2;COUNT=30'],
      ['2031-01-31', 'FREQ=MONTHLY;BYMONTHDAY=31;COUNT=20'],
      ['2031-01-29', 'FREQ=MONTHLY;BYMONTHDAY=29;COUNT=40'],
      ['2031-01-14', 'FREQ=MONTHLY;BYDAY=2TU;COUNT=30'],
      ['2031-01-28', 'FREQ=MONTHLY;BYDAY=4TU;COUNT=30'],
      ['2031-01-31', 'FREQ=MONTHLY;BYDAY=-1FR;COUNT=30'],
      ['2032-02-29', 'FREQ=MONTHLY;BYDAY=-1SU;COUNT=30'],
      ['2031-03-01', 'FREQ=MONTHLY;BYDAY=1SA;UNTIL=20341231'],
    ] as const;
    for (const [first, rule] of rules) {
      const { rows } = await backend.db.exclusive((pg) =>
        pg.query<{ day: string }>(`select to_char(day, 'YYYY-MM-DD') as day from private.series_dates($1::date, $2) as day`, [first, rule]),
      );
      const days = rows.map((row) => row.day);
      expect(days.length).toBeGreaterThan(10);
      expect(ruleDays(rule, first, days[days.length - 1]!)).toEqual(days);
      // From any later day of the rule, the same days follow.
      expect(ruleDays(rule, days[3]!, days[days.length - 1]!)).toEqual(days.slice(3));
    }
  });
});
