/**
 * Notices as members receive them: the triggers and jobs of 20261127100000_notifications.sql
 * queue them, the outbox worker (called as the schedule calls it) renders them with
 * outbox-worker/kinds/{event_changed,event_cancelled,reminder_24h,reminder_1h,organiser_message}.ts
 * and sends them over SMTP to the test backend's mail catcher, read here. Invites are parsed with
 * ical.js, as a calendar app reads them.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, eventPayload, http, readInbox, signUp, type SignedInUser, startTestBackend } from './helpers';

let backend: Backend;
let organiser: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  organiser = await signUp(backend, 'Olive Organiser');
});

afterAll(async () => {
  await backend?.stop();
});

async function runWorker(): Promise<{ claimed: number; sent: number }> {
  const response = await http(backend, '/functions/v1/outbox-worker', { method: 'POST', headers: { Authorization: `Bearer ${backend.outboxWorkerSecret}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as { claimed: number; sent: number };
}

async function runReminders(nowAt: string): Promise<number> {
  const result = await backend.db.exclusive((pg) => pg.query<{ added: number }>('select private.enqueue_due_reminders($1::timestamptz) as added', [nowAt]));
  return Number(result.rows[0]!.added);
}

async function newEvent(overrides: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await organiser.client
    .from('events')
    .insert(eventPayload({ title: 'Founders breakfast', date: '2030-03-10', time: '08:00', end_time: '10:00', timezone: 'Asia/Singapore', ...overrides }))
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

async function rsvp(member: SignedInUser, eventId: string): Promise<void> {
  const { error } = await member.client.rpc('rsvp_event', { target_event: eventId });
  if (error) throw error;
}

function parseInvite(text: string | undefined) {
  expect(text).toBeTruthy();
  const calendar = new ICAL.Component(ICAL.parse(text!));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { method: calendar.getFirstPropertyValue('method'), vevent, event: new ICAL.Event(vevent) };
}

describe('notices delivered', () => {
  it('a time change: those going get an update with SEQUENCE + 1 that moves their calendar copy; those waiting get the news without an invite', async () => {
    const eventId = await newEvent({ capacity: 1 });
    const going = await signUp(backend, 'Gina Going');
    const waiting = await signUp(backend, 'Wally Waiting');
    await rsvp(going, eventId);
    await rsvp(waiting, eventId);

    const { error } = await organiser.client.from('events').update({ time: '09:00', end_time: '11:00' }).eq('id', eventId);
    expect(error).toBeNull();
    await runWorker();

    const [update] = await readInbox(backend, going.email);
    expect(update!.subject).toBe('Changed: Founders breakfast');
    expect(update!.text).toContain('When: Sunday, March 10, 2030, 9:00 AM SGT (1:00 AM UTC), until 11:00 AM');
    expect(update!.text).toContain('Was: Sunday, March 10, 2030, 8:00 AM SGT (12:00 AM UTC), until 10:00 AM');
    expect(update!.text).toContain(`/events/${eventId}`);
    expect(update!.text).toContain('/account#notifications');
    expect(update!.headers['list-unsubscribe']).toBeUndefined();
    const invite = parseInvite(update!.calendar?.content);
    expect(invite.method).toBe('REQUEST');
    expect(invite.event.uid).toBe(`${eventId}@events.eo-apac`);
    expect(invite.event.sequence).toBe(1);
    expect(invite.event.startDate.toJSDate().toISOString()).toBe('2030-03-10T01:00:00.000Z');
    expect(invite.vevent.getFirstPropertyValue('attendee')).toBe(`mailto:${going.email}`);

    const [news] = await readInbox(backend, waiting.email);
    expect(news!.subject).toBe('Changed: Founders breakfast');
    expect(news!.text).toContain('You are on the waitlist');
    expect(news!.calendar).toBeNull();
  });

  it('a new join link: those going are told it and what it was; those waiting are not given it (it is for those going)', async () => {
    const before = 'https://meet.example.org/breakfast?pwd=first';
    const after = 'https://meet.example.org/breakfast?pwd=second';
    const eventId = await newEvent({ capacity: 1, location: null, online_url: before });
    const going = await signUp(backend, 'Gwen Going Online');
    const waiting = await signUp(backend, 'Walt Waiting Online');
    await rsvp(going, eventId);
    await rsvp(waiting, eventId);

    expect((await organiser.client.from('events').update({ online_url: after }).eq('id', eventId)).error).toBeNull();
    await runWorker();

    const [update] = await readInbox(backend, going.email);
    expect(update!.subject).toBe('Changed: Founders breakfast');
    expect(update!.text).toContain(`Online: ${after}`);
    // The old address is told, not linked (facts other than the current link are made unclickable).
    expect(update!.text).toContain('Online link was: https[:]//meet[.]example[.]org/breakfast?pwd=first');
    expect(parseInvite(update!.calendar?.content).vevent.getFirstPropertyValue('location')).toBe(after);

    const [news] = await readInbox(backend, waiting.email);
    expect(news!.subject).toBe('Changed: Founders breakfast');
    expect(news!.text).toContain('Online: The join link is sent to members who are going.');
    for (const part of [news!.text, news!.html]) {
      expect(part).not.toContain('pwd=');
    }
  });

  it('a deletion: those going get METHOD:CANCEL at the next SEQUENCE', async () => {
    const eventId = await newEvent();
    const going = await signUp(backend, 'Carl Cancelled');
    await rsvp(going, eventId);
    await organiser.client.from('events').delete().eq('id', eventId);
    await runWorker();

    const [notice] = await readInbox(backend, going.email);
    expect(notice!.subject).toBe('Cancelled: Founders breakfast');
    expect(notice!.calendar?.method).toBe('CANCEL');
    const invite = parseInvite(notice!.calendar?.content);
    expect(invite.method).toBe('CANCEL');
    expect(invite.event.uid).toBe(`${eventId}@events.eo-apac`);
    expect(invite.event.sequence).toBe(1);
    expect(invite.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('a reminder is delivered exactly once across runs of the job and of the worker, with the time in both zones and a one-click unsubscribe', async () => {
    const eventId = await newEvent({ date: '2030-04-02', time: '19:00', end_time: null });
    const member = await signUp(backend, 'Rita Reminded');
    await member.client.from('notification_preferences').upsert({ user_id: member.id, time_zone: 'Europe/London' });
    await rsvp(member, eventId);

    // 2030-04-02 19:00 in Singapore is 11:00 UTC; 20 hours before is 15:00 UTC the day before.
    expect(await runReminders('2030-04-01T15:00:00Z')).toBe(1);
    await runWorker();
    expect(await runReminders('2030-04-01T15:05:00Z')).toBe(0);
    await runWorker();
    await runWorker();

    const mails = (await readInbox(backend, member.email)).filter((mail) => mail.subject.startsWith('Reminder:'));
    expect(mails).toHaveLength(1);
    const [reminder] = mails;
    expect(reminder!.subject).toBe('Reminder: Founders breakfast is coming up');
    expect(reminder!.text).toContain('When: Tuesday, April 2, 2030, 7:00 PM SGT (12:00 PM BST your time)');
    expect(reminder!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The header's one-click URL switches the 24-hour reminder off for this member.
    const oneClick = /^<(.+)>$/.exec(reminder!.headers['list-unsubscribe']!)![1]!;
    const answer = await fetch(oneClick, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(answer.status).toBe(200);
    const other = await newEvent({ date: '2030-04-03', time: '19:00', end_time: null });
    await rsvp(member, other);
    expect(await runReminders('2030-04-02T15:00:00Z')).toBe(0);
  });

  it('the schedule runs the reminder job: a reminder due now is queued and sent, once', async () => {
    const startsAt = new Date(Date.now() + 3 * 3600_000);
    const eventId = await newEvent({ date: startsAt.toISOString().slice(0, 10), time: startsAt.toISOString().slice(11, 16), end_time: null, timezone: 'UTC' });
    const member = await signUp(backend, 'Sam Scheduled');
    await rsvp(member, eventId);
    const { rows } = await backend.db.exclusive((pg) => pg.query<{ schedule: string }>("select schedule from private.scheduled_jobs where name = 'reminders'"));
    expect(rows).toEqual([{ schedule: '*/5 * * * *' }]);

    await backend.jobs.runNow();
    await backend.jobs.runNow();
    await backend.jobs.runNow();
    const reminders = (await readInbox(backend, member.email)).filter((mail) => mail.subject.startsWith('Reminder:'));
    expect(reminders).toHaveLength(1);
  });

  it("an organiser's message reaches only the chosen group, one email each, its text escaped and only http(s) links made links", async () => {
    const eventId = await newEvent({ capacity: 1 });
    const going = await signUp(backend, 'Mo Going');
    const waiting = await signUp(backend, 'Mia Waiting');
    await rsvp(going, eventId);
    await rsvp(waiting, eventId);
    const body = 'We moved to hall <b>B</b>: see https://example.com/map?a=1&b=2. Not this: javascript:alert(1)';
    const { error } = await organiser.client.rpc('send_event_message', { target_event: eventId, audience: 'going', subject: 'Room change', body });
    expect(error).toBeNull();
    await runWorker();

    const [message] = await readInbox(backend, going.email);
    expect(message!.subject).toBe('Room change (Founders breakfast)');
    expect(message!.to).toEqual([going.email]);
    expect(message!.text).toContain(body);
    expect(message!.html).toContain('hall &lt;b&gt;B&lt;/b&gt;');
    expect(message!.html).toContain('<a href="https://example.com/map?a=1&amp;b=2">https://example.com/map?a=1&amp;b=2</a>.');
    expect(message!.html).not.toContain('href="javascript');
    expect(message!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await readInbox(backend, waiting.email)).filter((mail) => mail.subject.startsWith('Room change'))).toEqual([]);
  });
});
