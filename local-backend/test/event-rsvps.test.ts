/**
 * Event RSVPs with a capacity and a waitlist (supabase/migrations/20261124000100_event_rsvps.sql),
 * called as the site calls them (.rpc() and the tables through supabase-js), by each role. The
 * counts on `events` are checked against the rows, read with the service role.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, eventPayload, signInAdmin, signUp, type SignedInUser, startTestBackend, EVENT_COLUMNS } from './helpers';

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

interface EventCounts {
  id: string;
  capacity: number | null;
  going_count: number;
  waitlist_count: number;
  updated_at: string;
}

async function newEvent(capacity: number | null, by: SignedInUser = organiser): Promise<EventCounts> {
  const { data, error } = await by.client.from('events').insert(eventPayload({ title: `RSVP test ${capacity ?? 'open'}`, capacity })).select(EVENT_COLUMNS).single();
  if (error) throw error;
  return data as EventCounts;
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

async function cancel(member: SignedInUser, eventId: string): Promise<void> {
  const { error } = await member.client.rpc('cancel_rsvp', { target_event: eventId });
  if (error) throw error;
}

/** The event's counts and its rows, both as the service role reads them. */
async function countsAndRows(eventId: string) {
  const { data: event, error } = await service.from('events').select('going_count, waitlist_count').eq('id', eventId).single();
  if (error) throw error;
  const { data: rows, error: rowsError } = await service
    .from('event_rsvps')
    .select('user_id, status, created_at')
    .eq('event_id', eventId)
    .order('created_at')
    .order('user_id');
  if (rowsError) throw rowsError;
  const typed = rows as { user_id: string; status: string; created_at: string }[];
  const going = typed.filter((r) => r.status === 'going').map((r) => r.user_id);
  const waiting = typed.filter((r) => r.status === 'waitlist').map((r) => r.user_id);
  return { going_count: event.going_count as number, waitlist_count: event.waitlist_count as number, going, waiting, rows: typed };
}

function expectCountsMatchRows(state: Awaited<ReturnType<typeof countsAndRows>>): void {
  expect(state.going_count).toBe(state.going.length);
  expect(state.waitlist_count).toBe(state.waiting.length);
}

describe('rsvp_event and cancel_rsvp', () => {
  it('goes and cancels, idempotently, with the counts on the event for everyone', async () => {
    const event = await newEvent(null);
    expect(event).toMatchObject({ capacity: null, going_count: 0, waitlist_count: 0 });
    const [member] = await newMembers(1, 'Gina Going');
    expect(await rsvp(member!, event.id)).toBe('going');
    expect(await rsvp(member!, event.id)).toBe('going');
    const { data: seen } = await clientFor(backend).from('events').select('going_count, waitlist_count').eq('id', event.id).single();
    expect(seen).toEqual({ going_count: 1, waitlist_count: 0 });
    expectCountsMatchRows(await countsAndRows(event.id));

    await cancel(member!, event.id);
    await cancel(member!, event.id);
    const after = await countsAndRows(event.id);
    expect(after).toMatchObject({ going_count: 0, waitlist_count: 0, rows: [] });
  });

  it('keeps updated_at (the feed\'s LAST-MODIFIED) when only the counts change', async () => {
    const event = await newEvent(null);
    const [member] = await newMembers(1, 'Quiet Quentin');
    await rsvp(member!, event.id);
    const { data } = await service.from('events').select('updated_at, going_count').eq('id', event.id).single();
    expect(data).toEqual({ updated_at: event.updated_at, going_count: 1 });
  });

  it('refuses an unknown event with P0002 and a visitor with 42501', async () => {
    const [member] = await newMembers(1, 'Lost Lou');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const refused = await member!.client.rpc('rsvp_event', { target_event: unknown });
    expect(refused.error).toMatchObject({ code: 'P0002', message: 'No event with that id.' });
    const cancelUnknown = await member!.client.rpc('cancel_rsvp', { target_event: unknown });
    expect(cancelUnknown.error).toMatchObject({ code: 'P0002', message: 'No event with that id.' });

    const event = await newEvent(3);
    const anon = clientFor(backend);
    for (const name of ['rsvp_event', 'cancel_rsvp', 'event_attendees']) {
      const asVisitor = await anon.rpc(name, { target_event: event.id });
      expect(asVisitor.status).toBe(401);
      expect(asVisitor.error?.code).toBe('42501');
    }
    expect(await countsAndRows(event.id)).toMatchObject({ going_count: 0, waitlist_count: 0, rows: [] });
  });

  it('puts members on the waitlist once the capacity is reached; a cancellation moves the first waiting member up', async () => {
    const event = await newEvent(2);
    const [a, b, c, d] = await newMembers(4, 'Queue');
    expect(await rsvp(a!, event.id)).toBe('going');
    expect(await rsvp(b!, event.id)).toBe('going');
    expect(await rsvp(c!, event.id)).toBe('waitlist');
    expect(await rsvp(d!, event.id)).toBe('waitlist');
    expect(await rsvp(c!, event.id)).toBe('waitlist');
    expect(await countsAndRows(event.id)).toMatchObject({ going_count: 2, waitlist_count: 2, going: [a!.id, b!.id], waiting: [c!.id, d!.id] });

    await cancel(a!, event.id);
    const afterA = await countsAndRows(event.id);
    expect(afterA).toMatchObject({ going_count: 2, waitlist_count: 1, going: [b!.id, c!.id], waiting: [d!.id] });
    expect(await rsvp(c!, event.id)).toBe('going');

    await cancel(d!, event.id);
    expect(await countsAndRows(event.id)).toMatchObject({ going_count: 2, waitlist_count: 0, going: [b!.id, c!.id], waiting: [] });
  });

  it('gives exactly the free places to 20 members racing for them, and the counts equal the rows', async () => {
    const event = await newEvent(6);
    const [early] = await newMembers(1, 'Early Ed');
    await rsvp(early!, event.id); // 5 places left
    const racers = await newMembers(20, 'Racer');
    const answers = await Promise.all(racers.map((member) => rsvp(member, event.id)));
    expect(answers.filter((s) => s === 'going')).toHaveLength(5);
    expect(answers.filter((s) => s === 'waitlist')).toHaveLength(15);
    const state = await countsAndRows(event.id);
    expect(state).toMatchObject({ going_count: 6, waitlist_count: 15 });
    expectCountsMatchRows(state);
    racers.forEach((member, i) => expect(state.going.includes(member.id)).toBe(answers[i] === 'going'));

    // 12 cancel at once: all 6 going and 6 of those waiting. The freed places go to the remaining
    // waiting members, first come first served.
    const cancelling = [early!, ...racers.filter((_, i) => answers[i] === 'going'), ...racers.filter((_, i) => answers[i] === 'waitlist').slice(0, 6)];
    await Promise.all(cancelling.map((member) => cancel(member, event.id)));
    const afterCancels = await countsAndRows(event.id);
    expectCountsMatchRows(afterCancels);
    expect(afterCancels).toMatchObject({ going_count: 6, waitlist_count: 3 });
    // rows are in (created_at, user_id) order: the 6 moved up come before the 3 still waiting
    expect(afterCancels.rows.map((r) => r.status)).toEqual([...Array(6).fill('going'), ...Array(3).fill('waitlist')]);

    // Then all 21 at once (12 of them have nothing left to cancel).
    await Promise.all([early!, ...racers].map((member) => cancel(member, event.id)));
    expect(await countsAndRows(event.id)).toMatchObject({ going_count: 0, waitlist_count: 0, rows: [] });
  });

  it('moves a deleted account\'s place to the first waiting member', async () => {
    const event = await newEvent(1);
    const [leaving, waiting] = await newMembers(2, 'Account');
    await rsvp(leaving!, event.id);
    await rsvp(waiting!, event.id);
    await backend.db.exclusive((pg) => pg.query('delete from auth.users where id = $1', [leaving!.id]));
    expect(await countsAndRows(event.id)).toMatchObject({ going_count: 1, waitlist_count: 0, going: [waiting!.id] });
  });
});

describe('the capacity', () => {
  it('moves waiting members up when raised or removed, and removes nobody when lowered', async () => {
    const event = await newEvent(1);
    const [a, b, c, d] = await newMembers(4, 'Capacity');
    for (const member of [a!, b!, c!, d!]) await rsvp(member, event.id);
    expect(await countsAndRows(event.id)).toMatchObject({ going_count: 1, waitlist_count: 3 });

    const raised = await organiser.client.from('events').update({ capacity: 3 }).eq('id', event.id).select('capacity, going_count, waitlist_count').single();
    expect(raised.error).toBeNull();
    expect(raised.data).toEqual({ capacity: 3, going_count: 3, waitlist_count: 1 });
    expect(await countsAndRows(event.id)).toMatchObject({ going: [a!.id, b!.id, c!.id], waiting: [d!.id] });

    await organiser.client.from('events').update({ capacity: null }).eq('id', event.id);
    expect(await countsAndRows(event.id)).toMatchObject({ going_count: 4, waitlist_count: 0, going: [a!.id, b!.id, c!.id, d!.id] });

    // Lowered below going_count: everyone going keeps their place, newcomers wait.
    const lowered = await organiser.client.from('events').update({ capacity: 2 }).eq('id', event.id).select('going_count, waitlist_count').single();
    expect(lowered.data).toEqual({ going_count: 4, waitlist_count: 0 });
    const [late] = await newMembers(1, 'Late Lena');
    expect(await rsvp(late!, event.id)).toBe('waitlist');
    await cancel(a!, event.id); // 3 going, still above 2: nobody moves up
    expect(await countsAndRows(event.id)).toMatchObject({ going_count: 3, waitlist_count: 1, waiting: [late!.id] });
  });

  it('refuses a capacity outside 1 to 100000', async () => {
    const event = await newEvent(10);
    for (const capacity of [0, -1, 100_001]) {
      const { error } = await organiser.client.from('events').update({ capacity }).eq('id', event.id);
      expect(error?.code).toBe('23514');
    }
  });
});

describe('who may write what', () => {
  it('refuses clients\' writes of the counts (42501) and still takes normal edits', async () => {
    const event = await newEvent(5);
    for (const client of [organiser.client, admin.client]) {
      const update = await client.from('events').update({ going_count: 99 }).eq('id', event.id).select(EVENT_COLUMNS);
      expect(update.status).toBe(403);
      expect(update.error?.code).toBe('42501');
      const waitlist = await client.from('events').update({ title: 'Sneaky', waitlist_count: 7 }).eq('id', event.id);
      expect(waitlist.error?.code).toBe('42501');
    }
    const inserted = await organiser.client.from('events').insert(eventPayload({ going_count: 50 }));
    expect(inserted.error?.code).toBe('42501');

    const edited = await organiser.client.from('events').update({ title: 'Renamed', location: 'Bangkok', capacity: 8, timezone: 'Asia/Bangkok' }).eq('id', event.id).select(EVENT_COLUMNS).single();
    expect(edited.error).toBeNull();
    expect(edited.data).toMatchObject({ title: 'Renamed', location: 'Bangkok', capacity: 8, timezone: 'Asia/Bangkok', going_count: 0, waitlist_count: 0 });
    const byAdmin = await admin.client.from('events').update({ description: 'Checked' }).eq('id', event.id).select('description').single();
    expect(byAdmin.data).toEqual({ description: 'Checked' });
  });

  it('starts a new event at zero, whatever the service role inserts', async () => {
    const { data, error } = await service.from('events').insert(eventPayload({ going_count: 3, waitlist_count: 2 })).select('going_count, waitlist_count').single();
    expect(error).toBeNull();
    expect(data).toEqual({ going_count: 0, waitlist_count: 0 });
  });

  it('lets a member read only their own RSVP rows, a visitor none, and nobody write them', async () => {
    const first = await newEvent(null);
    const second = await newEvent(null);
    const [me, other] = await newMembers(2, 'Reader');
    await rsvp(me!, first.id);
    await rsvp(other!, first.id);
    await rsvp(other!, second.id);

    const mine = await me!.client.from('event_rsvps').select('event_id, user_id, status');
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([{ event_id: first.id, user_id: me!.id, status: 'going' }]);
    const own = await me!.client.from('event_rsvps').select('status').eq('event_id', first.id).maybeSingle();
    expect(own.data).toEqual({ status: 'going' });

    const asVisitor = await clientFor(backend).from('event_rsvps').select('*');
    expect(asVisitor.error?.code).toBe('42501');
    expect(asVisitor.data).toBeNull();

    const insert = await me!.client.from('event_rsvps').insert({ event_id: second.id, status: 'going' });
    expect(insert.status).toBe(403);
    expect(insert.error?.code).toBe('42501');
    const promote = await me!.client.from('event_rsvps').update({ status: 'going' }).eq('event_id', first.id);
    expect(promote.error?.code).toBe('42501');
    const remove = await me!.client.from('event_rsvps').delete().eq('event_id', first.id);
    expect(remove.error?.code).toBe('42501');
    const visitorInsert = await clientFor(backend).from('event_rsvps').insert({ event_id: second.id, user_id: me!.id, status: 'going' });
    expect(visitorInsert.error?.code).toBe('42501');
    expect(await countsAndRows(second.id)).toMatchObject({ going_count: 1, going: [other!.id] });
  });

  it('deleting an event removes its RSVPs', async () => {
    const event = await newEvent(1);
    const [a, b] = await newMembers(2, 'Deleted');
    await rsvp(a!, event.id);
    await rsvp(b!, event.id);
    const { error } = await organiser.client.from('events').delete().eq('id', event.id);
    expect(error).toBeNull();
    const { count } = await service.from('event_rsvps').select('*', { count: 'exact', head: true }).eq('event_id', event.id);
    expect(count).toBe(0);
    expect((await a!.client.rpc('rsvp_event', { target_event: event.id })).error?.code).toBe('P0002');
  });
});

describe('event_attendees and event_organiser_name', () => {
  it('shows who is coming to the organiser and to an admin, going first, and refuses anyone else', async () => {
    const event = await newEvent(1);
    const [first, second] = await newMembers(2, 'Attendee');
    await rsvp(first!, event.id);
    await rsvp(second!, event.id);
    const expected = [
      { user_id: first!.id, full_name: 'Attendee 1', email: first!.email, status: 'going' },
      { user_id: second!.id, full_name: 'Attendee 2', email: second!.email, status: 'waitlist' },
    ];
    for (const caller of [organiser, admin]) {
      const { data, error } = await caller.client.rpc('event_attendees', { target_event: event.id });
      expect(error).toBeNull();
      expect(data).toMatchObject(expected);
      expect((data as { created_at: string }[]).every((row) => typeof row.created_at === 'string')).toBe(true);
    }
    const refused = await first!.client.rpc('event_attendees', { target_event: event.id });
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: '42501', message: 'Only the organiser or an admin can see who is coming.' });
    const unknown = await admin.client.rpc('event_attendees', { target_event: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.error?.code).toBe('P0002');
  });

  it('tells everyone the organiser\'s name and nothing else', async () => {
    const event = await newEvent(null);
    for (const client of [clientFor(backend), organiser.client]) {
      const { data, error } = await client.rpc('event_organiser_name', { target_event: event.id });
      expect(error).toBeNull();
      expect(data).toBe('Olive Organiser');
    }
    const unknown = await clientFor(backend).rpc('event_organiser_name', { target_event: '00000000-0000-4000-8000-000000000000' });
    expect(unknown).toMatchObject({ data: null, error: null });
  });
});

/**
 * Issue 33, finding 8: RSVPs close when the event is over: at its end when it has one, else at its
 * start (with a time) or the end of its day (all day), in the event's time zone, or, without one,
 * once the day is over everywhere (UTC-12). Dates and times are worked out from now, so the test
 * holds whenever it runs.
 */
describe('an event that is over', () => {
  const HOUR = 3_600_000;
  const OVER = 'This event is over: it takes no more RSVPs.';

  /** The wall-clock day and time of an instant in a zone: { date: '2030-01-15', time: '18:05' }. */
  function wallClock(instant: number, zone: string): { date: string; time: string } {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, part.value]),
    );
    return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
  }

  function dayOffset(days: number, zone: string): string {
    return wallClock(Date.now() + days * 24 * HOUR, zone).date;
  }

  async function eventWith(fields: Record<string, unknown>): Promise<string> {
    const { data, error } = await organiser.client.from('events').insert(eventPayload({ title: 'Timing test', time: null, ...fields })).select('id').single();
    if (error) throw error;
    return (data as { id: string }).id;
  }

  async function answer(member: SignedInUser, eventId: string) {
    const { data, error } = await member.client.rpc('rsvp_event', { target_event: eventId });
    return error ? { refused: error.message, code: error.code } : { status: data as string };
  }

  it('refuses an RSVP once the event is over, with a message, and takes one while it is on', async () => {
    const [member] = await newMembers(1, 'Late Larry');
    const now = Date.now();
    const singapore = (offsetHours: number) => wallClock(now + offsetHours * HOUR, 'Asia/Singapore');
    const cases: [string, Record<string, unknown>, boolean][] = [
      ['last year, all day', { date: dayOffset(-365, 'UTC') }, true],
      ['started an hour ago, no end', { ...singapore(-1), timezone: 'Asia/Singapore' }, true],
      [
        'started two hours ago, ends in an hour',
        { date: singapore(-2).date, time: singapore(-2).time, end_date: singapore(1).date, end_time: singapore(1).time, timezone: 'Asia/Singapore' },
        false,
      ],
      [
        'ended an hour ago',
        { date: singapore(-3).date, time: singapore(-3).time, end_date: singapore(-1).date, end_time: singapore(-1).time, timezone: 'Asia/Singapore' },
        true,
      ],
      ['all day today where it takes place', { date: dayOffset(0, 'Pacific/Auckland'), timezone: 'Pacific/Auckland' }, false],
      ['all day, yesterday where it takes place', { date: dayOffset(-1, 'Pacific/Auckland'), timezone: 'Pacific/Auckland' }, true],
      ['over several days, the last one today', { date: dayOffset(-3, 'Asia/Singapore'), end_date: dayOffset(0, 'Asia/Singapore'), timezone: 'Asia/Singapore' }, false],
      ['all day today (UTC), no zone', { date: dayOffset(0, 'UTC') }, false],
      ['all day two days ago (UTC), no zone: over everywhere', { date: dayOffset(-2, 'UTC') }, true],
    ];
    for (const [label, fields, over] of cases) {
      const id = await eventWith(fields);
      const expected = over ? { refused: OVER, code: 'PT409' } : { status: 'going' };
      expect({ label, ...(await answer(member!, id)) }).toEqual({ label, ...expected });
      if (over) expect(await countsAndRows(id)).toMatchObject({ going_count: 0, waitlist_count: 0, rows: [] });
    }
  });

  it('keeps the answers of an event that has happened: asking again answers them, cancelling is refused', async () => {
    const [going, waiting, absent] = await newMembers(3, 'Past Pat');
    const id = (await newEvent(1)).id;
    expect(await rsvp(going!, id)).toBe('going');
    expect(await rsvp(waiting!, id)).toBe('waitlist');
    // The event moves into the past (as an organiser correcting its date would).
    const { error } = await service.from('events').update({ date: '2020-03-04', time: '18:00', timezone: 'Asia/Singapore' }).eq('id', id);
    expect(error).toBeNull();

    expect(await answer(going!, id)).toEqual({ status: 'going' });
    expect(await answer(absent!, id)).toEqual({ refused: OVER, code: 'PT409' });
    for (const member of [going!, waiting!]) {
      const { error: refused } = await member.client.rpc('cancel_rsvp', { target_event: id });
      expect(refused).toMatchObject({ code: 'PT409', message: 'This event is over: its RSVPs can no longer be changed.' });
    }
    // Nothing to cancel is still no error.
    expect((await absent!.client.rpc('cancel_rsvp', { target_event: id })).error).toBeNull();
    const state = await countsAndRows(id);
    expect(state).toMatchObject({ going: [going!.id], waiting: [waiting!.id], going_count: 1, waitlist_count: 1 });

    // A deleted account still leaves it.
    const deleted = await fetch(`${backend.url}/auth/v1/admin/users/${going!.id}`, { method: 'DELETE', headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` } });
    expect(deleted.status).toBe(200);
    const left = await countsAndRows(id);
    expect(left.rows.map((row) => row.user_id)).not.toContain(going!.id);
    expectCountsMatchRows(left);
  });
});
