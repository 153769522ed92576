/**
 * Releases that watch themselves (issue 45), in the database and its two functions: the registry
 * (private.release_registry, compare-and-set), field reports through the open `field-reports`
 * function (what it keeps, what it drops, its size and per-address limits), who may read them, the
 * guard that ends a canary on its figures, the retention job, and `app-config` generated from the
 * registry. Migration 20261130300000_release_field_data.sql; forged field data as a remote control of
 * the guard (issue 55, finding 1: one address's say, the canary's own limits, refusals counted, no
 * database text in answers), 20261207100000_field_data_per_address.sql.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Backend, clientFor, httpFrom, signInAdmin, signUp, startTestBackend, type SignedInUser } from './helpers';

let backend: Backend;
let service: SupabaseClient;
let member: SignedInUser;
let organiser: SignedInUser;
let admin: SignedInUser;

const LIVE = '1.0.0+live';
const CANARY = '1.1.0+canary';
const SHELL = '1.0.0+shell';

function registryDocument(overrides: Record<string, unknown> = {}) {
  return {
    env: 'test',
    stack: { shell: [SHELL], events: ['0.9.0+old', LIVE], marketing: ['1.0.0+m'] },
    canary: { events: { version: CANARY, percent: 50, since: new Date(Date.now() - 60_000).toISOString() } },
    checks: [],
    history: [],
    routes: ['/', '/events', '/events/:id', '/about'],
    settings: { guard: {} },
    site: {
      siteUrl: 'http://127.0.0.1:1',
      supabaseUrl: backend.url,
      supabaseAnonKey: backend.anonKey,
      functionsUrl: `${backend.url}/functions/v1`,
      origins: { events: 'http://127.0.0.1:2', marketing: 'http://127.0.0.1:3' },
    },
    ...overrides,
  };
}

async function readRegistry(): Promise<{ revision: number; document: Record<string, unknown> } | null> {
  const { data, error } = await service.rpc('release_registry_read');
  if (error) throw error;
  return data as { revision: number; document: Record<string, unknown> } | null;
}

async function writeRegistry(document: Record<string, unknown>): Promise<number> {
  const current = await readRegistry();
  const { data, error } = await service.rpc('release_registry_write', { document, expected_revision: current?.revision ?? 0 });
  if (error) throw error;
  return data as number;
}

const reportsUrl = () => `${backend.url}/functions/v1/field-reports`;

/** A batch as the shell sends it with sendBeacon (text/plain, no Authorization). */
function send(batch: unknown, body = JSON.stringify(batch)): Promise<Response> {
  return fetch(reportsUrl(), { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body });
}

/** The same from another loopback address (Linux routes all of 127.0.0.0/8 to lo): another visitor's network. */
async function sendFrom(address: string, batch: unknown, body = JSON.stringify(batch)): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await httpFrom(address, backend, '/functions/v1/field-reports', { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body });
  return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> };
}

function batch(side: 'live' | 'canary', items: unknown[] = [], session = randomUUID()) {
  return {
    session,
    view: randomUUID(),
    route: '/events',
    parts: { shell: { release: SHELL, side: 'live' }, events: { release: side === 'live' ? LIVE : CANARY, side } },
    items,
  };
}

async function ownerCount(sql: string): Promise<number> {
  const { rows } = await backend.db.exclusive((pg) => pg.query<{ n: number }>(`select (${sql})::int as n`));
  return rows[0]!.n;
}

async function clearReports(): Promise<void> {
  await backend.db.exclusive((pg) => pg.query('delete from public.field_reports'));
}

async function setReportLimit(max: number): Promise<void> {
  await backend.db.exclusive(async (pg) => {
    await pg.query(`update private.rate_limits set max_requests = $1 where action = 'field_report'`, [max]);
    await pg.query(`delete from private.rate_limit_counters where action = 'field_report'`);
  });
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend, backend.serviceRoleKey);
  member = await signUp(backend, 'Mia Member');
  organiser = await signUp(backend, 'Olga Organiser');
  admin = await signInAdmin(backend);
  const promoted = await admin.client.rpc('set_member_role', { target_user_id: organiser.id, new_role: 'organiser' });
  if (promoted.error) throw promoted.error;
  await setReportLimit(100_000);
});

afterAll(async () => {
  await backend?.stop();
});

describe('the release registry in the database', () => {
  it('only the service role reads or writes it, and a write from a stale revision is refused', async () => {
    for (const client of [clientFor(backend), member.client, admin.client]) {
      expect((await client.rpc('release_registry_read')).error).not.toBeNull();
      expect((await client.rpc('release_registry_write', { document: registryDocument(), expected_revision: 0 })).error).not.toBeNull();
    }
    const first = await writeRegistry(registryDocument());
    expect((await readRegistry())!.document.revision).toBe(first);
    const stale = await service.rpc('release_registry_write', { document: registryDocument(), expected_revision: first - 1 });
    expect(stale.error?.message).toBe(`The registry is at revision ${first}, not ${first - 1}: read it again, then write.`);
    expect(await writeRegistry(registryDocument())).toBe(first + 1);
  });
});

describe('the field-reports function', () => {
  beforeAll(async () => {
    await writeRegistry(registryDocument());
    await clearReports();
  });

  it('keeps a page view per part with its side, and the Web Vitals and errors attributed to a part', async () => {
    const answer = await send(
      batch('canary', [
        { kind: 'lcp', part: 'events', value: 1234.5 },
        { kind: 'cls', part: 'events', value: 0.02 },
        { kind: 'error', part: 'events', detail: 'TypeError: x is undefined at http://127.0.0.1:2/1.1.0+canary/static/js/1.js:1:2' },
      ]),
    );
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ accepted: 5, dropped: 0 });
    const { data } = await service.from('field_reports').select('part, release, side, kind, value, route').order('id');
    expect(data).toEqual([
      { part: 'shell', release: SHELL, side: 'live', kind: 'view', value: null, route: '/events' },
      { part: 'events', release: CANARY, side: 'canary', kind: 'view', value: null, route: '/events' },
      { part: 'events', release: CANARY, side: 'canary', kind: 'lcp', value: 1234.5, route: '/events' },
      { part: 'events', release: CANARY, side: 'canary', kind: 'cls', value: 0.02, route: '/events' },
      { part: 'events', release: CANARY, side: 'canary', kind: 'error', value: null, route: '/events' },
    ]);
  });

  it('drops forged parts, releases the registry does not serve on that side, unknown routes and bad values', async () => {
    await clearReports();
    const forged = {
      session: randomUUID(),
      view: randomUUID(),
      route: '/events',
      parts: {
        shell: { release: SHELL, side: 'live' },
        payments: { release: '1.0.0', side: 'live' },
        events: { release: CANARY, side: 'live' },
        marketing: { release: '9.9.9+forged', side: 'live' },
      },
      items: [
        { kind: 'error', part: 'payments', detail: 'x' },
        { kind: 'error', part: 'events', detail: 'x' },
        { kind: 'lcp', part: 'shell', value: -5 },
        { kind: 'lcp', part: 'shell', value: 'fast' },
        { kind: 'drop table', part: 'shell' },
        { kind: 'inp', part: 'shell', value: 96 },
      ],
    };
    const answer = await send(forged);
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ accepted: 2, dropped: 8 });
    const { data } = await service.from('field_reports').select('part, kind, value');
    expect(data).toEqual([
      { part: 'shell', kind: 'view', value: null },
      { part: 'shell', kind: 'inp', value: 96 },
    ]);
    // A route the live shell does not have: nothing of the batch is kept.
    const elsewhere = await send({ ...batch('live'), route: '/wp-admin' });
    expect(await elsewhere.json()).toEqual({ accepted: 0, dropped: 1 });
    expect(await ownerCount('select count(*) from public.field_reports')).toBe(2);
  });

  it('refuses an oversized body (413), and what is not a batch (400), storing nothing', async () => {
    await clearReports();
    const huge = batch('live', Array.from({ length: 40 }, () => ({ kind: 'error', part: 'events', detail: 'y'.repeat(500) })));
    const tooLarge = await send(huge);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: 'A report batch is limited to 16384 bytes.' });
    for (const body of ['not json', '[1,2]', '"text"']) expect((await send(null, body)).status).toBe(400);
    const manyItems = batch('live', Array.from({ length: 61 }, () => ({ kind: 'inp', part: 'events', value: 1 })));
    expect((await send(manyItems)).status).toBe(400);
    expect((await send({ ...batch('live'), session: 'me@example.com' })).status).toBe(400);
    expect((await fetch(reportsUrl())).status).toBe(405);
    expect(await ownerCount('select count(*) from public.field_reports')).toBe(0);
  });

  it('limits a burst from one address (429), counted in the database', async () => {
    await clearReports();
    await setReportLimit(5);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await send(batch('live'))).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    const refused = await send(batch('live'));
    expect(await refused.json()).toEqual({ message: 'Too many reports from your network. Please try again later.' });
    expect(await ownerCount(`select count(*) from public.field_reports where kind = 'view' and part = 'events'`)).toBe(5);
    await setReportLimit(100_000);
  });
});

describe('who reads field data', () => {
  beforeAll(async () => {
    await clearReports();
    await send(batch('live', [{ kind: 'lcp', part: 'events', value: 900 }]));
  });

  it('staff (organisers and admins) and the service role; never a visitor or a member, and nobody writes it directly', async () => {
    const rows = async (client: SupabaseClient) => (await client.from('field_reports').select('kind')).data?.length ?? -1;
    expect(await rows(clientFor(backend))).toBe(-1);
    expect(await rows(member.client)).toBe(0);
    expect(await rows(organiser.client)).toBe(3);
    expect(await rows(admin.client)).toBe(3);
    expect(await rows(service)).toBe(3);
    const figures = async (client: SupabaseClient) => (await client.rpc('release_field_figures')).data as { part: string; sessions: number }[] | null;
    expect(await figures(clientFor(backend))).toBeNull();
    expect(await figures(member.client)).toEqual([]);
    expect((await figures(organiser.client))!.find((row) => row.part === 'events')).toMatchObject({ sessions: 1 });
    const row = { session_id: randomUUID(), view_id: randomUUID(), route: '/events', part: 'events', release: LIVE, side: 'live', kind: 'view' };
    for (const client of [clientFor(backend), member.client, organiser.client, admin.client]) {
      expect((await client.from('field_reports').insert(row)).error).not.toBeNull();
      expect((await client.rpc('record_field_reports', { batch: batch('live'), client: '1.2.3.4' })).error).not.toBeNull();
      expect((await client.rpc('run_release_guard')).error).not.toBeNull();
    }
    expect(await ownerCount('select count(*) from public.field_reports')).toBe(3);
  });
});

describe('the guard', () => {
  let visitor = 0;

  /**
   * `sessions` sessions of one side, each from an address of its own (the guard counts one session
   * an address by default), the first `withErrors` of them with an error of events, each with an LCP.
   */
  async function sessions(side: 'live' | 'canary', count: number, withErrors: number, lcp = 800): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      visitor += 1;
      const items: unknown[] = [{ kind: 'lcp', part: 'events', value: lcp }];
      if (i < withErrors) items.push({ kind: 'error', part: 'events', detail: 'Error: boom' });
      expect((await sendFrom(`127.9.${visitor >> 8}.${visitor & 255}`, batch(side, items))).status).toBe(202);
    }
  }

  async function guardPass(): Promise<{ part: string; rolledBack: boolean; reason: string | null }[]> {
    const { data, error } = await service.rpc('run_release_guard');
    if (error) throw error;
    return data as { part: string; rolledBack: boolean; reason: string | null }[];
  }

  it('decides nothing below 50 sessions a side (the default), then ends a canary whose error rate is clearly worse, in the history', async () => {
    await clearReports();
    await writeRegistry(registryDocument());
    await sessions('live', 50, 1);
    await sessions('canary', 49, 10);
    expect(await guardPass()).toEqual([expect.objectContaining({ part: 'events', rolledBack: false, reason: null })]);
    expect((await readRegistry())!.document.canary).toEqual({ events: expect.objectContaining({ version: CANARY }) });

    await sessions('canary', 1, 0);
    const [decision] = await guardPass();
    expect(decision).toMatchObject({
      part: 'events',
      rolledBack: true,
      reason: 'errors: 20.0% of canary sessions had an error against 2.0% on live (more than 2x and 2 points), over 50 and 50 sessions',
    });
    const after = (await readRegistry())!.document as { canary: object; history: Record<string, unknown>[]; stack: Record<string, string[]> };
    expect(after.canary).toEqual({});
    expect(after.stack.events).toEqual(['0.9.0+old', LIVE]);
    expect(after.history.at(-1)).toMatchObject({
      part: 'events',
      action: 'rollback',
      by: 'guard',
      from: CANARY,
      to: LIVE,
      reason: decision!.reason,
      figures: { canary: { release: CANARY, sessions: 50, errorSessions: 10 }, live: { release: LIVE, sessions: 50, errorSessions: 1 } },
    });
    // Nothing left to guard.
    expect(await guardPass()).toEqual([]);
  });

  it('keeps a canary as good as live, and ends one whose LCP p75 passes the goal, with settings from the registry', async () => {
    await clearReports();
    await writeRegistry(registryDocument({ settings: { guard: { minSessions: 5, lcpGoalMs: 2000, errorShareLimit: 30 } } }));
    await sessions('live', 5, 1);
    await sessions('canary', 5, 1);
    expect((await guardPass())[0]).toMatchObject({ rolledBack: false });
    await sessions('canary', 5, 0, 3500);
    expect((await guardPass())[0]).toMatchObject({ rolledBack: true, reason: "LCP: the canary's p75 is 3500 ms, above the goal of 2000 ms, over 10 sessions" });
  });

  it('runs on the schedule as a job of private.scheduled_jobs', async () => {
    expect(await ownerCount(`select count(*) from private.scheduled_jobs where name in ('release-guard', 'field-reports-prune')`)).toBe(2);
    const run = await backend.jobs.runNow();
    expect(run.jobs).toContainEqual({ job: 'release-guard', ok: true });
    expect(run.jobs).toContainEqual({ job: 'field-reports-prune', ok: true });
  });
});

describe('forged field data is no remote control (issue 55, finding 1)', () => {
  // The attacker's one address: batches posted with nothing loaded, as a script would.
  const ATTACKER = '127.66.6.6';
  let visitor = 0;

  /** Real visitors of one side, each from an address of their own, `withErrors` of them with an error of events. */
  async function realVisitors(side: 'live' | 'canary', count: number, withErrors: number): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      visitor += 1;
      const items: unknown[] = [{ kind: 'lcp', part: 'events', value: 800 }];
      if (i < withErrors) items.push({ kind: 'error', part: 'events', detail: 'Error: boom' });
      expect((await sendFrom(`127.10.${visitor >> 8}.${visitor & 255}`, batch(side, items))).status).toBe(202);
    }
  }

  async function guardPass(): Promise<{ part: string; rolledBack: boolean; reason: string | null; figures: Record<string, unknown> }[]> {
    const { data, error } = await service.rpc('run_release_guard');
    if (error) throw error;
    return data as { part: string; rolledBack: boolean; reason: string | null; figures: Record<string, unknown> }[];
  }

  beforeEach(async () => {
    await clearReports();
    await writeRegistry(registryDocument());
  });

  it('forged batches from one address, with no page loaded, leave a good canary in place', async () => {
    await realVisitors('live', 50, 0);
    await realVisitors('canary', 50, 0);
    // 55 clean sessions "on live", 55 "on the canary" with an error each, in a few seconds.
    for (let i = 0; i < 55; i += 1) expect((await sendFrom(ATTACKER, batch('live', [{ kind: 'lcp', part: 'events', value: 800 }]))).status).toBe(202);
    for (let i = 0; i < 55; i += 1) {
      const items = [{ kind: 'lcp', part: 'events', value: 800 }, { kind: 'error', part: 'events', detail: 'Error: forged' }];
      expect((await sendFrom(ATTACKER, batch('canary', items))).status).toBe(202);
    }
    const [decision] = await guardPass();
    // The attacker's address counts for one session a side (the default), as each real visitor's does.
    expect(decision).toMatchObject({
      part: 'events',
      rolledBack: false,
      figures: { sessionsPerAddress: 1, canary: { sessions: 51, errorSessions: 1, addresses: 51 }, live: { sessions: 51, errorSessions: 0, addresses: 51 } },
    });
    expect((await readRegistry())!.document.canary).toEqual({ events: expect.objectContaining({ version: CANARY }) });
  });

  it("one session's many page views weigh as one in the p75s, and a p75 of a few sessions decides nothing: forged slow views leave a good canary in place", async () => {
    await realVisitors('live', 50, 0);
    await realVisitors('canary', 50, 0);
    const session = randomUUID();
    for (let i = 0; i < 40; i += 1) {
      const items = [{ kind: 'lcp', part: 'events', value: 600_000 }, { kind: 'inp', part: 'events', value: 60_000 }];
      expect((await sendFrom(ATTACKER, batch('canary', items, session))).status).toBe(202);
    }
    const [decision] = await guardPass();
    // The real visitors did not interact (no INP): the attacker's one session is the only INP there is.
    expect(decision).toMatchObject({ rolledBack: false, figures: { canary: { sessions: 51, lcpP75: 800, inpP75: 60_000 } } });
  });

  it('a real failing canary is still rolled back, whatever is forged on the live side', async () => {
    await realVisitors('live', 50, 0);
    // Every real visitor of the canary had an error.
    await realVisitors('canary', 50, 50);
    // Errors forged "on live": 60 batches from one address, then one from each of 60 more, so that
    // live's counted error share (61 of 111) is more than half the canary's.
    const liveError = () => batch('live', [{ kind: 'error', part: 'events', detail: 'Error: forged' }]);
    for (let i = 0; i < 60; i += 1) expect((await sendFrom(ATTACKER, liveError())).status).toBe(202);
    for (let address = 1; address <= 60; address += 1) expect((await sendFrom(`127.67.0.${address}`, liveError())).status).toBe(202);
    const [decision] = await guardPass();
    expect(decision).toMatchObject({
      part: 'events',
      rolledBack: true,
      reason: 'errors: 100.0% of canary sessions had an error, above the limit of 10%, over 50 sessions',
    });
    expect((await readRegistry())!.document.canary).toEqual({});
  });

  it('counts refused batches toward the per-address limit', async () => {
    await setReportLimit(6);
    const oversized = batch('live', Array.from({ length: 40 }, () => ({ kind: 'error', part: 'events', detail: 'y'.repeat(500) })));
    const refusals = [
      () => sendFrom(ATTACKER, null, 'not json'),
      () => sendFrom(ATTACKER, [1, 2]),
      () => sendFrom(ATTACKER, batch('live', Array.from({ length: 61 }, () => ({ kind: 'inp', part: 'events', value: 1 })))),
      () => sendFrom(ATTACKER, { ...batch('live'), session: 'me@example.com' }),
      // Nested deep enough to overflow a stack on the way: refused before it is parsed.
      () => sendFrom(ATTACKER, null, JSON.stringify(batch('live')).replace('"items":[]', `"items":[${'['.repeat(6000)}${']'.repeat(6000)}]`)),
      () => sendFrom(ATTACKER, oversized),
      () => sendFrom(ATTACKER, null, 'not json'),
      () => sendFrom(ATTACKER, oversized),
    ];
    const statuses: number[] = [];
    for (const refusal of refusals) statuses.push((await refusal()).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 413, 429, 429]);
    // A good batch from that address waits too; another address is not affected.
    expect(await sendFrom(ATTACKER, batch('live'))).toEqual({ status: 429, body: { message: 'Too many reports from your network. Please try again later.' } });
    expect((await sendFrom('127.66.6.7', batch('live'))).status).toBe(202);
    await setReportLimit(100_000);
  });

  it('keeps a keyed hash of the address, never the address, and staff cannot read even the hash', async () => {
    for (const address of [ATTACKER, '127.66.6.8', ATTACKER]) expect((await sendFrom(address, batch('live'))).status).toBe(202);
    const { rows } = await backend.db.exclusive((pg) =>
      pg.query<{ hash: string; row: string }>(`select encode(address_hash, 'hex') as hash, row_to_json(f)::text as row from public.field_reports f where part = 'events' order by id`),
    );
    const { rows: keys } = await backend.db.exclusive((pg) => pg.query<{ key: string }>(`select encode(address_key, 'hex') as key from private.field_report_settings`));
    const keyed = (address: string) => createHmac('sha256', Buffer.from(keys[0]!.key, 'hex')).update(`field-report-address:${address}`).digest('hex').slice(0, 32);
    expect(rows.map((row) => row.hash)).toEqual([keyed(ATTACKER), keyed('127.66.6.8'), keyed(ATTACKER)]);
    for (const { row } of rows) expect(row).not.toContain('127.66.6');
    expect((await organiser.client.from('field_reports').select('address_hash')).error).not.toBeNull();
    expect((await organiser.client.from('field_reports').select('session_id, kind')).data).toHaveLength(6);
  });

  it("counts an IPv6 address as its /64 (one subscriber's), and an IPv4 address written as IPv6 as itself", async () => {
    // As a hosted project's function passes them (cf-connecting-ip): the database decides what one address is.
    const record = async (client: string) => {
      const { data, error } = await service.rpc('record_field_reports', { batch: batch('canary'), client });
      if (error) throw error;
      expect(data).toEqual({ accepted: 2, dropped: 0 });
    };
    for (const client of ['2001:db8:5:6::1', '2001:db8:5:6:ffff:1:2:3', '2001:db8:5:7::1', '::ffff:127.66.6.9', '127.66.6.9']) await record(client);
    const { data } = await service.rpc('release_field_figures', { sessions_per_address: 1 });
    expect((data as { part: string; side: string; sessions: number; addresses: number; reported_sessions: number }[]).find((row) => row.part === 'events' && row.side === 'canary')).toMatchObject({
      sessions: 3,
      addresses: 3,
      reported_sessions: 5,
    });
  });

  it("keeps a not-found page's view (route \"*\"), and no answer names a constraint, relation or column", async () => {
    const notFound = await sendFrom(ATTACKER, { ...batch('live', [{ kind: 'lcp', part: 'shell', value: 700 }]), route: '*' });
    expect(notFound).toEqual({ status: 202, body: { accepted: 3, dropped: 0 } });
    expect(await ownerCount(`select count(*) from public.field_reports where route = '*'`)).toBe(3);
    // A NUL in a string is JSON, but no text column holds it: refused with the function's own sentence.
    const nul = await sendFrom(ATTACKER, null, JSON.stringify(batch('live', [{ kind: 'error', part: 'events', detail: 'a\u0000b' }])));
    expect(nul).toEqual({ status: 400, body: { message: 'A report batch is a JSON object.' } });
  });
});

describe('retention', () => {
  it('removes reports older than 30 days', async () => {
    await clearReports();
    await send(batch('live'));
    await backend.db.exclusive((pg) => pg.query(`update public.field_reports set received_at = now() - interval '31 days' where part = 'shell'`));
    const { rows } = await backend.db.exclusive((pg) => pg.query<{ removed: number }>('select private.prune_field_reports() as removed'));
    expect(rows[0]!.removed).toBe(1);
    expect(await ownerCount('select count(*) from public.field_reports')).toBe(1);
  });
});

describe('the app-config function', () => {
  it('generates the config from the registry: live, last known good, canary and field data', async () => {
    await writeRegistry(registryDocument());
    const response = await fetch(`${backend.url}/functions/v1/app-config`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      siteUrl: 'http://127.0.0.1:1',
      supabaseUrl: backend.url,
      supabaseAnonKey: backend.anonKey,
      functionsUrl: `${backend.url}/functions/v1`,
      remotes: { events: `http://127.0.0.1:2/${LIVE}/mf-manifest.json`, marketing: 'http://127.0.0.1:3/1.0.0+m/mf-manifest.json' },
      fallbackRemotes: { events: 'http://127.0.0.1:2/0.9.0+old/mf-manifest.json' },
      canaries: { events: { entry: `http://127.0.0.1:2/${CANARY}/mf-manifest.json`, percent: 50 } },
      releases: { shell: SHELL },
      fieldData: { url: `${backend.url}/functions/v1/field-reports`, sampleRate: 1 },
    });
    expect((await fetch(`${backend.url}/functions/v1/app-config?preview=forged.token`).then((r) => r.json())) as object).toMatchObject({ previewRefused: 'invalid' });
  });
});
