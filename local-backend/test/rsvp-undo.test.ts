/**
 * Undo after cancelling a place (issue 43, item 4; supabase/migrations/20261130500000_rsvp_undo.sql):
 * what undo_cancel_rsvp() puts back, as the member calls it after cancel_rsvp(), and what it refuses.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, eventPayload, signUp, type SignedInUser, startTestBackend } from './helpers';

let backend: Backend;
let service: SupabaseClient;
let organiser: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend, backend.serviceRoleKey);
  organiser = await signUp(backend, 'Olive Organiser');
});

afterAll(async () => {
  await backend?.stop();
});

async function newEvent(fields: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await organiser.client.from('events').insert(eventPayload({ title: 'Undo test', ...fields })).select('id').single();
  if (error) throw error;
  return data.id as string;
}

const call = async (member: SignedInUser, fn: 'rsvp_event' | 'cancel_rsvp' | 'undo_cancel_rsvp', eventId: string) => {
  const { data, error } = await member.client.rpc(fn, { target_event: eventId });
  if (error) throw Object.assign(new Error(error.message), { code: error.code });
  return data as string | null;
};

async function state(eventId: string) {
  const { data: event } = await service.from('events').select('going_count, waitlist_count').eq('id', eventId).single();
  const { data: rows } = await service.from('event_rsvps').select('user_id, status, created_at').eq('event_id', eventId).order('created_at');
  return { counts: event as { going_count: number; waitlist_count: number }, rows: (rows ?? []) as { user_id: string; status: string; created_at: string }[] };
}

describe('undo_cancel_rsvp', () => {
  it('puts a cancelled place back while one is free, with the counts', async () => {
    const eventId = await newEvent({ capacity: 2 });
    const ada = await signUp(backend, 'Ada Undo');
    expect(await call(ada, 'rsvp_event', eventId)).toBe('going');
    await call(ada, 'cancel_rsvp', eventId);
    expect((await state(eventId)).counts).toEqual({ going_count: 0, waitlist_count: 0 });
    expect(await call(ada, 'undo_cancel_rsvp', eventId)).toBe('going');
    const after = await state(eventId);
    expect(after.counts).toEqual({ going_count: 1, waitlist_count: 0 });
    expect(after.rows.map((row) => [row.user_id, row.status])).toEqual([[ada.id, 'going']]);
    // Once undone, there is nothing left to undo.
    await expect(call(ada, 'undo_cancel_rsvp', eventId)).rejects.toMatchObject({ message: 'There is nothing to undo: answer again instead.' });
  });

  it('when a waiting member took the place, puts the member first on the waitlist', async () => {
    const eventId = await newEvent({ capacity: 1 });
    const [first, second, third] = [await signUp(backend, 'First'), await signUp(backend, 'Second'), await signUp(backend, 'Third')];
    expect(await call(first, 'rsvp_event', eventId)).toBe('going');
    expect(await call(second, 'rsvp_event', eventId)).toBe('waitlist');
    expect(await call(third, 'rsvp_event', eventId)).toBe('waitlist');
    await call(first, 'cancel_rsvp', eventId);
    // The cancellation moved Second up into the place.
    expect((await state(eventId)).rows.find((row) => row.user_id === second.id)?.status).toBe('going');
    expect(await call(first, 'undo_cancel_rsvp', eventId)).toBe('waitlist');
    const after = await state(eventId);
    expect(after.counts).toEqual({ going_count: 1, waitlist_count: 2 });
    const waiting = after.rows.filter((row) => row.status === 'waitlist').map((row) => row.user_id);
    expect(waiting).toEqual([first.id, third.id]);
    // Second cancels: First, at the head of the waitlist, gets the place.
    await call(second, 'cancel_rsvp', eventId);
    expect((await state(eventId)).rows.find((row) => row.user_id === first.id)?.status).toBe('going');
  });

  it('puts a waitlist place back at the same position, and a request awaiting approval back in the queue', async () => {
    const full = await newEvent({ capacity: 1 });
    const [holder, early, late] = [await signUp(backend, 'Holder'), await signUp(backend, 'Early'), await signUp(backend, 'Late')];
    await call(holder, 'rsvp_event', full);
    await call(early, 'rsvp_event', full);
    await call(late, 'rsvp_event', full);
    await call(early, 'cancel_rsvp', full);
    expect(await call(early, 'undo_cancel_rsvp', full)).toBe('waitlist');
    expect((await state(full)).rows.filter((row) => row.status === 'waitlist').map((row) => row.user_id)).toEqual([early.id, late.id]);

    const approval = await newEvent({ requires_approval: true });
    expect(await call(early, 'rsvp_event', approval)).toBe('pending');
    await call(early, 'cancel_rsvp', approval);
    expect(await call(early, 'undo_cancel_rsvp', approval)).toBe('pending');
  });

  it('refuses another member, an undo after answering again, after the window, and once the event is cancelled', async () => {
    const eventId = await newEvent({ capacity: 5 });
    const [ada, eve] = [await signUp(backend, 'Ada'), await signUp(backend, 'Eve Attacker')];
    await call(ada, 'rsvp_event', eventId);
    await call(ada, 'cancel_rsvp', eventId);
    // Eve cannot undo Ada's cancellation (there is nothing of hers to put back).
    await expect(call(eve, 'undo_cancel_rsvp', eventId)).rejects.toMatchObject({ message: 'There is nothing to undo: answer again instead.' });
    expect((await state(eventId)).rows).toEqual([]);
    // A visitor cannot call it at all.
    const visitor = await clientFor(backend).rpc('undo_cancel_rsvp', { target_event: eventId });
    expect(visitor.error).not.toBeNull();

    await call(ada, 'rsvp_event', eventId);
    await expect(call(ada, 'undo_cancel_rsvp', eventId)).rejects.toMatchObject({ message: 'You have answered again since: there is nothing to undo.' });
    await call(ada, 'cancel_rsvp', eventId);
    await backend.db.exclusive((pg) => pg.query(`update private.rsvp_withdrawals set withdrawn_at = now() - interval '16 minutes' where user_id = $1`, [ada.id]));
    await expect(call(ada, 'undo_cancel_rsvp', eventId)).rejects.toMatchObject({ message: 'There is nothing to undo: answer again instead.' });

    const cancelled = await newEvent({ capacity: 5 });
    await call(ada, 'rsvp_event', cancelled);
    await call(ada, 'cancel_rsvp', cancelled);
    expect((await organiser.client.rpc('cancel_event', { target_event: cancelled, reason: 'Venue closed' })).error).toBeNull();
    await expect(call(ada, 'undo_cancel_rsvp', cancelled)).rejects.toMatchObject({ message: 'This event is cancelled: it takes no more RSVPs.' });
  });

  // The RSVP emails tell the latest state once (20261130200300_rsvp_email_limits.sql): a waiting
  // email gives way to a newer one, and one saying what the last sent email said is not sent.
  const emails = async (memberId: string, eventId: string) => {
    const { data, error } = await service.from('outbox_messages').select('kind, state').eq('recipient_user_id', memberId).eq('event_id', eventId).order('id');
    if (error) throw error;
    return data as { kind: string; state: string }[];
  };

  it('writes the member the email of what they have after the undo: going, once, when nothing was sent yet', async () => {
    const eventId = await newEvent({ capacity: 3 });
    const ada = await signUp(backend, 'Ada Mail');
    await call(ada, 'rsvp_event', eventId);
    await call(ada, 'cancel_rsvp', eventId);
    expect(await emails(ada.id, eventId)).toEqual([]);
    await call(ada, 'undo_cancel_rsvp', eventId);
    expect(await emails(ada.id, eventId)).toEqual([{ kind: 'rsvp_confirmation', state: 'queued' }]);
  });

  it('sends nothing new when the member was already told they are going, and the undone cancellation is not sent', async () => {
    const eventId = await newEvent({ capacity: 3 });
    const bea = await signUp(backend, 'Bea Mail');
    await call(bea, 'rsvp_event', eventId);
    const { error } = await service.from('outbox_messages').update({ state: 'sent', claimed_at: new Date().toISOString() }).eq('recipient_user_id', bea.id).eq('event_id', eventId);
    if (error) throw error;
    await call(bea, 'cancel_rsvp', eventId);
    expect(await emails(bea.id, eventId)).toEqual([
      { kind: 'rsvp_confirmation', state: 'sent' },
      { kind: 'rsvp_cancelled', state: 'queued' },
    ]);
    await call(bea, 'undo_cancel_rsvp', eventId);
    expect(await emails(bea.id, eventId)).toEqual([{ kind: 'rsvp_confirmation', state: 'sent' }]);
  });
});
