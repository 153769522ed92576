// @vitest-environment node
import { createClient } from '@supabase/supabase-js';
import { startLocalBackend, type LocalBackend } from 'local-backend';
import { readStoredSession, sessionStorageKey, setAppConfig } from 'shared-data';
import WebSocket from 'ws';
import { authStore, initialAuthState, startAuthSync } from './authStore';

// Node 20 has no native WebSocket (browsers do); supabase-js's realtime client needs one.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

// The header draws a signed-in member from the session supabase-js stored, before supabase-js
// itself is loaded. That only works while shared-data reads the key, and the shape, that
// supabase-js really writes by default (sessions stored before this change included): checked
// against supabase-js and the real local backend. The browser's storage is a Map here.
let backend: LocalBackend;
const MEMBER = { email: `stored-${Date.now()}@example.com`, password: 'member-password-1' };
const storage = new Map<string, string>();
const browserStorage = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
};

beforeAll(async () => {
  backend = await startLocalBackend({ memory: true, port: 0 });
  setAppConfig({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, functionsUrl: `${backend.url}/functions/v1`, remotes: {} });
  const anon = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
  const { error } = await anon.auth.signUp({ email: MEMBER.email, password: MEMBER.password, options: { data: { full_name: 'Stored Member' } } });
  if (error) throw error;
  vi.stubGlobal('window', { localStorage: browserStorage, location: { hash: '', search: '' }, addEventListener: () => undefined, removeEventListener: () => undefined });
}, 60_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await backend?.stop();
});

describe('the stored session', () => {
  it("is found where supabase-js's default storage key puts it, and a new page shows its user at once", async () => {
    expect(readStoredSession()).toBeNull();
    // A client with supabase-js's own defaults (no storageKey of ours), as earlier builds had.
    const client = createClient(backend.url, backend.anonKey, { auth: { storage: browserStorage, persistSession: true, autoRefreshToken: false } });
    const { error } = await client.auth.signInWithPassword(MEMBER);
    expect(error).toBeNull();

    expect([...storage.keys()]).toContain(sessionStorageKey());
    const stored = readStoredSession();
    expect(stored?.user.email).toBe(MEMBER.email);
    expect(stored?.access_token).toEqual(expect.any(String));

    // As on a reload: the store starts empty and is signed in on its first synchronous step.
    authStore.setState({ ...initialAuthState });
    const stop = startAuthSync();
    expect(authStore.getState()).toMatchObject({ loading: false, user: { email: MEMBER.email } });
    // It then loads the client to confirm the session and look up the admin flag.
    await vi.waitFor(() => expect(authStore.getState().isCheckingAdmin).toBe(false));
    expect(authStore.getState()).toMatchObject({ isAdmin: false, user: { email: MEMBER.email } });
    stop();

    await client.auth.signOut();
    expect(readStoredSession()).toBeNull();
  });

  it('treats unreadable text as no session', () => {
    storage.set(sessionStorageKey(), '{not json');
    expect(readStoredSession()).toBeNull();
    storage.set(sessionStorageKey(), JSON.stringify({ access_token: 'x' }));
    expect(readStoredSession()).toBeNull();
    storage.clear();
  });
});
