import { startLocalBackend, type LocalBackend } from 'local-backend';
import { signUpTestUser } from 'local-backend/testing';
import { testDatabaseOptions } from 'local-backend/testing/engine';
import WebSocket from 'ws';
import { adminKeys } from '../admin/keys';
import { listMembers, type MembersPage } from '../admin/list-members';
import { listSubscribers } from '../admin/list-subscribers';
import { signInWithPassword } from '../auth/sign-in-with-password';
import { signOut } from '../auth/sign-out';
import { getSupabase } from '../client/supabaseClient';
import { setAppConfig } from '../config/appConfig';
import { queryCache, type QueryKey } from './queryCache';

// Node 20 has no native WebSocket (browsers do); supabase-js's realtime client needs one.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

// Issue 33, finding 11: the query cache follows the signed-in user of the one supabase-js client,
// against the real local backend. An admin's lists (every member's address, the subscribers) must
// not stay in the tab after sign-out, and what a screen shows is read again as whoever signs in
// next. A mounted hook is what `useQuery` does: a listener on the key, and a read.
let backend: LocalBackend;
const ADMIN = { email: `cache-admin-${Date.now()}@example.com`, password: 'admin-password-1' };
const MEMBER = { email: `cache-member-${Date.now()}@example.com`, password: 'member-password-1', fullName: 'Cache Member' };
const MEMBERS_QUERY = { search: '', role: null, sort: 'newest', page: 1, pageSize: 50 } as const;
const SUBSCRIBERS_QUERY = { search: '', state: null, sort: 'newest', page: 1, pageSize: 50 } as const;
const MEMBERS_KEY = adminKeys.members(MEMBERS_QUERY);

/** Resolves once `key` is no longer being read; answers its state. */
async function settled(key: QueryKey) {
  await vi.waitFor(() => expect(queryCache.getState(key).isFetching).toBe(false));
  return queryCache.getState<MembersPage>(key);
}

const emailsIn = (page: MembersPage | undefined) => (page?.rows ?? []).map((row) => row.email);

beforeAll(async () => {
  backend = await startLocalBackend({ memory: true, port: 0, adminEmail: ADMIN.email, adminPassword: ADMIN.password, ...testDatabaseOptions() });
  setAppConfig({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, functionsUrl: `${backend.url}/functions/v1`, remotes: {} });
  await signUpTestUser(backend, MEMBER);
  // The client exists (and follows its session) before the first sign-in, as on a page.
  await getSupabase();
}, 60_000);

afterAll(async () => {
  await signOut();
  await backend?.stop();
});

describe('the query cache and the signed-in user', () => {
  it("drops an admin's lists on sign-out and reads a shown one again as the next user", async () => {
    const { error } = await signInWithPassword(ADMIN.email, ADMIN.password);
    expect(error).toBeNull();
    const stopShowing = queryCache.subscribe(MEMBERS_KEY, () => undefined);
    try {
      queryCache.fetch(MEMBERS_KEY, () => listMembers(MEMBERS_QUERY));
      queryCache.fetch(adminKeys.subscribers(SUBSCRIBERS_QUERY), () => listSubscribers(SUBSCRIBERS_QUERY));
      const asAdmin = await settled(MEMBERS_KEY);
      expect(asAdmin.status).toBe('success');
      expect(emailsIn(asAdmin.data)).toEqual(expect.arrayContaining([ADMIN.email, MEMBER.email]));
      expect((await settled(adminKeys.subscribers(SUBSCRIBERS_QUERY))).status).toBe('success');

      // A token refresh keeps the user: nothing is read again.
      await (await getSupabase()).auth.refreshSession();
      expect(queryCache.getState(MEMBERS_KEY)).toMatchObject({ status: 'success', isFetching: false });

      await signOut();
      // Gone by the time sign-out answers: the list no screen shows is forgotten, the shown one
      // holds nothing of the admin's while it is read again (signed out).
      expect(queryCache.getState(adminKeys.subscribers(SUBSCRIBERS_QUERY))).toMatchObject({ status: 'pending', data: undefined, isFetching: false });
      expect(queryCache.getState(MEMBERS_KEY).data).toBeUndefined();
      const signedOut = await settled(MEMBERS_KEY);
      expect(JSON.stringify(signedOut)).not.toContain(ADMIN.email);
      expect(JSON.stringify(signedOut)).not.toContain(MEMBER.email);

      // Another user signs in: the shown list is read again, as them (a member is refused it, and
      // sees nothing of the admin's meanwhile).
      expect((await signInWithPassword(MEMBER.email, MEMBER.password)).error).toBeNull();
      await vi.waitFor(() => expect(queryCache.getState<MembersPage>(MEMBERS_KEY)).toMatchObject({ status: 'error', isFetching: false }));
      expect(JSON.stringify(queryCache.getState(MEMBERS_KEY))).not.toContain(ADMIN.email);
    } finally {
      stopShowing();
    }
  });
});
