import WebSocket from 'ws';
import type { LocalBackend } from 'local-backend';
import { signUpTestUser } from 'local-backend/testing';
import { getSupabase } from '../client/supabaseClient';
import { startBackendWithMember } from '../test/localBackend';
import { cancelRsvp } from './cancel-rsvp';
import { createEvent } from './create-event';
import { getEvent } from './get-event';
import { getMyRsvp } from './get-my-rsvp';
import { getOrganiserName } from './get-organiser-name';
import { listAttendees } from './list-attendees';
import { rsvpToEvent } from './rsvp-event';

// Node 20 has no native WebSocket (browsers do); supabase-js's realtime client needs one.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

// The RSVP calls against the real local backend: capacity, waitlist and who may see the list are
// the database's rules (supabase/migrations/20261124000100_event_rsvps.sql), not the client's.
let backend: LocalBackend;
const ORGANISER = { email: `rsvp-org-${Date.now()}@example.com`, password: 'organiser-password-1', fullName: 'Rsvp Organiser' };
const GUEST = { email: `rsvp-guest-${Date.now()}@example.com`, password: 'guest-password-1', fullName: 'Rsvp Guest' };
const UNKNOWN_EVENT = '00000000-0000-4000-8000-000000000000';

async function signInAs(member: { email: string; password: string }): Promise<string> {
  const supabase = await getSupabase();
  await supabase.auth.signOut();
  const { data, error } = await supabase.auth.signInWithPassword(member);
  if (error) throw error;
  return data.user.id;
}

beforeAll(async () => {
  backend = await startBackendWithMember(ORGANISER);
  await signUpTestUser(backend, GUEST);
}, 60_000);

afterAll(async () => {
  await (await getSupabase()).auth.signOut();
  await backend?.stop();
});

describe('rsvp repository', () => {
  it('RSVPs, waits, cancels and moves the first waiting member up; the organiser sees who is coming', async () => {
    const organiserId = await signInAs(ORGANISER);
    const event = await createEvent({ title: 'One seat', date: '2031-04-01', capacity: 1 });
    expect(event).toMatchObject({ capacity: 1, going_count: 0, waitlist_count: 0 });
    expect(await getMyRsvp(event.id)).toBeNull();
    expect(await rsvpToEvent(event.id)).toBe('going');
    expect(await rsvpToEvent(event.id)).toBe('going');
    expect(await getMyRsvp(event.id)).toBe('going');

    const guestId = await signInAs(GUEST);
    expect(await rsvpToEvent(event.id)).toBe('waitlist');
    expect(await getMyRsvp(event.id)).toBe('waitlist');
    expect(await getEvent(event.id)).toMatchObject({ going_count: 1, waitlist_count: 1 });
    await expect(listAttendees(event.id)).rejects.toMatchObject({ code: '42501', message: 'Only the organiser or an admin can see who is coming.' });
    expect(await getOrganiserName(event.id)).toBe('Rsvp Organiser');

    await signInAs(ORGANISER);
    expect(await listAttendees(event.id)).toMatchObject([
      { user_id: organiserId, full_name: 'Rsvp Organiser', email: ORGANISER.email, status: 'going' },
      { user_id: guestId, full_name: 'Rsvp Guest', email: GUEST.email, status: 'waitlist' },
    ]);
    await cancelRsvp(event.id);
    await cancelRsvp(event.id);
    expect(await getMyRsvp(event.id)).toBeNull();
    expect(await getEvent(event.id)).toMatchObject({ going_count: 1, waitlist_count: 0 });
    expect(await listAttendees(event.id)).toMatchObject([{ user_id: guestId, status: 'going' }]);
  });

  it('answers a visitor: the organiser\'s name yes, an RSVP no', async () => {
    await signInAs(ORGANISER);
    const event = await createEvent({ title: 'Open to all', date: '2031-04-02' });
    await (await getSupabase()).auth.signOut();
    expect(await getOrganiserName(event.id)).toBe('Rsvp Organiser');
    expect(await getOrganiserName(UNKNOWN_EVENT)).toBeNull();
    expect(await getMyRsvp(event.id)).toBeNull();
    await expect(rsvpToEvent(event.id)).rejects.toMatchObject({ code: '42501' });
    await expect(cancelRsvp(event.id)).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses an unknown event with P0002', async () => {
    await signInAs(GUEST);
    await expect(rsvpToEvent(UNKNOWN_EVENT)).rejects.toMatchObject({ code: 'P0002', message: 'No event with that id.' });
    await expect(cancelRsvp(UNKNOWN_EVENT)).rejects.toMatchObject({ code: 'P0002' });
  });
});
