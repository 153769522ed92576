/**
 * Cancel, not delete, and the bulk actions of events management
 * (supabase/migrations/20261128200000_event_cancellation.sql), called as the site calls them
 * (.rpc() through supabase-js) by each role; the results are read back with the service role.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, eventPayload, signInAdmin, signUp, type SignedInUser, startTestBackend, EVENT_COLUMNS } from './helpers';

let backend: Backend;
let service: SupabaseClient;
let organiser: SignedInUser;
let other: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend, backend.serviceRoleKey);
  organiser = await signUp(backend, 'Olive Organiser');
  other = await signUp(backend, 'Otto Other');
  admin = await signInAdmin(backend);
});

afterAll(async () => {
  await backend?.stop();
});

interface EventRow {
  id: string;
  title: string;
  category: string;
  cancelled_at: string | null;
  cancellation_reason: string | null;
  going_count: number;
  waitlist_count: number;
  updated_at: string;
}

async function newEvent(by: SignedInUser = organiser, overrides: Record<string, unknown> = {}): Promise<EventRow> {
  const { data, error } = await by.client.from('events').insert(eventPayload({ title: 'Cancellation test', ...overrides })).select(EVENT_COLUMNS).single();
  if (error) throw error;
  return data as EventRow;
}

async function read(id: string): Promise<EventRow | null> {
  const { data, error } = await service.from('events').select(EVENT_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw error;
  return data as EventRow | null;
}

describe('cancel_event', () => {
  it('cancels with a trimmed reason, visible to visitors, and refuses a second cancel with 409', async () => {
    const event = await newEvent();
    const { data, error } = await organiser.client.rpc('cancel_event', { target_event: event.id, reason: '  Venue flooded  ' });
    expect(error).toBeNull();
    expect(typeof data).toBe('string');
    const { data: seen } = await clientFor(backend).from('events').select('cancelled_at, cancellation_reason').eq('id', event.id).single();
    expect(seen).toEqual({ cancelled_at: data, cancellation_reason: 'Venue flooded' });
    // The calendar feed's LAST-MODIFIED moves: a cancellation is a change of the event.
    expect((await read(event.id))!.updated_at).not.toBe(event.updated_at);

    const again = await organiser.client.rpc('cancel_event', { target_event: event.id, reason: 'Another reason' });
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({ code: 'PT409', message: 'This event is already cancelled.' });
    expect((await read(event.id))!.cancellation_reason).toBe('Venue flooded');
  });

  it('lets an admin cancel anyone\'s event, but not another member or a visitor', async () => {
    const event = await newEvent();
    const byOther = await other.client.rpc('cancel_event', { target_event: event.id, reason: 'Mine now' });
    expect(byOther.error).toMatchObject({ code: '42501', message: 'Only the organiser or an admin can cancel "Cancellation test".' });
    const byVisitor = await clientFor(backend).rpc('cancel_event', { target_event: event.id, reason: 'Nope' });
    expect(byVisitor.status).toBe(401);
    expect((await read(event.id))!.cancelled_at).toBeNull();

    const byAdmin = await admin.client.rpc('cancel_event', { target_event: event.id, reason: 'Speaker ill' });
    expect(byAdmin.error).toBeNull();
    expect((await read(event.id))!.cancellation_reason).toBe('Speaker ill');
  });

  it('needs a reason of 1 to 500 characters, and an event that exists', async () => {
    const event = await newEvent();
    for (const reason of ['', '   ', null]) {
      const refused = await organiser.client.rpc('cancel_event', { target_event: event.id, reason });
      expect(refused.error).toMatchObject({ code: '22023', message: 'Give a reason for the cancellation.' });
    }
    const long = await organiser.client.rpc('cancel_event', { target_event: event.id, reason: 'x'.repeat(501) });
    expect(long.error).toMatchObject({ code: '22023', message: 'The reason for the cancellation is at most 500 characters.' });
    expect((await read(event.id))!.cancelled_at).toBeNull();
    const exact = await organiser.client.rpc('cancel_event', { target_event: event.id, reason: 'y'.repeat(500) });
    expect(exact.error).toBeNull();

    const unknown = await organiser.client.rpc('cancel_event', { target_event: '00000000-0000-4000-8000-000000000000', reason: 'Gone' });
    expect(unknown.error).toMatchObject({ code: 'P0002', message: 'No event with that id.' });
  });

  it('cannot be set or cleared through the table: the columns are not granted to clients', async () => {
    const event = await newEvent();
    const update = await organiser.client.from('events').update({ cancelled_at: new Date().toISOString(), cancellation_reason: 'Sneaky' }).eq('id', event.id);
    expect(update.error?.code).toBe('42501');
    const insert = await organiser.client.from('events').insert(eventPayload({ cancelled_at: new Date().toISOString(), cancellation_reason: 'Born cancelled' }));
    expect(insert.error?.code).toBe('42501');
    expect((await read(event.id))!.cancelled_at).toBeNull();

    await organiser.client.rpc('cancel_event', { target_event: event.id, reason: 'Real reason' });
    const clear = await admin.client.from('events').update({ cancelled_at: null, cancellation_reason: null }).eq('id', event.id);
    expect(clear.error?.code).toBe('42501');
    expect((await read(event.id))!.cancellation_reason).toBe('Real reason');
  });

  it('reinstates for the organiser or an admin, and refuses an event that is not cancelled', async () => {
    const event = await newEvent();
    const notCancelled = await organiser.client.rpc('reinstate_event', { target_event: event.id });
    expect(notCancelled.error).toMatchObject({ code: 'PT409', message: 'This event is not cancelled.' });
    await organiser.client.rpc('cancel_event', { target_event: event.id, reason: 'Oops' });
    const byOther = await other.client.rpc('reinstate_event', { target_event: event.id });
    expect(byOther.error?.code).toBe('42501');
    const byOrganiser = await organiser.client.rpc('reinstate_event', { target_event: event.id });
    expect(byOrganiser.error).toBeNull();
    expect(await read(event.id)).toMatchObject({ cancelled_at: null, cancellation_reason: null });
  });
});

describe('an event with no creator (seeded, added by the service role, or left by a deleted account)', () => {
  // private.can_manage_event answered NULL for such an event and a member who is not staff
  // (`null = auth.uid()` is NULL), and the checked functions' `if not NULL` refused nothing.
  async function orphanEvent(): Promise<EventRow> {
    const { data, error } = await service.from('events').insert({ ...eventPayload({ title: 'Nobody\'s event' }), created_by: null }).select(EVENT_COLUMNS).single();
    if (error) throw error;
    return data as EventRow;
  }

  it('is refused to any member through every checked function, and changes nothing', async () => {
    const event = await orphanEvent();
    const cancel = await other.client.rpc('cancel_event', { target_event: event.id, reason: 'Mine now' });
    expect(cancel.error).toMatchObject({ code: '42501' });
    const bulkCancel = await other.client.rpc('cancel_events', { target_events: [event.id], reason: 'Mine now' });
    expect(bulkCancel.error).toMatchObject({ code: '42501' });
    const category = await other.client.rpc('set_events_category', { target_events: [event.id], new_category: 'Workshop' });
    expect(category.error).toMatchObject({ code: '42501' });
    const deleted = await other.client.rpc('delete_events', { target_events: [event.id] });
    expect(deleted.error).toMatchObject({ code: '42501' });
    const after = await read(event.id);
    expect(after).toMatchObject({ cancelled_at: null, category: event.category, title: "Nobody's event" });

    // Cancelled by an admin, it cannot be reinstated by a member either.
    expect((await admin.client.rpc('cancel_event', { target_event: event.id, reason: 'Venue closed' })).error).toBeNull();
    const reinstate = await other.client.rpc('reinstate_event', { target_event: event.id });
    expect(reinstate.error).toMatchObject({ code: '42501' });
    expect((await read(event.id))!.cancellation_reason).toBe('Venue closed');
  });
});

describe('RSVPs of a cancelled event', () => {
  it('refuses a new RSVP with 409, keeps those going, and moves nobody up from the waitlist', async () => {
    const event = await newEvent(organiser, { capacity: 1 });
    const going = await signUp(backend, 'Gina Going');
    const waiting = await signUp(backend, 'Walt Waiting');
    expect((await going.client.rpc('rsvp_event', { target_event: event.id })).data).toBe('going');
    expect((await waiting.client.rpc('rsvp_event', { target_event: event.id })).data).toBe('waitlist');

    await organiser.client.rpc('cancel_event', { target_event: event.id, reason: 'Storm warning' });

    const late = await signUp(backend, 'Lena Late');
    const refused = await late.client.rpc('rsvp_event', { target_event: event.id });
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'PT409', message: 'This event is cancelled: it takes no more RSVPs.' });
    // Asking again answers the member's recorded status, as for an event that is over.
    expect((await going.client.rpc('rsvp_event', { target_event: event.id })).data).toBe('going');

    // Those going may still withdraw; the freed place does not move the waiting member into a
    // cancelled event, and the counts stay equal to the rows.
    expect((await going.client.rpc('cancel_rsvp', { target_event: event.id })).error).toBeNull();
    const { data: rows } = await service.from('event_rsvps').select('user_id, status').eq('event_id', event.id);
    expect(rows).toEqual([{ user_id: waiting.id, status: 'waitlist' }]);
    expect(await read(event.id)).toMatchObject({ going_count: 0, waitlist_count: 1 });

    // Reinstated, the event takes RSVPs again.
    await organiser.client.rpc('reinstate_event', { target_event: event.id });
    expect((await late.client.rpc('rsvp_event', { target_event: event.id })).data).toBe('going');
  });
});

describe('bulk actions', () => {
  it('cancels many with one reason, skipping those already cancelled, and counts', async () => {
    const events = [await newEvent(), await newEvent(), await newEvent()];
    await organiser.client.rpc('cancel_event', { target_event: events[0]!.id, reason: 'First reason' });
    const { data, error } = await organiser.client.rpc('cancel_events', { target_events: [...events.map((e) => e.id), events[1]!.id], reason: 'Season over' });
    expect(error).toBeNull();
    expect(data).toBe(2);
    expect((await read(events[0]!.id))!.cancellation_reason).toBe('First reason');
    expect((await read(events[1]!.id))!.cancellation_reason).toBe('Season over');
    expect((await read(events[2]!.id))!.cancellation_reason).toBe('Season over');
  });

  it('refuses the whole call when one row belongs to someone else (a member cannot bulk-cancel others\' events)', async () => {
    const mine = await newEvent(other, { title: 'Otto event' });
    const theirs = await newEvent(organiser, { title: 'Olive event' });
    const cancel = await other.client.rpc('cancel_events', { target_events: [mine.id, theirs.id], reason: 'Cleanup' });
    expect(cancel.error).toMatchObject({ code: '42501', message: 'Only the organiser or an admin can cancel "Olive event".' });
    const del = await other.client.rpc('delete_events', { target_events: [mine.id, theirs.id] });
    expect(del.error).toMatchObject({ code: '42501', message: 'Only the organiser or an admin can delete "Olive event".' });
    const move = await other.client.rpc('set_events_category', { target_events: [mine.id, theirs.id], new_category: 'Workshop' });
    expect(move.error).toMatchObject({ code: '42501', message: 'Only the organiser or an admin can change "Olive event".' });
    // One transaction: the caller's own event is unchanged too.
    expect(await read(mine.id)).toMatchObject({ cancelled_at: null, category: 'Networking' });
    expect(await read(theirs.id)).toMatchObject({ cancelled_at: null, category: 'Networking' });

    const visitor = clientFor(backend);
    for (const asVisitor of [
      await visitor.rpc('cancel_events', { target_events: [mine.id], reason: 'x' }),
      await visitor.rpc('delete_events', { target_events: [mine.id] }),
      await visitor.rpc('set_events_category', { target_events: [mine.id], new_category: 'Workshop' }),
    ]) {
      expect(asVisitor.status).toBe(401);
      expect(asVisitor.error?.code).toBe('42501');
    }
  });

  it('lets an admin change the category of and delete anyone\'s events, row by row, with counts', async () => {
    const a = await newEvent(organiser, { category: 'Workshop' });
    const b = await newEvent(other);
    const c = await newEvent(other);
    const move = await admin.client.rpc('set_events_category', { target_events: [a.id, b.id, c.id], new_category: 'Workshop' });
    expect(move).toMatchObject({ error: null, data: 2 });
    for (const e of [a, b, c]) expect((await read(e.id))!.category).toBe('Workshop');
    // Each row was updated on its own: its row trigger moved updated_at.
    expect((await read(b.id))!.updated_at).not.toBe(b.updated_at);

    const del = await admin.client.rpc('delete_events', { target_events: [a.id, b.id] });
    expect(del).toMatchObject({ error: null, data: 2 });
    expect(await read(a.id)).toBeNull();
    expect(await read(b.id)).toBeNull();
    expect(await read(c.id)).not.toBeNull();

    const gone = await admin.client.rpc('delete_events', { target_events: [a.id, c.id] });
    expect(gone.error).toMatchObject({ code: 'P0002' });
    expect(await read(c.id)).not.toBeNull();
  });

  it('refuses an empty selection, more than 1000 events, and an unknown category', async () => {
    const empty = await admin.client.rpc('delete_events', { target_events: [] });
    expect(empty.error).toMatchObject({ code: '22023', message: 'Select at least one event.' });
    const many = Array.from({ length: 1001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const tooMany = await admin.client.rpc('cancel_events', { target_events: many, reason: 'Too many' });
    expect(tooMany.error).toMatchObject({ code: '22023', message: 'Select at most 1000 events at once.' });
    const event = await newEvent();
    const unknown = await admin.client.rpc('set_events_category', { target_events: [event.id], new_category: 'Party' });
    expect(unknown.error?.code).toBe('22P02');
  });
});
