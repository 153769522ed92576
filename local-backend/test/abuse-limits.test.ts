/**
 * Issue 21, rows 3, 5, 6 and 11: rules the database keeps for every client, tried as the review
 * tried them. Limits per client address are counted in the database (private.rate_limits), so the
 * calls come from two loopback addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, eventPayload, http, httpFrom, type SignedInUser, signInAdmin, signUp, startTestBackend } from './helpers';

let backend: Backend;
let member: SignedInUser;
let admin: SignedInUser;

const LIMITS = { newsletter_subscribe: 3, event_insert: 4 };

beforeAll(async () => {
  backend = await startTestBackend({ apiRateLimits: LIMITS });
  member = await signUp(backend, 'Limited Lin');
  admin = await signInAdmin(backend);
});

afterAll(async () => {
  await backend?.stop();
});

const json = { 'Content-Type': 'application/json' };
let mailbox = 0;
// Subscribing goes through the newsletter function, which passes its caller's address to the database.
const subscribeFrom = (address: string, email = `reader-${Date.now()}-${(mailbox += 1)}@example.com`) =>
  httpFrom(address, backend, '/functions/v1/newsletter', {
    method: 'POST',
    headers: { ...json, Authorization: `Bearer ${backend.anonKey}` },
    body: JSON.stringify({ action: 'subscribe', email }),
  });
const insertFrom = (address: string, user: SignedInUser, title: string) =>
  httpFrom(address, backend, '/rest/v1/events', {
    method: 'POST',
    headers: { ...json, Authorization: `Bearer ${user.accessToken}` },
    body: JSON.stringify(eventPayload({ title })),
  });

async function count(sql: string): Promise<number> {
  const { rows } = await backend.db.exclusive((pg) => pg.query<{ n: number }>(`select (${sql})::int as n`));
  return rows[0]!.n;
}

describe('newsletter sign-ups per address (row 5)', () => {
  it('answers 429 with a message past the limit, stores nothing more, and another address still subscribes', async () => {
    const before = await count('select count(*) from public.newsletter_pending');
    for (let i = 0; i < LIMITS.newsletter_subscribe; i += 1) expect((await subscribeFrom('127.0.0.3')).status).toBe(200);
    const refused = await subscribeFrom('127.0.0.3', 'one-too-many@example.com');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toEqual({ message: 'Too many sign-ups from your network. Please try again in an hour.' });
    expect(await count(`select count(*) from public.newsletter_pending where email = 'one-too-many@example.com'`)).toBe(0);
    expect((await subscribeFrom('127.0.0.4')).status).toBe(200);
    expect(await count('select count(*) from public.newsletter_pending')).toBe(before + LIMITS.newsletter_subscribe + 1);
  });

  it('counts the socket address, not an X-Forwarded-For the caller sends', async () => {
    for (let i = 0; i < LIMITS.newsletter_subscribe; i += 1) expect((await subscribeFrom('127.0.0.5')).status).toBe(200);
    const spoofed = await httpFrom('127.0.0.5', backend, '/functions/v1/newsletter', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${backend.anonKey}`, 'X-Forwarded-For': '203.0.113.9', 'CF-Connecting-IP': '203.0.113.9' },
      body: JSON.stringify({ action: 'subscribe', email: 'spoofed@example.com' }),
    });
    expect(spoofed.status).toBe(429);
  });

  it('refuses an address whose local part is over 64 characters (RFC 5321), and one over 254 in all', async () => {
    const longLocal = await subscribeFrom('127.0.0.6', `${'a'.repeat(65)}@example.com`);
    expect(longLocal.status).toBe(400);
    expect(JSON.parse(longLocal.text)).toEqual({ message: 'Please enter a valid email address.' });
    expect((await subscribeFrom('127.0.0.6', `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example`)).status).toBe(400);
    expect((await subscribeFrom('127.0.0.6', `${'a'.repeat(64)}@example.com`)).status).toBe(200);
  });
});

describe('new events per address (row 5)', () => {
  it('answers 429 past the limit, counts every row of a bulk insert, and leaves admins and other addresses alone', async () => {
    for (let i = 0; i < LIMITS.event_insert; i += 1) expect((await insertFrom('127.0.0.6', member, `Allowed ${i}`)).status).toBe(201);
    const refused = await insertFrom('127.0.0.6', member, 'One too many');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toMatchObject({ message: 'Too many new events from your network. Please try again in an hour.' });
    expect(await count(`select count(*) from public.events where title = 'One too many'`)).toBe(0);

    const bulk = await httpFrom('127.0.0.7', backend, '/rest/v1/events', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${member.accessToken}` },
      body: JSON.stringify(Array.from({ length: LIMITS.event_insert + 1 }, (_, i) => eventPayload({ title: `Bulk ${i}` }))),
    });
    expect(bulk.status).toBe(429);
    expect(await count(`select count(*) from public.events where title like 'Bulk %'`)).toBe(0);

    expect((await insertFrom('127.0.0.6', admin, 'An admin is not limited')).status).toBe(201);
    expect((await insertFrom('127.0.0.8', member, 'From another address')).status).toBe(201);
  });
});

describe('a series counts every event it creates (issue 33, finding 6)', () => {
  const seriesFrom = (address: string, title: string, count: number) =>
    httpFrom(address, backend, '/rest/v1/rpc/create_event_series', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${member.accessToken}` },
      body: JSON.stringify({ event: { title, date: '2033-02-01', time: '18:00' }, rrule: `FREQ=WEEKLY;INTERVAL=1;COUNT=${count}` }),
    });

  it('refuses a series with more events than the address may still add, whole and with a message; what fits goes in', async () => {
    const tooLong = await seriesFrom('127.0.0.9', 'Series too long', LIMITS.event_insert + 1);
    expect(tooLong.status).toBe(429);
    expect(JSON.parse(tooLong.text)).toMatchObject({
      message: `This series has ${LIMITS.event_insert + 1} events, but your network may add only ${LIMITS.event_insert} more events this hour. Choose fewer repeats, or try again later.`,
    });
    expect(await count(`select count(*) from public.events where title = 'Series too long'`)).toBe(0);
    expect(await count(`select count(*) from public.event_series s where not exists (select 1 from public.events e where e.series_id = s.id)`)).toBe(0);

    // Three of the four: the series fits, and then one event more, then nothing.
    expect((await seriesFrom('127.0.0.9', 'Series that fits', LIMITS.event_insert - 1)).status).toBe(200);
    expect(await count(`select count(*) from public.events where title = 'Series that fits'`)).toBe(LIMITS.event_insert - 1);
    expect((await insertFrom('127.0.0.9', member, 'The last one this hour')).status).toBe(201);
    const after = await seriesFrom('127.0.0.9', 'Series after the limit', 2);
    expect(after.status).toBe(429);
    expect(JSON.parse(after.text)).toMatchObject({ message: 'This series has 2 events, but your network may add only 0 more events this hour. Choose fewer repeats, or try again later.' });
    expect((await insertFrom('127.0.0.9', member, 'Nor a single event')).status).toBe(429);
    // Another address is not affected.
    expect((await seriesFrom('127.0.0.10', 'Series from elsewhere', 2)).status).toBe(200);
  });
});

describe('time zones (row 3)', () => {
  it('accepts only zones the functions\' runtime knows (the whole list: event-time-zones.test.ts)', async () => {
    const { rows } = await backend.db.exclusive((pg) =>
      pg.query<{ name: string }>(`select name from pg_catalog.pg_timezone_names where public.is_event_time_zone(name) order by name`),
    );
    expect(rows.length).toBeGreaterThan(500);
    for (const { name } of rows) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: name })).not.toThrow();
  });

  it('refuses a zone Postgres knows but the feed cannot place ("Factory")', async () => {
    const { error } = await member.client.from('events').insert(eventPayload({ title: 'Factory time', timezone: 'Factory' }));
    expect(error).toMatchObject({ code: '23514' });
    const { error: fine } = await member.client.from('events').insert(eventPayload({ title: 'Auckland time', timezone: 'Pacific/Auckland' }));
    expect(fine).toBeNull();
  });
});

describe('event images (row 11)', () => {
  it('accepts https (and http on a loopback host, for the local seed pictures) and refuses any other http address', async () => {
    const insert = (image_url: string) => member.client.from('events').insert(eventPayload({ title: `Image ${image_url.slice(0, 40)}`, image_url }));
    expect((await insert('http://tracker.example/pixel.gif')).error).toMatchObject({ code: '23514' });
    expect((await insert('javascript:alert(1)')).error).toMatchObject({ code: '23514' });
    expect((await insert('https://user:pass@images.example/a.png')).error).toMatchObject({ code: '23514' });
    expect((await insert('https://images.example/a.png')).error).toBeNull();
    expect((await insert('http://localhost:3002/event-images/summit.svg')).error).toBeNull();
  });
});

describe('admin_dashboard_stats (row 6)', () => {
  it('refuses an endless day at once instead of running to the timeout', async () => {
    for (const today of ['infinity', '-infinity']) {
      const { error, status } = await admin.client.rpc('admin_dashboard_stats', { today });
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '22023', message: 'The dashboard\'s day must be a date between 1900 and 2200.' });
    }
    expect(backend.db.restarts).toBe(0);
    const anon = await http(backend, '/rest/v1/rpc/admin_dashboard_stats', { method: 'POST', headers: json, body: '{"today":"2026-01-01"}' });
    expect(anon.status).toBe(401);
  });
});
