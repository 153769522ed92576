/**
 * The audit log (issue 36, migration 20261128000000_audit_log.sql): entries written by the database
 * itself for every tracked table, also for changes made straight through the REST API with
 * supabase-js; entries nobody can change or remove (anon, a member, an admin, the service role,
 * and the owner outside the retention job); the retention job removing only old entries; the
 * admins' reads and the recorded exports.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRole } from '../src/settings';
import { type Backend, clientFor, eventPayload, signInAdmin, signUp, type SignedInUser, startTestBackend } from './helpers';

let backend: Backend;
let service: SupabaseClient;
let admin: SignedInUser;

interface Entry {
  id: number;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string;
  table_name: string;
  action: string;
  record_id: string | null;
  record_key: Record<string, unknown> | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
  details: Record<string, unknown> | null;
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend, backend.serviceRoleKey);
  admin = await signInAdmin(backend);
});

afterAll(async () => {
  await backend?.stop();
});

/** Entries for one record, oldest first, read as the owner (not through the admins' function). */
async function entriesFor(table: string, recordId: string): Promise<Entry[]> {
  return backend.db.transaction(async (tx) => (await tx.query<Entry>(`select * from audit.log where table_name = $1 and record_id = $2 order by id`, [table, recordId])).rows);
}

async function countAll(): Promise<number> {
  return backend.db.transaction(async (tx) => (await tx.query<{ n: number }>('select count(*)::int as n from audit.log')).rows[0]!.n);
}

/** A statement run as an API role, with the claims a request of `user` (or none) carries. */
async function runAs(role: ApiRole, user: SignedInUser | null, sql: string): Promise<unknown> {
  const claims = user ? { sub: user.id, role, email: user.email } : { role };
  return backend.db.asRequest({ role, claims, method: 'POST', path: '/rest/v1/rpc/test' }, (tx) => tx.exec(sql));
}

describe('entries written by the database', () => {
  it('records an event created, changed and deleted through the REST API, with only the changed columns', async () => {
    const { data: created, error } = await admin.client.from('events').insert(eventPayload({ title: 'Audited event' })).select('id').single();
    expect(error).toBeNull();
    expect((await admin.client.from('events').update({ title: 'Audited event, renamed', location: 'Kuala Lumpur' }).eq('id', created!.id)).error).toBeNull();
    expect((await admin.client.from('events').delete().eq('id', created!.id)).error).toBeNull();

    const entries = await entriesFor('public.events', created!.id);
    expect(entries.map((e) => e.action)).toEqual(['insert', 'update', 'delete']);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actor_id: admin.id, actor_email: admin.email, actor_role: 'authenticated', record_key: { id: created!.id } });
    }
    expect(entries[0]!.new_values).toMatchObject({ title: 'Audited event', location: 'Singapore', created_by: admin.id });
    expect(entries[0]!.old_values).toBeNull();
    // The update: the two columns that changed, nothing else (not updated_at either).
    expect(entries[1]!.old_values).toEqual({ title: 'Audited event', location: 'Singapore' });
    expect(entries[1]!.new_values).toEqual({ title: 'Audited event, renamed', location: 'Kuala Lumpur' });
    expect(entries[2]!.old_values).toMatchObject({ title: 'Audited event, renamed' });
    expect(entries[2]!.new_values).toBeNull();
  });

  it('records a change made with the service role key, and names the role', async () => {
    const { data: created } = await admin.client.from('events').insert(eventPayload({ title: 'Service changed' })).select('id').single();
    expect((await service.from('events').update({ description: 'Changed by a script' }).eq('id', created!.id)).error).toBeNull();
    const [, update] = await entriesFor('public.events', created!.id);
    expect(update).toMatchObject({ action: 'update', actor_id: null, actor_role: 'service_role', new_values: { description: 'Changed by a script' } });
  });

  it('writes no entry for an update that changes nothing it records (RSVP counters)', async () => {
    const member = await signUp(backend, 'Counter Member');
    const { data: created } = await admin.client.from('events').insert(eventPayload({ title: 'Counted event' })).select('id').single();
    expect((await member.client.rpc('rsvp_event', { target_event: created!.id })).data).toBe('going');
    expect((await entriesFor('public.events', created!.id)).map((e) => e.action)).toEqual(['insert']);
    // The member's own RSVP is their own action: not in the log.
    expect(await entriesFor('public.event_rsvps', `${created!.id}/${member.id}`)).toEqual([]);
  });

  it("records staff removing someone else's RSVP, through the REST API", async () => {
    const member = await signUp(backend, 'Removed Member');
    const { data: created } = await admin.client.from('events').insert(eventPayload({ title: 'Removal event' })).select('id').single();
    expect((await member.client.rpc('rsvp_event', { target_event: created!.id })).data).toBe('going');
    expect((await service.from('event_rsvps').delete().eq('event_id', created!.id).eq('user_id', member.id)).error).toBeNull();
    const entries = await entriesFor('public.event_rsvps', `${created!.id}/${member.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'delete', actor_role: 'service_role', record_key: { event_id: created!.id, user_id: member.id }, old_values: { status: 'going' } });
  });

  it('records a series created through the RPC', async () => {
    const { data: seriesId, error } = await admin.client.rpc('create_event_series', { event: { title: 'Audited series', date: '2031-05-06', time: '18:30' }, rrule: 'FREQ=WEEKLY;INTERVAL=1;COUNT=2' });
    expect(error).toBeNull();
    const { data: series } = await service.from('event_series').select('id').eq('created_by', admin.id);
    const ids = (series ?? []).map((s) => s.id as string);
    expect(ids.length).toBeGreaterThan(0);
    const entries = (await Promise.all(ids.map((id) => entriesFor('public.event_series', id)))).flat();
    expect(entries.some((e) => e.action === 'insert' && e.actor_id === admin.id && e.new_values?.rrule === 'FREQ=WEEKLY;INTERVAL=1;COUNT=2')).toBe(true);
    expect(seriesId).toBeTruthy();
  });

  it('records role changes (set_member_role) and nothing else of a profile', async () => {
    const member = await signUp(backend, 'Promoted Member');
    expect((await member.client.from('profiles').update({ full_name: 'Renamed Member' }).eq('user_id', member.id)).error).toBeNull();
    expect((await admin.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'admin' })).error).toBeNull();
    expect((await admin.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'user' })).error).toBeNull();
    const entries = await entriesFor('public.profiles', member.id);
    expect(entries.map((e) => [e.action, e.old_values, e.new_values, e.actor_id])).toEqual([
      ['update', { role: 'user' }, { role: 'admin' }, admin.id],
      ['update', { role: 'admin' }, { role: 'user' }, admin.id],
    ]);
  });

  it('records an account deletion without the password hash', async () => {
    const member = await signUp(backend, 'Deleted Member');
    // As the site does it (/account): the delete-account function, with the member's session.
    await member.client.auth.setSession({ access_token: member.accessToken, refresh_token: member.refreshToken });
    const { error } = await member.client.functions.invoke('delete-account', { method: 'POST' });
    expect(error).toBeNull();
    const entries = await entriesFor('auth.users', member.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.action).toBe('delete');
    expect(entries[0]!.old_values).toMatchObject({ id: member.id, email: member.email });
    expect(Object.keys(entries[0]!.old_values!).sort()).toEqual(['created_at', 'email', 'id', 'last_sign_in_at']);
  });

  it('records an image generation written by the service role, for the admin who asked', async () => {
    const { data: image, error } = await service
      .from('generated_images')
      .insert({ page_key: 'about', prompt: 'A harbour at dawn', image_url: 'https://images.test/a.webp', width: 512, height: 512, output_format: 'WEBP', model: 'test-model', created_by: admin.id })
      .select('id')
      .single();
    expect(error).toBeNull();
    const entries = await entriesFor('public.generated_images', image!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'insert', actor_id: admin.id, actor_role: 'service_role', new_values: { prompt: 'A harbour at dawn' } });
  });
});

describe('append-only', () => {
  let entryId: number;

  beforeAll(async () => {
    const { data: created } = await admin.client.from('events').insert(eventPayload({ title: 'Kept entry' })).select('id').single();
    entryId = (await entriesFor('public.events', created!.id))[0]!.id;
  });

  async function entryNow(): Promise<Entry | undefined> {
    return backend.db.transaction(async (tx) => (await tx.query<Entry>('select * from audit.log where id = $1', [entryId])).rows[0]);
  }

  it('refuses every API role an update, a delete or a truncate in SQL (anon, member, admin, service role)', async () => {
    const member = await signUp(backend, 'Tampering Member');
    const callers: Array<[ApiRole, SignedInUser | null]> = [
      ['anon', null],
      ['authenticated', member],
      ['authenticated', admin],
      ['service_role', null],
    ];
    for (const [role, user] of callers) {
      for (const sql of [`update audit.log set action = 'forged' where id = ${entryId}`, `delete from audit.log where id = ${entryId}`, 'truncate audit.log', `insert into audit.log (actor_role, table_name, action) values ('x', 'y', 'z')`, 'select audit.prune(now() + interval \'100 years\')']) {
        await expect(runAs(role, user, sql), `${role} ${user?.email ?? ''}: ${sql}`).rejects.toThrow(/permission denied/);
      }
    }
    expect(await entryNow()).toMatchObject({ id: entryId, action: 'insert' });
  });

  it('refuses them through the REST API too', async () => {
    const member = await signUp(backend, 'REST Tamperer');
    for (const client of [clientFor(backend), member.client, admin.client, service]) {
      const update = await client.schema('audit').from('log').update({ action: 'forged' }).eq('id', entryId);
      expect(update.error).not.toBeNull();
      const removal = await client.schema('audit').from('log').delete().eq('id', entryId);
      expect(removal.error).not.toBeNull();
    }
    expect(await entryNow()).toMatchObject({ id: entryId, action: 'insert' });
  });

  it('refuses the owner too, outside the retention job', async () => {
    await expect(backend.db.transaction((tx) => tx.query(`update audit.log set action = 'forged' where id = $1`, [entryId]))).rejects.toThrow(/append-only/);
    await expect(backend.db.transaction((tx) => tx.query('delete from audit.log where id = $1', [entryId]))).rejects.toThrow(/append-only/);
    await expect(backend.db.transaction((tx) => tx.query('truncate audit.log'))).rejects.toThrow(/append-only/);
    // Saying "pruning" is not enough outside audit.prune for a role that is not the owner...
    await expect(runAs('service_role', null, `select set_config('audit.pruning', 'on', true); delete from audit.log where id = ${entryId}`)).rejects.toThrow(/permission denied/);
    expect(await entryNow()).toMatchObject({ id: entryId, action: 'insert' });
  });
});

describe('retention', () => {
  it('removes only entries older than 13 months, and logs that it did', async () => {
    await backend.db.transaction((tx) =>
      tx.query(
        `insert into audit.log (at, actor_role, table_name, action, record_id)
         values (now() - interval '2 years', 'test', 'public.events', 'update', 'old-1'),
                (now() - interval '13 months 1 hour', 'test', 'public.events', 'update', 'old-2'),
                (now() - interval '13 months' + interval '1 hour', 'test', 'public.events', 'update', 'kept-1'),
                (now() - interval '1 day', 'test', 'public.events', 'update', 'kept-2')`,
      ),
    );
    const before = await countAll();
    const removed = await backend.db.transaction(async (tx) => (await tx.query<{ n: number }>('select audit.prune() as n')).rows[0]!.n);
    expect(removed).toBe(2);
    const left = await backend.db.transaction(async (tx) => (await tx.query<{ record_id: string }>(`select record_id from audit.log where actor_role = 'test' order by at`)).rows.map((r) => r.record_id));
    expect(left).toEqual(['kept-1', 'kept-2']);
    // Nothing else went (the entries of the tests above are from today); one entry says it pruned.
    expect(await countAll()).toBe(before - 2 + 1);
    const [prune] = await backend.db.transaction(async (tx) => (await tx.query<Entry>(`select * from audit.log where action = 'prune'`)).rows);
    expect(prune).toMatchObject({ table_name: 'audit.log', details: { removed: 2, retention: '1 year 1 mon' } });
  });

  it('prunes at the time it is given (the schedule passes now; a test drives the clock)', async () => {
    // Two years on, every entry written today is older than 13 months.
    const total = await countAll();
    const removed = await backend.db.transaction(async (tx) => (await tx.query<{ n: number }>(`select audit.prune(now() + interval '2 years') as n`)).rows[0]!.n);
    expect(removed).toBe(total);
    expect(await countAll()).toBe(1); // the entry saying so
  });

  it('keeps everything younger than the retention', async () => {
    const before = await countAll();
    const removed = await backend.db.transaction(async (tx) => (await tx.query<{ n: number }>('select audit.prune() as n')).rows[0]!.n);
    expect(removed).toBe(0);
    expect(await countAll()).toBe(before);
  });
});

describe("the admins' reads and exports", () => {
  it('lists entries to an admin with filters and a total, and refuses a member and a visitor', async () => {
    const { data: created } = await admin.client.from('events').insert(eventPayload({ title: 'Listed event' })).select('id').single();
    await admin.client.from('events').update({ title: 'Listed event 2' }).eq('id', created!.id);
    await admin.client.from('events').update({ title: 'Listed event 3' }).eq('id', created!.id);
    const { data, error } = await admin.client.rpc('audit_log_entries', { by_actor: admin.id, on_table: 'public.events', of_action: 'update', page_size: 1 });
    expect(error).toBeNull();
    const rows = data as Array<Entry & { total_count: number }>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ record_id: created!.id, action: 'update', actor_id: admin.id, new_values: { title: 'Listed event 3' } });
    expect(rows[0]!.total_count).toBe(2);
    const second = await admin.client.rpc('audit_log_entries', { by_actor: admin.id, on_table: 'public.events', of_action: 'update', page_size: 1, page_offset: 1 });
    expect((second.data as Entry[])[0]).toMatchObject({ new_values: { title: 'Listed event 2' } });
    const future = await admin.client.rpc('audit_log_entries', { since: '2100-01-01T00:00:00Z' });
    expect(future.data).toEqual([]);
    const actors = await admin.client.rpc('audit_log_actors');
    expect(actors.data).toContainEqual({ actor_id: admin.id, actor_email: admin.email });

    const member = await signUp(backend, 'Curious Member');
    for (const client of [member.client, clientFor(backend)]) {
      for (const [name, args] of [['audit_log_entries', {}], ['audit_log_actors', {}], ['export_audit_log', {}], ['record_csv_export', { exported_table: 'public.events', row_count: 1 }]] as const) {
        const answer = await client.rpc(name, args);
        expect(answer.error, name).not.toBeNull();
      }
    }
  });

  it('exports the log and records the export with its row count, and records a browser export', async () => {
    const member = await signUp(backend, 'Exported Member');
    expect((await admin.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'admin' })).error).toBeNull();
    const { data, error } = await admin.client.rpc('export_audit_log', { on_table: 'public.profiles' });
    expect(error).toBeNull();
    const exported = data as Entry[];
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.every((e) => e.table_name === 'public.profiles')).toBe(true);
    const { data: exports } = await admin.client.rpc('audit_log_entries', { on_table: 'audit.log', of_action: 'export' });
    expect((exports as Entry[])[0]).toMatchObject({ actor_id: admin.id, details: { rows: exported.length, filters: { table: 'public.profiles' } } });

    expect((await admin.client.rpc('record_csv_export', { exported_table: 'public.newsletter_subscribers', row_count: 7, filters: { status: 'all' } })).error).toBeNull();
    const { data: recorded } = await admin.client.rpc('audit_log_entries', { on_table: 'public.newsletter_subscribers', of_action: 'export' });
    expect((recorded as Entry[])[0]).toMatchObject({ actor_id: admin.id, actor_email: admin.email, details: { rows: 7, filters: { status: 'all' } } });
    expect((await admin.client.rpc('record_csv_export', { exported_table: 'public.no_such_table', row_count: 1 })).error).not.toBeNull();
  });
});
