import { createClient } from '@supabase/supabase-js';
import { mkdirSync } from 'node:fs';
import WebSocket from 'ws';
import { addDays, format, startOfToday } from 'date-fns';
import type { Locator, Page } from '@playwright/test';
import { createUser, expect, expectNoSeriousA11yViolations, serviceClient, signIn, test, visitTest } from '../fixtures';
import { BACKEND_URL, remoteUrl } from '../harness/testStack';

/**
 * Issue 56 ("What people still hit"), items 1, 5, 6, 7, 8, the events part of 13 and 14, tried as
 * the people who hit them: an organiser in Tokyo, a visitor on a laptop, a member answering from
 * their phone's email, a member changing their plans, someone filtering by city, someone typing in
 * the search box of a full calendar. Each test has one
 * browser context (the fixtures' page: it waits for the app to boot after each navigation and
 * checks the Content-Security-Policy); a visitor's look uses the worker's page (`visitTest`).
 * Screenshots go to $SHOTS_DIR/events-in-use/ when SHOTS_DIR is set (the lead looks at them).
 */
const SHOTS = process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/events-in-use` : null;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const day = addDays(startOfToday(), 5);
const dayKey = format(day, 'yyyy-MM-dd');
/** The site's one date format (docs/decisions.md, "Times and zones"): "Wednesday, January 15, 2030". */
const siteDate = (date: Date) => format(date, 'EEEE, MMMM d, yyyy');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PHONE = { width: 390, height: 844 };

async function plantEvent(fields: Record<string, unknown>): Promise<{ id: string; title: string }> {
  const { data, error } = await serviceClient()
    .from('events')
    .insert({ title: `In use ${unique()}`, date: dayKey, category: 'Networking', ...fields })
    .select('id, title')
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; title: string };
}

/** The member's own supabase-js client, to answer as they would. */
async function memberClient(email: string, password: string) {
  const client = createClient(BACKEND_URL, process.env.E2E_ANON_KEY ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** The element's box lies wholly inside the first screen, the page not scrolled. */
async function expectInFirstScreen(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), 'the page is not scrolled').toBe(0);
  const box = (await element.boundingBox())!;
  expect(box.y, 'its top is on screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'its bottom is on screen').toBeLessThanOrEqual(page.viewportSize()!.height);
}

test.describe('time zones of the whole region (item 1)', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('an organiser in Tokyo starts in Tokyo, finds India by typing, and guests read IST; a zone the site cannot place is refused in words', async ({ page }) => {
    test.slow();
    const organiser = await createUser('Takumi Tokyo');
    await signIn(page, organiser, '/events');
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    const zone = dialog.getByRole('combobox', { name: 'Time zone' });
    await expect(zone).toHaveValue('Tokyo');

    const title = `Founders' dinner ${unique()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel(/^Date/).fill(dayKey);
    await dialog.getByLabel('Time', { exact: true }).fill('19:00');
    // The keyboard only: type, move down, choose.
    await zone.click();
    await zone.fill('india');
    const listbox = dialog.getByRole('listbox', { name: 'Time zones' });
    await expect(listbox.getByRole('option').first()).toHaveText(/^Kolkata/);
    // Each zone's own name is shown whole, under its place, in the form's half-width column.
    const long = listbox.getByRole('option', { name: /Antananarivo/ });
    const [optionBox, nameBox] = [await long.boundingBox(), await long.getByText('Indian/Antananarivo', { exact: true }).boundingBox()];
    expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(optionBox!.x + optionBox!.width);
    await shot(page, 'zone-search-1280');
    await expectNoSeriousA11yViolations(page);
    await zone.press('ArrowDown');
    await zone.press('Enter');
    await expect(zone).toHaveValue('Kolkata');
    await expect(listbox).toBeHidden();
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByText('Event created successfully', { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await serviceClient().from('events').select('timezone').eq('title', title).maybeSingle()).data?.timezone)
      .toBe('Asia/Kolkata');
    const { data } = await serviceClient().from('events').select('id').eq('title', title).single();
    await page.goto(`/events/${(data as { id: string }).id}`);
    await expect(page.getByRole('complementary', { name: 'Event details' }).getByText(/^7:00 PM IST/)).toBeVisible();

    // The API: any zone both the database and the functions know; "Factory" is refused, in words.
    const client = await memberClient(organiser.email, organiser.password);
    for (const good of ['Asia/Seoul', 'Asia/Taipei', 'America/Argentina/Buenos_Aires']) {
      const { error } = await client.from('events').insert({ title: `Zone ${good}`, date: dayKey, time: '10:00', timezone: good });
      expect(error).toBeNull();
    }
    const { error } = await client.from('events').insert({ title: 'Factory time', date: dayKey, time: '10:00', timezone: 'Factory' });
    expect(error?.code).toBe('23514');
    expect(error?.message).toBe('The time zone "Factory" is not one the site knows. Choose an IANA zone name, such as Asia/Tokyo or Asia/Kolkata.');
  });
});

test.describe('the RSVP control in the first screen (item 5)', () => {
  const SIZES = [PHONE, { width: 1280, height: 800 }, { width: 1440, height: 900 }, { width: 1920, height: 1080 }];
  /** A long title, a picture, a long address: what pushes the control down. */
  const summit = () =>
    plantEvent({
      title: `Asia Pacific Leadership Summit: scaling founders across borders ${unique()}`,
      time: '18:00',
      end_time: '21:00',
      timezone: 'Asia/Singapore',
      location: 'Marina Bay Sands Expo and Convention Centre, 10 Bayfront Avenue, Singapore 018956',
      image_url: `${remoteUrl('events')}/event-images/summit.svg`,
      description: 'An evening with the region’s founders.',
    });

  visitTest(`a visitor's "Sign in to RSVP" at ${SIZES.map(({ width, height }) => `${width}x${height}`).join(', ')}; no serious axe violation at 390`, async ({ page }) => {
    const event = await summit();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`/events/${event.id}`);
      await expectInFirstScreen(page, page.getByRole('link', { name: 'Sign in to RSVP' }));
      await shot(page, `event-page-visitor-${size.width}`);
      if (size === PHONE) await expectNoSeriousA11yViolations(page);
    }
  });

  test(`a member's "I'm going" at the same sizes`, async ({ page }) => {
    const event = await summit();
    await page.setViewportSize(SIZES[0]!);
    await signIn(page, await createUser('Mei First-Screen'), `/events/${event.id}`);
    for (const size of SIZES) {
      if (size !== SIZES[0]) {
        await page.setViewportSize(size);
        await page.goto(`/events/${event.id}`);
      }
      await expectInFirstScreen(page, page.getByRole('button', { name: "I'm going" }));
      await shot(page, `event-page-member-${size.width}`);
      if (size === PHONE) await expectNoSeriousA11yViolations(page);
    }
  });
});

test.describe('Add to calendar (item 6)', () => {
  test.use({ timezoneId: 'Australia/Sydney' });

  test('Google Calendar and Outlook links with the event’s zone beside the file; the join link only in the links of those going', async ({ page }) => {
    const event = await plantEvent({
      time: '19:00',
      end_time: '21:30',
      timezone: 'Asia/Tokyo',
      location: 'Online',
      online_url: 'https://meet.example.org/tokyo-founders',
      description: 'Bring a question.',
    });
    // A visitor, in Sydney.
    await page.goto(`/events/${event.id}`);
    const details = page.getByRole('complementary', { name: 'Event details' });
    const google = details.getByRole('link', { name: /Google Calendar/ });
    const outlook = details.getByRole('link', { name: /Outlook\.com/ });
    const office = details.getByRole('link', { name: /Microsoft 365/ });
    await expect(details.getByRole('link', { name: `Add to calendar: ${event.title}` })).toBeVisible();
    for (const link of [google, outlook, office]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    const googleUrl = new URL((await google.getAttribute('href'))!);
    expect(googleUrl.origin + googleUrl.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(googleUrl.searchParams.get('action')).toBe('TEMPLATE');
    expect(googleUrl.searchParams.get('text')).toBe(event.title);
    expect(googleUrl.searchParams.get('dates')).toBe(`${dayKey.replace(/-/g, '')}T190000/${dayKey.replace(/-/g, '')}T213000`);
    expect(googleUrl.searchParams.get('ctz')).toBe('Asia/Tokyo');
    // Outlook takes no zone: the instants in UTC, which it shows in the reader's own zone.
    const outlookUrl = new URL((await outlook.getAttribute('href'))!);
    expect(outlookUrl.origin + outlookUrl.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(outlookUrl.searchParams.get('rru')).toBe('addevent');
    expect(outlookUrl.searchParams.get('subject')).toBe(event.title);
    expect(outlookUrl.searchParams.get('startdt')).toBe(`${dayKey}T10:00:00Z`);
    expect(outlookUrl.searchParams.get('enddt')).toBe(`${dayKey}T12:30:00Z`);
    const officeUrl = new URL((await office.getAttribute('href'))!);
    expect(officeUrl.origin + officeUrl.pathname).toBe('https://outlook.office.com/calendar/0/deeplink/compose');
    for (const href of [googleUrl.href, outlookUrl.href, officeUrl.href]) {
      expect(decodeURIComponent(href)).toContain(`/events/${event.id}`);
      expect(decodeURIComponent(href)).not.toContain('meet.example.org');
    }
    await details.getByRole('group', { name: 'Add to calendar' }).scrollIntoViewIfNeeded();
    await shot(page, 'add-to-calendar-1280');
    await expectNoSeriousA11yViolations(page);

    // A member going gets the join link in theirs (signed in on the same tab: the visitor stored nothing).
    const member = await createUser('Gina Going');
    const client = await memberClient(member.email, member.password);
    expect((await client.rpc('rsvp_event', { target_event: event.id })).error).toBeNull();
    await signIn(page, member, `/events/${event.id}`);
    await expect.poll(async () => decodeURIComponent((await google.getAttribute('href')) ?? '')).toContain('https://meet.example.org/tokyo-founders');
  });
});

test.describe('"Can\'t go?" from the email, on a phone (item 7)', () => {
  test.use({ timezoneId: 'Asia/Manila', viewport: PHONE });

  test('opens the cancel confirmation in view, focus on "Keep my place"; only a press cancels', async ({ page }) => {
    const event = await plantEvent({ time: '18:30', timezone: 'Asia/Manila', location: 'BGC, Taguig, Manila', image_url: `${remoteUrl('events')}/event-images/networking.svg` });
    const member = await createUser('Paolo Phone');
    const client = await memberClient(member.email, member.password);
    expect((await client.rpc('rsvp_event', { target_event: event.id })).error).toBeNull();
    await signIn(page, member, `/events/${event.id}#cancel`);
    const ask = page.getByRole('alertdialog');
    const keep = ask.getByRole('button', { name: 'Keep my place' });
    await expect(keep).toBeFocused();
    await expect(ask.getByRole('button', { name: 'Cancel my place' })).toBeInViewport({ ratio: 1 });
    await expect(keep).toBeInViewport({ ratio: 1 });
    // Once: the address lost its #cancel, so a reload does not ask again.
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
    await shot(page, 'cant-go-390');
    const rsvp = () => serviceClient().from('event_rsvps').select('status').eq('event_id', event.id).eq('user_id', member.id);
    expect((await rsvp()).data).toEqual([{ status: 'going' }]);
    await ask.getByRole('button', { name: 'Cancel my place' }).click();
    await expect.poll(async () => (await rsvp()).data).toEqual([]);
  });
});

test.describe('registration questions (item 8)', () => {
  test('an organiser asks a question in the Create Event form', async ({ page }) => {
    const organiser = await createUser('Queenie Questions');
    await signIn(page, organiser, '/events');
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    const title = `Roundtable ${unique()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel(/^Date/).fill(dayKey);
    await dialog.getByLabel('Time', { exact: true }).fill('18:00');
    await dialog.getByRole('button', { name: 'Add a question' }).click();
    await dialog.getByLabel('Question', { exact: true }).fill('Which company are you with?');
    await dialog.getByLabel('Required').check();
    await shot(page, 'create-with-question-1280');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByText('Event created successfully', { exact: true })).toBeVisible();
    let eventId = '';
    await expect.poll(async () => (eventId = ((await serviceClient().from('events').select('id').eq('title', title).maybeSingle()).data as { id: string } | null)?.id ?? '')).not.toBe('');
    await expect
      .poll(async () => (await serviceClient().from('event_questions').select('prompt, required').eq('event_id', eventId)).data)
      .toEqual([{ prompt: 'Which company are you with?', required: true }]);
    await page.goto(`/events/${eventId}`);
    await expect(page.getByRole('button', { name: 'Registration questions' })).toBeVisible();
  });

  test('a member who re-joins after cancelling finds their answer filled in', async ({ page }) => {
    const event = await plantEvent({ time: '18:00', timezone: 'Asia/Singapore' });
    const eventId = event.id;
    const { error } = await serviceClient().from('event_questions').insert({ event_id: eventId, position: 1, prompt: 'Which company are you with?', kind: 'text', required: true });
    if (error) throw new Error(error.message);
    await page.setViewportSize(PHONE);
    await signIn(page, await createUser('Rafi Rejoin'), `/events/${eventId}`);
    await page.getByRole('button', { name: "I'm going" }).click();
    const questions = page.getByRole('dialog', { name: /Questions from the organiser/ });
    await questions.getByLabel(/Which company are you with\?/).fill('Acme Pte Ltd');
    await questions.getByRole('button', { name: "I'm going" }).click();
    await expect(page.getByText("You're going.", { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel my place' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel my place' }).click();
    await expect(page.getByRole('button', { name: "I'm going" })).toBeVisible();
    await page.getByRole('button', { name: "I'm going" }).click();
    await expect(page.getByRole('dialog', { name: /Questions from the organiser/ }).getByLabel(/Which company are you with\?/)).toHaveValue('Acme Pte Ltd');
  });
});

test.describe('one date format, places by city, the phone calendar (item 13, events)', () => {
  test('cards, the event page, /account and the attendee table write the date one way', async ({ page, browser }) => {
    const organiser = await createUser('Dora Dates');
    const { data: created, error } = await (await memberClient(organiser.email, organiser.password))
      .from('events')
      .insert({ title: `Dated ${unique()}`, date: dayKey, time: '18:00', timezone: 'Asia/Singapore', category: 'Networking' })
      .select('id, title')
      .single();
    if (error) throw new Error(error.message);
    const event = created as { id: string; title: string };
    const member = await createUser('Mo Member');
    expect((await (await memberClient(member.email, member.password)).rpc('rsvp_event', { target_event: event.id })).error).toBeNull();

    await signIn(page, member, `/events?view=list&q=${encodeURIComponent(event.title)}`);
    const card = page.getByRole('article', { name: event.title });
    await expect(card.locator('time').first()).toHaveText(siteDate(day));
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('complementary', { name: 'Event details' }).locator('time').first()).toHaveText(siteDate(day));
    await page.goto('/account');
    await expect(page.getByRole('link', { name: event.title }).locator('..')).toContainText(siteDate(day));

    // The organiser, in a browser of their own.
    const organiserContext = await browser.newContext();
    try {
      const organiserPage = await organiserContext.newPage();
      await signIn(organiserPage, organiser, `/events/${event.id}`);
      await expect(organiserPage.getByRole('row', { name: /Mo Member/ })).toContainText(siteDate(startOfToday()));
    } finally {
      await organiserContext.close();
    }
  });

  visitTest('the place filter groups events by city, not by what follows an address’s last comma', async ({ page }) => {
    const stamp = unique();
    await plantEvent({ title: `Sydney breakfast ${stamp}`, location: 'Level 3, 1 Martin Place, Sydney NSW 2000, Australia' });
    await plantEvent({ title: `Singapore lunch ${stamp}`, location: 'Raffles Place, Singapore 048616' });
    await page.goto(`/events?view=list`);
    const place = page.getByLabel('Place');
    await expect(place.locator('option', { hasText: /^Sydney \(\d+\)$/ })).toHaveCount(1);
    const options = await place.locator('option').allTextContents();
    expect(options.some((text) => /^Australia \(/.test(text))).toBe(false);
    expect(options.some((text) => /^Singapore 048616/.test(text))).toBe(false);
    await place.selectOption({ label: options.find((text) => /^Sydney \(/.test(text))! });
    await expect(page.getByRole('article', { name: `Sydney breakfast ${stamp}` })).toBeVisible();
  });

  visitTest('tapping a day on a phone brings its heading into view below the sticky header; no serious axe violation at 390', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/events');
    const target = addDays(startOfToday(), 1);
    const cell = page.getByRole('grid').getByRole('gridcell', { name: new RegExp(`^${format(target, 'EEEE, MMMM d, yyyy')}`) });
    await cell.click();
    await expect(cell).toHaveAttribute('aria-selected', 'true');
    const heading = page.getByRole('heading', { level: 2, name: format(target, 'EEEE, MMMM d') });
    await expect(heading).toBeInViewport();
    await expect
      .poll(async () => {
        const headerBottom = await page.locator('header').first().evaluate((header) => header.getBoundingClientRect().bottom);
        return (await heading.boundingBox())!.y >= headerBottom;
      })
      .toBe(true);
    await shot(page, 'calendar-day-390');
    await expectNoSeriousA11yViolations(page);
  });
});

/**
 * Item 14: over 20,000 events a search took p95 626 ms on PGlite, and a person typing waited on
 * every key. Its speed is measured where speed goals live, `pnpm bench --only search` (20,000
 * events on each engine, the goal printed as met or not; docs/performance.md "Search at 20,000
 * events"), never in a timed test. Here, what the new stored search text must still do for the
 * person typing: each word found while typing, key by key and without Enter, in a script with no
 * spaces (a two-character Japanese word), in Thai, and in Vietnamese typed without its marks; and
 * the space before a next word changes nothing.
 */
test.describe('search while typing, in every script (item 14)', () => {
  const suffix = unique();
  const WORDS = [
    { typed: '横浜', title: `横浜スタートアップ交流会 ${suffix}`, location: 'みなとみらい, Yokohama' },
    { typed: 'เชียงใหม่', title: `งานพบปะผู้ก่อตั้งเชียงใหม่ ${suffix}`, location: 'นิมมานเหมินท์, Chiang Mai' },
    { typed: 'quy nhon', title: `Hội ngộ doanh nhân Quy Nhơn ${suffix}`, location: 'Ghềnh Ráng, Quy Nhơn' },
  ];

  test('a visitor typing 横浜, เชียงใหม่, or Quy Nhơn without its marks sees the event while typing', async ({ page }) => {
    // Three words typed key by key, each key a search: a busy machine's minute is not enough (seen
    // at a load average of 25, a run at nice 10 beside a rehearsal).
    test.slow();
    for (const { title, location } of WORDS) await plantEvent({ title, location, description: 'Founders meet over dinner.' });
    await page.goto('/events?view=list');
    const box = page.getByRole('searchbox', { name: 'Search events' });
    const results = page.getByRole('region', { name: 'Upcoming events' });
    await expect(results.getByText(/^Showing 1-\d+ of [\d,]+ events?$/)).toBeVisible();

    for (const { typed, title } of WORDS) {
      await box.fill('');
      // Key by key, no Enter: the list follows the typing.
      await box.pressSequentially(typed, { delay: 60 });
      await expect(results.getByRole('article', { name: title })).toBeVisible();
      await shot(page, `search-${WORDS.findIndex((word) => word.typed === typed)}`);
      // Then the space before a next word: the same event still listed.
      await box.pressSequentially(' ');
      await expect(results.getByRole('article', { name: title })).toBeVisible();
      await expect(box).toHaveValue(`${typed} `);
    }
  });
});
