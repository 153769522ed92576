/**
 * Issue 56 item 10: role changes with Undo, as an attacker and as two admins at once would try them
 * (migration 20261207160000_role_change_undo.sql). The site passes `expected_role`, the role it
 * showed, on every change; Undo is the same call with the roles swapped. Overlapping transactions as
 * in account-deletion.test.ts: on PostgreSQL the two really overlap (a connection each); PGlite runs
 * one transaction at a time, so there the second starts after the first commits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../src/db/connection/database';
import { type Backend, clientFor, signInAdmin, signUp, type SignedInUser, sleep, startTestBackend } from './helpers';

let backend: Backend;
let admin: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signInAdmin(backend);
});

afterAll(async () => {
  await backend?.stop();
});

async function roleOf(userId: string): Promise<string> {
  const { rows } = await backend.db.exclusive((pg) => pg.query<{ role: string }>('select role from public.profiles where user_id = $1', [userId]));
  return rows[0]!.role;
}

async function makeAdmin(userId: string): Promise<void> {
  await backend.db.transaction((tx) => tx.query(`update public.profiles set role = 'admin' where user_id = $1`, [userId]));
}

describe('set_member_role with the role the caller saw', () => {
  it('refuses a visitor, a member and an organiser, whatever role they say they saw', async () => {
    const member = await signUp(backend, 'Mallory Member');
    const organiser = await signUp(backend, 'Olga Organiser');
    expect((await admin.client.rpc('set_member_role', { target_user_id: organiser.id, new_role: 'organiser', expected_role: 'user' })).error).toBeNull();
    for (const caller of [member.client, organiser.client]) {
      const refused = await caller.rpc('set_member_role', { target_user_id: member.id, new_role: 'admin', expected_role: 'user' });
      expect(refused.error).toMatchObject({ code: '42501', message: 'Only administrators can change roles.' });
    }
    const anonymous = await clientFor(backend).rpc('set_member_role', { target_user_id: member.id, new_role: 'admin', expected_role: 'user' });
    expect(anonymous.status).toBe(401);
    expect(await roleOf(member.id)).toBe('user');
    const nonsense = await admin.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'admin', expected_role: 'owner' });
    expect(nonsense.error?.code).toBe('22023');
  });

  it('an Undo puts the previous role back; after a newer change by another admin it leaves that change (409)', async () => {
    const other = await signUp(backend, 'Other Admin');
    await makeAdmin(other.id);
    const member = await signUp(backend, 'Undone Member');
    // Granted, then undone: the same call with the roles swapped.
    expect((await admin.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'admin', expected_role: 'user' })).error).toBeNull();
    expect((await admin.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'user', expected_role: 'admin' })).error).toBeNull();
    expect(await roleOf(member.id)).toBe('user');

    // Granted; another admin makes them an organiser; the first admin's Undo changes nothing.
    expect((await admin.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'admin', expected_role: 'user' })).error).toBeNull();
    expect((await other.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'organiser', expected_role: 'admin' })).error).toBeNull();
    const undo = await admin.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'user', expected_role: 'admin' });
    expect(undo.status).toBe(409);
    expect(undo.error).toMatchObject({ code: 'PT409', message: "This member's role was changed by someone else in the meantime, so it was left as it is.", details: 'The role is organiser now.' });
    expect(await roleOf(member.id)).toBe('organiser');
  });

  it('an admin who stepped down cannot undo it: they are no longer an admin', async () => {
    const former = await signUp(backend, 'Former Admin');
    await makeAdmin(former.id);
    expect((await former.client.rpc('set_member_role', { target_user_id: former.id, new_role: 'user', expected_role: 'admin' })).error).toBeNull();
    const undo = await former.client.rpc('set_member_role', { target_user_id: former.id, new_role: 'admin', expected_role: 'user' });
    expect(undo.error?.code).toBe('42501');
    expect(await roleOf(former.id)).toBe('user');
  });
});

describe('two role changes racing (overlapping transactions)', () => {
  type Outcome = { ok: true } | { ok: false; message: string };
  type Work = (tx: Transaction) => Promise<unknown>;

  const settle = (promise: Promise<unknown>): Promise<Outcome> =>
    promise.then(
      () => ({ ok: true as const }),
      (error: unknown) => ({ ok: false as const, message: error instanceof Error ? error.message : String(error) }),
    );

  /** `work` as the signed-in `userId` calling set_member_role through the API. */
  const asAdmin = (userId: string, work: Work) =>
    backend.db.asRequest({ role: 'authenticated', claims: { sub: userId, role: 'authenticated', aud: 'authenticated' }, method: 'POST', path: '/rpc/set_member_role' }, work);
  const setRole = (target: string, role: string, expected: string): Work => (tx) => tx.query('select public.set_member_role($1, $2, $3)', [target, role, expected]);

  it('an admin demoted while their own grant waits for the lock: the grant is refused', async () => {
    const [one, two, target] = [await signUp(backend, 'Racing One'), await signUp(backend, 'Racing Two'), await signUp(backend, 'Racing Target')];
    await makeAdmin(one.id);
    await makeAdmin(two.id);
    const outcomes = await race(
      (hold) => asAdmin(one.id, async (tx) => {
        await setRole(two.id, 'user', 'admin')(tx);
        await hold();
      }),
      () => asAdmin(two.id, setRole(target.id, 'admin', 'user')),
    );
    expect(outcomes).toEqual([{ ok: true }, { ok: false, message: 'Only administrators can change roles.' }]);
    expect([await roleOf(two.id), await roleOf(target.id)]).toEqual(['user', 'user']);
  });

  it('two admins change the same member from the role both saw: the first wins, the second changes nothing', async () => {
    const [one, two, target] = [await signUp(backend, 'Racing Three'), await signUp(backend, 'Racing Four'), await signUp(backend, 'Contested Member')];
    await makeAdmin(one.id);
    await makeAdmin(two.id);
    const outcomes = await race(
      (hold) => asAdmin(one.id, async (tx) => {
        await setRole(target.id, 'organiser', 'user')(tx);
        await hold();
      }),
      () => asAdmin(two.id, setRole(target.id, 'admin', 'user')),
    );
    expect(outcomes).toEqual([{ ok: true }, { ok: false, message: "This member's role was changed by someone else in the meantime, so it was left as it is." }]);
    expect(await roleOf(target.id)).toBe('organiser');
  });

  it("an Undo racing another admin's change to the same member: whichever comes second changes nothing", async () => {
    const [one, two, target] = [await signUp(backend, 'Racing Five'), await signUp(backend, 'Racing Six'), await signUp(backend, 'Granted Member')];
    await makeAdmin(one.id);
    await makeAdmin(two.id);
    expect((await one.client.rpc('set_member_role', { target_user_id: target.id, new_role: 'admin', expected_role: 'user' })).error).toBeNull();
    const outcomes = await race(
      (hold) => asAdmin(two.id, async (tx) => {
        await setRole(target.id, 'organiser', 'admin')(tx);
        await hold();
      }),
      // One's Undo of the grant.
      () => asAdmin(one.id, setRole(target.id, 'user', 'admin')),
    );
    expect(outcomes).toEqual([{ ok: true }, { ok: false, message: "This member's role was changed by someone else in the meantime, so it was left as it is." }]);
    expect(await roleOf(target.id)).toBe('organiser');
  });

  /**
   * `first` runs its statement, then calls `hold`, which starts `second` and keeps the first's
   * transaction open until the second has finished, or 1.5 s when the second waits for its lock.
   */
  async function race(first: (hold: () => Promise<void>) => Promise<unknown>, second: () => Promise<unknown>): Promise<[Outcome, Outcome]> {
    let secondOutcome: Promise<Outcome> = Promise.resolve({ ok: false, message: 'never started' });
    let secondDone = false;
    const hold = async () => {
      secondOutcome = settle(second()).finally(() => (secondDone = true));
      for (let waited = 0; !secondDone && waited < 1500; waited += 50) await sleep(50);
    };
    const firstOutcome = await settle(first(hold));
    return [firstOutcome, await secondOutcome];
  }
});
