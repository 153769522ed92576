/** supabase-js `.rpc()` against the local backend, as against hosted PostgREST. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, http, signUp, type SignedInUser, startTestBackend } from './helpers';

let backend: Backend;
let member: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.exclusive((pg) =>
    pg.exec(`
      create function public.rpc_add(a int, b int default 10) returns int language sql immutable as $$ select a + b $$;
      create function public.rpc_whoami() returns uuid language sql stable as $$ select auth.uid() $$;
      create function public.rpc_rows(n int) returns table (i int, label text) language sql stable
        as $$ select g, 'row ' || g from generate_series(1, n) g $$;
      create function public.rpc_json(name text) returns json language sql stable as $$ select json_build_object('hello', name) $$;
      create function public.rpc_tags(tags text[]) returns int language sql immutable as $$ select cardinality(tags) $$;
      create function public.rpc_touch() returns void language plpgsql as $$ begin perform 1; end $$;
      create function public.rpc_fail() returns void language plpgsql as $$
        begin raise exception 'Nothing to see here' using detail = 'some detail', hint = 'a hint'; end $$;
      create table public.rpc_log (id serial primary key, note text);
      grant insert, select on public.rpc_log to anon, authenticated;
      grant usage on sequence public.rpc_log_id_seq to anon, authenticated;
      create function public.rpc_write(note text) returns void language sql as $$ insert into public.rpc_log (note) values (note) $$;
      create function public.rpc_members_only() returns text language sql stable as $$ select 'secret' $$;
      revoke execute on function public.rpc_members_only() from public, anon;
      grant execute on function public.rpc_members_only() to authenticated;
      create function public.rpc_nobody() returns text language sql stable as $$ select 'nope' $$;
      revoke execute on function public.rpc_nobody() from public, anon, authenticated;
    `),
  );
  member = await signUp(backend, 'Rpc Member');
});

afterAll(async () => {
  await backend?.stop();
});

describe('rpc', () => {
  it('calls with named arguments and defaults, POST and GET', async () => {
    const anon = clientFor(backend);
    expect(await anon.rpc('rpc_add', { a: 2, b: 3 })).toMatchObject({ data: 5, error: null, status: 200 });
    expect(await anon.rpc('rpc_add', { a: 2 })).toMatchObject({ data: 12, error: null });
    expect(await anon.rpc('rpc_add', { a: 1, b: 1 }, { get: true })).toMatchObject({ data: 2, error: null });
  });

  it('shapes sets as arrays, json as itself, arrays as arguments, void as no content', async () => {
    const anon = clientFor(backend);
    expect((await anon.rpc('rpc_rows', { n: 2 })).data).toEqual([
      { i: 1, label: 'row 1' },
      { i: 2, label: 'row 2' },
    ]);
    expect((await anon.rpc('rpc_rows', { n: 0 })).data).toEqual([]);
    expect((await anon.rpc('rpc_json', { name: 'Ada' })).data).toEqual({ hello: 'Ada' });
    expect((await anon.rpc('rpc_tags', { tags: ['a', 'b, "c"', 'd'] })).data).toBe(3);
    expect(await anon.rpc('rpc_touch')).toMatchObject({ data: null, error: null, status: 204 });
  });

  it('runs as the caller: auth.uid() is the signed-in user', async () => {
    expect((await member.client.rpc('rpc_whoami')).data).toBe(member.id);
    expect((await clientFor(backend).rpc('rpc_whoami')).data).toBeNull();
  });

  it('answers PGRST202 for an unknown function or unknown argument names', async () => {
    const anon = clientFor(backend);
    const unknown = await anon.rpc('no_such_function');
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.no_such_function without parameters in the schema cache' });
    const badArgs = await anon.rpc('rpc_add', { x: 1 });
    expect(badArgs.status).toBe(404);
    expect(badArgs.error?.code).toBe('PGRST202');
  });

  it('answers a raised exception with 400, its message, detail and hint', async () => {
    const { error, status } = await clientFor(backend).rpc('rpc_fail');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'P0001', message: 'Nothing to see here', details: 'some detail', hint: 'a hint' });
  });

  it('honours execute grants: 401 for anon, 403 for a signed-in user without the grant', async () => {
    const anonCall = await clientFor(backend).rpc('rpc_members_only');
    expect(anonCall.status).toBe(401);
    expect(anonCall.error?.code).toBe('42501');
    expect((await member.client.rpc('rpc_members_only')).data).toBe('secret');
    const refused = await member.client.rpc('rpc_nobody');
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('42501');
  });

  it('writes through POST, and GET runs read-only', async () => {
    const anon = clientFor(backend);
    expect((await anon.rpc('rpc_write', { note: 'posted' })).error).toBeNull();
    const viaGet = await anon.rpc('rpc_write', { note: 'got' }, { get: true });
    expect(viaGet.error?.code).toBe('25006');
    const { rows } = await backend.db.exclusive((pg) => pg.query('select note from public.rpc_log order by id'));
    expect(rows).toEqual([{ note: 'posted' }]);
  });

  it('refuses a body that is not an object of arguments', async () => {
    const response = await http(backend, '/rest/v1/rpc/rpc_add', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '[1, 2]' });
    expect(response.status).toBe(400);
  });
});
