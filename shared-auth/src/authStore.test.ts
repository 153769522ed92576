// @vitest-environment node
import { createClient } from '@supabase/supabase-js';
import { createServer, connect, type Server, type Socket } from 'node:net';
import WebSocket from 'ws';
import { startLocalBackend, type LocalBackend } from 'local-backend';
import { signUpTestUser } from 'local-backend/testing';
import { setAppConfig } from 'shared-data';
import { getSupabase } from 'shared-data';
import { authStore, retryAdminCheck, signIn, signOut, startAuthSync } from './authStore';

// Node 20 has no native WebSocket (browsers do); supabase-js's realtime client needs one.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

// The store against the real local backend (in-memory PGlite): no mocked client. The page's
// client reaches it through a relay the last tests close, as when the backend is unreachable.
let backend: LocalBackend;
let relay: Relay;

/** A TCP relay to the backend on a port of its own; `close` refuses connections until `open`. */
interface Relay {
  url: string;
  open(): Promise<void>;
  close(): Promise<void>;
}

async function startRelay(target: URL): Promise<Relay> {
  let server: Server | null = null;
  let port = 0;
  const sockets = new Set<Socket>();
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((socket) => {
        const upstream = connect(Number(target.port), target.hostname);
        for (const end of [socket, upstream]) {
          sockets.add(end);
          end.on('close', () => sockets.delete(end));
          end.on('error', () => undefined);
        }
        socket.pipe(upstream).pipe(socket);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await open();
  return {
    url: `http://127.0.0.1:${port}`,
    open,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
      }),
  };
}
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
  relay = await startRelay(new URL(backend.url));
  setAppConfig({ supabaseUrl: relay.url, supabaseAnonKey: backend.anonKey, functionsUrl: `${relay.url}/functions/v1`, remotes: {} });
}, 60_000);

afterAll(async () => {
  stopSync?.();
  await relay?.close();
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

  it('looks up a user without a profile row as not admin: the database answered, nothing failed', async () => {
    const userId = await signUpUser('no-profile@example.com');
    const service = createClient(backend.url, backend.serviceRoleKey, { auth: { persistSession: false } });
    const { error: deleteError } = await service.from('profiles').delete().eq('user_id', userId);
    expect(deleteError).toBeNull();
    const { error } = await signIn('no-profile@example.com', 'member-password-1');
    expect(error).toBeNull();
    await vi.waitFor(() => expect(authStore.getState().user?.email).toBe('no-profile@example.com'));
    await settled();
    expect(authStore.getState()).toMatchObject({ isAdmin: false, adminCheckFailed: false, loading: false });
  });

  it('returns the provider error for a wrong password and keeps the visitor signed out', async () => {
    await signOut();
    await vi.waitFor(() => expect(authStore.getState().user).toBeNull());
    const { error } = await signIn('plain@example.com', 'wrong-password');
    expect(error?.message).toBe('Invalid login credentials');
    expect(authStore.getState().user).toBeNull();
  });

  it('a failed role lookup is unknown, not "not admin": an admin keeps the flag, and Retry answers once the backend is back', async () => {
    const { error } = await signIn(ADMIN.email, ADMIN.password);
    expect(error).toBeNull();
    await vi.waitFor(() => expect(authStore.getState().user?.email).toBe(ADMIN.email));
    await settled();
    expect(authStore.getState()).toMatchObject({ isAdmin: true, adminCheckFailed: false });

    await relay.close();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    retryAdminCheck();
    expect(authStore.getState()).toMatchObject({ isCheckingAdmin: true, adminCheckFailed: false });
    await vi.waitFor(() => expect(authStore.getState().adminCheckFailed).toBe(true), { timeout: 10_000 });
    expect(logged).toHaveBeenCalledWith('Error checking admin status', expect.anything());
    logged.mockRestore();
    expect(authStore.getState()).toMatchObject({ isAdmin: true, isCheckingAdmin: false, user: expect.objectContaining({ email: ADMIN.email }) });

    await relay.open();
    retryAdminCheck();
    await settled();
    expect(authStore.getState()).toMatchObject({ isAdmin: true, adminCheckFailed: false });
  }, 60_000);

  it('a member whose role could not be read is not called "not admin" either: the failure is reported', async () => {
    await signOut();
    const { error } = await signIn('plain@example.com', 'member-password-1');
    expect(error).toBeNull();
    await vi.waitFor(() => expect(authStore.getState().user?.email).toBe('plain@example.com'));
    await settled();
    expect(authStore.getState()).toMatchObject({ isAdmin: false, adminCheckFailed: false });

    await relay.close();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    retryAdminCheck();
    await vi.waitFor(() => expect(authStore.getState().adminCheckFailed).toBe(true), { timeout: 10_000 });
    logged.mockRestore();
    expect(authStore.getState()).toMatchObject({ isAdmin: false, isCheckingAdmin: false });
    await relay.open();
  }, 30_000);
});
