/**
 * Notices to members (supabase/migrations/20261127100000_notifications.sql): preferences and their
 * row level security, "the event changed" / "the event is cancelled" written to the outbox by the
 * triggers on `events`, the reminder job driven by a clock the test sets, and organiser messages
 * (who may send, to whom, the limits, the history). What is queued is read from
 * public.outbox_messages with the service role; delivery is the outbox worker's (its own tests).
 */
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

interface QueuedEmail {
  kind: string;
  dedupe_key: string;
  recipient_email: string;
  recipient_user_id: string | null;
  event_id: string | null;
  not_before: string;
  payload: {
    event: { sequence: number; time: string | null; location: string | null; title: string };
    previous: { time: string | null };
    changed_by?: string[];
    recipient: { status: string; time_zone: string | null };
    message: Record<string, unknown>;
    starts_at: string;
  };
}

async function newEvent(overrides: Record<string, unknown> = {}, by: SignedInUser = organiser): Promise<{ id: string; sequence: number }> {
  const { data, error } = await by.client
    .from('events')
    .insert(eventPayload({ title: 'Notices test', date: '2030-01-15', time: '18:00', timezone: 'Asia/Singapore', ...overrides }))
    .select('id, sequence')
    .single();
  if (error) throw error;
  return data as { id: string; sequence: number };
}

async function members(count: number, name: string): Promise<SignedInUser[]> {
  const list: SignedInUser[] = [];
  for (let i = 0; i < count; i += 1) list.push(await signUp(backend, `${name} ${i + 1}`));
  return list;
}

async function rsvp(member: SignedInUser, eventId: string): Promise<string> {
  const { data, error } = await member.client.rpc('rsvp_event', { target_event: eventId });
  if (error) throw error;
  return data as string;
}

/** The outbox rows of one kind (and event, when given), oldest first. */
async function queued(kind: string, eventId?: string): Promise<QueuedEmail[]> {
  let query = service.from('outbox_messages').select('kind, dedupe_key, recipient_email, recipient_user_id, event_id, not_before, payload').eq('kind', kind);
  if (eventId) query = query.eq('event_id', eventId);
  const { data, error } = await query.order('id');
  if (error) throw error;
  return data as QueuedEmail[];
}

async function queuedFor(kind: string, dedupePart: string): Promise<QueuedEmail[]> {
  const { data, error } = await service.from('outbox_messages').select('kind, dedupe_key, recipient_email, recipient_user_id, event_id, not_before, payload').eq('kind', kind).like('dedupe_key', `%${dedupePart}%`).order('id');
  if (error) throw error;
  return data as QueuedEmail[];
}

/** Runs the reminder job as the schedule does (a superuser connection), at the given instant. */
async function runReminders(nowAt: string): Promise<number> {
  const result = await backend.db.exclusive((pg) => pg.query<{ added: number }>('select private.enqueue_due_reminders($1::timestamptz) as added', [nowAt]));
  return Number(result.rows[0]!.added);
}

describe('notification preferences', () => {
  it('a member reads and writes only their own row; everything is on until they say otherwise', async () => {
    const [ann, bob] = await members(2, 'Pref');
    const { data: none } = await ann!.client.from('notification_preferences').select('*');
    expect(none).toEqual([]);

    const { error } = await ann!.client.from('notification_preferences').upsert({ user_id: ann!.id, reminder_1h: false, time_zone: 'Europe/Paris' });
    expect(error).toBeNull();
    const { data: own } = await ann!.client.from('notification_preferences').select('reminder_24h, reminder_1h, organiser_messages, time_zone').single();
    expect(own).toEqual({ reminder_24h: true, reminder_1h: false, organiser_messages: true, time_zone: 'Europe/Paris' });

    // Bob neither sees Ann's row nor changes it, nor writes one in her name.
    const { data: seenByBob } = await bob!.client.from('notification_preferences').select('*').eq('user_id', ann!.id);
    expect(seenByBob).toEqual([]);
    const { data: changed } = await bob!.client.from('notification_preferences').update({ organiser_messages: false }).eq('user_id', ann!.id).select();
    expect(changed).toEqual([]);
    const { error: forged } = await bob!.client.from('notification_preferences').insert({ user_id: ann!.id, organiser_messages: false });
    expect(forged).not.toBeNull();
    const { data: stillOwn } = await service.from('notification_preferences').select('organiser_messages').eq('user_id', ann!.id).single();
    expect(stillOwn).toEqual({ organiser_messages: true });

    // A zone the database does not know is refused.
    const { error: badZone } = await ann!.client.from('notification_preferences').update({ time_zone: 'not a zone' }).eq('user_id', ann!.id);
    expect(badZone?.code).toBe('23514');
  });

  it('the one-click unsubscribe switches off one kind, is the service role\'s only, and refuses the kinds that cannot be switched off', async () => {
    const [cat] = await members(1, 'Unsub');
    const { error: asMember } = await cat!.client.rpc('unsubscribe_notification', { member: cat!.id, kind: 'reminder_24h' });
    expect(asMember).not.toBeNull();

    const { error } = await service.rpc('unsubscribe_notification', { member: cat!.id, kind: 'reminder_24h' });
    expect(error).toBeNull();
    const { error: again } = await service.rpc('unsubscribe_notification', { member: cat!.id, kind: 'organiser_message' });
    expect(again).toBeNull();
    const { data } = await service.from('notification_preferences').select('reminder_24h, reminder_1h, organiser_messages').eq('user_id', cat!.id).single();
    expect(data).toEqual({ reminder_24h: false, reminder_1h: true, organiser_messages: false });

    const { error: refused } = await service.rpc('unsubscribe_notification', { member: cat!.id, kind: 'event_changed' });
    expect(refused?.message).toBe('This kind of email cannot be switched off.');
  });
});

describe('the event changed', () => {
  it('a new time raises the sequence by one and tells those going and waiting, once each; a title edit tells nobody', async () => {
    const event = await newEvent({ capacity: 1 });
    const [going, waiting, stranger] = await members(3, 'Change');
    expect(await rsvp(going!, event.id)).toBe('going');
    expect(await rsvp(waiting!, event.id)).toBe('waitlist');
    void stranger;

    const { data: retitled, error: retitleError } = await organiser.client.from('events').update({ title: 'Notices test, renamed' }).eq('id', event.id).select('sequence').single();
    expect(retitleError).toBeNull();
    expect(retitled).toEqual({ sequence: event.sequence });
    expect(await queued('event_changed', event.id)).toEqual([]);

    const { data: moved, error } = await organiser.client.from('events').update({ time: '19:30' }).eq('id', event.id).select('sequence').single();
    expect(error).toBeNull();
    expect(moved).toEqual({ sequence: event.sequence + 1 });

    const rows = await queued('event_changed', event.id);
    expect(rows.map((row) => row.recipient_email).sort()).toEqual([going!.email, waiting!.email].sort());
    for (const row of rows) {
      expect(row.payload.event.sequence).toBe(event.sequence + 1);
      expect(row.payload.event.time).toBe('19:30:00');
      expect(row.payload.previous.time).toBe('18:00:00');
      // One notice (20261130200100_change_notice_limits.sql): its id in the key, who changed it in the payload.
      expect(row.dedupe_key).toMatch(new RegExp(`^event_changed:${event.id}:n\\d+:${row.recipient_user_id}$`));
      expect(row.payload.changed_by).toEqual(['Olive Organiser']);
    }
    expect(rows.find((row) => row.recipient_user_id === waiting!.id)?.payload.recipient.status).toBe('waitlist');

    // A second change within 15 minutes is a second notice at the next sequence, held back to 15
    // minutes after the first (test/change-notices.test.ts has the gathering and the daily limit).
    await organiser.client.from('events').update({ location: 'Kuala Lumpur' }).eq('id', event.id);
    const after = await queued('event_changed', event.id);
    expect(after).toHaveLength(4);
    expect(after.slice(2).every((row) => row.payload.event.sequence === event.sequence + 2 && row.payload.event.location === 'Kuala Lumpur')).toBe(true);
    expect(Date.parse(after[2]!.not_before) - Date.parse(after[0]!.not_before)).toBe(15 * 60_000);
  });

  it('no client sets the sequence by hand', async () => {
    const event = await newEvent();
    const { error } = await organiser.client.from('events').update({ sequence: 40 } as never).eq('id', event.id);
    expect(error).not.toBeNull();
    const { data } = await service.from('events').select('sequence').eq('id', event.id).single();
    expect(data).toEqual({ sequence: event.sequence });
  });
});

describe('the event is cancelled', () => {
  it('deleting an event tells those going (not those waiting), with the next sequence, before the RSVPs go', async () => {
    const event = await newEvent({ capacity: 1 });
    const [going, waiting] = await members(2, 'Deleted');
    await rsvp(going!, event.id);
    await rsvp(waiting!, event.id);

    const { error } = await organiser.client.from('events').delete().eq('id', event.id);
    expect(error).toBeNull();

    const rows = await queuedFor('event_cancelled', event.id);
    expect(rows.map((row) => row.recipient_email)).toEqual([going!.email]);
    expect(rows[0]!.payload.event.sequence).toBe(event.sequence + 1);
    expect(rows[0]!.payload.event.title).toBe('Notices test');
    // The row outlives the event (event_id set null by the cascade), so the worker still sends it.
    expect(rows[0]!.event_id).toBeNull();
  });

  it('an event nobody answered is deleted without a notice', async () => {
    const event = await newEvent();
    await organiser.client.from('events').delete().eq('id', event.id);
    expect(await queuedFor('event_cancelled', event.id)).toEqual([]);
  });
});

describe('reminders', () => {
  // 2030-01-15 18:00 in Singapore (UTC+8) is 10:00 UTC.
  const startsAt = Date.parse('2030-01-15T10:00:00Z');
  const at = (hoursBefore: number) => new Date(startsAt - hoursBefore * 3600_000).toISOString();

  it('24 h and 1 h before, each exactly once however often the job runs', async () => {
    const event = await newEvent();
    const [member] = await members(1, 'Reminded');
    await rsvp(member!, event.id);

    expect(await queuedFor('reminder_24h', event.id)).toEqual([]);
    // Clients cannot run the job; the service role can (a manual run).
    expect((await member!.client.rpc('run_due_reminders', { now_at: at(20) })).error).not.toBeNull();
    expect((await clientFor(backend).rpc('run_due_reminders', { now_at: at(20) })).error).not.toBeNull();
    expect(await queuedFor('reminder_24h', event.id)).toEqual([]);
    await runReminders(at(25));
    expect(await queuedFor('reminder_24h', event.id)).toEqual([]);

    await runReminders(at(23.9));
    await runReminders(at(23.5));
    await runReminders(at(2));
    const dayBefore = await queuedFor('reminder_24h', event.id);
    expect(dayBefore).toHaveLength(1);
    expect(dayBefore[0]!.dedupe_key).toBe(`reminder_24h:${event.id}:2030-01-15:${member!.id}`);
    // Due at once: a clock ahead of the real one never holds a reminder back.
    expect(Date.parse(dayBefore[0]!.not_before)).toBeLessThanOrEqual(Date.now());
    expect(dayBefore[0]!.payload.starts_at).toBe('2030-01-15T10:00:00+00:00');
    expect(await queuedFor('reminder_1h', event.id)).toEqual([]);

    const { data: addedByService, error: serviceError } = await service.rpc('run_due_reminders', { now_at: at(0.9) });
    expect(serviceError).toBeNull();
    expect(addedByService).toBe(1);
    await runReminders(at(0.5));
    expect(await queuedFor('reminder_1h', event.id)).toHaveLength(1);
    expect(await queuedFor('reminder_24h', event.id)).toHaveLength(1);

    // After the start: nothing more.
    await runReminders(at(-1));
    expect((await queuedFor('reminder_1h', event.id)).length + (await queuedFor('reminder_24h', event.id)).length).toBe(2);
  });

  it('an RSVP made within the last hour gets only the 1-hour reminder; one cancelled gets none', async () => {
    const event = await newEvent();
    const [late, gone] = await members(2, 'Late');
    await rsvp(gone!, event.id);
    const { error } = await gone!.client.rpc('cancel_rsvp', { target_event: event.id });
    expect(error).toBeNull();
    await rsvp(late!, event.id);

    await runReminders(at(0.5));
    const rows = [...(await queuedFor('reminder_24h', event.id)), ...(await queuedFor('reminder_1h', event.id))];
    expect(rows.map((row) => `${row.kind} ${row.recipient_email}`)).toEqual([`reminder_1h ${late!.email}`]);
  });

  it('waiting members get no reminder', async () => {
    const event = await newEvent({ capacity: 1 });
    const [going, waiting] = await members(2, 'Wait');
    await rsvp(going!, event.id);
    await rsvp(waiting!, event.id);
    await runReminders(at(20));
    expect((await queuedFor('reminder_24h', event.id)).map((row) => row.recipient_email)).toEqual([going!.email]);
  });

  it('a timing switched off sends nothing for it; the other still comes', async () => {
    const event = await newEvent();
    const [quiet] = await members(1, 'Quiet');
    await quiet!.client.from('notification_preferences').upsert({ user_id: quiet!.id, reminder_24h: false, time_zone: 'Europe/London' });
    await rsvp(quiet!, event.id);
    await runReminders(at(20));
    expect(await queuedFor('reminder_24h', event.id)).toEqual([]);
    await runReminders(at(0.5));
    const hourBefore = await queuedFor('reminder_1h', event.id);
    expect(hourBefore).toHaveLength(1);
    expect(hourBefore[0]!.payload.recipient.time_zone).toBe('Europe/London');
  });

  it('an event without a start time gets the day-before reminder only, at midnight of its day', async () => {
    const event = await newEvent({ time: null, date: '2030-02-01' });
    const [member] = await members(1, 'Allday');
    await rsvp(member!, event.id);
    // Midnight 1 February in Singapore = 16:00 UTC on 31 January.
    await runReminders('2030-01-31T15:59:00Z');
    expect(await queuedFor('reminder_24h', event.id)).toHaveLength(1);
    expect(await queuedFor('reminder_1h', event.id)).toEqual([]);
  });
});

describe('organiser messages', () => {
  async function send(by: SignedInUser, eventId: string, audience: string, body = 'The room changed: we are in hall B.') {
    return by.client.rpc('send_event_message', { target_event: eventId, audience, subject: 'Room change', body });
  }

  it('reach only the chosen group, one email each, minus those who switched them off', async () => {
    const event = await newEvent({ capacity: 2 });
    const [first, second, third, fourth] = await members(4, 'Msg');
    await rsvp(first!, event.id);
    await rsvp(second!, event.id);
    await rsvp(third!, event.id);
    await rsvp(fourth!, event.id);
    await second!.client.from('notification_preferences').upsert({ user_id: second!.id, organiser_messages: false });

    const { data, error } = await send(organiser, event.id, 'going');
    expect(error).toBeNull();
    expect(data).toEqual([{ message_id: expect.any(String), recipient_count: 1 }]);
    const toGoing = await queuedFor('organiser_message', (data as { message_id: string }[])[0]!.message_id);
    expect(toGoing.map((row) => row.recipient_email)).toEqual([first!.email]);
    expect(toGoing[0]!.payload.message).toMatchObject({ subject: 'Room change', body: 'The room changed: we are in hall B.', sender_name: 'Olive Organiser' });

    const { data: toWaiting } = await send(admin, event.id, 'waitlist');
    const waitingRows = await queuedFor('organiser_message', (toWaiting as { message_id: string }[])[0]!.message_id);
    expect(waitingRows.map((row) => row.recipient_email).sort()).toEqual([third!.email, fourth!.email].sort());

    const { data: toBoth } = await send(organiser, event.id, 'both');
    expect((toBoth as { recipient_count: number }[])[0]!.recipient_count).toBe(3);
  });

  it('only the organiser and admins may send, and read the history', async () => {
    const event = await newEvent();
    const [member] = await members(1, 'Nosy');
    await rsvp(member!, event.id);
    const { error } = await send(member!, event.id, 'both');
    expect(error?.message).toBe("Only the organiser or an admin can write to the event's members.");
    const { error: anonError } = await clientFor(backend).rpc('send_event_message', { target_event: event.id, audience: 'both', subject: 'x', body: 'y' });
    expect(anonError).not.toBeNull();

    await send(organiser, event.id, 'both', 'Bring your ticket.');
    const { data: byOrganiser } = await organiser.client.from('event_messages').select('body, audience, recipient_count').eq('event_id', event.id);
    expect(byOrganiser).toEqual([{ body: 'Bring your ticket.', audience: 'both', recipient_count: 1 }]);
    const { data: byAdmin } = await admin.client.from('event_messages').select('body').eq('event_id', event.id);
    expect(byAdmin).toEqual([{ body: 'Bring your ticket.' }]);
    const { data: byMember } = await member!.client.from('event_messages').select('body').eq('event_id', event.id);
    expect(byMember).toEqual([]);
    const { error: forged } = await member!.client.from('event_messages').insert({ event_id: event.id, audience: 'both', subject: 's', body: 'b' });
    expect(forged).not.toBeNull();
  });

  it('are refused past the limit per event per day, with a clear message', async () => {
    const event = await newEvent();
    for (let i = 0; i < 3; i += 1) expect((await send(organiser, event.id, 'both')).error).toBeNull();
    const { error } = await send(organiser, event.id, 'both');
    expect(error?.message).toBe('This event has had 3 messages in the last 24 hours, the most allowed. Please try again tomorrow.');
    const { count } = await service.from('event_messages').select('id', { count: 'exact', head: true }).eq('event_id', event.id);
    expect(count).toBe(3);
  });

  it('are refused empty or with an unknown audience', async () => {
    const event = await newEvent();
    expect((await send(organiser, event.id, 'everyone')).error?.message).toBe('Choose who receives the message: going, waiting or both.');
    expect((await send(organiser, event.id, 'both', '   ')).error?.message).toBe('The message must have 1 to 5000 characters.');
  });
});

describe('the newsletter for a member\'s own address', () => {
  it('a member reads and ends only their own subscription, by their account\'s address', async () => {
    const [member, other] = await members(2, 'Letter');
    const { data: before } = await member!.client.rpc('my_newsletter_status');
    expect(before).toBe('none');
    await backend.db.exclusive((pg) => pg.query('insert into public.newsletter_subscribers (email) values ($1), ($2)', [member!.email.toLowerCase(), other!.email.toLowerCase()]));
    expect((await member!.client.rpc('my_newsletter_status')).data).toBe('subscribed');

    expect((await member!.client.rpc('newsletter_unsubscribe_me')).error).toBeNull();
    expect((await member!.client.rpc('my_newsletter_status')).data).toBe('none');
    expect((await other!.client.rpc('my_newsletter_status')).data).toBe('subscribed');

    const { error: anonError } = await clientFor(backend).rpc('newsletter_unsubscribe_me');
    expect(anonError).not.toBeNull();
  });
});
