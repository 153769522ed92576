import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncCaptureTriggers } from '../src/db/changeCapture';
import { type Backend, clientFor, eventPayload, type SignedInUser, signUp, sleep, startTestBackend, EVENT_COLUMNS } from './helpers';

/*
 * "Nothing arrives" is never judged by waiting a while: a refused subscriber shares its socket
 * with an allowed control channel, and a later write that the control may see is awaited there.
 * Changes are delivered one commit at a time (inside the database mutex) and one socket's frames
 * arrive in order, so once the control has the later change, anything the refused channel would
 * have been sent for the earlier one has arrived too.
 */

/** The fields of a postgres_changes payload these tests read. */
interface Change {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  table: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
}

let backend: Backend;
let alice: SignedInUser;
let bob: SignedInUser;
const clients: SupabaseClient[] = [];

/** A private, published table: each user sees only their own notes. */
async function createPrivateNotesTable(): Promise<void> {
  await backend.db.exclusive(async (pg) => {
    await pg.exec(`
      create table public.private_notes (
        id bigint generated always as identity primary key,
        owner uuid not null default auth.uid(),
        body text not null
      );
      alter table public.private_notes enable row level security;
      create policy "own notes" on public.private_notes for all to authenticated
        using (owner = auth.uid()) with check (owner = auth.uid());
      grant select, insert, update, delete on public.private_notes to authenticated;
      alter publication supabase_realtime add table public.private_notes;
    `);
    await syncCaptureTriggers(pg);
    await backend.schema.load(pg);
  });
}

beforeAll(async () => {
  backend = await startTestBackend();
  [alice, bob] = await Promise.all([signUp(backend, 'Alice'), signUp(backend, 'Bob')]);
  await createPrivateNotesTable();
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await backend?.stop();
});

/** A client signed in as `user` (so realtime joins with their JWT), or anonymous. */
async function realtimeClient(user?: SignedInUser): Promise<SupabaseClient> {
  const client = clientFor(backend);
  if (user) {
    const { error } = await client.auth.setSession({ access_token: user.accessToken, refresh_token: user.refreshToken });
    if (error) throw error;
  }
  clients.push(client);
  return client;
}

/** Subscribes and resolves once the server confirmed the join; collects every change. */
async function subscribe(
  client: SupabaseClient,
  name: string,
  table: string,
): Promise<{ channel: RealtimeChannel; changes: { payload: Change; at: number }[] }> {
  const changes: { payload: Change; at: number }[] = [];
  const channel = client
    .channel(name)
    .on('postgres_changes', { event: '*', schema: 'public', table }, (payload) => {
      changes.push({ payload: payload as unknown as Change, at: Date.now() });
    });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`subscribe ${name} timed out`)), 5000);
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve();
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        clearTimeout(timer);
        reject(error ?? new Error(status));
      }
    });
  });
  return { channel, changes };
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 1000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not received within ${timeoutMs} ms`);
    await sleep(10);
  }
}

describe('realtime: postgres_changes on events', () => {
  it('delivers INSERT, UPDATE and DELETE to an events-changes subscriber within one second', async () => {
    const { changes } = await subscribe(await realtimeClient(), 'events-changes', 'events');
    const writer = clientFor(backend, backend.anonKey, alice.accessToken);

    let started = Date.now();
    const inserted = await writer.from('events').insert(eventPayload({ title: 'Realtime insert' })).select(EVENT_COLUMNS).single();
    expect(inserted.error).toBeNull();
    const id = inserted.data?.id as string;
    const insert = await waitFor(() => changes.find((c) => c.payload.eventType === 'INSERT' && c.payload.new.id === id));
    expect(insert.at - started).toBeLessThan(1000);
    expect(insert.payload).toMatchObject({ schema: 'public', table: 'events' });
    expect(insert.payload.new).toMatchObject({ title: 'Realtime insert', date: '2030-01-15', created_by: alice.id });

    started = Date.now();
    await writer.from('events').update({ title: 'Realtime update' }).eq('id', id);
    const update = await waitFor(() => changes.find((c) => c.payload.eventType === 'UPDATE' && c.payload.new.id === id));
    expect(update.at - started).toBeLessThan(1000);
    expect(update.payload.new.title).toBe('Realtime update');
    expect(update.payload.old).toEqual({ id });

    started = Date.now();
    await writer.from('events').delete().eq('id', id);
    const remove = await waitFor(() => changes.find((c) => c.payload.eventType === 'DELETE' && c.payload.old.id === id));
    expect(remove.at - started).toBeLessThan(1000);
    expect(remove.payload.new).toEqual({});
  });

  it('delivers rows far larger than NOTIFY\'s 8,000-byte limit', async () => {
    const { changes } = await subscribe(await realtimeClient(alice), 'big-rows', 'private_notes');
    const body = 'x'.repeat(100_000);
    const { error } = await clientFor(backend, backend.anonKey, alice.accessToken).from('private_notes').insert({ body });
    expect(error).toBeNull();
    const change = await waitFor(() => changes.find((c) => c.payload.eventType === 'INSERT'));
    expect((change.payload.new.body as string).length).toBe(100_000);
  });

  it('stops delivering after the channel is left (phx_leave)', async () => {
    const client = await realtimeClient();
    const { channel, changes } = await subscribe(client, 'leaving', 'events');
    const control = await subscribe(client, 'leaving-control', 'events');
    expect(await channel.unsubscribe()).toBe('ok');
    const writer = clientFor(backend, backend.anonKey, alice.accessToken);
    await writer.from('events').insert(eventPayload({ title: 'After leave' }));
    await writer.from('events').insert(eventPayload({ title: 'Leave marker' }));
    await waitFor(() => control.changes.find((c) => c.payload.new.title === 'Leave marker'));
    expect(control.changes.some((c) => c.payload.new.title === 'After leave')).toBe(true);
    expect(changes).toHaveLength(0);
  });
});

describe('realtime: row level security decides who hears a change', () => {
  it('delivers a private row only to its owner, for INSERT, UPDATE and DELETE', async () => {
    const aliceSide = await subscribe(await realtimeClient(alice), 'notes-alice', 'private_notes');
    const bobSide = await subscribe(await realtimeClient(bob), 'notes-bob', 'private_notes');
    const anonClient = await realtimeClient();
    const anonSide = await subscribe(anonClient, 'notes-anon', 'private_notes');
    const anonControl = await subscribe(anonClient, 'notes-anon-control', 'events');
    const writer = clientFor(backend, backend.anonKey, alice.accessToken);

    const { data } = await writer.from('private_notes').insert({ body: 'for alice only' }).select().single();
    const id = data?.id as number;
    await writer.from('private_notes').update({ body: 'still alice only' }).eq('id', id);
    await writer.from('private_notes').delete().eq('id', id);

    await waitFor(() => aliceSide.changes.find((c) => c.payload.eventType === 'DELETE' && c.payload.old.id === id));
    expect(aliceSide.changes.filter((c) => c.payload.new.id === id || c.payload.old.id === id).map((c) => c.payload.eventType)).toEqual([
      'INSERT',
      'UPDATE',
      'DELETE',
    ]);
    // Controls, written after Alice's three changes: Bob's own note on Bob's channel, and a public
    // event on a second channel of the anonymous socket.
    await clientFor(backend, backend.anonKey, bob.accessToken).from('private_notes').insert({ body: 'bob control' });
    await writer.from('events').insert(eventPayload({ title: 'Anonymous control' }));
    await waitFor(() => bobSide.changes.find((c) => c.payload.new.body === 'bob control'));
    await waitFor(() => anonControl.changes.find((c) => c.payload.new.title === 'Anonymous control'));
    expect(bobSide.changes.map((c) => c.payload.new.body)).toEqual(['bob control']);
    expect(anonSide.changes).toHaveLength(0);
  });

  it('re-checks with a new token after access_token', async () => {
    const client = await realtimeClient(alice);
    const side = await subscribe(client, 'notes-switch', 'private_notes');
    const writer = clientFor(backend, backend.anonKey, alice.accessToken);

    await writer.from('private_notes').insert({ body: 'before switch' });
    await waitFor(() => side.changes.find((c) => c.payload.new.body === 'before switch'));

    // Signing in as Bob makes supabase-js push an access_token message to joined channels; setAuth
    // resolves once it is sent. A join on the same socket afterwards is answered only after the
    // server has handled every earlier frame of that socket, the access_token included.
    await client.auth.setSession({ access_token: bob.accessToken, refresh_token: bob.refreshToken });
    await client.realtime.setAuth(bob.accessToken);
    await subscribe(client, 'notes-switch-barrier', 'private_notes');
    await writer.from('private_notes').insert({ body: 'after switch' });
    // Bob's own note now reaches the channel: the server applied Bob's claims.
    await clientFor(backend, backend.anonKey, bob.accessToken).from('private_notes').insert({ body: 'bob note' });
    await waitFor(() => side.changes.find((c) => c.payload.new.body === 'bob note'));
    expect(side.changes.some((c) => c.payload.new.body === 'after switch')).toBe(false);
  });
});

describe('realtime: protocol', () => {
  function rawSocket(apikey: string): Promise<WebSocket> {
    const url = `${backend.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=2.0.0`;
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
  }

  function nextMessage(ws: WebSocket): Promise<unknown[]> {
    return new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()) as unknown[])));
  }

  it('answers heartbeats on topic phoenix', async () => {
    const ws = await rawSocket(backend.anonKey);
    const reply = nextMessage(ws);
    ws.send(JSON.stringify([null, '7', 'phoenix', 'heartbeat', {}]));
    expect(await reply).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    ws.close();
  });

  it('refuses a join for an unknown table and a socket with a bad apikey', async () => {
    const ws = await rawSocket(backend.anonKey);
    const reply = nextMessage(ws);
    ws.send(JSON.stringify(['1', '1', 'realtime:x', 'phx_join', { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'nope' }] } }]));
    const [, , , event, payload] = await reply;
    expect(event).toBe('phx_reply');
    expect(payload).toMatchObject({ status: 'error' });
    ws.close();
    await expect(rawSocket('not-a-jwt')).rejects.toThrow(/403/);
  });
});
