/**
 * Issue 35, item 7: "My calendar", each member's secret feed of the events they are going to
 * (events-ics?token=...), with the attacker's steps: guessing or deriving a token, reading or
 * writing someone else's, using a rotated one, and looking for other members' data in a feed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandCalendar, expectedOccurrences } from './calendarExpansion';
import { type Backend, clientFor, signUp, type SignedInUser, startTestBackend } from './helpers';

let backend: Backend;
let member: SignedInUser;
let other: SignedInUser;
let organiser: SignedInUser;
const ids: Record<string, string> = {};

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

async function tokenOf(user: SignedInUser): Promise<string> {
  const { data, error } = await user.client.rpc('my_calendar_feed_token');
  if (error) throw error;
  return data as string;
}

const feedUrl = (token: string) => `${backend.url}/functions/v1/events-ics?token=${token}`;

async function addEvent(key: string, row: Record<string, unknown>) {
  const { data, error } = await organiser.client.from('events').insert({ title: key, date: day(10), time: '18:00', timezone: 'Asia/Singapore', ...row }).select('id').single();
  if (error) throw error;
  ids[key] = (data as { id: string }).id;
}

async function rsvp(user: SignedInUser, eventId: string): Promise<string> {
  const { data, error } = await user.client.rpc('rsvp_event', { target_event: eventId });
  if (error) throw error;
  return data as string;
}

beforeAll(async () => {
  backend = await startTestBackend();
  member = await signUp(backend, 'Feed Member');
  other = await signUp(backend, 'Other Member');
  organiser = await signUp(backend, 'Feed Organiser');
  await addEvent('Going to this', { description: 'Bring cards', location: 'Raffles Place' });
  await addEvent('Waiting for this', { capacity: 1 });
  await addEvent('Only the other goes', {});
  await addEvent('Not answered', {});
  await rsvp(member, ids['Going to this']!);
  await rsvp(other, ids['Waiting for this']!);
  expect(await rsvp(member, ids['Waiting for this']!)).toBe('waitlist');
  await rsvp(other, ids['Only the other goes']!);
  await rsvp(other, ids['Going to this']!);
  // A weekly series of 5: the member goes to the 1st, 2nd and 4th.
  const { data: series, error } = await organiser.client.rpc('create_event_series', {
    event: { title: 'Weekly breakfast', date: day(14), time: '07:30', timezone: 'Australia/Sydney', location: 'Sydney' },
    rrule: 'FREQ=WEEKLY;INTERVAL=1;COUNT=5',
  });
  if (error) throw error;
  ids.series = series as string;
  const { data: occurrences } = await organiser.client.from('events').select('id').eq('series_id', series as string).order('date');
  const list = (occurrences as Array<{ id: string }>).map((o) => o.id);
  for (const index of [0, 1, 3]) await rsvp(member, list[index]!);
  await rsvp(other, list[2]!);
});

afterAll(async () => {
  await backend?.stop();
});

describe('the member\'s calendar feed token', () => {
  it('is 64 hex digits, the same on every visit, different for every member, and holds nothing of the member', async () => {
    const token = await tokenOf(member);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await tokenOf(member)).toBe(token);
    const othersToken = await tokenOf(other);
    expect(othersToken).not.toBe(token);
    expect(token).not.toContain(member.id.replace(/-/g, ''));
    // Random: no two of many tokens share even a 16-digit run (a counter or a hash of the id would).
    const many = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const { data } = await organiser.client.rpc('rotate_calendar_feed_token');
      many.add((data as string).slice(0, 16));
    }
    expect(many.size).toBe(20);
  });

  it('is read by its member only, and written by nobody but the functions', async () => {
    await tokenOf(member);
    const { data: mine } = await member.client.from('calendar_feeds').select('user_id, token');
    expect((mine as Array<{ user_id: string }>).map((row) => row.user_id)).toEqual([member.id]);
    const { data: theirs } = await other.client.from('calendar_feeds').select('token').eq('user_id', member.id);
    expect(theirs).toEqual([]);
    const { data: visitor, error: visitorError } = await clientFor(backend).from('calendar_feeds').select('token');
    expect(visitor ?? []).toEqual([]);
    expect(visitorError?.code ?? '42501').toBe('42501');
    const { error: insert } = await other.client.from('calendar_feeds').insert({ user_id: other.id, token: 'a'.repeat(64) });
    expect(insert?.code).toBe('42501');
    const { error: update } = await other.client.from('calendar_feeds').update({ token: 'b'.repeat(64) }).eq('user_id', member.id);
    expect(update?.code).toBe('42501');
    const { error: anonToken } = await clientFor(backend).rpc('my_calendar_feed_token');
    expect(anonToken).not.toBeNull();
    const { error: anonRotate } = await clientFor(backend).rpc('rotate_calendar_feed_token');
    expect(anonRotate).not.toBeNull();
    // The feed's own reader answers nothing for what an attacker could know: a member's id.
    const { data: byId } = await clientFor(backend).rpc('calendar_feed', { feed_token: member.id });
    expect(byId).toBeNull();
  });
});

describe('events-ics?token=', () => {
  it('lists the events the member is going to (series folded), nothing they wait for or did not answer, nobody\'s data', async () => {
    const response = await fetch(feedUrl(await tokenOf(member)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('X-WR-CALNAME:EO Asia Pacific: my events');
    const expected = await expectedOccurrences(
      backend,
      `id in (select event_id from public.event_rsvps where user_id = $1 and status = 'going')`,
      [member.id],
    );
    expect(expected).toHaveLength(4);
    const occurrences = expandCalendar(text);
    expect(occurrences.map(({ start, end, title, location }) => ({ start, end, title, location }))).toEqual(expected);
    // The three occurrences of the series are one recurring VEVENT, the one they skip an EXDATE.
    expect(occurrences.filter((o) => o.uid === `series-${ids.series}@events.eo-apac`)).toHaveLength(3);
    expect(text.match(/RRULE:/g)).toHaveLength(1);
    expect(text).toMatch(/EXDATE;TZID=Australia\/Sydney:\d{8}T073000/);
    for (const secret of [member.email, other.email, organiser.email, 'Other Member', 'Feed Organiser', other.id, organiser.id]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/ATTENDEE|ORGANIZER/);
  });

  it('another member\'s feed lists only theirs', async () => {
    const text = await (await fetch(feedUrl(await tokenOf(other)))).text();
    const titles = expandCalendar(text).map((o) => o.title).sort();
    expect(titles).toEqual(['Going to this', 'Only the other goes', 'Waiting for this', 'Weekly breakfast']);
  });

  it('answers 404 to an unknown, malformed or empty token, and is cached like the public feed but privately', async () => {
    for (const token of ['0'.repeat(64), 'not-a-token', '', `${'A'.repeat(64)}`, "' or '1'='1"]) {
      const response = await fetch(feedUrl(encodeURIComponent(token)));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Calendar not found.' });
    }
    const response = await fetch(feedUrl(await tokenOf(member)));
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    // Built for every request, yet the same bytes while nothing changes (no clock in DTSTAMP).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await fetch(feedUrl(await tokenOf(member)), { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('rotating answers a new address at once and the old one 404', async () => {
    const before = await tokenOf(member);
    expect((await fetch(feedUrl(before))).status).toBe(200);
    const { data: rotated, error } = await member.client.rpc('rotate_calendar_feed_token');
    expect(error).toBeNull();
    expect(rotated).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated).not.toBe(before);
    expect(await tokenOf(member)).toBe(rotated);
    expect((await fetch(feedUrl(before))).status).toBe(404);
    const after = await fetch(feedUrl(rotated as string));
    expect(after.status).toBe(200);
    expect(expandCalendar(await after.text()).map((o) => o.title)).toContain('Going to this');
  });

  it('a cancelled RSVP leaves the feed; a deleted account\'s address answers 404', async () => {
    const leaving = await signUp(backend, 'Leaving Member');
    await rsvp(leaving, ids['Not answered']!);
    const token = await tokenOf(leaving);
    expect(expandCalendar(await (await fetch(feedUrl(token))).text()).map((o) => o.title)).toEqual(['Not answered']);
    await leaving.client.rpc('cancel_rsvp', { target_event: ids['Not answered']! });
    expect(expandCalendar(await (await fetch(feedUrl(token))).text())).toEqual([]);
    await backend.db.exclusive((pg) => pg.query('delete from auth.users where id = $1', [leaving.id]));
    expect((await fetch(feedUrl(token))).status).toBe(404);
  });
});
