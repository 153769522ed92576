import WebSocket from 'ws';
import type { LocalBackend } from 'local-backend';
import { signUpTestUser } from 'local-backend/testing';
import { DataError } from 'shared-data';
import { getSupabase } from '../client/supabaseClient';
import { startBackendWithMember } from '../test/localBackend';
import { createEvent } from '../events/create-event';
import { getEvent } from '../events/get-event';
import { rsvpToEvent } from '../events/rsvp-event';
import { cancelEvent, cancelEvents, deleteEvents, listAdminEventIds, reinstateEvent, setEventsCategory } from './event-actions';

// Node 20 has no native WebSocket (browsers do); supabase-js's realtime client needs one.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

// Cancelling and the bulk actions against the real local backend: who may is the database's rule
// (supabase/migrations/20261128200000_event_cancellation.sql); its refusals arrive as DataError.
let backend: LocalBackend;
const OWNER = { email: `cancel-owner-${Date.now()}@example.com`, password: 'owner-password-1', fullName: 'Cancel Owner' };
const OTHER = { email: `cancel-other-${Date.now()}@example.com`, password: 'other-password-1', fullName: 'Cancel Other' };

async function signInAs(member: { email: string; password: string }): Promise<void> {
  const supabase = await getSupabase();
  await supabase.auth.signOut();
  const { error } = await supabase.auth.signInWithPassword(member);
  if (error) throw error;
}

beforeAll(async () => {
  backend = await startBackendWithMember(OWNER);
  await signUpTestUser(backend, OTHER);
}, 60_000);

afterAll(async () => {
  await (await getSupabase()).auth.signOut();
  await backend?.stop();
});

describe('event actions', () => {
  it('cancels with a reason, refuses a second cancel and RSVPs as DataError with the database\'s words, and reinstates', async () => {
    await signInAs(OWNER);
    const event = await createEvent({ title: 'Called off', date: '2031-05-01' });
    expect(typeof (await cancelEvent(event.id, ' Rain '))).toBe('string');
    expect(await getEvent(event.id)).toMatchObject({ cancellation_reason: 'Rain' });
    const again = cancelEvent(event.id, 'Again');
    await expect(again).rejects.toBeInstanceOf(DataError);
    await expect(again).rejects.toMatchObject({ code: 'PT409', message: 'This event is already cancelled.' });

    await signInAs(OTHER);
    await expect(rsvpToEvent(event.id)).rejects.toMatchObject({ code: 'PT409', message: 'This event is cancelled: it takes no more RSVPs.' });
    await expect(reinstateEvent(event.id)).rejects.toMatchObject({ code: '42501' });

    await signInAs(OWNER);
    await reinstateEvent(event.id);
    expect(await getEvent(event.id)).toMatchObject({ cancelled_at: null, cancellation_reason: null });
  }, 30_000);

  it('lists every matching id across pages, and acts on the member\'s own events only', async () => {
    await signInAs(OWNER);
    const prefix = `Bulk repo ${Date.now()}`;
    const mine = [];
    for (let i = 0; i < 3; i += 1) mine.push(await createEvent({ title: `${prefix} ${i}`, date: '2031-06-01', category: 'Networking' }));
    const ids = await listAdminEventIds({ search: prefix, category: null, when: 'all', today: '2031-01-01' });
    expect(ids.sort()).toEqual(mine.map((e) => e.id).sort());

    expect(await setEventsCategory(ids, 'Workshop')).toBe(3);
    expect(await cancelEvents([mine[0]!.id, mine[1]!.id, mine[0]!.id], 'Merged')).toBe(2);
    expect(await getEvent(mine[0]!.id)).toMatchObject({ category: 'Workshop', cancellation_reason: 'Merged' });

    await signInAs(OTHER);
    await expect(deleteEvents(ids)).rejects.toMatchObject({ code: '42501', message: expect.stringMatching(new RegExp(`^Only the organiser or an admin can delete "${prefix} \\d"\\.$`)) });
    await signInAs(OWNER);
    expect(await deleteEvents(ids)).toBe(3);
    expect(await getEvent(mine[2]!.id)).toBeNull();
  }, 30_000);
});
