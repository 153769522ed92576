/**
 * RSVP emails (migration 20261127000200_rsvp_emails.sql, renderers in
 * supabase/functions/outbox-worker/kinds/rsvp_*.ts): the RSVP functions as the site calls them,
 * the outbox worker as the schedule calls it, and the emails read from the mail catcher. The
 * invite is parsed with ical.js as a calendar app would.
 */
import ICAL from 'ical.js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rollback } from '../src/db/connection/database';
import { type Backend, clientFor, eventPayload, http, readInbox, signInAdmin, signUp, type SignedInUser, startTestBackend } from './helpers';

const SITE = 'http://localhost:3000';
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

async function runWorker(): Promise<{ claimed: number; sent: number; retried: number; failed: number }> {
  const response = await http(backend, '/functions/v1/outbox-worker', { method: 'POST', headers: { Authorization: `Bearer ${backend.outboxWorkerSecret}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as { claimed: number; sent: number; retried: number; failed: number };
}

async function newEvent(overrides: Record<string, unknown> = {}): Promise<{ id: string; title: string }> {
  const { data, error } = await organiser.client
    .from('events')
    .insert(eventPayload({ title: `Dinner ${crypto.randomUUID().slice(0, 8)}`, date: '2030-01-15', time: '18:00', end_time: '20:30', timezone: 'Asia/Singapore', location: 'Marina Bay', ...overrides }))
    .select('id, title')
    .single();
  if (error) throw error;
  return data as { id: string; title: string };
}

async function kindsFor(eventId: string, userId: string): Promise<string[]> {
  const { data, error } = await service.from('outbox_messages').select('kind').eq('event_id', eventId).eq('recipient_user_id', userId).order('id');
  if (error) throw error;
  return (data as { kind: string }[]).map((row) => row.kind);
}

function parseInvite(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('RSVP emails', () => {
  it('confirms an RSVP with a calendar invite: METHOD:REQUEST, the member as ATTENDEE, the feed\'s UID, SEQUENCE', async () => {
    const event = await newEvent();
    const member = await signUp(backend, 'Gina Going');
    expect((await member.client.rpc('rsvp_event', { target_event: event.id })).data).toBe('going');
    expect(await kindsFor(event.id, member.id)).toEqual(['rsvp_confirmation']);
    expect(await readInbox(backend, member.email)).toEqual([]);

    expect(await runWorker()).toMatchObject({ sent: 1, failed: 0, retried: 0 });
    const [mail, ...more] = await readInbox(backend, member.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`You are going: ${event.title}`);
    expect(mail!.text).toContain(`${SITE}/events/${event.id}`);
    expect(mail!.text).toContain(`${SITE}/account#notifications`);
    expect(mail!.html).toContain(`href="${SITE}/events/${event.id}"`);
    expect(mail!.html).toContain(`href="${SITE}/account#notifications"`);
    expect(mail!.text).toContain('Tuesday, January 15, 2030, 6:00 PM SGT (10:00 AM UTC), until 8:30 PM');
    expect(mail!.headers['message-id']).toMatch(/^<outbox\.[0-9a-f]{40}@eo-apac\.test>$/);

    expect(mail!.calendar?.method).toBe('REQUEST');
    const { calendar, vevent, event: invite } = parseInvite(mail!.calendar!.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(invite.summary).toBe(event.title);
    expect(invite.sequence).toBe(0);
    expect(invite.startDate.toJSDate().toISOString()).toBe('2030-01-15T10:00:00.000Z');
    expect(invite.endDate.toJSDate().toISOString()).toBe('2030-01-15T12:30:00.000Z');
    const attendees = vevent.getAllProperties('attendee');
    expect(attendees).toHaveLength(1);
    expect(attendees[0]!.getFirstValue()).toBe(`mailto:${member.email}`);
    expect(attendees[0]!.getParameter('partstat')).toBe('ACCEPTED');
    expect(attendees[0]!.getParameter('cn')).toBe('Gina Going');
    expect(vevent.getFirstProperty('organizer')!.getFirstValue()).toBe('mailto:no-reply@eo-apac.test');

    // The same UID as the event in the public feed: one event in a calendar app that has both.
    const feed = await (await http(backend, `/functions/v1/events-ics?id=${event.id}`)).text();
    const feedEvent = new ICAL.Event(new ICAL.Component(ICAL.parse(feed)).getFirstSubcomponent('vevent')!);
    expect(invite.uid).toBe(feedEvent.uid);
    expect(invite.uid).toBe(`${event.id}@events.eo-apac`);

    // A second run sends nothing again.
    expect(await runWorker()).toMatchObject({ claimed: 0, sent: 0 });
    expect(await readInbox(backend, member.email)).toHaveLength(1);
  });

  it('tells a waiting member, and the first waiting member when a place opens; confirms the cancellation', async () => {
    const event = await newEvent({ capacity: 1 });
    const going = await signUp(backend, 'Fred First');
    const waiting = await signUp(backend, 'Wanda Waiting');
    await going.client.rpc('rsvp_event', { target_event: event.id });
    expect((await waiting.client.rpc('rsvp_event', { target_event: event.id })).data).toBe('waitlist');
    await runWorker();
    const [onWaitlist] = await readInbox(backend, waiting.email);
    expect(onWaitlist!.subject).toBe(`You are on the waitlist: ${event.title}`);
    expect(onWaitlist!.text).toContain('You are on the waitlist');
    expect(onWaitlist!.text).toContain(`${SITE}/events/${event.id}`);
    expect(onWaitlist!.calendar).toBeNull();

    expect((await going.client.rpc('cancel_rsvp', { target_event: event.id })).error).toBeNull();
    expect(await kindsFor(event.id, going.id)).toEqual(['rsvp_confirmation', 'rsvp_cancelled']);
    expect(await kindsFor(event.id, waiting.id)).toEqual(['rsvp_waitlist', 'rsvp_promoted']);
    expect(await runWorker()).toMatchObject({ sent: 2 });

    const [cancelled] = await readInbox(backend, going.email);
    expect(cancelled!.subject).toBe(`RSVP cancelled: ${event.title}`);
    expect(cancelled!.text).toContain(`${SITE}/events/${event.id}`);
    expect(cancelled!.calendar).toBeNull();

    const [promoted] = await readInbox(backend, waiting.email);
    expect(promoted!.subject).toBe(`A place opened: you are going to ${event.title}`);
    expect(promoted!.text).toContain('A place opened: you are going');
    const { event: invite } = parseInvite(promoted!.calendar!.content);
    expect(invite.uid).toBe(`${event.id}@events.eo-apac`);
    expect(invite.attendees[0]!.getFirstValue()).toBe(`mailto:${waiting.email}`);
  });

  it('going, cancelling and going again before the worker runs sends the latest state once, with the event\'s SEQUENCE', async () => {
    const event = await newEvent();
    const member = await signUp(backend, 'Rita Return');
    await member.client.rpc('rsvp_event', { target_event: event.id });
    await member.client.rpc('cancel_rsvp', { target_event: event.id });
    await backend.db.transaction((tx) => tx.query(`update public.events set sequence = 3 where id = $1`, [event.id]));
    await member.client.rpc('rsvp_event', { target_event: event.id });
    // 20261130200300_rsvp_email_limits.sql: nothing was sent yet, so only the last state is told.
    expect(await kindsFor(event.id, member.id)).toEqual(['rsvp_confirmation']);
    await runWorker();
    const [latest] = await readInbox(backend, member.email);
    expect(parseInvite(latest!.calendar!.content).event.sequence).toBe(3);
  });

  it('enqueues nothing for an RSVP that rolls back', async () => {
    const event = await newEvent();
    const member = await signUp(backend, 'Roll Back');
    const identity = { role: 'authenticated' as const, claims: { sub: member.id, role: 'authenticated', aud: 'authenticated' }, method: 'POST', path: '/rpc/rsvp_event' };
    const status = await backend.db.asRequest(identity, async (tx) => {
      const { rows } = await tx.query<{ status: string }>(`select public.rsvp_event($1) as status`, [event.id]);
      // Seen as the owner (the member reads no outbox rows): the email is there inside the transaction.
      await tx.query('reset role');
      expect((await tx.query<{ n: number }>(`select count(*)::int as n from public.outbox_messages where event_id = $1`, [event.id])).rows[0]!.n).toBe(1);
      throw new Rollback(rows[0]!.status);
    });
    expect(status).toBe('going');
    expect(await kindsFor(event.id, member.id)).toEqual([]);
  });

  it('sends no cancellation when the event or the account is deleted', async () => {
    const event = await newEvent();
    const member = await signUp(backend, 'Del Eted');
    await member.client.rpc('rsvp_event', { target_event: event.id });
    const other = await newEvent();
    await member.client.rpc('rsvp_event', { target_event: other.id });
    expect((await organiser.client.from('events').delete().eq('id', event.id)).error).toBeNull();

    // The deletion's own notice ("The event is cancelled", 20261127100000_notifications.sql), no RSVP cancellation.
    const { data } = await service.from('outbox_messages').select('kind').eq('recipient_user_id', member.id).order('id');
    expect(data).toEqual([{ kind: 'rsvp_confirmation' }, { kind: 'rsvp_confirmation' }, { kind: 'event_cancelled' }]);

    const admin = await signInAdmin(backend);
    const deleted = await http(backend, `/auth/v1/admin/users/${member.id}`, { method: 'DELETE', headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` } });
    expect(deleted.status).toBe(200);
    const { data: left } = await admin.client.from('outbox_messages').select('kind').eq('recipient_email', member.email).order('id');
    // No RSVP cancellation for the other event; the only new email is the goodbye (issue 56, item 12).
    expect(left).toEqual([{ kind: 'rsvp_confirmation' }, { kind: 'rsvp_confirmation' }, { kind: 'event_cancelled' }, { kind: 'account_deleted' }]);
  });
});
