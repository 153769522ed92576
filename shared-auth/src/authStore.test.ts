// @vitest-environment node
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startLocalBackend, type LocalBackend } from 'local-backend';
import { signUpTestUser } from 'local-backend/testing';
import { setAppConfig } from 'shared-data';
import { getSupabase } from 'shared-data';
import { authStore, signIn, signOut, startAuthSync } from './authStore';

// Node 20 has no native WebSocket (browsers do); supabase-js's realtime client needs one.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

// The store against the real local backend (in-memory PGlite): no mocked client.
let backend: LocalBackend;
let stopSync: () => void;
const ADMIN = { email: 'store-admin@example.com', password: 'store-admin-password-1' };

async function signUpUser(email: string): Promise<string> {
  return (await signUpTestUser(backend, { email, password: 'member-password-1', fullName: 'Store Test' })).id;
}

const settled = () =>
  vi.waitFor(() => {
    const state = authStore.getState();
    if (state.loading || state.isCheckingAdmin) throw new Error('not settled');
  });

beforeAll(async () => {
  backend = await startLocalBackend({ memory: true, port: 0, adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  setAppConfig({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, functionsUrl: `${backend.url}/functions/v1`, remotes: {} });
}, 60_000);

afterAll(async () => {
  stopSync?.();
  await backend?.stop();
});

describe('auth store', () => {
  it('starts loading, then follows the first session answer', async () => {
    expect(authStore.getState()).toMatchObject({ loading: true, user: null, session: null, isAdmin: false });
    stopSync = startAuthSync();
    await settled();
    expect(authStore.getState()).toMatchObject({ loading: false, user: null, session: null, isAdmin: false });
  });

  it('replaces user and session on sign-in and looks up a plain user as not admin', async () => {
    await signUpUser('plain@example.com');
    const { error } = await signIn('plain@example.com', 'member-password-1');
    expect(error).toBeNull();
    await vi.waitFor(() => expect(authStore.getState().user?.email).toBe('plain@example.com'));
    await settled();
    expect(authStore.getState().session?.access_token).toEqual(expect.any(String));
    expect(authStore.getState().isAdmin).toBe(false);
  });

  it('sets isAdmin from the stored profile role', async () => {
    await signOut();
    const { error } = await signIn(ADMIN.email, ADMIN.password);
    expect(error).toBeNull();
    await vi.waitFor(() => expect(authStore.getState().user?.email).toBe(ADMIN.email));
    await settled();
    expect(authStore.getState().isAdmin).toBe(true);
  });

  it('keeps the admin flag through a token refresh (no spinner flash on guarded screens)', async () => {
    const seen: { isAdmin: boolean; isCheckingAdmin: boolean }[] = [];
    const unsubscribe = authStore.subscribe((state) => seen.push({ isAdmin: state.isAdmin, isCheckingAdmin: state.isCheckingAdmin }));
    const before = authStore.getState().session?.refresh_token;
    const { error } = await (await getSupabase()).auth.refreshSession();
    expect(error).toBeNull();
    await vi.waitFor(() => expect(authStore.getState().session?.refresh_token).not.toBe(before));
    await settled();
    unsubscribe();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((state) => state.isAdmin && !state.isCheckingAdmin)).toBe(true);
  });

  it('clears user, session and the admin flag on sign-out', async () => {
    await signOut();
    await vi.waitFor(() => expect(authStore.getState().user).toBeNull());
    expect(authStore.getState()).toMatchObject({ session: null, isAdmin: false, loading: false });
  });

  it('logs "Error checking admin status" and leaves the flag false when the look-up fails', async () => {
    const userId = await signUpUser('no-profile@example.com');
    const service = createClient(backend.url, backend.serviceRoleKey, { auth: { persistSession: false } });
    // A user whose profile row is gone: the role query answers "not exactly one row".
    const { error: deleteError } = await service.from('profiles').delete().eq('user_id', userId);
    expect(deleteError).toBeNull();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { error } = await signIn('no-profile@example.com', 'member-password-1');
    expect(error).toBeNull();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Error checking admin status', expect.anything()));
    await settled();
    expect(authStore.getState()).toMatchObject({ isAdmin: false, loading: false });
    expect(authStore.getState().user?.email).toBe('no-profile@example.com');
    logged.mockRestore();
  });

  it('returns the provider error for a wrong password and keeps the visitor signed out', async () => {
    await signOut();
    await vi.waitFor(() => expect(authStore.getState().user).toBeNull());
    const { error } = await signIn('plain@example.com', 'wrong-password');
    expect(error?.message).toBe('Invalid login credentials');
    expect(authStore.getState().user).toBeNull();
  });
});
