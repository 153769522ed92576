/**
 * Deleting an account (issue 26, /account): the `delete-account` function as the site calls it
 * (supabase-js `functions.invoke` with the member's session), and what the database removes with
 * the auth user (migration 20261125000000_account_deletion.sql). Everything the README says goes is
 * checked to be gone, read with the service role; what stays is checked to stay.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../src/db/connection/database';
import { type Backend, clientFor, eventPayload, signInAdmin, signUp, type SignedInUser, sleep, startTestBackend } from './helpers';

let backend: Backend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend, backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

async function deleteAccount(member: SignedInUser) {
  await member.client.auth.setSession({ access_token: member.accessToken, refresh_token: member.refreshToken });
  return member.client.functions.invoke('delete-account', { method: 'POST' });
}

async function rowsOf(table: string, column: string, value: string): Promise<unknown[]> {
  const { data, error } = await service.from(table).select('*').eq(column, value);
  if (error) throw error;
  return data ?? [];
}

/** The "your account is deleted" emails queued for an address. */
async function goodbyes(email: string): Promise<{ recipient_user_id: string | null; payload: Record<string, unknown> }[]> {
  const { data, error } = await service.from('outbox_messages').select('recipient_user_id, payload').eq('kind', 'account_deleted').eq('recipient_email', email);
  if (error) throw error;
  return data as { recipient_user_id: string | null; payload: Record<string, unknown> }[];
}

async function authRows(userId: string): Promise<Record<string, number>> {
  return backend.db.transaction(async (tx) => {
    const counts: Record<string, number> = {};
    for (const table of ['users', 'identities', 'sessions', 'refresh_tokens', 'flow_state']) {
      const column = table === 'users' ? 'id' : 'user_id';
      const result = await tx.query<{ n: number }>(`select count(*)::int as n from auth.${table} where ${column}::text = $1`, [userId]);
      counts[table] = result.rows[0]?.n ?? -1;
    }
    return counts;
  });
}

describe('delete-account', () => {
  it('removes the member, their profile, RSVPs, events and series (with others\' RSVPs to them), and frees their places', async () => {
    const member = await signUp(backend, 'Leaving Member');
    const other = await signUp(backend, 'Staying Member');
    const waiting = await signUp(backend, 'Waiting Member');

    // The member's own event, with someone else going to it.
    const { data: own } = await member.client.from('events').insert(eventPayload({ title: 'Leaving member event' })).select('id').single();
    expect((await other.client.rpc('rsvp_event', { target_event: own!.id })).error).toBeNull();
    // A series of theirs.
    const { data: series, error: seriesError } = await member.client.rpc('create_event_series', { event: { title: 'Leaving member series', date: '2031-03-04', time: '18:30' }, rrule: 'FREQ=WEEKLY;INTERVAL=1;COUNT=3' });
    expect(seriesError).toBeNull();
    // Someone else's full event the member is going to, with a waiting member behind them.
    const { data: full } = await other.client.from('events').insert(eventPayload({ title: 'Full event', capacity: 1 })).select('id').single();
    expect((await member.client.rpc('rsvp_event', { target_event: full!.id })).data).toBe('going');
    expect((await waiting.client.rpc('rsvp_event', { target_event: full!.id })).data).toBe('waitlist');

    const created = (await rowsOf('events', 'created_by', member.id)).length;
    const { data, error } = await deleteAccount(member);
    expect(error).toBeNull();
    expect(data).toEqual({ deleted: true });
    // A confirmation follows, queued by the deletion itself, with what went (issue 56 item 13).
    expect(await goodbyes(member.email)).toEqual([
      { recipient_user_id: null, payload: expect.objectContaining({ name: 'Leaving Member', email: member.email, rsvps: 1, events_removed: created, events_kept: 0, newsletter: false }) },
    ]);
    expect(created).toBeGreaterThan(1);

    // Nothing of theirs remains.
    expect(await rowsOf('profiles', 'user_id', member.id)).toEqual([]);
    expect(await rowsOf('event_rsvps', 'user_id', member.id)).toEqual([]);
    expect(await rowsOf('events', 'created_by', member.id)).toEqual([]);
    expect(await rowsOf('event_series', 'created_by', member.id)).toEqual([]);
    expect(series).toBeTruthy();
    expect(await rowsOf('events', 'title', 'Leaving member series')).toEqual([]);
    expect(await rowsOf('event_rsvps', 'event_id', own!.id)).toEqual([]);
    expect(await authRows(member.id)).toEqual({ users: 0, identities: 0, sessions: 0, refresh_tokens: 0, flow_state: 0 });
    // Their place went to the member who was waiting.
    const { data: counts } = await service.from('events').select('going_count, waitlist_count').eq('id', full!.id).single();
    expect(counts).toEqual({ going_count: 1, waitlist_count: 0 });
    expect(await rowsOf('event_rsvps', 'user_id', waiting.id)).toMatchObject([{ event_id: full!.id, status: 'going' }]);

    // The old session is over, and the password no longer signs in.
    expect((await clientFor(backend).auth.getUser(member.accessToken)).data.user).toBeNull();
    expect((await clientFor(backend).auth.signInWithPassword({ email: member.email, password: member.password })).error?.code).toBe('invalid_credentials');
    // Everyone else is untouched.
    expect(await rowsOf('profiles', 'user_id', other.id)).toHaveLength(1);
    expect(await rowsOf('events', 'id', full!.id)).toHaveLength(1);
  });

  it('keeps an administrator\'s events, without an owner, and refuses to delete the last administrator', async () => {
    const admin = await signInAdmin(backend);
    const staff = await signUp(backend, 'Second Admin');
    expect((await admin.client.rpc('set_member_role', { target_user_id: staff.id, new_role: 'admin' })).error).toBeNull();
    const { data: event } = await staff.client.from('events').insert(eventPayload({ title: 'Organisation event' })).select('id').single();

    const { error } = await deleteAccount(staff);
    expect(error).toBeNull();
    expect(await rowsOf('profiles', 'user_id', staff.id)).toEqual([]);
    const { data: kept } = await service.from('events').select('title, created_by').eq('id', event!.id).single();
    expect(kept).toEqual({ title: 'Organisation event', created_by: null });
    expect(await goodbyes(staff.email)).toEqual([{ recipient_user_id: null, payload: expect.objectContaining({ rsvps: 0, events_removed: 0, events_kept: 1 }) }]);

    // The local admin is now the only one.
    const refused = await deleteAccount(admin);
    expect(refused.error).not.toBeNull();
    expect(await (refused.response as Response).json()).toEqual({ message: 'You are the only administrator. Make another member an administrator before deleting your account.' });
    expect(await rowsOf('profiles', 'user_id', admin.id)).toHaveLength(1);
    // The database refuses it whoever asks (the admin API, the dashboard).
    const direct = await fetch(`${backend.url}/auth/v1/admin/users/${admin.id}`, { method: 'DELETE', headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` } });
    expect(direct.status).toBe(500);
    expect(await rowsOf('profiles', 'user_id', admin.id)).toHaveLength(1);
    // A refused deletion rolled back its confirmation too.
    expect(await goodbyes(admin.email)).toEqual([]);
  });

  it('is refused without a signed-in member, and the admin API only to the service role', async () => {
    const visitor = await clientFor(backend).functions.invoke('delete-account', { method: 'POST' });
    expect(visitor.error).not.toBeNull();
    expect((visitor.response as Response).status).toBe(401);
    const member = await signUp(backend, 'Not Deleted');
    const asMember = await fetch(`${backend.url}/auth/v1/admin/users/${member.id}`, { method: 'DELETE', headers: { apikey: backend.anonKey, Authorization: `Bearer ${member.accessToken}` } });
    expect(asMember.status).toBe(403);
    // A signed-out session cannot delete the account.
    await member.client.auth.setSession({ access_token: member.accessToken, refresh_token: member.refreshToken });
    await member.client.auth.signOut();
    const after = await fetch(`${backend.url}/functions/v1/delete-account`, { method: 'POST', headers: { apikey: backend.anonKey, Authorization: `Bearer ${member.accessToken}` } });
    expect(after.status).toBe(401);
    expect(await rowsOf('profiles', 'user_id', member.id)).toHaveLength(1);
  });
});

/**
 * Issue 33, finding 5: the last administrator, with two transactions that overlap. The first one is
 * held open after its statement while the second one runs; it commits once the second has finished
 * or, when the second waits for the first's lock, after 1.5 s. On PostgreSQL the two really
 * overlap (each has a connection of its own); PGlite runs one transaction at a time, so there the
 * second starts after the first commits: the serial case.
 */
describe('the last administrator, with overlapping transactions', () => {
  type Outcome = { ok: true } | { ok: false; message: string };
  type Work = (tx: Transaction) => Promise<unknown>;
  type Open = (work: Work) => Promise<unknown>;

  const settle = (promise: Promise<unknown>): Promise<Outcome> =>
    promise.then(
      () => ({ ok: true as const }),
      (error: unknown) => ({ ok: false as const, message: error instanceof Error ? error.message : String(error) }),
    );

  const asOwner: Open = (work) => backend.db.transaction(work);
  const asMember = (userId: string): Open => (work) =>
    backend.db.asRequest({ role: 'authenticated', claims: { sub: userId, role: 'authenticated', aud: 'authenticated' }, method: 'POST', path: '/rpc/set_member_role' }, work);
  const deleteUser = (userId: string): Work => (tx) => tx.query('delete from auth.users where id = $1', [userId]);
  const demote = (userId: string): Work => (tx) => tx.query(`select public.set_member_role($1, 'user')`, [userId]);

  async function overlapping(first: [Open, Work], second: () => Promise<unknown>): Promise<[Outcome, Outcome]> {
    let secondOutcome: Promise<Outcome> = Promise.resolve({ ok: false, message: 'never started' });
    let secondDone = false;
    const firstOutcome = await settle(
      first[0](async (tx) => {
        await first[1](tx);
        secondOutcome = settle(second()).finally(() => (secondDone = true));
        for (let waited = 0; !secondDone && waited < 1500; waited += 50) await sleep(50);
      }),
    );
    return [firstOutcome, await secondOutcome];
  }

  /** Two new members, the only administrators. */
  async function twoAdmins(): Promise<[SignedInUser, SignedInUser]> {
    const one = await signUp(backend, 'Admin One');
    const two = await signUp(backend, 'Admin Two');
    await backend.db.transaction(async (tx) => {
      // Promoted first: the database never lets the site be without an administrator (20261128100000).
      await tx.query(`update public.profiles set role = 'admin' where user_id = any($1::uuid[])`, [[one.id, two.id]]);
      await tx.query(`update public.profiles set role = 'user' where role = 'admin' and user_id <> all($1::uuid[])`, [[one.id, two.id]]);
    });
    return [one, two];
  }

  async function admins(): Promise<string[]> {
    const { rows } = await backend.db.transaction((tx) => tx.query<{ user_id: string }>(`select user_id::text from public.profiles where role = 'admin' order by user_id`));
    return rows.map((row) => row.user_id);
  }

  const LAST_ADMIN = { ok: false, message: 'The last administrator cannot be deleted' };

  it('two administrators deleting themselves at once: one goes, the other is refused', async () => {
    const [one, two] = await twoAdmins();
    const outcomes = await overlapping([asOwner, deleteUser(one.id)], () => asOwner(deleteUser(two.id)));
    expect(outcomes).toEqual([{ ok: true }, LAST_ADMIN]);
    expect(await admins()).toEqual([two.id]);
  });

  it('a demotion, then a deletion of the other administrator: the deletion is refused', async () => {
    const [one, two] = await twoAdmins();
    const outcomes = await overlapping([asMember(one.id), demote(two.id)], () => asOwner(deleteUser(one.id)));
    expect(outcomes).toEqual([{ ok: true }, LAST_ADMIN]);
    expect(await admins()).toEqual([one.id]);
  });

  it('a deletion, then a demotion of the other administrator: the demotion is refused', async () => {
    const [one, two] = await twoAdmins();
    const outcomes = await overlapping([asOwner, deleteUser(one.id)], () => asMember(two.id)(demote(two.id)));
    expect(outcomes).toEqual([{ ok: true }, { ok: false, message: 'The last administrator cannot be removed.' }]);
    expect(await admins()).toEqual([two.id]);
  });

  it('delete-account while the other administrator is being demoted: 409, and the administrator stays', async () => {
    const [one, two] = await twoAdmins();
    let status = 0;
    let body: unknown;
    const [demotion] = await overlapping([asMember(one.id), demote(two.id)], async () => {
      const { response } = await deleteAccount(one);
      status = (response as Response).status;
      body = await (response as Response).json();
    });
    expect(demotion).toEqual({ ok: true });
    expect({ status, body }).toEqual({ status: 409, body: { message: 'You are the only administrator. Make another member an administrator before deleting your account.' } });
    expect(await admins()).toEqual([one.id]);
  });
});
