import WebSocket from 'ws';
import type { LocalBackend } from 'local-backend';
import { signUpTestUser } from 'local-backend/testing';
import { getSupabase } from '../client/supabaseClient';
import { startBackendWithMember } from '../test/localBackend';
import { createEvent } from '../events/create-event';
import { getMyRsvp } from '../events/get-my-rsvp';
import { rsvpToEvent } from '../events/rsvp-event';
import { checkInByCode, checkInMember, decideRsvps, getMyCheckInCode, listAttendance, undoCheckIn } from './calls';

// Node 20 has no native WebSocket (browsers do); supabase-js's realtime client needs one.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

// The approval and check-in calls against the real local backend: who may decide, the codes and
// their checks are the database's rules (supabase/migrations/20261128300000_registration_approval_and_check_in.sql).
let backend: LocalBackend;
const ORGANISER = { email: `door-org-${Date.now()}@example.com`, password: 'organiser-password-1', fullName: 'Door Organiser' };
const GUEST = { email: `door-guest-${Date.now()}@example.com`, password: 'guest-password-1', fullName: 'Door Guest' };

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

describe('check-in repository', () => {
  it('asks, is approved, shows a code that checks in once; members cannot decide or check in', async () => {
    await signInAs(ORGANISER);
    const event = await createEvent({ title: 'Curated dinner', date: '2031-05-01', capacity: 4, requires_approval: true });
    expect(event.requires_approval).toBe(true);

    const guestId = await signInAs(GUEST);
    expect(await rsvpToEvent(event.id)).toBe('pending');
    expect(await getMyRsvp(event.id)).toBe('pending');
    await expect(getMyCheckInCode(event.id)).rejects.toMatchObject({ code: '42501' });
    await expect(decideRsvps(event.id, [guestId], true)).rejects.toMatchObject({ code: '42501' });

    await signInAs(ORGANISER);
    expect(await decideRsvps(event.id, [guestId], true)).toEqual([{ user_id: guestId, status: 'going' }]);

    await signInAs(GUEST);
    const code = await getMyCheckInCode(event.id);
    expect(code).toMatch(/^EO1\./);
    await expect(checkInByCode(event.id, code)).rejects.toMatchObject({ code: '42501' });
    await expect(listAttendance()).rejects.toMatchObject({ code: '42501' });

    await signInAs(ORGANISER);
    expect(await checkInByCode(event.id, code)).toMatchObject({ user_id: guestId, full_name: 'Door Guest', already_checked_in: false });
    expect(await checkInByCode(event.id, code)).toMatchObject({ already_checked_in: true });
    expect(await checkInMember(event.id, guestId)).toMatchObject({ already_checked_in: true });
    await expect(checkInByCode(event.id, code.replace(/.$/, (c) => (c === '0' ? '1' : '0')))).rejects.toMatchObject({ code: '22023' });

    // A wrong tap at the door is taken back; the next scan checks the member in afresh.
    expect(await undoCheckIn(event.id, guestId)).toBe(true);
    expect(await undoCheckIn(event.id, guestId)).toBe(false);
    expect(await checkInByCode(event.id, code)).toMatchObject({ already_checked_in: false });
    await signInAs(GUEST);
    await expect(undoCheckIn(event.id, guestId)).rejects.toMatchObject({ code: '42501' });
  }, 30_000);
});
