/**
 * Issue 43, item 2 (migration 20261130400000_event_time_zones.sql): an online event has a time
 * zone, whoever writes it; the seed's events have their chapter's zones; and the events stored
 * without a zone before are given one, or kept as "local time", by the migration's rules, without
 * telling anybody that the event changed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInvite } from '../../supabase/functions/_shared/calendar';
import { timeZoneChoices } from '../../shared-site/src/events/eventTimeZoneChoices';
import { type Backend, clientFor, eventPayload, signUp, type SignedInUser, startTestBackend } from './helpers';

const MIGRATION = path.resolve(import.meta.dirname, '../../supabase/migrations/20261130400000_event_time_zones.sql');

let backend: Backend;
let member: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  member = await signUp(backend, 'Zone Zoe');
});

afterAll(async () => {
  await backend?.stop();
});

describe('an online event needs a time zone', () => {
  it.each([
    ['a join link', { online_url: 'https://meet.example.org/eo' }],
    ['"Online" as its place', { location: ' online ' }],
  ])('refuses one with %s and no zone (23514, naming the rule), whoever writes it', async (_label, fields) => {
    for (const client of [member.client, clientFor(backend, backend.serviceRoleKey)]) {
      const { error } = await client.from('events').insert(eventPayload({ ...fields, timezone: null }));
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain('events_online_needs_zone');
    }
    const { error } = await member.client.from('events').insert(eventPayload({ ...fields, timezone: 'Asia/Manila' }));
    expect(error).toBeNull();
  });

  it('keeps an event in a place without a zone: its time is local time there, chosen on purpose', async () => {
    const { data, error } = await member.client.from('events').insert(eventPayload({ location: 'Hanoi', timezone: null })).select('timezone').single();
    expect(error).toBeNull();
    expect(data).toEqual({ timezone: null });
  });

  it('refuses an edit that takes the zone away from an online event', async () => {
    const { data } = await member.client.from('events').insert(eventPayload({ location: 'Online', timezone: 'Asia/Bangkok' })).select('id').single();
    const { error } = await member.client.from('events').update({ timezone: null }).eq('id', (data as { id: string }).id);
    expect(error?.code).toBe('23514');
  });
});

/**
 * Issue 56, item 1 (migration 20261207140000_event_zones_and_places.sql): any zone both PostgreSQL
 * and the functions' runtime know, over the whole list the database accepts.
 */
describe('every zone both the database and the functions know (issue 56, item 1)', () => {
  const accepted = async () =>
    (await backend.db.exclusive((pg) => pg.query<{ name: string }>(`select unnest(public.event_time_zone_names()) as name order by 1`))).rows.map((row) => row.name);

  it('accepts only names this engine’s pg_timezone_names has, and on PGlite (zone data pinned by the lockfile) every one of them that Node’s Intl knows', async () => {
    const names = await accepted();
    const { rows } = await backend.db.exclusive((pg) => pg.query<{ name: string }>(`select name from pg_catalog.pg_timezone_names`));
    const known = new Set(rows.map((row) => row.name));
    expect(names.filter((name) => !known.has(name))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['Asia/Tokyo', 'Asia/Seoul', 'Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Taipei', 'Asia/Kolkata', 'Asia/Calcutta', 'UTC']));
    expect(names).not.toContain('Factory');
    if (process.env.LOCAL_BACKEND_TEST_ENGINE !== 'postgres') {
      const intlKnows = (zone: string) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      };
      const missing = [...known].filter((name) => !name.startsWith('posix/') && !name.startsWith('right/') && intlKnows(name) && !names.includes(name));
      expect(missing).toEqual([]);
    }
  });

  it('every accepted zone is known to Node’s and Deno’s Intl, and gets a VTIMEZONE in an invite', async () => {
    const names = await accepted();
    const noZone: string[] = [];
    for (const zone of names) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone }), zone).not.toThrow();
      const ics = buildInvite(
        { id: '00000000-0000-4000-8000-000000000001', title: 'Zone check', description: null, date: '2030-01-15', time: '19:00', location: null, category: null, timezone: zone, updated_at: '2030-01-01T00:00:00Z' },
        { method: 'REQUEST', sequence: 0, organizer: { name: 'EO', email: 'events@example.org' }, attendee: { name: 'M', email: 'm@example.org' }, siteUrl: 'https://example.org', now: new Date('2030-01-01T00:00:00Z') },
      );
      const utc = /DTSTART:\d{8}T\d{6}Z/.test(ics);
      if (!utc && !(/BEGIN:VTIMEZONE/.test(ics) && ics.includes(`DTSTART;TZID=`))) noZone.push(zone);
    }
    expect(noZone).toEqual([]);
    // Deno's Intl, as the hosted functions run it.
    const deno = (createRequire(import.meta.url)('deno/install_api.cjs') as { runInstall(): string }).runInstall();
    const list = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zones-')), 'zones.json');
    fs.writeFileSync(list, JSON.stringify(names));
    const script = `const names = JSON.parse(Deno.readTextFileSync(${JSON.stringify(list)})); console.log(JSON.stringify(names.filter((n) => { try { new Intl.DateTimeFormat('en-US', { timeZone: n }); return false; } catch { return true; } })));`;
    expect(JSON.parse(execFileSync(deno, ['eval', '--quiet', script], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } }))).toEqual([]);
  });

  it('the form offers only accepted zones', async () => {
    const names = new Set(await accepted());
    expect(timeZoneChoices().filter(({ zone }) => zone !== '' && !names.has(zone)).map(({ zone }) => zone)).toEqual([]);
  });

  it('takes Tokyo, Seoul, Kolkata and Buenos Aires, and refuses a zone it does not know in words, whoever writes it', async () => {
    for (const timezone of ['Asia/Tokyo', 'Asia/Seoul', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires']) {
      const { error } = await member.client.from('events').insert(eventPayload({ timezone }));
      expect(error).toBeNull();
    }
    for (const client of [member.client, clientFor(backend, backend.serviceRoleKey)]) {
      for (const timezone of ['Factory', 'Mars/Olympus_Mons']) {
        const { error } = await client.from('events').insert(eventPayload({ timezone }));
        expect(error).toMatchObject({ code: '23514', message: `The time zone "${timezone}" is not one the site knows. Choose an IANA zone name, such as Asia/Tokyo or Asia/Kolkata.` });
      }
    }
    const { data } = await member.client.from('events').insert(eventPayload({ timezone: 'Asia/Taipei' })).select('id').single();
    const { error } = await member.client.from('events').update({ timezone: 'Factory' }).eq('id', (data as { id: string }).id);
    expect(error?.code).toBe('23514');
  });
});

describe('the seed', () => {
  it('gives every seeded event a zone the form offers', async () => {
    const { rows } = await backend.db.exclusive((pg) =>
      pg.query<{ title: string; timezone: string | null; ok: boolean }>(`select title, timezone, public.is_event_time_zone(timezone) as ok from public.events where created_by is null`),
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((row) => !row.ok)).toEqual([]);
    const zoneOf = (title: string) => rows.find((row) => row.title === title)?.timezone;
    expect(zoneOf('Digital Transformation Workshop')).toBe('Asia/Kuala_Lumpur');
    expect(zoneOf('Women Entrepreneurs Panel')).toBe('Australia/Sydney');
    expect(zoneOf('Morning Mindfulness for Leaders')).toBe('Asia/Singapore');
  });
});

describe('the migration, on events stored without a zone', () => {
  it("gives a seeded or imported event its chapter's zone, a member's online event their own, keeps a member's other event as local time, and tells nobody", async () => {
    const sql = fs.readFileSync(MIGRATION, 'utf8');
    // The data statements of the migration, run again on rows planted as the old form left them.
    const data = sql.slice(sql.indexOf('alter table public.events disable trigger'), sql.indexOf('-- 1. From now on'));
    const organiser = await signUp(backend, 'Remote Rita');
    await organiser.client.from('notification_preferences').upsert({ user_id: organiser.id, time_zone: 'Australia/Perth' });
    const going = await signUp(backend, 'Going Gus');
    const planted = await backend.db.exclusive(async (pg) => {
      await pg.exec('alter table public.events drop constraint events_online_needs_zone');
      const insert = async (title: string, location: string | null, createdBy: string | null, onlineUrl: string | null = null) =>
        (
          await pg.query<{ id: string }>(
            `insert into public.events (title, date, time, location, created_by, online_url) values ($1, current_date + 20, '19:00', $2, $3, $4) returning id::text`,
            [title, location, createdBy, onlineUrl],
          )
        ).rows[0]!.id;
      return {
        imported: await insert('Imported KL dinner', 'EO Hub, Kuala Lumpur', null),
        importedOnline: await insert('Imported webinar', 'Online', null),
        memberOnline: await insert("Rita's webinar", null, organiser.id, 'https://meet.example.org/rita'),
        memberOnlineUnknown: await insert("Gus's webinar", 'Online', going.id),
        memberLocal: await insert("Rita's dinner", 'Hanoi', organiser.id),
      };
    });
    const { error: rsvpError } = await going.client.rpc('rsvp_event', { target_event: planted.memberOnline });
    expect(rsvpError).toBeNull();
    const before = await backend.db.exclusive((pg) => pg.query<{ count: number }>(`select count(*)::int as count from public.outbox_messages`));

    await backend.db.exclusive(async (pg) => {
      await pg.exec(data);
      await pg.exec(`alter table public.events add constraint events_online_needs_zone check (timezone is not null or (online_url is null and lower(btrim(coalesce(location, ''))) <> 'online'))`);
    });

    const { rows } = await backend.db.exclusive((pg) =>
      pg.query<{ id: string; timezone: string | null; sequence: number }>(`select id::text, timezone, sequence from public.events where id = any($1::uuid[])`, [Object.values(planted)]),
    );
    const zone = (id: string) => rows.find((row) => row.id === id)!.timezone;
    expect(zone(planted.imported)).toBe('Asia/Kuala_Lumpur');
    expect(zone(planted.importedOnline)).toBe('Asia/Singapore');
    expect(zone(planted.memberOnline)).toBe('Australia/Perth');
    expect(zone(planted.memberOnlineUnknown)).toBe('Asia/Singapore');
    expect(zone(planted.memberLocal)).toBeNull();
    // Nobody is told the event changed, and no invite's SEQUENCE moves: the organiser changed nothing.
    expect(rows.every((row) => row.sequence === 0)).toBe(true);
    const after = await backend.db.exclusive((pg) => pg.query<{ count: number }>(`select count(*)::int as count from public.outbox_messages where kind = 'event_changed'`));
    expect(after.rows[0]!.count).toBe(0);
    expect(before.rows[0]!.count).toBeGreaterThan(0); // the RSVP's own confirmation, queued before
  });
});
