/**
 * Registration approval and check-in at the door
 * (supabase/migrations/20261128300000_registration_approval_and_check_in.sql), called as the site
 * calls them (.rpc() through supabase-js) by each role: the organiser (the event's creator), an
 * admin, members and visitors. Counts are checked against the rows, read with the service role.
 */
import { createHmac } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, eventPayload, signInAdmin, signUp, type SignedInUser, startTestBackend } from './helpers';

let backend: Backend;
let service: SupabaseClient;
let organiser: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend, backend.serviceRoleKey);
  organiser = await signUp(backend, 'Olive Organiser');
  admin = await signInAdmin(backend);
});

afterAll(async () => {
  await backend?.stop();
});

async function newEvent(overrides: Record<string, unknown>, by: SignedInUser = organiser): Promise<{ id: string; requires_approval: boolean }> {
  const { data, error } = await by.client.from('events').insert(eventPayload({ title: 'Founder dinner', ...overrides })).select('id, requires_approval').single();
  if (error) throw error;
  return data as { id: string; requires_approval: boolean };
}

async function newMembers(count: number, name: string): Promise<SignedInUser[]> {
  const members: SignedInUser[] = [];
  for (let i = 0; i < count; i += 1) members.push(await signUp(backend, `${name} ${i + 1}`));
  return members;
}

async function rsvp(member: SignedInUser, eventId: string): Promise<string> {
  const { data, error } = await member.client.rpc('rsvp_event', { target_event: eventId });
  if (error) throw error;
  return data as string;
}

async function decide(by: SignedInUser, eventId: string, members: SignedInUser[], approve: boolean) {
  return by.client.rpc('decide_rsvps', { target_event: eventId, members: members.map((m) => m.id), approve });
}

async function state(eventId: string) {
  const { data: event, error } = await service.from('events').select('going_count, waitlist_count').eq('id', eventId).single();
  if (error) throw error;
  const { data: rows, error: rowsError } = await service.from('event_rsvps').select('user_id, status, checked_in_at').eq('event_id', eventId);
  if (rowsError) throw rowsError;
  const typed = rows as { user_id: string; status: string; checked_in_at: string | null }[];
  const byStatus = (status: string) => typed.filter((r) => r.status === status).map((r) => r.user_id).sort();
  return {
    going_count: event.going_count as number,
    waitlist_count: event.waitlist_count as number,
    going: byStatus('going'),
    waiting: byStatus('waitlist'),
    pending: byStatus('pending'),
    declined: byStatus('declined'),
    rows: typed,
  };
}

const ids = (members: SignedInUser[]) => members.map((m) => m.id).sort();

describe('registration approval', () => {
  it('keeps RSVPs pending (in no count) until the organiser approves or declines them', async () => {
    const event = await newEvent({ requires_approval: true, capacity: 2 });
    expect(event.requires_approval).toBe(true);
    const [a, b, c, d] = await newMembers(4, 'Diner');
    for (const m of [a!, b!, c!, d!]) expect(await rsvp(m, event.id)).toBe('pending');
    expect(await rsvp(a!, event.id)).toBe('pending');
    expect(await state(event.id)).toMatchObject({ going_count: 0, waitlist_count: 0, pending: ids([a!, b!, c!, d!]) });

    // The member reads their own row, and only it.
    const own = await a!.client.from('event_rsvps').select('user_id, status').eq('event_id', event.id);
    expect(own.data).toEqual([{ user_id: a!.id, status: 'pending' }]);

    // One by one, then in bulk: the third approval finds the event full and goes to the waitlist.
    const first = await decide(organiser, event.id, [a!], true);
    expect(first.error).toBeNull();
    expect(first.data).toEqual([{ user_id: a!.id, status: 'going' }]);
    const declined = await decide(organiser, event.id, [d!], false);
    expect(declined.data).toEqual([{ user_id: d!.id, status: 'declined' }]);
    const bulk = await decide(admin, event.id, [b!, c!], true);
    expect(bulk.error).toBeNull();
    expect(bulk.data).toEqual([
      { user_id: b!.id, status: 'going' },
      { user_id: c!.id, status: 'waitlist' },
    ]);
    expect(await state(event.id)).toMatchObject({ going_count: 2, waitlist_count: 1, going: ids([a!, b!]), waiting: [c!.id], declined: [d!.id], pending: [] });

    // A declined member keeps their answer: asking again or withdrawing changes nothing.
    expect(await rsvp(d!, event.id)).toBe('declined');
    expect((await d!.client.rpc('cancel_rsvp', { target_event: event.id })).error).toBeNull();
    expect(await rsvp(d!, event.id)).toBe('declined');

    // A freed place goes to the approved waiting member, never to a pending or declined one.
    const [late] = await newMembers(1, 'Late Diner');
    expect(await rsvp(late!, event.id)).toBe('pending');
    expect((await a!.client.rpc('cancel_rsvp', { target_event: event.id })).error).toBeNull();
    expect(await state(event.id)).toMatchObject({ going_count: 2, waitlist_count: 0, going: ids([b!, c!]), pending: [late!.id], declined: [d!.id] });

    // Withdrawing a pending request touches no count.
    expect((await late!.client.rpc('cancel_rsvp', { target_event: event.id })).error).toBeNull();
    expect(await state(event.id)).toMatchObject({ going_count: 2, waitlist_count: 0, pending: [] });

    // The attendee list shows the states in order, with the decision time.
    const list = await organiser.client.rpc('event_attendees', { target_event: event.id });
    expect(list.error).toBeNull();
    const rows = list.data as { user_id: string; status: string; decided_at: string | null; checked_in_at: string | null }[];
    expect(rows.map((r) => r.status)).toEqual(['going', 'going', 'declined']);
    expect(rows.every((r) => r.decided_at !== null && r.checked_in_at === null)).toBe(true);
  });

  it('leaves events without approval as before: going at once', async () => {
    const event = await newEvent({ capacity: 1 });
    expect(event.requires_approval).toBe(false);
    const [a, b] = await newMembers(2, 'Open');
    expect(await rsvp(a!, event.id)).toBe('going');
    expect(await rsvp(b!, event.id)).toBe('waitlist');
    // Nothing to decide: approving members that are not pending changes nothing.
    const approved = await decide(organiser, event.id, [a!, b!], true);
    expect(approved.data).toEqual([
      { user_id: a!.id, status: 'going' },
      { user_id: b!.id, status: 'waitlist' },
    ]);
    expect(await state(event.id)).toMatchObject({ going_count: 1, waitlist_count: 1 });
  });

  it('gives exactly 5 places to 20 approvals at once', async () => {
    const event = await newEvent({ requires_approval: true, capacity: 5 });
    const members = await newMembers(20, 'Racer');
    for (const m of members) await rsvp(m, event.id);
    // 20 separate calls at once, from the organiser and an admin: on PostgreSQL each request runs on
    // its own connection, so they really race for the event's row lock.
    const answers = await Promise.all(members.map((m, i) => decide(i % 2 === 0 ? organiser : admin, event.id, [m], true)));
    for (const answer of answers) expect(answer.error).toBeNull();
    const statuses = answers.map((answer) => (answer.data as { status: string }[])[0]!.status);
    expect(statuses.filter((s) => s === 'going')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'waitlist')).toHaveLength(15);
    const after = await state(event.id);
    expect(after).toMatchObject({ going_count: 5, waitlist_count: 15, pending: [] });
    expect(after.going).toHaveLength(5);
    expect(after.waiting).toHaveLength(15);
  });

  it('lets nobody but the organiser and admins approve or decline (RLS and grants)', async () => {
    const event = await newEvent({ requires_approval: true, capacity: 3 });
    const [member, other] = await newMembers(2, 'Sneaky');
    await rsvp(member!, event.id);
    for (const who of [member!, other!]) {
      const refused = await decide(who, event.id, [member!], true);
      expect(refused.error).toMatchObject({ code: '42501', message: 'Only the organiser or an admin can approve or decline registrations.' });
      const list = await who.client.rpc('event_attendees', { target_event: event.id });
      expect(list.error?.code).toBe('42501');
    }
    const visitor = await clientFor(backend).rpc('decide_rsvps', { target_event: event.id, members: [member!.id], approve: true });
    expect(visitor.status).toBe(401);
    // No write on the rows from a client, whatever it says.
    const direct = await member!.client.from('event_rsvps').update({ status: 'going' }).eq('event_id', event.id).eq('user_id', member!.id).select();
    expect(direct.error?.code ?? (direct.data?.length === 0 ? 'no rows' : 'written')).not.toBe('written');
    expect(await state(event.id)).toMatchObject({ going_count: 0, pending: [member!.id] });
  });
});

async function codeFor(member: SignedInUser, eventId: string): Promise<string> {
  const { data, error } = await member.client.rpc('my_check_in_code', { target_event: eventId });
  if (error) throw error;
  return data as string;
}

describe('check-in at the door', () => {
  it('computes HMAC-SHA256 exactly as node:crypto does (RFC 2104)', async () => {
    const cases: [string, string][] = [
      ['6b6579', '54686520717569636b2062726f776e20666f78'],
      ['00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff', '636865636b2d696e3a'],
      ['aa'.repeat(131), '54657374205573696e67204c6172676572205468616e20426c6f636b2d53697a65204b6579'],
    ];
    for (const [key, message] of cases) {
      const { rows } = await backend.db.exclusive((pg) =>
        pg.query<{ mac: string }>(`select encode(private.hmac_sha256(decode($1, 'hex'), decode($2, 'hex')), 'hex') as mac`, [key, message]),
      );
      expect(rows[0]!.mac).toBe(createHmac('sha256', Buffer.from(key, 'hex')).update(Buffer.from(message, 'hex')).digest('hex'));
    }
  });

  it('gives a going member a signed code that checks them in once; a second scan says already checked in', async () => {
    const event = await newEvent({ capacity: 1 });
    const [going, waiting] = await newMembers(2, 'Door');
    await rsvp(going!, event.id);
    await rsvp(waiting!, event.id);

    const code = await codeFor(going!, event.id);
    expect(code).toMatch(new RegExp(`^EO1\\.${event.id}\\.${going!.id}\\.[0-9a-f]{32}$`));
    expect(await codeFor(going!, event.id)).toBe(code);
    const noPlace = await waiting!.client.rpc('my_check_in_code', { target_event: event.id });
    expect(noPlace.error).toMatchObject({ code: '42501', message: 'Only members going to this event have a check-in code.' });
    expect((await clientFor(backend).rpc('my_check_in_code', { target_event: event.id })).status).toBe(401);

    const first = await organiser.client.rpc('check_in_by_code', { target_event: event.id, code });
    expect(first.error).toBeNull();
    expect(first.data).toEqual([{ user_id: going!.id, full_name: 'Door 1', checked_in_at: expect.any(String), already_checked_in: false }]);
    const second = await admin.client.rpc('check_in_by_code', { target_event: event.id, code });
    expect(second.data).toEqual([{ ...(first.data as object[])[0], already_checked_in: true }]);

    // By name, for the member whose phone is flat: the same answer for the same member.
    const byName = await organiser.client.rpc('check_in_member', { target_event: event.id, member: going!.id });
    expect(byName.data).toEqual(second.data);
    const notGoing = await organiser.client.rpc('check_in_member', { target_event: event.id, member: waiting!.id });
    expect(notGoing.error).toMatchObject({ message: 'Not checked in: this member is on the waitlist.' });

    const list = await organiser.client.rpc('event_attendees', { target_event: event.id });
    expect((list.data as { user_id: string; checked_in_at: string | null }[]).find((r) => r.user_id === going!.id)?.checked_in_at).toBe(
      (first.data as { checked_in_at: string }[])[0]!.checked_in_at,
    );
  });

  it('refuses a code for another event, a forged code, and anything else', async () => {
    const dinner = await newEvent({ title: 'Founder dinner' });
    const breakfast = await newEvent({ title: 'Members breakfast' });
    const [member] = await newMembers(1, 'Guest');
    await rsvp(member!, dinner.id);
    await rsvp(member!, breakfast.id);
    const dinnerCode = await codeFor(member!, dinner.id);

    const elsewhere = await organiser.client.rpc('check_in_by_code', { target_event: breakfast.id, code: dinnerCode });
    expect(elsewhere.error).toMatchObject({ code: '22023', message: 'This code is for another event: Founder dinner.' });

    // The dinner code with the breakfast's id put in: the signature no longer matches.
    const swapped = dinnerCode.replace(dinner.id, breakfast.id);
    const forged = await organiser.client.rpc('check_in_by_code', { target_event: breakfast.id, code: swapped });
    expect(forged.error).toMatchObject({ code: '22023', message: 'This check-in code is not valid: it was not issued by this site.' });
    // A code signed with a guessed secret.
    const guessedSignature = createHmac('sha256', 'guess').update(`check-in:${breakfast.id}:${member!.id}`).digest('hex').slice(0, 32);
    const guessed = await organiser.client.rpc('check_in_by_code', { target_event: breakfast.id, code: `EO1.${breakfast.id}.${member!.id}.${guessedSignature}` });
    expect(guessed.error?.message).toBe('This check-in code is not valid: it was not issued by this site.');
    for (const junk of ['', 'https://example.com', 'EO1.not-a-code']) {
      const refused = await organiser.client.rpc('check_in_by_code', { target_event: breakfast.id, code: junk });
      expect(refused.error).toMatchObject({ code: '22023', message: 'This is not a check-in code of this site.' });
    }
    expect((await state(breakfast.id)).rows.every((r) => r.checked_in_at === null)).toBe(true);
    expect((await state(dinner.id)).rows.every((r) => r.checked_in_at === null)).toBe(true);
  });

  it('lets no member check in, themselves or anyone, and keeps the secret out of reach', async () => {
    const event = await newEvent({});
    const [member, other] = await newMembers(2, 'Self');
    await rsvp(member!, event.id);
    const code = await codeFor(member!, event.id);
    for (const who of [member!, other!]) {
      const byCode = await who.client.rpc('check_in_by_code', { target_event: event.id, code });
      expect(byCode.error).toMatchObject({ code: '42501', message: 'Only the organiser or an admin can check members in.' });
      const byName = await who.client.rpc('check_in_member', { target_event: event.id, member: member!.id });
      expect(byName.error?.code).toBe('42501');
      const stats = await who.client.rpc('attendance_by_event', {});
      expect(stats.error?.code).toBe('42501');
    }
    expect((await clientFor(backend).rpc('check_in_by_code', { target_event: event.id, code })).status).toBe(401);
    // The table is not writable by its member, and the secret's schema is not exposed.
    const selfUpdate = await member!.client.from('event_rsvps').update({ checked_in_at: new Date().toISOString() }).eq('event_id', event.id).select();
    expect(selfUpdate.data ?? []).toEqual([]);
    const secret = await member!.client.schema('private').from('check_in_secret').select('*');
    expect(secret.data ?? []).toEqual([]);
    expect(secret.error).not.toBeNull();
    expect((await state(event.id)).rows[0]!.checked_in_at).toBeNull();
  });

  it('reports attendance of past events that used check-in, for admins', async () => {
    const event = await newEvent({ title: 'Attendance night' });
    const [a, b, c] = await newMembers(3, 'Attendee');
    for (const m of [a!, b!, c!]) await rsvp(m, event.id);
    await organiser.client.rpc('check_in_member', { target_event: event.id, member: a!.id });
    await organiser.client.rpc('check_in_member', { target_event: event.id, member: b!.id });
    const unused = await newEvent({ title: 'Never scanned' });
    await rsvp(c!, unused.id);
    const upcoming = await admin.client.rpc('attendance_by_event', {});
    expect((upcoming.data as { event_id: string }[]).map((r) => r.event_id)).not.toContain(event.id);
    // Move both into the past (the database's own clock decides "over").
    await backend.db.exclusive((pg) => pg.query(`update public.events set date = '2020-03-01' where id = any($1::uuid[])`, [[event.id, unused.id]]));
    const past = await admin.client.rpc('attendance_by_event', {});
    expect(past.error).toBeNull();
    const rows = past.data as { event_id: string; title: string; date: string; going: number; checked_in: number }[];
    expect(rows.find((r) => r.event_id === event.id)).toEqual({ event_id: event.id, title: 'Attendance night', date: '2020-03-01', going: 3, checked_in: 2 });
    expect(rows.map((r) => r.event_id)).not.toContain(unused.id);
  });
});
