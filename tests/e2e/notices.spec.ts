/**
 * Notices to members, read from the stack's mail catcher (issue 35, items 2, 3, 4 and 6): a time
 * change reaches those going with an updated invite (SEQUENCE + 1, parsed with ical.js); a reminder
 * is delivered exactly once after manual runs of the job with a set clock; an organiser's message
 * written on the event page reaches only the chosen group; a reminder timing switched off on
 * /account sends nothing. The worker is run as the schedule runs it (its bearer secret).
 */
import ICAL from 'ical.js';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { test, expect, createUser, expectNoSeriousA11yViolations, serviceClient, signIn, toastItem, type CaughtEmail } from '../fixtures';
import { BACKEND_URL } from '../harness/testStack';

async function memberClient(email: string, password: string): Promise<SupabaseClient> {
  const client = createClient(BACKEND_URL, process.env.E2E_ANON_KEY ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

async function runWorker(): Promise<void> {
  const response = await fetch(`${BACKEND_URL}/functions/v1/outbox-worker`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.E2E_OUTBOX_WORKER_SECRET ?? ''}` },
  });
  expect(response.status).toBe(200);
}

async function inbox(to: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${process.env.E2E_INBOX_URL}/api/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as CaughtEmail[];
}

/** The email to `to` whose subject starts with `prefix`, once it has arrived; its subject must be `subject`. */
async function emailBySubject(to: string, prefix: string, subject: string): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect(async () => {
    found = (await inbox(to)).find((mail) => mail.subject.startsWith(prefix));
    expect(found?.subject).toBe(subject);
  }).toPass({ timeout: 10_000 });
  return found!;
}

async function newEvent(organiser: SupabaseClient, fields: Record<string, unknown>): Promise<string> {
  const { data, error } = await organiser
    .from('events')
    .insert({ title: 'Notices evening', description: 'An e2e event', location: 'Singapore', category: 'Networking', timezone: 'Asia/Singapore', ...fields })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

async function rsvp(client: SupabaseClient, eventId: string): Promise<string> {
  const { data, error } = await client.rpc('rsvp_event', { target_event: eventId });
  if (error) throw error;
  return data as string;
}

test.describe('notices', () => {
  // Each test signs up two or three members and runs the worker: more than the default budget on a
  // shared machine.
  test.slow();
  test('a time change sends those going an update whose invite has SEQUENCE + 1', async () => {
    const organiser = await createUser('Orla Organiser');
    const member = await createUser('Gus Going');
    const organiserClient = await memberClient(organiser.email, organiser.password);
    const eventId = await newEvent(organiserClient, { date: '2031-05-20', time: '18:00' });
    await rsvp(await memberClient(member.email, member.password), eventId);

    const { error } = await organiserClient.from('events').update({ time: '19:30' }).eq('id', eventId);
    expect(error).toBeNull();
    await runWorker();

    // The confirmation and the notice are each sent by their own wake-up: either may land first.
    let update: CaughtEmail | undefined;
    await expect(async () => {
      update = (await inbox(member.email)).find((mail) => mail.subject === 'Changed: Notices evening');
      expect(update).toBeDefined();
    }).toPass({ timeout: 10_000 });
    if (!update) throw new Error('no change notice');
    const calendar = new ICAL.Component(ICAL.parse(update.calendar?.content ?? ''));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const invite = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(invite.uid).toBe(`${eventId}@events.eo-apac`);
    expect(invite.sequence).toBe(1);
    // 19:30 in Singapore.
    expect(invite.startDate.toJSDate().toISOString()).toBe('2031-05-20T11:30:00.000Z');
  });

  test('a reminder is delivered exactly once after manual runs of the job with a set clock', async () => {
    const organiser = await createUser('Rex Organiser');
    const member = await createUser('Rae Reminded');
    const eventId = await newEvent(await memberClient(organiser.email, organiser.password), { date: '2031-06-01', time: '09:00' });
    await rsvp(await memberClient(member.email, member.password), eventId);

    // 09:00 in Singapore is 01:00 UTC; the clock is set 20 hours before, twice, with worker runs between.
    const service = serviceClient();
    for (const nowAt of ['2031-05-31T05:00:00Z', '2031-05-31T05:05:00Z']) {
      const { error } = await service.rpc('run_due_reminders', { now_at: nowAt });
      expect(error).toBeNull();
      await runWorker();
    }
    await runWorker();

    // The confirmation has a wake-up of its own: it may land before or after the reminder.
    const reminder = await emailBySubject(member.email, 'Reminder:', 'Reminder: Notices evening is coming up');
    // The site's words: the event's zone named, then UTC (the member saved no zone).
    expect(reminder.text).toContain('When: Sunday, June 1, 2031, 9:00 AM SGT (1:00 AM UTC)');
    expect(reminder.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await inbox(member.email)).filter((mail) => mail.subject.startsWith('Reminder:'))).toHaveLength(1);
  });

  test("an organiser's message written on the event page reaches only the chosen group", async ({ page }) => {
    const organiser = await createUser('Mae Organiser');
    const going = await createUser('Gil Going');
    const waiting = await createUser('Wes Waiting');
    const eventId = await newEvent(await memberClient(organiser.email, organiser.password), { date: '2031-07-01', time: '18:00', capacity: 1 });
    expect(await rsvp(await memberClient(going.email, going.password), eventId)).toBe('going');
    expect(await rsvp(await memberClient(waiting.email, waiting.password), eventId)).toBe('waitlist');

    await signIn(page, organiser, `/events/${eventId}`);
    await page.getByRole('button', { name: 'Message members' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message members' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Waitlist', exact: true }).check();
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('A place may open');
    await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill('Keep an eye on https://example.com/notices <b>soon</b>.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(toastItem(page, 'Message sent to 1 member.')).toBeVisible();
    await expect(dialog.getByText('A place may open')).toBeVisible();
    await runWorker();

    // The waitlist notice of the RSVP is in the same inbox: wait for this message by its subject.
    const message = await emailBySubject(waiting.email, 'A place may open', 'A place may open (Notices evening)');
    expect(message.to).toEqual([waiting.email]);
    expect(message.html).toContain('&lt;b&gt;soon&lt;/b&gt;');
    expect(message.html).toContain('<a href="https://example.com/notices">');
    expect((await inbox(going.email)).filter((mail) => mail.subject.startsWith('A place may open'))).toEqual([]);
  });

  test('a reminder timing switched off on /account: nothing is sent for it', async ({ page }) => {
    const organiser = await createUser('Quinn Organiser');
    const member = await createUser('Quiet Member');
    await signIn(page, member, '/account#notifications');
    const form = page.getByRole('form', { name: 'Email notifications' });
    await expect(form.getByRole('checkbox', { name: /24 hours before/ })).toBeChecked();
    await expect(page.getByText('those notices cannot be switched off', { exact: false })).toBeVisible();
    await form.getByRole('checkbox', { name: /24 hours before/ }).uncheck();
    await form.getByRole('button', { name: 'Save Notifications' }).click();
    await expect(form.getByRole('status')).toHaveText('Your notification preferences have been saved.');
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await expect(page.getByRole('form', { name: 'Email notifications' }).getByRole('checkbox', { name: /24 hours before/ })).not.toBeChecked();

    const eventId = await newEvent(await memberClient(organiser.email, organiser.password), { date: '2031-08-01', time: '09:00' });
    await rsvp(await memberClient(member.email, member.password), eventId);
    const { error } = await serviceClient().rpc('run_due_reminders', { now_at: '2031-07-31T05:00:00Z' });
    expect(error).toBeNull();
    await runWorker();
    const { data: queued } = await serviceClient().from('outbox_messages').select('id').like('kind', 'reminder_%').eq('event_id', eventId).eq('recipient_user_id', (await serviceClient().from('profiles').select('user_id').eq('email', member.email).single()).data?.user_id);
    expect(queued).toEqual([]);
    expect((await inbox(member.email)).filter((mail) => mail.subject.startsWith('Reminder:'))).toEqual([]);
  });
});
