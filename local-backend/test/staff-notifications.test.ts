/**
 * Where issue 35 (members hear from the site) meets issue 36 (staff tools):
 * supabase/migrations/20261129000000_glue_notifications_and_staff_tools.sql. An organiser (not the
 * event's creator) manages any event; a cancelled event tells those going, once; reminders skip it;
 * an approval-only event acknowledges a request and tells a decline; the audit log covers the
 * tables the other parts added. On both engines.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { type Backend, clientFor, eventPayload, http, readInbox, signInAdmin, signUp, type SignedInUser, startTestBackend } from './helpers';

let backend: Backend;
let service: SupabaseClient;
let admin: SignedInUser;
let creator: SignedInUser;
let organiser: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  service = clientFor(backend, backend.serviceRoleKey);
  admin = await signInAdmin(backend);
  creator = await signUp(backend, 'Cora Creator');
  organiser = await signUp(backend, 'Olive Organiser');
  const { error } = await admin.client.rpc('set_member_role', { target_user_id: organiser.id, new_role: 'organiser' });
  if (error) throw error;
});

afterAll(async () => {
  await backend?.stop();
});

/** Two days from now (UTC), so the event is neither over nor due for a reminder yet. */
function soon(daysAhead = 2): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

async function newEvent(overrides: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await creator.client.from('events').insert(eventPayload({ title: 'Chapter breakfast', date: soon(), time: '08:00', timezone: 'UTC', ...overrides })).select('id').single();
  if (error) throw error;
  return (data as { id: string }).id;
}

async function going(eventId: string, count: number): Promise<SignedInUser[]> {
  const members: SignedInUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const member = await signUp(backend, `Guest ${i + 1}`);
    const { error } = await member.client.rpc('rsvp_event', { target_event: eventId });
    if (error) throw error;
    members.push(member);
  }
  return members;
}

interface Queued {
  kind: string;
  recipient_user_id: string;
  payload: { reason?: string; event?: { sequence?: number } };
}

async function queued(eventId: string, kind?: string): Promise<Queued[]> {
  let query = service.from('outbox_messages').select('kind, recipient_user_id, payload').eq('event_id', eventId);
  if (kind) query = query.eq('kind', kind);
  const { data, error } = await query.order('id');
  if (error) throw error;
  return data as Queued[];
}

describe('organisers manage every event', () => {
  it('cancels, approves and writes to the members of an event someone else created; a member cannot', async () => {
    const eventId = await newEvent({ requires_approval: true });
    const [guest] = await (async () => {
      const member = await signUp(backend, 'Pending Guest');
      const { data, error } = await member.client.rpc('rsvp_event', { target_event: eventId });
      if (error) throw error;
      expect(data).toBe('pending');
      return [member];
    })();

    const approved = await organiser.client.rpc('decide_rsvps', { target_event: eventId, members: [guest!.id], approve: true });
    expect(approved.error).toBeNull();
    const message = await organiser.client.rpc('send_event_message', { target_event: eventId, audience: 'going', subject: 'Parking', body: 'Use the north entrance.' });
    expect(message.error).toBeNull();
    const history = await organiser.client.from('event_messages').select('subject').eq('event_id', eventId);
    expect(history.data).toEqual([{ subject: 'Parking' }]);

    const outsider = await signUp(backend, 'Not Staff');
    const refused = await outsider.client.rpc('cancel_event', { target_event: eventId, reason: 'Not mine to cancel' });
    expect(refused.error?.message).toContain('Only the organiser or an admin can cancel');

    const cancelled = await organiser.client.rpc('cancel_event', { target_event: eventId, reason: 'The venue flooded.' });
    expect(cancelled.error).toBeNull();
  });
});

describe('a cancelled event tells those going', () => {
  it('once, with the reason and the next SEQUENCE, and not as "The event changed"; deleting it later tells nobody again', async () => {
    const eventId = await newEvent();
    const guests = await going(eventId, 2);
    const { data: before } = await service.from('events').select('sequence').eq('id', eventId).single();

    const { error } = await creator.client.rpc('cancel_event', { target_event: eventId, reason: 'Our speaker is unwell.' });
    expect(error).toBeNull();

    const { data: after } = await service.from('events').select('sequence').eq('id', eventId).single();
    expect((after as { sequence: number }).sequence).toBe((before as { sequence: number }).sequence + 1);
    const notices = await queued(eventId, 'event_cancelled');
    expect(notices.map((n) => n.recipient_user_id).sort()).toEqual(guests.map((g) => g.id).sort());
    expect(notices.every((n) => n.payload.reason === 'Our speaker is unwell.')).toBe(true);
    expect(notices.every((n) => n.payload.event?.sequence === (after as { sequence: number }).sequence)).toBe(true);
    expect(await queued(eventId, 'event_changed')).toEqual([]);

    const deleted = await creator.client.from('events').delete().eq('id', eventId);
    expect(deleted.error).toBeNull();
    const { count } = await service.from('outbox_messages').select('id', { count: 'exact', head: true }).eq('kind', 'event_cancelled').in('recipient_user_id', guests.map((g) => g.id));
    expect(count).toBe(2);
  });

  it('gets no reminders', async () => {
    const eventId = await newEvent({ date: soon(1), time: '12:00' });
    await going(eventId, 1);
    await creator.client.rpc('cancel_event', { target_event: eventId, reason: 'Postponed to next year.' });
    const startsAt = new Date(`${soon(1)}T12:00:00Z`);
    const nowAt = new Date(startsAt.getTime() - 30 * 60_000).toISOString();
    await backend.db.exclusive((pg) => pg.query('select private.enqueue_due_reminders($1::timestamptz)', [nowAt]));
    expect((await queued(eventId)).filter((q) => q.kind.startsWith('reminder_'))).toEqual([]);
  });

  it('takes no more approvals', async () => {
    const eventId = await newEvent({ requires_approval: true });
    const member = await signUp(backend, 'Late Request');
    await member.client.rpc('rsvp_event', { target_event: eventId });
    await creator.client.rpc('cancel_event', { target_event: eventId, reason: 'Fully booked by sponsors.' });
    const { error } = await creator.client.rpc('decide_rsvps', { target_event: eventId, members: [member.id], approve: true });
    expect(error?.message).toBe('This event is cancelled: its registrations can no longer be approved.');
  });
});

describe('registration approval emails', () => {
  it('acknowledge a request, confirm an approval and tell a decline', async () => {
    const eventId = await newEvent({ requires_approval: true });
    const [ann, ben] = [await signUp(backend, 'Ann Asker'), await signUp(backend, 'Ben Asker')];
    for (const m of [ann, ben]) await m.client.rpc('rsvp_event', { target_event: eventId });
    await creator.client.rpc('decide_rsvps', { target_event: eventId, members: [ann.id], approve: true });
    await creator.client.rpc('decide_rsvps', { target_event: eventId, members: [ben.id], approve: false });
    // (The organiser's own emails about the requests are test/notification-limits.test.ts's.)
    const kinds = (await queued(eventId)).filter((q) => q.kind.startsWith('rsvp_')).map((q) => `${q.recipient_user_id === ann.id ? 'ann' : 'ben'}:${q.kind}`).sort();
    // Decided before the worker sent the acknowledgements: each member hears the decision alone
    // (the latest state, 20261130200300_rsvp_email_limits.sql). Sent first, both would be told.
    expect(kinds).toEqual(['ann:rsvp_confirmation', 'ben:rsvp_declined']);
    const [cat, dan] = [await signUp(backend, 'Cat Asker'), await signUp(backend, 'Dan Asker')];
    for (const m of [cat, dan]) await m.client.rpc('rsvp_event', { target_event: eventId });
    await http(backend, '/functions/v1/outbox-worker', { method: 'POST', headers: { Authorization: `Bearer ${backend.outboxWorkerSecret}` } });
    await creator.client.rpc('decide_rsvps', { target_event: eventId, members: [cat.id], approve: true });
    await creator.client.rpc('decide_rsvps', { target_event: eventId, members: [dan.id], approve: false });
    const later = (await queued(eventId)).filter((q) => q.kind.startsWith('rsvp_')).filter((q) => q.recipient_user_id === cat.id || q.recipient_user_id === dan.id);
    expect(later.map((q) => `${q.recipient_user_id === cat.id ? 'cat' : 'dan'}:${q.kind}`).sort()).toEqual(['cat:rsvp_confirmation', 'cat:rsvp_pending', 'dan:rsvp_declined', 'dan:rsvp_pending']);
  });
});

describe('the audit log covers the other parts', () => {
  it('records a newsletter issue, an invitation and an organiser message; its retention job is scheduled', async () => {
    const issue = await admin.client.from('newsletter_issues').insert({ subject: 'November news', body_markdown: 'Hello' }).select('id').single();
    expect(issue.error).toBeNull();
    const invite = await admin.client.rpc('invite_member', { email: `audit-${Date.now()}@example.com`, role: 'organiser' });
    expect(invite.error).toBeNull();
    const tables = await backend.db.transaction(async (tx) => (await tx.query<{ table_name: string }>(
      `select distinct table_name from audit.log where table_name in ('public.newsletter_issues', 'public.member_invitations', 'public.event_messages')`,
    )).rows.map((r) => r.table_name).sort());
    expect(tables).toContain('public.newsletter_issues');
    expect(tables).toContain('public.event_messages');
    expect(tables).toContain('public.member_invitations');
    const jobs = await backend.db.transaction(async (tx) => (await tx.query<{ command: string }>(`select command from private.scheduled_jobs where name = 'audit-prune'`)).rows);
    expect(jobs).toEqual([{ command: 'select audit.prune()' }]);
  });
});

describe('the check-in code in the confirmation (issue 36.6)', () => {
  it('carries the member\'s own signed code: as a QR image the HTML shows inline, and as text; a waiting member gets none', async () => {
    const eventId = await newEvent({ capacity: 1 });
    const [goer, waiter] = [await signUp(backend, 'Gus Goer'), await signUp(backend, 'Wanda Waiter')];
    for (const m of [goer, waiter]) await m.client.rpc('rsvp_event', { target_event: eventId });
    const sent = await http(backend, '/functions/v1/outbox-worker', { method: 'POST', headers: { Authorization: `Bearer ${backend.outboxWorkerSecret}` } });
    expect(sent.status).toBe(200);

    const { data: code } = await goer.client.rpc('my_check_in_code', { target_event: eventId });
    expect(code).toMatch(/^EO1\./);
    const [confirmation] = await readInbox(backend, goer.email);
    // The text part gives the short reference (issue 43, item 7), not the code's 100 characters;
    // the check-in view takes it (test/check-in-reference.test.ts).
    const reference = await backend.db.exclusive(async (pg) => (await pg.query<{ r: string }>('select private.check_in_reference($1, $2) as r', [eventId, goer.id])).rows[0]!.r);
    expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(confirmation!.text).toContain(`Your check-in reference: ${reference}.`);
    expect(confirmation!.text).not.toContain(code as string);
    expect(confirmation!.images).toHaveLength(1);
    expect(confirmation!.images[0]!.contentType).toBe('image/png');
    // The same QR the library draws for that code (the event page draws it with the same library).
    const expected = await QRCode.toDataURL(code as string, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
    expect(confirmation!.images[0]!.base64).toBe(expected.slice(expected.indexOf(',') + 1));

    const [waitlisted] = await readInbox(backend, waiter.email);
    expect(waitlisted!.subject).toMatch(/waitlist/);
    expect(waitlisted!.images).toEqual([]);
    expect(waitlisted!.text).not.toContain('Check-in code');
  });
});
