import { createClient } from '@supabase/supabase-js';
import type { LocalBackend } from 'local-backend';
import WebSocket from 'ws';
import { startBackendWithMember } from '../test/localBackend';
import { readStoredSession, sessionStorageKey } from './supabaseClient';

// Node 20 has no native WebSocket (browsers do); supabase-js's realtime client needs one.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

// The header draws a signed-in member from the session supabase-js stored, before supabase-js
// itself is loaded (shared-auth's startAuthSync). That only works while `readStoredSession` reads
// the key, and the shape, that supabase-js really writes by default (sessions stored by earlier
// builds included): checked against supabase-js and the real local backend. The browser's
// storage is a Map here (Node has no localStorage).
let backend: LocalBackend;
const MEMBER = { email: `stored-${Date.now()}@example.com`, password: 'member-password-1', fullName: 'Stored Member' };
const storage = new Map<string, string>();
const browserStorage = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
};

beforeAll(async () => {
  backend = await startBackendWithMember(MEMBER);
  vi.stubGlobal('window', { localStorage: browserStorage });
}, 60_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await backend?.stop();
});

describe('the stored session', () => {
  it("is found where supabase-js's default storage key puts it, and is gone after signing out", async () => {
    expect(readStoredSession()).toBeNull();
    // A client with supabase-js's own defaults (no storageKey of ours), as earlier builds had.
    const client = createClient(backend.url, backend.anonKey, { auth: { storage: browserStorage, persistSession: true, autoRefreshToken: false } });
    const { error } = await client.auth.signInWithPassword(MEMBER);
    expect(error).toBeNull();

    expect([...storage.keys()]).toContain(sessionStorageKey());
    const stored = readStoredSession();
    expect(stored?.user.email).toBe(MEMBER.email);
    expect(stored?.access_token).toEqual(expect.any(String));

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
