import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_NOT_LOADED, type RealtimeClient } from './realtimeOnDemand';

// shared-data's tests build supabase-js as the browser build does, with realtime-js on demand (vitest.config.ts).

/** What the browser build's client has in place of realtime-js's client. */
const loadRealtime = (client: ReturnType<typeof createTestClient>) => (client.realtime as unknown as RealtimeClient).load();

/** A client that is only constructed: nothing is sent to its (unused) URL. */
function createTestClient() {
  return createClient('http://127.0.0.1:9', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no native WebSocket (browsers do): realtime-js, once loaded, is given one.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

describe('the browser build with realtime-js on demand', () => {
  it('constructs supabase-js without realtime-js: no channel, nothing to remove', async () => {
    const client = createTestClient();
    expect(client.getChannels()).toEqual([]);
    await expect(client.removeAllChannels()).resolves.toEqual([]);
    expect(() => client.channel('events-changes')).toThrow(REALTIME_NOT_LOADED);
    expect(() => client.realtime.isConnected()).toThrow(REALTIME_NOT_LOADED);
  });

  it('builds the real client on load, with the token supabase-js gave before, and hands every call to it', async () => {
    const client = createTestClient();
    await client.realtime.setAuth('token-before-load');
    await loadRealtime(client);
    expect(client.realtime.accessTokenValue).toBe('token-before-load');
    expect(client.realtime.isConnected()).toBe(false);
    const channel = client.channel('events-changes');
    expect(channel.topic).toBe('realtime:events-changes');
    expect(client.getChannels()).toEqual([channel]);
    await client.realtime.setAuth('token-after-load');
    expect(client.realtime.accessTokenValue).toBe('token-after-load');
    await client.removeAllChannels();
    expect(client.getChannels()).toEqual([]);
  });

  it('loads once however often it is asked', async () => {
    const client = createTestClient();
    await Promise.all([loadRealtime(client), loadRealtime(client)]);
    const channel = client.channel('one');
    await loadRealtime(client);
    expect(client.getChannels()).toEqual([channel]);
    await client.removeAllChannels();
  });
});
