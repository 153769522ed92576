/**
 * The outbox's contract (supabase/migrations/20261127000000_outbox.sql): enqueueing is idempotent on
 * the dedupe key, an enqueue in a transaction that rolls back leaves no row, admins read the
 * outbox, nobody else reads it, and no client writes it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rollback, type Transaction } from '../src/db/connection/database';
import { type Backend, clientFor, eventPayload, signInAdmin, signUp, type SignedInUser, startTestBackend } from './helpers';

let backend: Backend;
let service: SupabaseClient;
let admin: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend, backend.serviceRoleKey);
  admin = await signInAdmin(backend);
  member = await signUp(backend, 'Outbox Member');
});

afterAll(async () => {
  await backend?.stop();
});

function enqueue(tx: Transaction, kind: string, dedupeKey: string, email: string, payload: Record<string, unknown> = {}) {
  return tx.query(`select private.enqueue_email($1, $2, $3, $4::jsonb)`, [kind, dedupeKey, email, JSON.stringify(payload)]);
}

async function rowsWithKey(dedupeKey: string) {
  const { data, error } = await service.from('outbox_messages').select('*').eq('dedupe_key', dedupeKey);
  if (error) throw error;
  return data as { kind: string; state: string; attempts: number; payload: Record<string, unknown>; recipient_email: string }[];
}

describe('private.enqueue_email', () => {
  it('enqueues once per dedupe key, whatever is enqueued again with it', async () => {
    const key = `test:idempotent:${crypto.randomUUID()}`;
    await backend.db.transaction((tx) => enqueue(tx, 'rsvp_confirmation', key, member.email, { first: true }));
    await backend.db.transaction((tx) => enqueue(tx, 'rsvp_confirmation', key, member.email, { second: true }));
    await backend.db.transaction(async (tx) => {
      await enqueue(tx, 'rsvp_confirmation', key, 'someone-else@example.com', { third: true });
      await enqueue(tx, 'rsvp_confirmation', key, member.email, { fourth: true });
    });
    const rows = await rowsWithKey(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'rsvp_confirmation', state: 'queued', attempts: 0, payload: { first: true }, recipient_email: member.email });
  });

  it('leaves no row when the change that enqueued rolls back', async () => {
    const key = `test:rollback:${crypto.randomUUID()}`;
    const title = `Rolled back ${key}`;
    const answer = await backend.db.transaction(async (tx) => {
      await tx.query(`insert into public.events (title, date, location) values ($1, '2030-05-06', 'Tokyo')`, [title]);
      await enqueue(tx, 'event_changed', key, member.email);
      expect((await tx.query<{ n: number }>(`select count(*)::int as n from public.outbox_messages where dedupe_key = $1`, [key])).rows[0]!.n).toBe(1);
      throw new Rollback('rolled back');
    });
    expect(answer).toBe('rolled back');
    expect(await rowsWithKey(key)).toEqual([]);
    const { data: events } = await service.from('events').select('id').eq('title', title);
    expect(events).toEqual([]);
  });

  it('refuses a message without an address', async () => {
    await expect(backend.db.transaction((tx) => enqueue(tx, 'newsletter', `test:no-address:${crypto.randomUUID()}`, ' '))).rejects.toThrow(/recipient address/);
  });

  it('is not callable by clients', async () => {
    for (const client of [clientFor(backend), member.client, admin.client]) {
      const { error } = await client.schema('private' as 'public').rpc('enqueue_email', { kind: 'newsletter', dedupe_key: 'x', recipient_email: 'a@example.com', payload: {} });
      expect(error).not.toBeNull();
    }
    const asMember = await backend.db
      .asRequest({ role: 'authenticated', claims: { sub: member.id, role: 'authenticated', aud: 'authenticated' }, method: 'POST', path: '/rpc/x' }, (tx) =>
        enqueue(tx, 'newsletter', `test:member:${crypto.randomUUID()}`, member.email),
      )
      .then(
        () => null,
        (error: { code?: string }) => error.code,
      );
    expect(asMember).toBe('42501');
  });
});

describe('public.outbox_messages', () => {
  it('is read by admins only and written by no client', async () => {
    const key = `test:rls:${crypto.randomUUID()}`;
    await backend.db.transaction((tx) => enqueue(tx, 'newsletter', key, member.email));

    const asAdmin = await admin.client.from('outbox_messages').select('dedupe_key').eq('dedupe_key', key);
    expect(asAdmin).toMatchObject({ error: null, data: [{ dedupe_key: key }] });
    const asMember = await member.client.from('outbox_messages').select('dedupe_key').eq('dedupe_key', key);
    expect(asMember).toMatchObject({ error: null, data: [] });
    const asVisitor = await clientFor(backend).from('outbox_messages').select('dedupe_key').eq('dedupe_key', key);
    expect(asVisitor.data ?? []).toEqual([]);

    for (const client of [admin.client, member.client, clientFor(backend)]) {
      const inserted = await client.from('outbox_messages').insert({ kind: 'newsletter', dedupe_key: `${key}:client`, recipient_email: member.email, payload: {} });
      expect(inserted.error).not.toBeNull();
      await client.from('outbox_messages').update({ state: 'sent' }).eq('dedupe_key', key);
      await client.from('outbox_messages').delete().eq('dedupe_key', key);
    }
    expect(await rowsWithKey(`${key}:client`)).toEqual([]);
    expect(await rowsWithKey(key)).toMatchObject([{ state: 'queued' }]);
  });

  it('keeps the kind limits private and the events\' SEQUENCE out of clients\' reach', async () => {
    const limits = await admin.client.schema('private' as 'public').from('outbox_kind_limits').select('*');
    expect(limits.error).not.toBeNull();

    const { data: event, error } = await admin.client.from('events').insert(eventPayload({ title: 'Sequence test' })).select('id, sequence').single();
    expect(error).toBeNull();
    expect(event).toMatchObject({ sequence: 0 });
    const raised = await admin.client.from('events').update({ sequence: 5 }).eq('id', event!.id);
    expect(raised.error).not.toBeNull();
    const withSequence = await admin.client.from('events').insert(eventPayload({ title: 'Sequence test 2', sequence: 3 }));
    expect(withSequence.error).not.toBeNull();
  });
});
