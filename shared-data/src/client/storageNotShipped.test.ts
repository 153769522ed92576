import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { STORAGE_NOT_SHIPPED } from './storageNotShipped';

// shared-data's tests build supabase-js as the browser build does, with the stand-in (vitest.config.ts).

/** A client that is only constructed: nothing is sent to its (unused) URL. */
function createTestClient() {
  return createClient('http://127.0.0.1:9', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no native WebSocket (browsers do); supabase-js's realtime client needs one.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

describe('the browser build without @supabase/storage-js', () => {
  // The other shared-data tests read, sign in and subscribe against the local backend with it.
  it('still constructs supabase-js, with reads, auth and realtime', () => {
    const client = createTestClient();
    expect(typeof client.from('events').select('*').then).toBe('function');
    expect(typeof client.auth.getSession).toBe('function');
    expect(typeof client.channel).toBe('function');
  });

  it('says what to change when Storage is used', () => {
    const client = createTestClient();
    expect(() => client.storage.from('images')).toThrow(STORAGE_NOT_SHIPPED);
    expect(() => client.storage.listBuckets()).toThrow(STORAGE_NOT_SHIPPED);
  });

  it('can still be inspected and awaited without throwing', async () => {
    const client = createTestClient();
    expect(String(client.storage[Symbol.toStringTag as never])).toBe('undefined');
    await expect(Promise.resolve(client.storage)).resolves.toBe(client.storage);
  });
});
