import { mkdirSync } from 'node:fs';
import { addDays, addHours, format, startOfToday } from 'date-fns';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createUser, expect, latestEmail, serviceClient, signIn, test, type CaughtEmail } from '../fixtures';
import { BACKEND_URL } from '../harness/testStack';

/**
 * Emails within seconds, in one layout (issue 44 item 1; issue 43 item 7). The e2e stack runs no
 * scheduled job by itself (`scheduledJobs: 'manual'`, tests/harness/globalSetup.ts) and these
 * tests never run one: every email read here reached the local inbox by its wake-up alone. With
 * the minute's schedule as the only way out, none would arrive.
 */
/** Where to keep a screenshot of each kind at 390 px (EMAIL_SHOTS_DIR, for a person to look at); none when unset. */
const SHOTS = process.env.EMAIL_SHOTS_DIR;

const day = addDays(startOfToday(), 9);

async function plantEvent(fields: Record<string, unknown> = {}): Promise<{ id: string; title: string }> {
  const title = `Founders breakfast ${Date.now()} ${Math.random().toString(36).slice(2, 6)}`;
  const { data, error } = await serviceClient()
    .from('events')
    .insert({ title, date: format(day, 'yyyy-MM-dd'), time: '08:00', end_time: '10:00', timezone: 'Asia/Singapore', location: 'Marina Bay Sands, Level 5', category: 'Networking', ...fields })
    .select('id, title')
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; title: string };
}

/** A member signed in through the API, as another browser of theirs would be. */
async function signedIn(user: { email: string; password: string }): Promise<SupabaseClient> {
  const client = createClient(BACKEND_URL, process.env.E2E_ANON_KEY ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  return client;
}

async function rpc(client: SupabaseClient, name: string, args: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await client.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data;
}

/** The newest email to `to` whose subject starts with `subject` (waiting for it: the worker was woken). */
async function emailTo(to: string, subject: string): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect(async () => {
    const response = await fetch(`${process.env.E2E_INBOX_URL}/api/messages?to=${encodeURIComponent(to)}`);
    found = ((await response.json()) as CaughtEmail[]).find((message) => message.subject.startsWith(subject));
    expect(found, `an email "${subject}..." to ${to}`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found!;
}

test.describe('emails within seconds (issue 44)', () => {
  test('an RSVP on the event page: its confirmation is in the inbox by its wake-up alone; "Can\'t go?" opens the cancel confirmation on the page, and only a press cancels', async ({ page }) => {
    const event = await plantEvent();
    const member = await createUser('Ivy Instant');
    await signIn(page, member, `/events/${event.id}`);
    await page.getByRole('complementary', { name: 'Event details' }).getByRole('button', { name: "I'm going" }).click();
    await expect(page.getByText("You're going!", { exact: true })).toBeVisible();

    // No scheduled run: the stack has none, and this test asks for none.
    const mail = await latestEmail(member.email);
    expect(mail.subject).toBe(`You are going: ${event.title}`);

    const cancelLink = /Can't go\? Cancel your place on the event page: (\S+)/.exec(mail.text)?.[1];
    expect(cancelLink).toMatch(new RegExp(`/events/${event.id}#cancel$`));
    // A mail scanner's plain GET first: nothing changes.
    expect((await fetch(cancelLink!)).ok).toBe(true);
    const rsvp = () => serviceClient().from('event_rsvps').select('status').eq('event_id', event.id).eq('user_id', member.id);
    expect((await rsvp()).data).toEqual([{ status: 'going' }]);
    // The person, from their email (the page loaded anew in their browser): it opens the cancel
    // confirmation (issue 56, item 7), focus on "Keep my place"; only their press cancels.
    // (The link's origin is SITE_URL, one of the stack's site origins; the member signed in on this
    // one, so its path and fragment are opened here.)
    const { pathname, hash } = new URL(cancelLink!);
    await page.goto('about:blank');
    await page.goto(`${pathname}${hash}`);
    const ask = page.getByRole('alertdialog');
    await expect(ask.getByRole('button', { name: 'Keep my place' })).toBeFocused();
    expect((await rsvp()).data).toEqual([{ status: 'going' }]);
    // Enter on "Keep my place" keeps it, and focus goes to the withdrawal button.
    await page.keyboard.press('Enter');
    await expect(ask).toBeHidden();
    const cancel = page.getByRole('button', { name: 'Cancel my place' });
    await expect(cancel).toBeFocused();
    expect((await rsvp()).data).toEqual([{ status: 'going' }]);
    await cancel.press('Enter');
    await expect(ask.getByRole('button', { name: 'Keep my place' })).toBeFocused();
    await ask.getByRole('button', { name: 'Cancel my place' }).press('Enter');
    await expect.poll(async () => (await rsvp()).data).toEqual([]);
  });
});

test.describe('one layout for every email (issue 43, item 7)', () => {
  test('each kind, read from the local inbox, fits a 390 px phone under the same branded header', async ({ browser }) => {
    test.slow();
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    const organiser = await createUser('Olive Organiser');
    const [ann, ben, cat] = [await createUser('Ann Going'), await createUser('Ben Waiting'), await createUser('Cat Asking')] as const;
    const [asOrganiser, asAnn, asBen, asCat] = [await signedIn(organiser), await signedIn(ann), await signedIn(ben), await signedIn(cat)];
    const { data: created, error } = await asOrganiser
      .from('events')
      .insert({ title: 'Founders breakfast', date: format(day, 'yyyy-MM-dd'), time: '08:00', end_time: '10:00', timezone: 'Asia/Singapore', location: 'Marina Bay Sands, Level 5', category: 'Networking', capacity: 1, online_url: 'https://meet.example/founders' })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    const eventId = (created as { id: string }).id;

    const emails: Record<string, CaughtEmail> = {};
    await rpc(asAnn, 'rsvp_event', { target_event: eventId });
    emails.rsvp_confirmation = await emailTo(ann.email, 'You are going:');
    await rpc(asBen, 'rsvp_event', { target_event: eventId });
    emails.rsvp_waitlist = await emailTo(ben.email, 'You are on the waitlist:');
    await rpc(asAnn, 'cancel_rsvp', { target_event: eventId });
    emails.rsvp_cancelled = await emailTo(ann.email, 'RSVP cancelled:');
    emails.rsvp_promoted = await emailTo(ben.email, 'A place opened:');
    // A place typed to phish: shown as text, never a link.
    expect((await asOrganiser.from('events').update({ location: 'Level 6 (URGENT: verify your account at https://evil.example/login)' }).eq('id', eventId)).error).toBeNull();
    emails.event_changed = await emailTo(ben.email, 'Changed:');
    expect(emails.event_changed.text).toContain('Changed by Olive Organiser.');
    expect(emails.event_changed.html).not.toContain('href="https://evil.example');
    await rpc(asOrganiser, 'send_event_message', { target_event: eventId, audience: 'going', subject: 'Parking', body: 'Use the east entrance; the map: https://maps.example/east', show_my_address: true });
    emails.organiser_message = await emailTo(ben.email, 'Parking');
    expect(emails.organiser_message.headers['reply-to']).toContain(organiser.email);
    const startsAt = new Date(`${format(day, 'yyyy-MM-dd')}T00:00:00Z`);
    await rpc(serviceClient(), 'run_due_reminders', { now_at: addHours(startsAt, -23).toISOString() });
    emails.reminder_24h = await emailTo(ben.email, 'Reminder:');
    await rpc(serviceClient(), 'run_due_reminders', { now_at: addHours(startsAt, -0.5).toISOString() });
    emails.reminder_1h = await emailTo(ben.email, 'Starting soon:');

    const { data: approval } = await asOrganiser
      .from('events')
      .insert({ title: 'Board dinner', date: format(day, 'yyyy-MM-dd'), time: '19:00', timezone: 'Asia/Singapore', location: 'Raffles Hotel', category: 'Networking', requires_approval: true })
      .select('id')
      .single();
    const approvalId = (approval as { id: string }).id;
    await rpc(asCat, 'rsvp_event', { target_event: approvalId });
    emails.rsvp_pending = await emailTo(cat.email, 'Request received:');
    emails.approval_requested = await emailTo(organiser.email, 'Cat Asking asks to join');
    await rpc(asOrganiser, 'decide_rsvps', { target_event: approvalId, members: [cat.id], approve: false });
    emails.rsvp_declined = await emailTo(cat.email, 'Request declined:');

    await rpc(asOrganiser, 'cancel_event', { target_event: eventId, reason: 'The venue flooded.' });
    emails.event_cancelled = await emailTo(ben.email, 'Cancelled:');

    const asAdmin = await signedIn({ email: 'admin@eo-apac.test', password: 'local-admin-2026' });
    const { data: issue } = await asAdmin.from('newsletter_issues').insert({ subject: `November news ${Date.now()}`, body_markdown: '## This month\n\nChapters met in **Tokyo** and Bangkok.\n\n- Forum retreat\n- Learning day' }).select('id').single();
    await rpc(asAdmin, 'send_newsletter_test', { issue_id: (issue as { id: string }).id });
    emails.newsletter_test = await emailTo('admin@eo-apac.test', '[Test] November news');

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const [kind, mail] of Object.entries(emails)) {
      // As a mail app shows it: the HTML part, its inline images (cid:) from their related parts.
      let html = mail.html;
      for (const image of mail.images) {
        if (image.cid) html = html.replaceAll(`cid:${image.cid}`, `data:${image.contentType};base64,${image.base64}`);
      }
      await page.setContent(html);
      await expect(page.locator('td', { hasText: /^EO Asia Pacific$/ }).first(), `${kind}: the branded header`).toBeVisible();
      await expect(page.getByText(/^You receive this because /), `${kind}: the footer says why`).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${kind} fits 390 px`).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${kind}.png`, fullPage: true });
    }
    await context.close();
  });
});
