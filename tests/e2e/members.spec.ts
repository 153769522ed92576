/**
 * Issue 43, items 4, 5 and 12, and issue 44, item 2, as members and organisers do them: cancelling
 * a place (confirm, Undo, focus, toasts clear of the controls) at 390 and 1280 px; /account's RSVPs
 * and newsletter; registration questions and the guest list; searching /events in the region's
 * scripts. Screenshots go to /work/shots/members/ when SHOTS_DIR is set (the lead looks at them).
 */
import { addDays, format, startOfToday } from 'date-fns';
import type { Locator, Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { BACKEND_URL } from '../harness/testStack';
import { createUser, expect, expectNoSeriousA11yViolations, serviceClient, signIn, test, toastItem } from '../fixtures';

/** A member's own client, so RSVPs go through the database's functions (counts and all). */
async function memberClient(email: string, password: string) {
  const client = createClient(BACKEND_URL, process.env.E2E_ANON_KEY ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');
const soon = addDays(startOfToday(), 5);
const SHOTS = process.env.SHOTS_DIR;

async function plantEvent(fields: Record<string, unknown>): Promise<{ id: string; title: string }> {
  const title = (fields.title as string | undefined) ?? `Members ${Date.now()} ${Math.random().toString(36).slice(2, 6)}`;
  const { data, error } = await serviceClient()
    .from('events')
    .insert({ date: dayKey(soon), time: '18:00', timezone: 'Asia/Singapore', location: 'Singapore', category: 'Networking', ...fields, title })
    .select('id, title')
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; title: string };
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The two boxes share no pixel. */
async function expectApart(a: Locator, b: Locator) {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  expect(one && two).toBeTruthy();
  const overlap = one!.x < two!.x + two!.width && two!.x < one!.x + one!.width && one!.y < two!.y + two!.height && two!.y < one!.y + one!.height;
  expect(overlap, `${JSON.stringify(one)} overlaps ${JSON.stringify(two)}`).toBe(false);
}

const facts = (page: Page) => page.getByRole('complementary', { name: 'Event details' });

test.describe('cancelling a place', () => {
  for (const width of [390, 1280]) {
    test(`asks to confirm, offers Undo, keeps focus on the RSVP control and toasts off it, at ${width} px`, async ({ page }) => {
      // A member's whole round trip: going, a refused and a confirmed cancel, Undo, an axe run.
      test.slow();
      await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
      const event = await plantEvent({ capacity: 10 });
      await signIn(page, await createUser('Cancel Member'), `/events/${event.id}`);

      // "I'm going" by keyboard: focus stays on the control that takes its place.
      await facts(page).getByRole('button', { name: "I'm going" }).focus();
      await page.keyboard.press('Enter');
      const cancel = facts(page).getByRole('button', { name: 'Cancel my place' });
      await expect(cancel).toBeFocused();
      const toast = toastItem(page, "You're going!");
      await expect(toast).toBeVisible();
      await expectApart(cancel, toast);
      // The check-in code is apart from Cancel: a rule and a line between them.
      const code = facts(page).getByRole('button', { name: 'Show my check-in code' });
      const [codeBox, cancelBox] = [(await code.boundingBox())!, (await cancel.boundingBox())!];
      expect(cancelBox.y - (codeBox.y + codeBox.height)).toBeGreaterThan(24);
      await shot(page, `rsvp-going-${width}`);

      // Cancelling asks first; "Keep my place" (where focus starts) keeps it.
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: `Cancel your place at ${event.title}?` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Keep my place' })).toBeFocused();
      await shot(page, `rsvp-cancel-confirm-${width}`);
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
      await expect(cancel).toBeFocused();
      expect((await serviceClient().from('event_rsvps').select('status').eq('event_id', event.id)).data).toEqual([{ status: 'going' }]);

      // Confirmed: the place goes, focus goes to "I'm going", and the toast offers Undo without covering it.
      await cancel.click();
      await dialog.getByRole('button', { name: 'Cancel my place' }).click();
      const going = facts(page).getByRole('button', { name: "I'm going" });
      await expect(going).toBeFocused();
      const cancelled = toastItem(page, 'Your place is cancelled.');
      await expect(cancelled).toBeVisible();
      await expectApart(going, cancelled);
      await shot(page, `rsvp-after-cancel-${width}`);
      expect((await serviceClient().from('event_rsvps').select('status').eq('event_id', event.id)).data).toEqual([]);

      await cancelled.getByRole('button', { name: 'Undo' }).click();
      await expect(toastItem(page, 'Your place is back.')).toBeVisible();
      await expect(facts(page).getByRole('button', { name: 'Cancel my place' })).toBeFocused();
      expect((await serviceClient().from('event_rsvps').select('status').eq('event_id', event.id)).data).toEqual([{ status: 'going' }]);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('Undo after a waiting member took the place puts the member first on the waitlist', async ({ page }) => {
    const event = await plantEvent({ capacity: 1 });
    const member = await createUser('Undo First');
    const waiting = await createUser('Undo Waiting');
    await signIn(page, member, `/events/${event.id}`);
    await facts(page).getByRole('button', { name: "I'm going" }).click();
    await expect(facts(page).getByRole('button', { name: 'Cancel my place' })).toBeVisible();
    const waitingClient = await memberClient(waiting.email, waiting.password);
    expect((await waitingClient.rpc('rsvp_event', { target_event: event.id })).data).toBe('waitlist');

    await facts(page).getByRole('button', { name: 'Cancel my place' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel my place' }).click();
    await toastItem(page, 'Your place is cancelled.').getByRole('button', { name: 'Undo' }).click();
    await expect(toastItem(page, "Your place went to someone on the waitlist: you're first on the waitlist now.")).toBeVisible();
    await expect(facts(page).getByText("You're on the waitlist: you get a place as soon as one is free.")).toBeVisible();
    const { data } = await serviceClient().from('event_rsvps').select('user_id, status').eq('event_id', event.id).order('status');
    expect(data).toEqual([
      { user_id: waiting.id, status: 'going' },
      { user_id: member.id, status: 'waitlist' },
    ]);
  });
});

test.describe('/account', () => {
  test('lists upcoming RSVPs first with their state and Cancel, then past events; the newsletter joins without a second email', async ({ page }) => {
    // Five events, two widths, a cancel with Undo, the newsletter and an axe run.
    test.slow();
    const member = await createUser('Account Rsvps');
    const going = await plantEvent({ title: `Going dinner ${Date.now()}` });
    const waiting = await plantEvent({ title: `Full summit ${Date.now()}`, date: dayKey(addDays(soon, 1)), capacity: 1 });
    const approval = await plantEvent({ title: `Closed roundtable ${Date.now()}`, date: dayKey(addDays(soon, 2)), requires_approval: true });
    const called = await plantEvent({ title: `Called-off forum ${Date.now()}`, date: dayKey(addDays(soon, 3)) });
    const past = await plantEvent({ title: `Last month's breakfast ${Date.now()}`, date: dayKey(addDays(startOfToday(), -30)) });
    const own = await memberClient(member.email, member.password);
    const other = await createUser('Account Other');
    const otherClient = await memberClient(other.email, other.password);
    expect((await otherClient.rpc('rsvp_event', { target_event: waiting.id })).data).toBe('going');
    for (const [event, status] of [[going, 'going'], [waiting, 'waitlist'], [approval, 'pending'], [called, 'going']] as const) {
      expect((await own.rpc('rsvp_event', { target_event: event.id })).data).toBe(status);
    }
    // An event that is over takes no RSVP: this one is written as it was then.
    expect((await serviceClient().from('event_rsvps').insert({ event_id: past.id, user_id: member.id, status: 'going' })).error).toBeNull();
    expect((await serviceClient().from('events').update({ cancelled_at: new Date().toISOString(), cancellation_reason: 'Venue closed' }).eq('id', called.id)).error).toBeNull();

    await signIn(page, member, '/account');
    for (const width of [390, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/account');
      const upcoming = page.getByRole('list', { name: 'Upcoming events' });
      await expect(upcoming.getByRole('listitem')).toHaveCount(4);
      // Each RSVP says when, in the event's zone (issue 56 item 13).
      await expect(upcoming.getByRole('listitem').filter({ hasText: going.title })).toContainText('6:00 PM SGT');
      // An in-page menu leads to each part of the page.
      const menu = page.getByRole('navigation', { name: 'On this page' });
      await expect(menu.getByRole('link')).toHaveText(['Your RSVPs', 'Events you created', 'My calendar', 'Your name', 'Password', 'Notifications', 'Delete your account']);
      if (width >= 1280) {
        // The width is used: the RSVPs beside the settings, the menu beside both.
        const rsvps = await page.getByRole('region', { name: 'Your RSVPs' }).boundingBox();
        const name = await page.getByRole('region', { name: 'Your name' }).boundingBox();
        const nav = await menu.boundingBox();
        expect(rsvps!.x + rsvps!.width, 'the RSVPs end before the settings start').toBeLessThanOrEqual(name!.x + 1);
        expect(Math.abs(rsvps!.y - name!.y), 'the RSVPs and the settings start at one height').toBeLessThan(40);
        expect(nav!.x + nav!.width).toBeLessThanOrEqual(rsvps!.x + 1);
      }
      await shot(page, `account-${width}`);
    }
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Notifications' }).click();
    await expect(page).toHaveURL(/\/account#notifications$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeInViewport();
    // The RSVPs are the first card after the page's heading.
    const firstCard = page.getByRole('heading', { level: 2 }).first();
    await expect(firstCard).toHaveText('Your RSVPs');
    const upcoming = page.getByRole('list', { name: 'Upcoming events' });
    const item = (title: string) => upcoming.getByRole('listitem').filter({ hasText: title });
    await expect(item(going.title)).toContainText('Going');
    await expect(item(waiting.title)).toContainText('On the waitlist');
    await expect(item(approval.title)).toContainText('Pending approval');
    await expect(item(called.title)).toContainText('Event cancelled');
    await expect(item(called.title).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Past events' }).getByRole('listitem').filter({ hasText: past.title })).toBeVisible();
    await expect(upcoming.getByText(past.title)).toHaveCount(0);

    // Cancel, with the event page's confirmation, and Undo.
    await item(going.title).getByRole('button', { name: `Cancel my answer to ${going.title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Cancel your place at ${going.title}?` });
    await dialog.getByRole('button', { name: 'Cancel my place' }).click();
    await expect(item(going.title)).toHaveCount(0);
    await toastItem(page, 'Your place is cancelled.').getByRole('button', { name: 'Undo' }).click();
    await expect(item(going.title)).toContainText('Going');

    // Newsletter: one click, no confirmation email for the account's own confirmed address.
    const newsletter = page.getByRole('group', { name: 'Newsletter' });
    await newsletter.getByRole('button', { name: 'Subscribe to the newsletter' }).click();
    await expect(newsletter.getByText('You are subscribed: the next newsletter comes to your inbox.')).toBeVisible();
    await expect(newsletter.getByText(`The EO Asia Pacific newsletter comes to ${member.email}.`)).toBeVisible();
    const { data: subscribers } = await serviceClient().from('newsletter_subscribers').select('email').eq('email', member.email);
    expect(subscribers).toHaveLength(1);
    await expectNoSeriousA11yViolations(page);
  });

  test('a pending subscription says "pending" and offers to subscribe now, not to unsubscribe', async ({ page }) => {
    const member = await createUser('Pending Newsletter');
    expect((await serviceClient().from('newsletter_pending').insert({ email: member.email, nonce_hash: 'x'.repeat(64) })).error).toBeNull();
    await signIn(page, member, '/account');
    const newsletter = page.getByRole('group', { name: 'Newsletter' });
    await expect(newsletter.getByText(/^Pending: we sent a confirmation link/)).toBeVisible();
    await expect(newsletter.getByRole('button', { name: 'Unsubscribe from the newsletter' })).toHaveCount(0);
    await newsletter.getByRole('button', { name: 'Subscribe now' }).click();
    await expect(newsletter.getByRole('button', { name: 'Unsubscribe from the newsletter' })).toBeVisible();
  });
});

const LONG_ANSWER = 'Acme Holdings — the regional office for South-East Asia in Singapore https://www.acme-holdings.example.com/asia-pacific/regional-offices/singapore';

test.describe('registration questions and the guest list', () => {
  test('the organiser asks questions, a member answers them on RSVP and edits them, the organiser reads them; the guest list shows and a member hides', async ({ page, browser }) => {
    // Two members in two browsers, two dialogs and a CSV.
    test.slow();
    const organiser = await createUser('Question Organiser');
    const event = await plantEvent({ created_by: organiser.id, capacity: 20 });
    await signIn(page, organiser, `/events/${event.id}`);
    await page.getByRole('button', { name: 'Registration questions' }).click();
    const editor = page.getByRole('dialog', { name: 'Registration questions' });
    await editor.getByRole('button', { name: 'Add a question' }).click();
    await editor.getByLabel('Question', { exact: true }).fill('Which company are you with?');
    await editor.getByRole('checkbox', { name: 'Required' }).check();
    await editor.getByRole('button', { name: 'Add a question' }).click();
    const second = editor.getByRole('group', { name: 'Question 2' });
    await second.getByLabel('Question', { exact: true }).fill('Dietary needs');
    await second.getByLabel('Answer').selectOption('choice');
    await second.getByLabel(/^Options, one a line/).fill('None\nVegetarian\nHalal');
    await editor.getByRole('checkbox', { name: /Show who's going to signed-in members/ }).check();
    await shot(page, 'registration-questions-dialog');
    await expectNoSeriousA11yViolations(page);
    await editor.getByRole('button', { name: 'Save questions' }).click();
    await expect(editor).toHaveCount(0);

    // A member answers when they RSVP; a required answer is asked for by the form.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    const member = await createUser('Answering Member');
    await signIn(memberPage, member, `/events/${event.id}`);
    await facts(memberPage).getByRole('button', { name: "I'm going" }).click();
    const answers = memberPage.getByRole('dialog', { name: `Questions from the organiser of ${event.title}` });
    await answers.getByLabel(/Which company are you with\?/).fill('Acme Pte Ltd');
    await answers.getByRole('radio', { name: 'Vegetarian' }).check();
    await answers.getByRole('button', { name: "I'm going" }).click();
    await expect(facts(memberPage).getByRole('button', { name: 'Cancel my place' })).toBeVisible();
    // Who's going, and hiding oneself.
    await expect(facts(memberPage).getByRole('list', { name: 'Members going' })).toContainText('Answering Member');
    await facts(memberPage).getByRole('button', { name: 'Edit my answers' }).click();
    await answers.getByLabel(/Which company are you with\?/).fill(LONG_ANSWER);
    await answers.getByRole('button', { name: 'Save my answers' }).click();
    await expect(toastItem(memberPage, 'Your answers are saved.')).toBeVisible();
    await facts(memberPage).getByRole('checkbox', { name: 'Hide me from this list' }).check();
    await expect(facts(memberPage).getByText('Nobody is on the list yet.')).toBeVisible();
    await memberContext.close();

    // The organiser sees the answers in the attendee list and its CSV.
    await page.reload();
    const table = page.getByRole('table', { name: 'Attendees' });
    await expect(table.getByRole('columnheader', { name: 'Which company are you with?' })).toBeVisible();
    await expect(table.getByRole('row', { name: /Answering Member/ })).toContainText(LONG_ANSWER);
    await expect(table.getByRole('row', { name: /Answering Member/ })).toContainText('Vegetarian');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await (await (await download).createReadStream()).toArray();
    const text = Buffer.concat(csv as Buffer[]).toString('utf8');
    expect(text.split('\r\n')[0]).toContain('Which company are you with?,Dietary needs');
    expect(text).toContain(`${LONG_ANSWER},Vegetarian`);

    // A long answer (a sentence and an address) wraps in its column: the table fits the page, from a
    // laptop to a wide desktop, and scrolls sideways only on a phone.
    for (const width of [1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const fits = await table.evaluate((element) => {
        const box = element.parentElement!;
        return { scroll: box.scrollWidth, client: box.clientWidth };
      });
      expect(fits.scroll, `attendee table at ${width} px`).toBeLessThanOrEqual(fits.client);
      await shot(page, `attendees-long-answer-${width}`);
    }
  });
});

test.describe('searching events in the region\'s scripts', () => {
  test('a word or part of a word in Japanese, Chinese, Thai, Korean, Vietnamese (with or without its accents), Bahasa and English finds its event through the search box', async ({ page }) => {
    const tag = Date.now().toString(36);
    const titles = {
      東京: `東京ビジネスフォーラム ${tag}`,
      创业: `上海创业者晚宴 ${tag}`,
      ผู้ประกอบการ: `งานเลี้ยงผู้ประกอบการกรุงเทพ ${tag}`,
      창업: `서울 창업가 네트워킹의 밤 ${tag}`,
      'khởi nghiệp': `Hội thảo khởi nghiệp Sài Gòn ${tag}`,
      usahawan: `Temu Usahawan Jakarta ${tag}`,
      founder: `Founders breakfast ${tag}`,
    };
    for (const title of Object.values(titles)) await plantEvent({ title });
    await page.goto('/events?view=list');
    const box = page.getByRole('searchbox', { name: 'Search events' });
    const results = page.getByRole('region', { name: 'Upcoming events' });
    for (const [word, title] of Object.entries(titles)) {
      await box.fill(`${word} ${tag}`);
      await expect(results.getByRole('article')).toHaveCount(1);
      await expect(results.getByRole('article', { name: title })).toBeVisible();
    }
    // Typed without its accents, as a keyboard without them gives it.
    await box.fill(`hoi thao sai gon ${tag}`);
    await expect(results.getByRole('article')).toHaveCount(1);
    await expect(results.getByRole('article', { name: titles['khởi nghiệp'] })).toBeVisible();
  });
});
