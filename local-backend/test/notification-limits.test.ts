/**
 * Issue 42, findings 3, 4 and 6, and the organiser's emails of issue 43 item 6, in the database:
 *   - change notices gathered and limited (20261130200100_change_notice_limits.sql);
 *   - the per-sender count of organiser messages kept through event deletion and taken under a
 *     lock, and Reply-To by choice (20261130200200_organiser_message_limits.sql);
 *   - RSVP emails limited per member and event (20261130200300_rsvp_email_limits.sql);
 *   - the recipient's choices checked at send time, and Retry refused for those who left
 *     (20261130200400_send_time_checks.sql);
 *   - the organiser told of a request to join (20261130200500_approval_request_email.sql).
 * Each attack is written as the attacker's steps; each was seen passing on the code before.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDatabase } from '../src/db/connection/postgresDatabase';
import { type Backend, clientFor, eventPayload, http, readInbox, signInAdmin, signUp, type SignedInUser, sleep, startTestBackend, uniqueTestEmail } from './helpers';

let backend: Backend;
let organiser: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend();
  organiser = await signUp(backend, 'Olive Organiser');
  admin = await signInAdmin(backend);
});

afterAll(async () => {
  await backend?.stop();
});

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await backend.db.exclusive((pg) => pg.query<T>(text, params))).rows;
}

async function newEvent(overrides: Record<string, unknown> = {}, by: SignedInUser = organiser): Promise<string> {
  const { data, error } = await by.client
    .from('events')
    .insert(eventPayload({ title: 'Limits night', date: '2030-04-02', time: '18:00', timezone: 'Asia/Singapore', ...overrides }))
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
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

async function runWorker(): Promise<{ sent: number }> {
  const response = await http(backend, '/functions/v1/outbox-worker', { method: 'POST', headers: { Authorization: `Bearer ${backend.outboxWorkerSecret}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as { sent: number };
}

interface Row {
  id: number;
  kind: string;
  state: string;
  recipient_email: string;
  recipient_user_id: string | null;
  not_before: string;
  last_error: string | null;
  payload: Payload;
}

/** What the tests read of the payloads (each kind has its own part). */
interface Payload {
  event: { location: string; time: string | null };
  previous: { location: string | null };
  changed_by: string[];
  message: { subject: string; reply_to: { name: string | null; email: string } | null };
  requester: { name: string | null };
}

const rowsOf = (kind: string, eventId: string) =>
  sql<Row>(`select id::int, kind, state, recipient_email, recipient_user_id, not_before::text, last_error, payload from public.outbox_messages where kind = $1 and event_id = $2 order by id`, [kind, eventId]);

async function changePlace(eventId: string, location: string, by: SignedInUser = organiser): Promise<void> {
  const { error } = await by.client.from('events').update({ location }).eq('id', eventId);
  expect(error).toBeNull();
}

/** Moves an event's change notices back in time, as if `minutes` had passed (their emails with them). */
async function letTimePass(eventId: string, minutes: number): Promise<void> {
  await sql(`update private.event_change_notices set due_at = due_at - make_interval(mins => $2), created_at = created_at - make_interval(mins => $2) where event_id = $1`, [eventId, minutes]);
  await sql(`update public.outbox_messages set not_before = not_before - make_interval(mins => $2) where event_id = $1 and kind = 'event_changed'`, [eventId, minutes]);
}

describe('"The event changed" is no spam channel (finding 3)', () => {
  it('the attack: six place changes in a row email each attendee once now and once, gathered, 15 minutes later', async () => {
    const eventId = await newEvent();
    const [going, waiting] = await members(2, 'Spammed');
    expect(await rsvp(going!, eventId)).toBe('going');
    await sql('update public.events set capacity = 1 where id = $1', [eventId]);
    expect(await rsvp(waiting!, eventId)).toBe('waitlist');

    for (let i = 1; i <= 6; i += 1) await changePlace(eventId, `URGENT ${i}: your account is suspended, verify at https://evil.example/login`);
    const rows = await rowsOf('event_changed', eventId);
    // Two notices for two people: the first at once, the next gathering the other five.
    expect(rows).toHaveLength(4);
    const [first, second] = [rows.slice(0, 2), rows.slice(2)];
    expect(first.every((row) => row.payload.event.location.startsWith('URGENT 1:'))).toBe(true);
    expect(second.every((row) => row.payload.event.location.startsWith('URGENT 6:'))).toBe(true);
    // The gathered notice tells the final state against the state before its first change.
    expect(second.every((row) => row.payload.previous.location?.startsWith('URGENT 1:') === true)).toBe(true);
    expect(Date.parse(second[0]!.not_before) - Date.parse(first[0]!.not_before)).toBe(15 * 60_000);
    expect(first.every((row) => Date.parse(row.not_before) <= Date.now())).toBe(true);
    // Who made the change, in each.
    expect(rows.every((row) => JSON.stringify(row.payload.changed_by) === '["Olive Organiser"]')).toBe(true);
  });

  it('at most 3 notices per event a day; later changes are saved and shown but emailed to nobody', async () => {
    const eventId = await newEvent();
    const [going] = await members(1, 'Daily');
    await rsvp(going!, eventId);
    for (let i = 1; i <= 5; i += 1) {
      await changePlace(eventId, `Room ${i}`);
      await letTimePass(eventId, 20);
    }
    const rows = await rowsOf('event_changed', eventId);
    expect(rows.map((row) => row.payload.event.location)).toEqual(['Room 1', 'Room 2', 'Room 3']);
    // Saved and shown all the same.
    const { data } = await clientFor(backend).from('events').select('location, sequence').eq('id', eventId).single();
    expect(data).toEqual({ location: 'Room 5', sequence: 5 });
    // A day later, notices go out again.
    await letTimePass(eventId, 24 * 60);
    await changePlace(eventId, 'Room 6');
    expect((await rowsOf('event_changed', eventId)).map((row) => row.payload.event.location)).toEqual(['Room 1', 'Room 2', 'Room 3', 'Room 6']);
  });

  it('a gathered notice names everyone who changed the event, reaches whoever is going then, and not whoever left', async () => {
    const eventId = await newEvent();
    const [stays, leaves, joins] = await members(3, 'Gathered');
    await rsvp(stays!, eventId);
    await rsvp(leaves!, eventId);
    await changePlace(eventId, 'Hall A');
    await changePlace(eventId, 'Hall B');
    expect((await admin.client.from('events').update({ time: '19:00' }).eq('id', eventId)).error).toBeNull();
    expect((await leaves!.client.rpc('cancel_rsvp', { target_event: eventId })).error).toBeNull();
    await rsvp(joins!, eventId);
    await changePlace(eventId, 'Hall C');
    const gathered = (await rowsOf('event_changed', eventId)).filter((row) => row.payload.event.location === 'Hall C');
    expect(gathered.map((row) => row.recipient_user_id).sort()).toEqual([stays!.id, joins!.id].sort());
    for (const row of gathered) {
      expect(row.payload.changed_by).toEqual(['Olive Organiser', 'Local Admin']);
      expect(row.payload.event.time).toBe('19:00:00');
      expect(row.payload.previous.location).toBe('Hall A');
    }
    // The first notice went to both who were going then.
    const firsts = (await rowsOf('event_changed', eventId)).filter((row) => row.payload.event.location === 'Hall A');
    expect(firsts.map((row) => row.recipient_user_id).sort()).toEqual([stays!.id, leaves!.id].sort());
  });
});

describe('organiser messages: the per-sender count (finding 3)', () => {
  it('deleting the events does not give the sender their count back', async () => {
    const sender = await signUp(backend, 'Serial Sender');
    const [reader] = await members(1, 'Reader');
    const events: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const eventId = await newEvent({ title: `Sender's event ${i}` }, sender);
      await rsvp(reader!, eventId);
      events.push(eventId);
    }
    for (let i = 0; i < 10; i += 1) {
      const { error } = await sender.client.rpc('send_event_message', { target_event: events[i % 4], audience: 'going', subject: `Note ${i}`, body: 'Hello' });
      expect(error).toBeNull();
    }
    for (const eventId of events) expect((await sender.client.from('events').delete().eq('id', eventId)).error).toBeNull();
    const fresh = await newEvent({ title: 'After the deletions' }, sender);
    await rsvp(reader!, fresh);
    const { error } = await sender.client.rpc('send_event_message', { target_event: fresh, audience: 'going', subject: 'Eleventh', body: 'Hello' });
    expect(error?.code).toBe('PT429');
    expect(error?.message).toBe('You have sent 10 messages in the last 24 hours, the most allowed. Please try again tomorrow.');
  });

  it('concurrent sends cannot pass the count together (on PostgreSQL they run in parallel)', async () => {
    const sender = await signUp(backend, 'Racing Sender');
    const [reader] = await members(1, 'Race reader');
    const events: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const eventId = await newEvent({ title: `Race ${i}` }, sender);
      await rsvp(reader!, eventId);
      events.push(eventId);
    }
    // Nine sent already: one more is allowed.
    for (let i = 0; i < 9; i += 1) {
      expect((await sender.client.rpc('send_event_message', { target_event: events[i % 3], audience: 'going', subject: `Before ${i}`, body: 'x' })).error).toBeNull();
    }
    const send = (eventId: string) => sender.client.rpc('send_event_message', { target_event: eventId, audience: 'going', subject: 'Race', body: 'x' });
    let racing: { error: { code?: string; message: string } | null }[];
    if (backend.db instanceof PostgresDatabase) {
      // On the server, four sessions of the sender at once (as four PostgREST connections run
      // them), the attacker's luck made certain: each send is held where it has counted and is
      // about to write (a lock on public.event_messages that its INSERT waits for), and all are
      // let go together once all four wait.
      const url = backend.db.databaseUrl;
      const holder = new pg.Client({ connectionString: url });
      const sessions = events.slice(4).map(() => new pg.Client({ connectionString: url }));
      await Promise.all([holder, ...sessions].map((client) => client.connect()));
      try {
        await holder.query('begin');
        await holder.query('lock table public.event_messages in share mode');
        const claims = JSON.stringify({ sub: sender.id, role: 'authenticated', aud: 'authenticated' });
        const pending = sessions.map(async (session, i) => {
          try {
            await session.query('begin');
            await session.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
            await session.query('set local role authenticated');
            await session.query(`select * from public.send_event_message($1, 'going', 'Race', 'x')`, [events[4 + i]]);
            await session.query('commit');
            return { error: null };
          } catch (error) {
            await session.query('rollback').catch(() => undefined);
            return { error: { code: (error as { code?: string }).code, message: (error as Error).message } };
          }
        });
        const end = Date.now() + 20_000;
        for (;;) {
          const { rows } = await holder.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
          );
          if (rows[0]!.waiting >= sessions.length || Date.now() > end) break;
          await sleep(20);
        }
        await holder.query('commit');
        racing = await Promise.all(pending);
      } finally {
        await Promise.all([holder, ...sessions].map((client) => client.end()));
      }
    } else {
      racing = await Promise.all(events.slice(4).map(send));
    }
    expect(racing.filter((answer) => answer.error === null)).toHaveLength(1);
    expect(racing.filter((answer) => answer.error?.code === 'PT429')).toHaveLength(3);
  });

  it('carries the sender as Reply-To only when they choose to show their address', async () => {
    const eventId = await newEvent();
    const [reader] = await members(1, 'Replying');
    await rsvp(reader!, eventId);
    expect((await organiser.client.rpc('send_event_message', { target_event: eventId, audience: 'going', subject: 'Hidden', body: 'x' })).error).toBeNull();
    expect((await organiser.client.rpc('send_event_message', { target_event: eventId, audience: 'going', subject: 'Shown', body: 'x', show_my_address: true })).error).toBeNull();
    const rows = await rowsOf('organiser_message', eventId);
    expect(rows.map((row) => [row.payload.message.subject, row.payload.message.reply_to])).toEqual([
      ['Hidden', null],
      ['Shown', { name: 'Olive Organiser', email: organiser.email }],
    ]);
    await runWorker();
    const [shown, hidden] = await readInbox(backend, reader!.email);
    expect(shown!.headers['reply-to']).toContain(organiser.email);
    expect(hidden!.headers['reply-to']).toBeUndefined();
  });
});

describe('RSVP emails per member and event (finding 4)', () => {
  it('the attack: a Going/Cancel loop queues a bounded number of emails, the latest state last', async () => {
    const eventId = await newEvent();
    const attacker = await signUp(backend, 'Loop Attacker');
    // The worker runs after every step, as wake-ups have it do: nothing waits for it.
    for (let cycle = 0; cycle < 30; cycle += 1) {
      expect(await rsvp(attacker, eventId)).toBe('going');
      await runWorker();
      expect((await attacker.client.rpc('cancel_rsvp', { target_event: eventId })).error).toBeNull();
      await runWorker();
    }
    expect(await rsvp(attacker, eventId)).toBe('going');
    await runWorker();
    const rows = await sql<Row>(`select id::int, kind, state, not_before::text from public.outbox_messages where event_id = $1 and recipient_user_id = $2 order by id`, [eventId, attacker.id]);
    // One confirmation and one cancellation sent at once; what came after waits 10 minutes for
    // the latest state: 3 emails, not 61.
    expect(rows.map((row) => [row.kind, row.state])).toEqual([
      ['rsvp_confirmation', 'sent'],
      ['rsvp_cancelled', 'sent'],
      ['rsvp_confirmation', 'queued'],
    ]);
    const sentAt = await sql<{ claimed_at: string }>(`select claimed_at::text from public.outbox_messages where id = $1`, [rows[0]!.id]);
    expect(Date.parse(rows[2]!.not_before) - Date.parse(sentAt[0]!.claimed_at)).toBe(10 * 60_000);
    expect(await readInbox(backend, attacker.email)).toHaveLength(2);
  });

  it('an email repeating what the member was last told is not sent, nor a cancellation of what was never told', async () => {
    const eventId = await newEvent();
    const member = await signUp(backend, 'Quick Changer');
    await rsvp(member, eventId);
    await runWorker();
    // Cancel then Going again before the worker: they were told "going"; nothing new to tell.
    expect((await member.client.rpc('cancel_rsvp', { target_event: eventId })).error).toBeNull();
    await rsvp(member, eventId);
    await runWorker();
    expect((await readInbox(backend, member.email)).map((m) => m.subject)).toEqual(['You are going: Limits night']);
    const other = await newEvent();
    await rsvp(member, other);
    expect((await member.client.rpc('cancel_rsvp', { target_event: other })).error).toBeNull();
    expect(await rowsOf('rsvp_cancelled', other)).toEqual([]);
    expect(await rowsOf('rsvp_confirmation', other)).toEqual([]);
  });
});

describe('the recipient\'s choices at send time (finding 6)', () => {
  async function issueTo(emails: string[]): Promise<string> {
    await sql(`update private.outbox_kind_limits set per_minute = 100000 where kind = 'newsletter'`);
    await sql('insert into public.newsletter_subscribers (email) select unnest($1::text[]) on conflict do nothing', [emails]);
    const { data, error } = await admin.client.from('newsletter_issues').insert({ subject: `Issue ${crypto.randomUUID().slice(0, 6)}`, body_markdown: 'Hello' }).select('id').single();
    if (error) throw error;
    const id = (data as { id: string }).id;
    // Only these addresses: the issue's rows for anyone else are withdrawn before the test looks.
    await sql('select private.enqueue_newsletter_issue($1)', [id]);
    await sql(`delete from public.outbox_messages where newsletter_id = $1 and recipient_email <> all ($2::text[])`, [id, emails]);
    return id;
  }

  it('the attack: an address that unsubscribed is never sent the newsletter, and Retry refuses it with the reason', async () => {
    const leaver = uniqueTestEmail('leaver');
    const issue = await issueTo([leaver]);
    // Unsubscribed by one click before the worker reached them.
    await sql('select public.newsletter_unsubscribe($1)', [leaver]);
    const [row] = await sql<Row>(`select id::int, state, last_error from public.outbox_messages where newsletter_id = $1`, [issue]);
    expect(row).toMatchObject({ state: 'failed', last_error: 'Unsubscribed before it was sent.' });
    const { error } = await admin.client.rpc('retry_outbox_message', { message_id: row!.id });
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe('Not sent again: this address has unsubscribed from the newsletter.');
    expect((await sql<Row>(`select state from public.outbox_messages where id = $1`, [row!.id]))[0]!.state).toBe('failed');
    expect((await admin.client.rpc('outbox_retry_refusals', { message_ids: [row!.id] })).data).toEqual([
      { id: row!.id, reason: 'Not sent again: this address has unsubscribed from the newsletter.' },
    ]);
    await runWorker();
    expect(await readInbox(backend, leaver)).toEqual([]);
  });

  it('a failed newsletter whose address left since is refused too; one still subscribed is retried and sent', async () => {
    const stays = uniqueTestEmail('stays');
    const leaves = uniqueTestEmail('leaves');
    const issue = await issueTo([stays, leaves]);
    await sql(`update public.outbox_messages set state = 'failed', attempts = 5, last_error = '421 try later' where newsletter_id = $1`, [issue]);
    await sql('delete from public.newsletter_subscribers where email = $1', [leaves]);
    const rows = await sql<Row>(`select id::int, recipient_email from public.outbox_messages where newsletter_id = $1 order by recipient_email = $2`, [issue, leaves]);
    const [kept, left] = rows;
    expect((await admin.client.rpc('outbox_retry_refusals', { message_ids: rows.map((row) => row.id) })).data).toEqual([
      { id: left!.id, reason: 'Not sent again: this address has unsubscribed from the newsletter.' },
    ]);
    expect((await admin.client.rpc('retry_outbox_message', { message_id: kept!.id })).data).toBe(true);
    expect((await admin.client.rpc('retry_outbox_message', { message_id: left!.id })).error?.code).toBe('22023');
    await runWorker();
    expect(await readInbox(backend, stays)).toHaveLength(1);
    expect(await readInbox(backend, leaves)).toEqual([]);
  });

  it('the claim checks the subscription itself: a row queued for an address removed any other way is not sent', async () => {
    const gone = uniqueTestEmail('gone');
    const issue = await issueTo([gone]);
    await sql('delete from public.newsletter_subscribers where email = $1', [gone]);
    await runWorker();
    expect(await readInbox(backend, gone)).toEqual([]);
    expect(await sql(`select state, last_error from public.outbox_messages where newsletter_id = $1`, [issue])).toEqual([{ state: 'failed', last_error: 'Unsubscribed before it was sent.' }]);
  });

  it('a member\'s preferences at send time: an organiser message they switched off after it was queued is not sent', async () => {
    const eventId = await newEvent();
    const [quiet, keen] = await members(2, 'Prefs');
    await rsvp(quiet!, eventId);
    await rsvp(keen!, eventId);
    expect((await organiser.client.rpc('send_event_message', { target_event: eventId, audience: 'going', subject: 'Menu', body: 'Fish' })).error).toBeNull();
    expect((await quiet!.client.from('notification_preferences').upsert({ user_id: quiet!.id, organiser_messages: false })).error).toBeNull();
    await runWorker();
    const menus = async (member: SignedInUser) => (await readInbox(backend, member.email)).filter((mail) => mail.subject.startsWith('Menu'));
    expect(await menus(quiet!)).toEqual([]);
    expect(await menus(keen!)).toHaveLength(1);
    const [row] = (await rowsOf('organiser_message', eventId)).filter((r) => r.recipient_user_id === quiet!.id);
    expect(row).toMatchObject({ state: 'failed', last_error: 'The member switched these emails off before it was sent.' });
    expect((await admin.client.rpc('retry_outbox_message', { message_id: row!.id })).error?.message).toBe('Not sent again: the member has switched these emails off.');
  });

  it('nobody but an admin asks which messages Retry refuses', async () => {
    const member = await signUp(backend, 'Curious Member');
    expect((await member.client.rpc('outbox_retry_refusals', { message_ids: [1] })).error?.code).toBe('42501');
    expect((await clientFor(backend).rpc('outbox_retry_refusals', { message_ids: [1] })).error).not.toBeNull();
  });
});

describe('a request to join tells the organiser (issue 43, item 6)', () => {
  it('emails the organiser once a day per member, unless they switched it off', async () => {
    const eventId = await newEvent({ requires_approval: true });
    const [asker, other] = await members(2, 'Asker');
    expect(await rsvp(asker!, eventId)).toBe('pending');
    expect((await asker!.client.rpc('cancel_rsvp', { target_event: eventId })).error).toBeNull();
    expect(await rsvp(asker!, eventId)).toBe('pending');
    let rows = await rowsOf('approval_requested', eventId);
    expect(rows.map((row) => [row.recipient_email, row.payload.requester.name])).toEqual([[organiser.email, 'Asker 1']]);
    expect((await organiser.client.from('notification_preferences').upsert({ user_id: organiser.id, approval_requests: false })).error).toBeNull();
    expect(await rsvp(other!, eventId)).toBe('pending');
    rows = await rowsOf('approval_requested', eventId);
    expect(rows).toHaveLength(1);
    expect((await organiser.client.from('notification_preferences').upsert({ user_id: organiser.id, approval_requests: true })).error).toBeNull();
    await runWorker();
    const [mail] = await readInbox(backend, organiser.email);
    expect(mail!.subject).toBe('Asker 1 asks to join Limits night');
  });
});

describe('what people typed is no link in an email header (issue 55, finding 7)', () => {
  it("the attack: a member named with a phishing address asks to join; an organiser so named writes with their address shown", async () => {
    const phishing = 'Security team: verify at https://evil.example/login';
    const host = await signUp(backend, `Olive, ${phishing}`);
    const eventId = await newEvent({ requires_approval: true }, host);
    const asker = await signUp(backend, phishing);
    expect(await rsvp(asker, eventId)).toBe('pending');
    await runWorker();
    const [request] = await readInbox(backend, host.email);
    expect(request!.subject).toBe('Security team: verify at https[:]//evil[.]example/login asks to join Limits night');
    expect(request!.text).toContain('Security team: verify at https[:]//evil[.]example/login asked for a place');

    expect((await host.client.rpc('decide_rsvps', { target_event: eventId, members: [asker.id], approve: true })).error).toBeNull();
    expect((await host.client.rpc('send_event_message', { target_event: eventId, audience: 'going', subject: `Parking: ${phishing}`, body: 'East gate.', show_my_address: true })).error).toBeNull();
    await runWorker();
    const [message] = (await readInbox(backend, asker.email)).filter((mail) => mail.subject.startsWith('Parking'));
    expect(message!.subject).toBe('Parking: Security team: verify at https[:]//evil[.]example/login (Limits night)');
    expect(message!.headers['reply-to']).toContain('https[:]//evil[.]example/login');
    expect(message!.headers['reply-to']).toContain(host.email);
    expect(message!.headers['reply-to']).not.toContain('evil.example');
  });
});
