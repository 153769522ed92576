/**
 * The short check-in reference (issue 43, item 7; 20261130200600_check_in_reference.sql): what
 * the confirmation's text part gives instead of the whole code, typed by staff at the door. The
 * database works it out as the worker does from the code (kinds/checkInCode.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInReference } from '../../supabase/functions/outbox-worker/kinds/checkInCode.ts';
import { type Backend, eventPayload, signUp, type SignedInUser, startTestBackend } from './helpers';

let backend: Backend;
let organiser: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  organiser = await signUp(backend, 'Door Organiser');
});

afterAll(async () => {
  await backend?.stop();
});

async function newEvent(): Promise<string> {
  const { data, error } = await organiser.client.from('events').insert(eventPayload({ title: 'Door night' })).select('id').single();
  if (error) throw error;
  return (data as { id: string }).id;
}

describe('check-in references', () => {
  it('are the code\'s own: the worker and the database work out the same 8 characters', async () => {
    const eventId = await newEvent();
    const member = await signUp(backend, 'Ref Member');
    await member.client.rpc('rsvp_event', { target_event: eventId });
    const { data: code } = await member.client.rpc('my_check_in_code', { target_event: eventId });
    const fromDatabase = await backend.db.exclusive(async (pg) => (await pg.query<{ r: string }>('select private.check_in_reference($1, $2) as r', [eventId, member.id])).rows[0]!.r);
    expect(checkInReference(code as string)).toBe(fromDatabase);
    expect(fromDatabase).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(checkInReference('not a code')).toBeNull();
  });

  it('check a member in when typed by staff, however it is typed; nobody else may use them', async () => {
    const eventId = await newEvent();
    const [member, stranger] = [await signUp(backend, 'Typed In'), await signUp(backend, 'Not Staff')];
    await member.client.rpc('rsvp_event', { target_event: eventId });
    const reference = await backend.db.exclusive(async (pg) => (await pg.query<{ r: string }>('select private.check_in_reference($1, $2) as r', [eventId, member.id])).rows[0]!.r);

    // A member of the event cannot check themselves (or anyone) in with it.
    const refused = await stranger.client.rpc('check_in_by_reference', { target_event: eventId, reference });
    expect(refused.error?.code).toBe('42501');

    const typed = ` ${reference.toLowerCase().replace('-', ' ')} `.replace(/1/g, 'l').replace(/0/g, 'o');
    const { data, error } = await organiser.client.rpc('check_in_by_reference', { target_event: eventId, reference: typed });
    expect(error).toBeNull();
    expect(data).toMatchObject([{ user_id: member.id, full_name: 'Typed In', already_checked_in: false }]);
    const again = await organiser.client.rpc('check_in_by_reference', { target_event: eventId, reference });
    expect(again.data).toMatchObject([{ user_id: member.id, already_checked_in: true }]);

    expect((await organiser.client.rpc('check_in_by_reference', { target_event: eventId, reference: 'ZZZZ-ZZZZ' })).error?.message).toBe('Nobody at this event has that check-in reference.');
    expect((await organiser.client.rpc('check_in_by_reference', { target_event: eventId, reference: 'hello' })).error?.message).toBe(
      'A check-in reference has 8 letters and digits, like K7QM-2X9D.',
    );
    // Another event's reference is nobody's here.
    const other = await newEvent();
    expect((await organiser.client.rpc('check_in_by_reference', { target_event: other, reference })).error?.code).toBe('22023');
  });
});
