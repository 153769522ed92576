import WebSocket from 'ws';
import { startLocalBackend, type LocalBackend } from 'local-backend';
import { signUpTestUser } from 'local-backend/testing';
import { testDatabaseOptions } from 'local-backend/testing/engine';
import { setAppConfig } from '../config/appConfig';
import { getSupabase } from '../client/supabaseClient';
import { listMembers } from './list-members';
import { countSubscribers, listSubscribers } from './list-subscribers';

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

// The Members tab's two lists (shared-data) against the real local backend: what the admin's
// search, filter, order and pages ask the database (list_members, list_newsletter_subscribers).
let backend: LocalBackend;
const TAG = `rq${Date.now().toString(36)}`;
const ADMIN = { email: `lists-admin-${Date.now()}@example.com`, password: 'admin-password-1' };
const MEMBERS = ['Wren', 'Ada', 'Kit'].map((name, i) => ({ email: `${name.toLowerCase()}-${TAG}-${i}@example.com`, password: 'member-password-1', fullName: `${name} ${TAG}` }));

beforeAll(async () => {
  backend = await startLocalBackend({ memory: true, port: 0, ...testDatabaseOptions(), adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  setAppConfig({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, functionsUrl: `${backend.url}/functions/v1`, remotes: {} });
  for (const member of MEMBERS) await signUpTestUser(backend, member);
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword(ADMIN);
  if (error) throw error;
}, 60_000);

afterAll(async () => {
  await (await getSupabase()).auth.signOut();
  await backend?.stop();
});

describe('the members and subscribers lists', () => {
  it('finds members by part of a name in any case, by role, in order, a page at a time', async () => {
    const byName = await listMembers({ search: TAG.toUpperCase(), role: null, sort: 'name', page: 1, pageSize: 2 });
    expect(byName).toEqual({ rows: [expect.objectContaining({ full_name: `Ada ${TAG}` }), expect.objectContaining({ full_name: `Kit ${TAG}` })], total: 3 });
    expect((await listMembers({ search: TAG, role: null, sort: 'name', page: 2, pageSize: 2 })).rows.map((m) => m.full_name)).toEqual([`Wren ${TAG}`]);
    expect((await listMembers({ search: TAG, role: 'admin', sort: 'newest', page: 1, pageSize: 50 })).total).toBe(0);
    expect((await listMembers({ search: ADMIN.email, role: 'admin', sort: 'newest', page: 1, pageSize: 50 })).rows).toMatchObject([{ email: ADMIN.email, role: 'admin' }]);
  });

  it('lists the newsletter by state with its counts', async () => {
    const counts = await countSubscribers();
    expect(counts).toEqual({ confirmed: expect.any(Number), pending: expect.any(Number) });
    const page = await listSubscribers({ search: 'nobody-has-this-address', state: 'confirmed', sort: 'email', page: 1, pageSize: 10 });
    expect(page).toEqual({ rows: [], total: 0 });
  });
});
