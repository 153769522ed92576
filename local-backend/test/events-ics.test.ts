/**
 * The public calendar feed (`supabase/functions/events-ics`) through the local backend, parsed
 * back with ical.js as a calendar app would read it.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEED_FUTURE_DAYS, FEED_MAX_EVENTS, FEED_PAGE_ROWS } from '../../supabase/functions/events-ics/handler.ts';
import { escapeText, foldLine } from '../../supabase/functions/_shared/calendar.ts';
import { clientFor, type Backend, httpFrom, startTestBackend } from './helpers';

let backend: Backend;

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string | null;
  location: string | null;
  start: ICAL.Time;
  end: ICAL.Time;
  categories: string[];
  url: string | null;
}

function parse(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      start: event.startDate,
      end: event.endDate,
      categories: component.getAllProperties('categories').flatMap((p) => p.getValues() as string[]),
      url: component.getFirstPropertyValue('url') as string | null,
    };
  });
}

const ids: Record<string, string> = {};

/** This file's backend is its own: dropping the rule here lets a test plant a row it refuses. */
const DROP_TIME_ZONE_CHECKS = `do $$
declare check_name name;
begin
  for check_name in
    select conname from pg_catalog.pg_constraint
     where conrelid = 'public.events'::regclass and contype = 'c' and pg_get_constraintdef(oid) ilike '%timezone%'
  loop
    execute format('alter table public.events drop constraint %I', check_name);
  end loop;
  -- and the trigger that names the zone before the constraint would (issue 56).
  for check_name in
    select tgname from pg_catalog.pg_trigger
     where tgrelid = 'public.events'::regclass and not tgisinternal and tgname ilike '%time_zone%'
  loop
    execute format('drop trigger %I on public.events', check_name);
  end loop;
end $$`;

beforeAll(async () => {
  backend = await startTestBackend({ siteOrigins: ['https://www.example.org'] });
  const service = clientFor(backend, backend.serviceRoleKey);
  const rows: Array<Record<string, string | null>> = [
    { key: 'zoned', title: 'Zoned summit', date: day(10), time: '19:00', timezone: 'Asia/Singapore', category: 'Summit', location: 'Marina Bay, Singapore' },
    { key: 'floating', title: 'Floating workshop', date: day(11), time: '09:30', category: 'Workshop' },
    {
      key: 'allDay',
      title: 'All-day retreat; with, commas',
      date: day(12),
      time: null,
      description: `Line one\nLine two; "quoted", back\\slash — ${'ñ日本語'.repeat(20)}`,
      category: 'Health & Wellbeing',
    },
    { key: 'zonedEnd', title: 'Zoned evening with an end', date: day(13), time: '18:00', end_time: '21:30', timezone: 'Asia/Singapore' },
    { key: 'twoDays', title: 'Two-day floating forum', date: day(14), time: '09:00', end_date: day(15), end_time: '17:00' },
    { key: 'allDayMulti', title: 'Three-day retreat', date: day(16), time: null, end_date: day(18) },
    { key: 'recent', title: 'Twenty days ago', date: day(-20), time: '12:00' },
    { key: 'old', title: 'Forty days ago', date: day(-40), time: '12:00' },
    { key: 'far', title: 'Thirteen months ahead', date: day(400), time: '12:00' },
  ];
  for (const { key, ...row } of rows) {
    const { data, error } = await service.from('events').insert(row).select('id').single();
    if (error) throw error;
    ids[key as string] = (data as { id: string }).id;
  }
  // A row the database no longer accepts (its zone list is the form's), as older data or a
  // changed rule could leave one: Postgres knows "Factory", Node's Intl does not (Deno 2.9's places
  // it at UTC). Planted as the owner with every check on the zone (constraints, triggers) dropped, whatever it is named.
  const { rows: planted } = await backend.db.exclusive(async (pg) => {
    await pg.exec(DROP_TIME_ZONE_CHECKS);
    return pg.query<{ id: string }>(
      `insert into public.events (title, date, time, timezone) values ('Factory time', $1, '10:00', 'Factory') returning id`,
      [day(5)],
    );
  });
  ids.factory = planted[0]!.id;
});

afterAll(async () => {
  await backend?.stop();
});

describe('events-ics', () => {
  it('is public: no Authorization header, text/calendar with CRLF lines of at most 75 octets', async () => {
    const response = await fetch(`${backend.url}/functions/v1/events-ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('lists the events from 30 days ago to 12 months ahead, with stable UIDs, zones in UTC, floating and all-day times', async () => {
    const first = parse(await (await fetch(`${backend.url}/functions/v1/events-ics`)).text());
    const second = parse(await (await fetch(`${backend.url}/functions/v1/events-ics`)).text());
    const byTitle = new Map(first.map((e) => [e.summary, e]));
    expect(byTitle.has('Twenty days ago')).toBe(true);
    expect(byTitle.has('Forty days ago')).toBe(false);
    expect(byTitle.has('Thirteen months ahead')).toBe(false);
    expect(first.map((e) => e.uid)).toEqual(second.map((e) => e.uid));
    expect(byTitle.get('Zoned summit')!.uid).toBe(`${ids.zoned}@events.eo-apac`);

    // 19:00 in Singapore (UTC+8) is 11:00 UTC.
    const zoned = byTitle.get('Zoned summit')!.start;
    expect(zoned.zone?.tzid).toBe('UTC');
    expect(zoned.toString()).toBe(`${day(10)}T11:00:00Z`);

    const floating = byTitle.get('Floating workshop')!.start;
    expect(floating.isDate).toBe(false);
    expect(floating.zone?.tzid).toBe('floating');
    expect(floating.toString()).toBe(`${day(11)}T09:30:00`);

    const allDay = byTitle.get('All-day retreat; with, commas')!;
    expect(allDay.start.isDate).toBe(true);
    expect(allDay.start.toString()).toBe(day(12));
    expect(allDay.description).toBe(`Line one\nLine two; "quoted", back\\slash — ${'ñ日本語'.repeat(20)}`);
    expect(allDay.categories).toEqual(['Health & Wellbeing']);
    // The link is the event's own page.
    expect(byTitle.get('Zoned summit')!.url).toBe(`https://www.example.org/events/${ids.zoned}`);
    expect(byTitle.get('Floating workshop')!.categories).toEqual(['Workshop']);
  });

  it('ends events when they end: DTEND from the end time and last day, one hour when none is given', async () => {
    const byTitle = new Map(parse(await (await fetch(`${backend.url}/functions/v1/events-ics`)).text()).map((e) => [e.summary, e]));
    // 18:00 to 21:30 in Singapore: 10:00 to 13:30 UTC.
    const zoned = byTitle.get('Zoned evening with an end')!;
    expect([zoned.start.toString(), zoned.end.toString()]).toEqual([`${day(13)}T10:00:00Z`, `${day(13)}T13:30:00Z`]);
    const twoDays = byTitle.get('Two-day floating forum')!;
    expect([twoDays.start.toString(), twoDays.end.toString()]).toEqual([`${day(14)}T09:00:00`, `${day(15)}T17:00:00`]);
    // All-day over three days: the end is the day after the last (exclusive).
    const retreat = byTitle.get('Three-day retreat')!;
    expect([retreat.start.toString(), retreat.end.toString()]).toEqual([day(16), day(19)]);
    // No end given: calendar apps get an hour.
    const summit = byTitle.get('Zoned summit')!;
    expect(summit.end.toString()).toBe(`${day(10)}T12:00:00Z`);
  });

  it('leaves out an event whose time zone the runtime does not know, and serves everyone else', async () => {
    const response = await fetch(`${backend.url}/functions/v1/events-ics`);
    expect(response.status).toBe(200);
    const titles = parse(await response.text()).map((e) => e.summary);
    expect(titles).not.toContain('Factory time');
    expect(titles).toContain('Zoned summit');
    const download = await fetch(`${backend.url}/functions/v1/events-ics?id=${ids.factory}`);
    expect(download.status).toBe(422);
    expect(await download.json()).toEqual({ message: "This event's time zone is not supported." });
  });

  it('answers ETag and Last-Modified, 304 to a calendar app that has the feed, and HEAD without a body', async () => {
    const first = await fetch(`${backend.url}/functions/v1/events-ics`);
    const etag = first.headers.get('etag');
    const lastModified = first.headers.get('last-modified');
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    expect(Date.parse(lastModified ?? '')).not.toBeNaN();
    const body = await first.text();

    const unchanged = await fetch(`${backend.url}/functions/v1/events-ics`, { headers: { 'If-None-Match': etag! } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    const sinceThen = await fetch(`${backend.url}/functions/v1/events-ics`, { headers: { 'If-Modified-Since': lastModified! } });
    expect(sinceThen.status).toBe(304);

    const other = await fetch(`${backend.url}/functions/v1/events-ics`, { headers: { 'If-None-Match': '"0000000000000000000000000000000000000000"' } });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(body);

    // Clients that accept gzip get the same feed in about a tenth of the bytes.
    const zipped = await httpFrom('127.0.0.1', backend, '/functions/v1/events-ics', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBeLessThan(Buffer.byteLength(body) / 2);
    const plain = await httpFrom('127.0.0.1', backend, '/functions/v1/events-ics', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(body);

    const head = await fetch(`${backend.url}/functions/v1/events-ics`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
  });

  it('answers one event as a download for "Add to calendar"', async () => {
    const response = await fetch(`${backend.url}/functions/v1/events-ics?id=${ids.zoned}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="zoned-summit.ics"');
    const events = parse(await response.text());
    expect(events.map((e) => [e.summary, e.location])).toEqual([['Zoned summit', 'Marina Bay, Singapore']]);
  });

  it('refuses a malformed id and reports an unknown one', async () => {
    const bad = await fetch(`${backend.url}/functions/v1/events-ics?id=not-a-uuid`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'The event id is not valid.' });
    const unknown = await fetch(`${backend.url}/functions/v1/events-ics?id=00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Event not found.' });
  });

  it('other functions still require a JWT', async () => {
    const response = await fetch(`${backend.url}/functions/v1/health`);
    expect(response.status).toBe(401);
  });
});

describe('ics text rules', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const folded = foldLine(`DESCRIPTION:${'日'.repeat(40)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(`DESCRIPTION:${'日'.repeat(40)}`);
  });

  it('counts 1 to 4 octets a character, an emoji (two UTF-16 units) never split, without encoding a character at a time', () => {
    const line = `DESCRIPTION:${'aé日😀'.repeat(60)}\ud800 end`;
    const encode = vi.spyOn(TextEncoder.prototype, 'encode');
    let folded: string;
    try {
      folded = foldLine(line);
      // Encoding each character (as folding did) held the thread for seconds with 2,000 long
      // descriptions: the whole local backend waited, a member's insert among it.
      expect(encode).not.toHaveBeenCalled();
    } finally {
      encode.mockRestore();
    }
    const lines = folded.split('\r\n');
    for (const [i, part] of lines.entries()) {
      const octets = Buffer.byteLength(part, 'utf8');
      expect(octets).toBeLessThanOrEqual(75);
      // Full lines: the next character would not have fitted.
      if (i < lines.length - 1) expect(octets).toBeGreaterThan(71);
      expect(part).not.toMatch(/[\ud800-\udbff]$|^ ?[\udc00-\udfff]/);
    }
    expect(lines.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('the feed under concurrent requests', () => {
  it('20 requests at once read the events once and all get the same feed', async () => {
    const fresh = await startTestBackend();
    // The function runs in this process: its reads of the events table go through this fetch.
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${fresh.url}/functions/v1/events-ics`).then((r) => r.text())));
      expect(new Set(answers).size).toBe(1);
      expect(answers[0]).toContain('BEGIN:VCALENDAR');
      const eventReads = spy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/rest/v1/events?'));
      expect(eventReads).toHaveLength(1);
    } finally {
      spy.mockRestore();
      await fresh.stop();
    }
  });
});

describe('the feed reads the events table in bounded pages', () => {
  it(`asks for at most ${FEED_PAGE_ROWS} rows a read, each read after the last, and lists every event of the window once, in order`, async () => {
    const fresh = await startTestBackend();
    // The database runs one statement at a time on PGlite: a member's insert waits for the read in
    // front of it, so no read of the feed may be longer than a page (it was 1,000 rows).
    const rows = [
      // Ties on day and time across page boundaries: the order goes on by time (all-day first), then id.
      ...Array.from({ length: FEED_PAGE_ROWS + 30 }, (_, i) => ({ title: `Same day ${i}`, date: day(3), time: i % 3 === 0 ? null : i % 3 === 1 ? '09:00' : '18:30' })),
      ...Array.from({ length: FEED_PAGE_ROWS * 2 }, (_, i) => ({ title: `Spread ${i}`, date: day(4 + (i % 40)), time: i % 4 === 0 ? null : '12:00' })),
      { title: 'Before the window', date: day(-31), time: '12:00' },
      { title: 'After the window', date: day(FEED_FUTURE_DAYS + 1), time: '12:00' },
    ];
    const service = clientFor(fresh, fresh.serviceRoleKey);
    const { error } = await service.from('events').insert(rows);
    if (error) throw error;
    const { data: expected, error: readError } = await service
      .from('events')
      .select('id')
      .gte('date', day(-30))
      .lte('date', day(FEED_FUTURE_DAYS))
      .order('date')
      .order('time', { nullsFirst: true })
      .order('id');
    if (readError) throw readError;
    // The function runs in this process: its reads of the events table go through this fetch.
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      const response = await fetch(`${fresh.url}/functions/v1/events-ics`);
      expect(response.status).toBe(200);
      const uids = parse(await response.text()).map((event) => event.uid);
      expect(uids).toEqual(expected.map(({ id }) => `${id}@events.eo-apac`));
      const reads = spy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/rest/v1/events?'));
      expect(reads.length).toBeGreaterThanOrEqual(Math.ceil(expected.length / FEED_PAGE_ROWS));
      for (const [, init] of reads) {
        const range = /^(\d+)-(\d+)$/.exec(new Headers(init?.headers).get('range') ?? '');
        expect(range, 'every read names its rows').not.toBeNull();
        // From the first row after the previous read: no OFFSET, which sorts and skips the rows before.
        expect(Number(range![1])).toBe(0);
        expect(Number(range![2]) + 1).toBeLessThanOrEqual(FEED_PAGE_ROWS);
      }
    } finally {
      spy.mockRestore();
      await fresh.stop();
    }
  });
});

describe('the feed at its cap', () => {
  it(`holds the ${FEED_MAX_EVENTS} soonest events, still a valid calendar, and logs that it was capped`, async () => {
    const full = await startTestBackend();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // All inserted before the backend's first feed request, so no earlier build is served.
      const rows = [
        ...Array.from({ length: FEED_MAX_EVENTS }, (_, i) => ({ title: `Within the cap ${i}`, date: day(1), time: '12:00' })),
        { title: 'Beyond the cap', date: day(FEED_FUTURE_DAYS - 1), time: '12:00' },
      ];
      const service = clientFor(full, full.serviceRoleKey);
      for (let first = 0; first < rows.length; first += 1000) {
        const { error } = await service.from('events').insert(rows.slice(first, first + 1000));
        if (error) throw error;
      }
      const response = await fetch(`${full.url}/functions/v1/events-ics`);
      expect(response.status).toBe(200);
      const titles = parse(await response.text()).map((e) => e.summary);
      expect(titles).toHaveLength(FEED_MAX_EVENTS);
      expect(titles).not.toContain('Beyond the cap');
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^events-ics: .*\\b${FEED_MAX_EVENTS} events\\b`)));
    } finally {
      warn.mockRestore();
      await full.stop();
    }
  });
});
