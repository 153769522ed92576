import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnv } from '../../supabase/functions/_shared/env.ts';
import { type Backend, clientFor, eventPayload, http, type SignedInUser, signUp, startTestBackend, EVENT_COLUMNS } from './helpers';

let backend: Backend;
let user: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend({ siteOrigins: ['http://localhost:3000'], env: { LOCAL_BACKEND_TEST_VALUE: 'from-env' } });
  user = await signUp(backend, 'Robust Rita');
});

afterAll(async () => {
  await backend?.stop();
});

/** Every bad request must get a 4xx JSON body, and the server must keep serving. */
async function expectJsonError(response: Response, status: number): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await response.json()) as Record<string, unknown>;
  const next = await http(backend, '/rest/v1/events?select=id&limit=1');
  expect(next.status).toBe(200);
  return body;
}

const asUser = () => ({ apikey: backend.anonKey, Authorization: `Bearer ${user.accessToken}` });

describe('bad input gets 4xx JSON and the server keeps serving', () => {
  it('malformed JSON', async () => {
    const rest = await http(backend, '/rest/v1/events', {
      method: 'POST',
      headers: { ...asUser(), 'Content-Type': 'application/json' },
      body: '{"title": "unterminated',
    });
    expect(await expectJsonError(rest, 400)).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });

    const auth = await http(backend, '/auth/v1/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: '{nope',
    });
    expect(await expectJsonError(auth, 400)).toMatchObject({ code: 'bad_json' });

    const notAnObject = await http(backend, '/rest/v1/events', {
      method: 'POST',
      headers: { ...asUser(), 'Content-Type': 'application/json' },
      body: '[1, 2]',
    });
    expect(await expectJsonError(notAnObject, 400)).toMatchObject({ code: 'PGRST102' });
  });

  it('unknown table', async () => {
    const { error, status } = await clientFor(backend).from('no_such_table').select('*');
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST205');
    expect(error?.message).toBe("Could not find the table 'public.no_such_table' in the schema cache");
    const typo = await http(backend, '/rest/v1/event');
    expect(await expectJsonError(typo, 404)).toMatchObject({ hint: "Perhaps you meant the table 'public.events'" });
  });

  it('unknown column in select, filter, order and payload', async () => {
    const client = clientFor(backend, backend.anonKey, user.accessToken);
    const select = await client.from('events').select('id, nonexistent');
    expect(select.status).toBe(400);
    expect(select.error).toMatchObject({ code: '42703', message: 'column events.nonexistent does not exist' });
    const filter = await client.from('events').select(EVENT_COLUMNS).eq('nonexistent', 1);
    expect(filter.error?.code).toBe('42703');
    const order = await client.from('events').select(EVENT_COLUMNS).order('nonexistent');
    expect(order.error?.code).toBe('42703');
    const payload = await client.from('events').insert(eventPayload({ nonexistent: true }));
    expect(payload.status).toBe(400);
    expect(payload.error).toMatchObject({ code: 'PGRST204', message: "Could not find the 'nonexistent' column of 'events' in the schema cache" });
  });

  it('identifiers carrying SQL', async () => {
    const attempts = [
      '/rest/v1/events?select=id;drop%20table%20events',
      '/rest/v1/events?select=id,title%22%20from%20events;drop%20table%20events;--',
      '/rest/v1/events?title%22;drop%20table%20events;--=eq.x',
      '/rest/v1/events?order=date;drop%20table%20events',
      '/rest/v1/events%3Bdrop%20table%20events',
      '/rest/v1/events?select=id::text);drop%20table%20events;--',
    ];
    for (const attempt of attempts) {
      const response = await http(backend, attempt);
      expect(response.status, attempt).toBeGreaterThanOrEqual(400);
      expect(response.status, attempt).toBeLessThan(500);
      await expectJsonError(response, response.status);
    }
    const { count } = await clientFor(backend).from('events').select(EVENT_COLUMNS, { count: 'exact', head: true });
    expect(count).toBeGreaterThanOrEqual(24);
  });

  it('bad parameters', async () => {
    for (const query of ['limit=abc', 'offset=-1', 'title=zz.x', 'title=eq', 'or=(title.eq.a', 'date=in.1,2']) {
      const response = await http(backend, `/rest/v1/events?${query}`);
      const body = await expectJsonError(response, 400);
      expect(body.code, query).toBe('PGRST100');
    }
    const badValue = await http(backend, '/rest/v1/events?date=eq.not-a-date');
    expect(await expectJsonError(badValue, 400)).toMatchObject({ code: '22007' });
  });

  it('a 2 MB body is refused with 413', async () => {
    const huge = JSON.stringify({ ...eventPayload(), description: 'x'.repeat(2 * 1024 * 1024) });
    const rest = await http(backend, '/rest/v1/events', {
      method: 'POST',
      headers: { ...asUser(), 'Content-Type': 'application/json' },
      body: huge,
    });
    expect(await expectJsonError(rest, 413)).toMatchObject({ message: 'Request size limit exceeded' });
    const fn = await http(backend, '/functions/v1/health', {
      method: 'POST',
      headers: { ...asUser(), 'Content-Type': 'application/json' },
      body: huge,
    });
    await expectJsonError(fn, 413);
  });

  it('unknown routes', async () => {
    await expectJsonError(await http(backend, '/nope'), 404);
    await expectJsonError(await http(backend, '/auth/v1/nope'), 404);
    await expectJsonError(await http(backend, '/rest/v1/rpc/drop_everything', { method: 'POST' }), 404);
  });
});

describe('CORS', () => {
  it('answers preflight for a configured origin with the headers supabase-js sends', async () => {
    const response = await fetch(`${backend.url}/rest/v1/events`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer, x-client-info',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['apikey', 'authorization', 'x-client-info', 'content-type', 'prefer', 'range', 'accept-profile', 'content-profile']) {
      expect(allowed).toContain(header);
    }
  });

  it('adds CORS headers to responses for configured origins only', async () => {
    const allowed = await http(backend, '/rest/v1/events?select=id&limit=1', { headers: { Origin: 'http://localhost:3000' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('access-control-expose-headers')).toContain('content-range');
    const other = await http(backend, '/rest/v1/events?select=id&limit=1', { headers: { Origin: 'http://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${backend.url}/auth/v1/token`, { method: 'OPTIONS', headers: { Origin: 'http://evil.test' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('functions', () => {
  it('runs the health handler with the caller\'s JWT', async () => {
    const anon = await clientFor(backend).functions.invoke('health');
    expect(anon.error).toBeNull();
    expect(anon.data).toEqual({ ok: true, role: 'anon', sub: null });

    const signedIn = await clientFor(backend, backend.anonKey, user.accessToken).functions.invoke('health', { body: { ping: 1 } });
    expect(signedIn.data).toEqual({ ok: true, role: 'authenticated', sub: user.id });
  });

  it('verifies the JWT, validates the name and adds CORS', async () => {
    const missing = await fetch(`${backend.url}/functions/v1/health`);
    expect(missing.status).toBe(401);
    const forged = await fetch(`${backend.url}/functions/v1/health`, {
      headers: { Authorization: `Bearer ${user.accessToken.slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(401);
    for (const name of ['nope', '_shared', '..%2Fhealth', 'Health']) {
      const response = await http(backend, `/functions/v1/${name}`, { headers: { Authorization: `Bearer ${backend.anonKey}` } });
      expect(response.status, name).toBe(404);
    }
    const preflight = await fetch(`${backend.url}/functions/v1/health`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const call = await fetch(`${backend.url}/functions/v1/health`, {
      headers: { Origin: 'http://localhost:3000', Authorization: `Bearer ${backend.anonKey}` },
    });
    expect(call.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('passes the backend environment to handlers through getEnv', () => {
    expect(getEnv('LOCAL_BACKEND_TEST_VALUE')).toBe('from-env');
  });
});

describe('regular expressions Postgres cannot run in bounded time are refused', () => {
  it('a back-reference pattern (catastrophic backtracking) answers 400 and the server keeps serving', async () => {
    const attack = encodeURIComponent('^(a+)+\\1\\1\\1\\1$');
    const response = await http(backend, `/rest/v1/events?select=id&title=match.${attack}`, { headers: asUser() });
    expect(await expectJsonError(response, 400)).toMatchObject({ code: '2201B', message: expect.stringContaining('back-references') });
    const inList = await http(backend, `/rest/v1/events?select=id&title=imatch(any).{x,${attack}}`, { headers: asUser() });
    expect(await expectJsonError(inList, 400)).toMatchObject({ code: '2201B' });
  });

  it('a pattern over 1,000 characters answers 400; an escaped backslash before a digit is a plain pattern', async () => {
    const long = await http(backend, `/rest/v1/events?select=id&title=match.${'a'.repeat(1001)}`, { headers: asUser() });
    expect(await expectJsonError(long, 400)).toMatchObject({ code: '2201B', message: expect.stringContaining('1000 characters') });
    const escaped = await http(backend, `/rest/v1/events?select=id&title=match.${encodeURIComponent('\\\\1')}`, { headers: asUser() });
    expect(escaped.status).toBe(200);
    expect(await escaped.json()).toEqual([]);
  });
});

/**
 * Issue 55, finding 4: one anonymous regex filter held PGlite's one connection for its 3 s timeout,
 * and every other request waited behind it (4.5 s with one in flight, 17.5 s with four). The local
 * backend refuses what would hold it before it reaches the database: repetitions past a budget
 * (nested ones multiply) and lookaround constraints (their cost grows with the square of the text).
 */
describe('regular expressions that would hold the one connection are refused (issue 55, finding 4)', () => {
  const filter = (query: string) => http(backend, `/rest/v1/events?select=id&${query}`);
  const match = (column: string, pattern: string) => filter(`${column}=match.${encodeURIComponent(pattern)}`);

  it("the review's (x{1,200}){1,200}: two in flight answer 400 at once, a visitor's read is served, nothing is restarted", async () => {
    const restarts = backend.db.restarts;
    const attacks = [match('description', '(x{1,200}){1,200}'), match('description', '(x{1,200}){1,200}')];
    const visitor = await http(backend, '/rest/v1/events?select=id,title&order=date.asc&limit=12');
    expect(visitor.status).toBe(200);
    for (const answer of await Promise.all(attacks)) {
      expect(await expectJsonError(answer, 400)).toEqual({
        code: '2201B',
        message: 'invalid regular expression: regular expression is too complex (its repetitions come to 40000; the local backend takes at most 300 in one request)',
        details: null,
        hint: 'Repetitions inside repetitions multiply: (x{1,200}){1,200} comes to 40000. Use fewer or smaller {m,n} bounds.',
      });
    }
    expect(backend.db.restarts).toBe(restarts);
  });

  it('counts every pattern of the request: nested, flat, in a list, in a logic tree, in basic syntax', async () => {
    for (const query of [
      `description=match.${encodeURIComponent('(x{1,18}){1,18}')}`,
      `description=imatch.${encodeURIComponent('[a-z ]{1,255}'.repeat(2))}`,
      `title=match.${encodeURIComponent('(x{1,13}){1,13}')}&description=match.${encodeURIComponent('(y{1,13}){1,13}')}`,
      `title=imatch(any).${encodeURIComponent('{"(x{1,13}){1,13}","(y{1,13}){1,13}"}')}`,
      `or=${encodeURIComponent('(title.match."(x{1,13}){1,13}",description.imatch."(y{1,13}){1,13}")')}`,
      `description=match.${encodeURIComponent('(?b)\\(x\\{1,200\\}\\)\\{1,200\\}')}`,
    ]) {
      const body = await expectJsonError(await filter(query), 400);
      expect(body, query).toMatchObject({ code: '2201B', message: expect.stringContaining('regular expression is too complex') });
    }
    // A pattern is checked as Postgres gets it: a logic tree's quotes taken off first.
    const quoted = await filter(`or=${encodeURIComponent('(title.match."(a)\\\\1",title.eq.x)')}`);
    expect(await expectJsonError(quoted, 400)).toMatchObject({ code: '2201B', message: expect.stringContaining('back-references') });
  });

  it('refuses lookahead and lookbehind constraints: (?=.*q)x over 100 KB takes seconds', async () => {
    for (const pattern of ['(?=.*q)x', 'x(?!.*y)', '(?<=a)b', '(?<!a)b', '((?=a)a)']) {
      const body = await expectJsonError(await match('description', pattern), 400);
      expect(body, pattern).toEqual({
        code: '2201B',
        message: 'invalid regular expression: lookahead and lookbehind constraints ((?=, (?!, (?<=, (?<!) are refused',
        details: null,
        hint: 'Their cost grows with the square of the text. Match the text without them.',
      });
    }
  });

  it('a match filter within the budget works as before', async () => {
    const { data, error } = await user.client
      .from('events')
      .insert(eventPayload({ title: 'Room check', description: 'Meet in room AB-2031 on level 3. (Bring your badge.)' }))
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = (data as { id: string }).id;
    const found = async (query: string) => ((await (await filter(query)).json()) as { id: string }[]).map((row) => row.id);
    expect(await found(`description=match.${encodeURIComponent('room [A-Z]{2}-[0-9]{4}')}`)).toEqual([id]);
    expect(await found(`description=imatch.${encodeURIComponent('ROOM [a-z]{2}-[0-9]{1,4} on (level|floor) [0-9]+')}`)).toEqual([id]);
    expect(await found(`description=match.${encodeURIComponent('\\(Bring your badge\\.\\)$')}`)).toEqual([id]);
    expect(await found(`description=match.${encodeURIComponent('***=(Bring')}`)).toEqual([id]);
    expect(await found(`description=match.${encodeURIComponent('(?:AB|CD)-[0-9]{4}')}&title=match.${encodeURIComponent('^Room [a-z]{1,255}$')}`)).toEqual([id]);
    // Just within the budget: 17 x 17, and PostgreSQL's largest bound with anchors.
    expect((await match('description', '(x{1,17}){1,17}')).status).toBe(200);
    expect((await match('description', '^.{1,255}$')).status).toBe(200);
  });
});

describe('request settings reach Postgres intact', () => {
  it('quotes and backslashes in the signed-in user\'s claims neither break nor escape the request setup', async () => {
    const tricky = await signUp(backend, "O'Brien \\' ); reset role; --");
    const response = await http(backend, '/rest/v1/events?select=id&limit=1', {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${tricky.accessToken}` },
    });
    expect(response.status).toBe(200);
    // RLS on profiles reads the user id from request.jwt.claims: only intact claims find the row.
    const { data, error } = await tricky.client.from('profiles').select('user_id');
    expect(error).toBeNull();
    expect(data).toEqual([{ user_id: tricky.id }]);
  });
});
