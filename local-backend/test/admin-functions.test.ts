/** The admin area's database functions, called as the site calls them (.rpc()), by each role. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, signInAdmin, signUp, type SignedInUser, startTestBackend, subscribeConfirmed } from './helpers';

let backend: Backend;
let admin: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signInAdmin(backend);
  member = await signUp(backend, 'Plain Member');
});

afterAll(async () => {
  await backend?.stop();
});

async function count(sql: string): Promise<number> {
  const { rows } = await backend.db.exclusive((pg) => pg.query<{ n: number }>(`select (${sql})::int as n`));
  return rows[0]!.n;
}

describe('admin_dashboard_stats', () => {
  it('refuses a visitor (401) and a member (403) with 42501', async () => {
    const anon = await clientFor(backend).rpc('admin_dashboard_stats');
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    const asMember = await member.client.rpc('admin_dashboard_stats');
    expect(asMember.status).toBe(403);
    expect(asMember.error).toMatchObject({ code: '42501', message: 'Only administrators can view the dashboard.' });
  });

  it('answers figures equal to the tables, and follows a new event and a new subscriber', async () => {
    const read = async () => {
      const { data, error } = await admin.client.rpc('admin_dashboard_stats');
      if (error) throw error;
      return data as {
        events: { total: number; upcoming: number; next_30_days: number };
        members: { total: number; new_30_days: number; admins: number };
        subscribers: { total: number; new_30_days: number };
        events_by_category: { category: string; count: number }[];
        events_by_month: { month: string; count: number }[];
        top_organisers: { email: string; events: number }[];
        recent_members: { email: string }[];
      };
    };
    const before = await read();
    expect(before.events.total).toBe(await count('select count(*) from public.events'));
    expect(before.events.upcoming).toBe(await count('select count(*) from public.events where date >= current_date'));
    expect(before.events.next_30_days).toBe(await count('select count(*) from public.events where date >= current_date and date < current_date + 30'));
    expect(before.members.total).toBe(await count('select count(*) from public.profiles'));
    expect(before.events_by_category).toHaveLength(10);
    expect(before.events_by_category.reduce((sum, c) => sum + c.count, 0)).toBe(before.events.total);
    expect(before.events_by_month).toHaveLength(13);
    expect(before.recent_members[0]?.email).toBe(member.email);

    const { error } = await member.client.from('events').insert({ title: 'Counted', date: new Date().toISOString().slice(0, 10), category: 'AI', created_by: member.id });
    if (error) throw error;
    await subscribeConfirmed(backend, `stats-${Date.now()}@example.com`);
    const after = await read();
    expect(after.events.total).toBe(before.events.total + 1);
    expect(after.events.upcoming).toBe(before.events.upcoming + 1);
    expect(after.subscribers.total).toBe(before.subscribers.total + 1);
    expect(after.events_by_category.find((c) => c.category === 'AI')!.count).toBe(before.events_by_category.find((c) => c.category === 'AI')!.count + 1);
    expect(after.top_organisers[0]).toMatchObject({ email: member.email, events: 1 });
  });

  it('counts upcoming events from the day the viewer passes (their local today)', async () => {
    const { data, error } = await admin.client.rpc('admin_dashboard_stats', { today: '2000-01-01' });
    if (error) throw error;
    const stats = data as { events: { total: number; upcoming: number; next_30_days: number } };
    expect(stats.events.upcoming).toBe(await count(`select count(*) from public.events where date >= '2000-01-01'`));
    expect(stats.events.next_30_days).toBe(await count(`select count(*) from public.events where date >= '2000-01-01' and date < '2000-01-31'`));
  });
});

describe('set_member_role', () => {
  it('refuses a member, and nobody writes profiles.role directly', async () => {
    const refused = await member.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'admin' });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('42501');
    const direct = await admin.client.from('profiles').update({ role: 'admin' }).eq('user_id', member.id);
    expect(direct.error?.code).toBe('42501');
    expect(await count(`select count(*) from public.profiles where role = 'admin'`)).toBe(1);
  });

  it('lets an admin promote and demote, refuses an unknown role and never removes the last admin', async () => {
    const bad = await admin.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'owner' });
    expect(bad.status).toBe(400);
    const last = await admin.client.rpc('set_member_role', { target_user_id: admin.id, new_role: 'user' });
    expect(last.status).toBe(400);
    expect(last.error?.message).toBe('The last administrator cannot be removed.');

    expect((await admin.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'admin' })).error).toBeNull();
    expect(await count(`select count(*) from public.profiles where role = 'admin'`)).toBe(2);
    // With two admins, one may step down.
    expect((await admin.client.rpc('set_member_role', { target_user_id: member.id, new_role: 'user' })).error).toBeNull();
    expect(await count(`select count(*) from public.profiles where role = 'admin'`)).toBe(1);
  });
});
