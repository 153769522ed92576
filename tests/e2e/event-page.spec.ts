import { addDays, format, isSameDay, startOfMonth, startOfToday } from 'date-fns';
import { createUser, expect, expectNoSeriousA11yViolations, serviceClient, signIn, test, visitTest } from '../fixtures';

const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');
const day = addDays(startOfToday(), 4);

async function plantEvent(fields: Record<string, unknown>): Promise<{ id: string; title: string }> {
  const title = `Event page ${Date.now()} ${Math.random().toString(36).slice(2, 6)}`;
  const { data, error } = await serviceClient()
    .from('events')
    .insert({ title, date: dayKey(day), category: 'Networking', ...fields })
    .select('id, title')
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; title: string };
}

test.describe('an event page', () => {
  test('a visitor opens an event from the calendar and reads when, where, how to join, and its own head', async ({ page }) => {
    const event = await plantEvent({
      time: '18:00',
      end_time: '21:30',
      timezone: 'Asia/Singapore',
      location: 'Marina Bay Sands, Singapore',
      online_url: 'https://meet.example.org/eo-apac',
      description: 'Doors open at six.\nSlides: https://example.org/slides and <b>no markup</b>.',
    });
    // What the API sends this visitor, read as it arrives: the join link is never part of it.
    const answers: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/rest/v1/')) answers.push(response.text().catch(() => ''));
    });
    await page.goto(`/events?date=${dayKey(day)}`);
    const panel = page.getByRole('region', { name: format(day, 'EEEE, MMMM d') });
    await panel.getByRole('link', { name: event.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));

    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    const details = page.getByRole('complementary', { name: 'Event details' });
    await expect(details.getByText(format(day, 'EEEE, MMMM d, yyyy'))).toBeVisible();
    await expect(details.getByText('6:00 PM SGT until 9:30 PM')).toBeVisible();
    await expect(details.getByText('Marina Bay Sands, Singapore')).toBeVisible();
    await expect(details.getByRole('link', { name: /Find it on a map/ })).toHaveAttribute('href', 'https://www.openstreetmap.org/search?query=Marina%20Bay%20Sands%2C%20Singapore');
    // The join link is for those going: a visitor is told where it will be.
    await expect(details.getByRole('link', { name: /Join online/ })).toHaveCount(0);
    await expect(details.getByText('The join link is shown here to members who are going.')).toBeVisible();
    const bodies = await Promise.all(answers);
    expect(bodies.some((body) => body.includes(event.id))).toBe(true);
    expect(bodies.filter((body) => body.includes('meet.example.org'))).toEqual([]);
    await expect(details.getByRole('link', { name: `Add to calendar: ${event.title}` })).toHaveAttribute('href', new RegExp(`events-ics\\?id=${event.id}$`));
    // The description keeps its line break, makes its address a safe link, and shows markup as text.
    const slides = page.getByRole('link', { name: 'https://example.org/slides' });
    await expect(slides).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(page.getByText('<b>no markup</b>', { exact: false })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Share this event' }).getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(`/events/${event.id}`)),
    );
    // A visitor gets no controls.
    await expect(page.getByRole('group', { name: 'Manage this event' })).toHaveCount(0);

    // The head comes from the event itself.
    await expect(page).toHaveTitle(`${event.title} | EO Asia Pacific`);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /Marina Bay Sands, Singapore/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`/events/${event.id}$`));
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"][data-page-head]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      name: event.title,
      startDate: `${dayKey(day)}T18:00:00+08:00`,
      endDate: `${dayKey(day)}T21:30:00+08:00`,
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
    });
  });

  test('a shared link previews as the event: its raw HTML, read with no JavaScript, carries its title, date and place; an unknown id is a 404', async ({ request }) => {
    const event = await plantEvent({ time: '18:30', location: 'Jakarta', description: 'Meet the founders.' });
    const response = await request.get(`/events/${event.id}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain(`<meta property="og:title" content="${event.title} | EO Asia Pacific" />`);
    expect(html).toContain(`<meta property="og:description" content="${format(day, 'EEEE, MMMM d, yyyy')} · 6:30 PM local time · Jakarta. Meet the founders." />`);
    expect(html).toContain(`<meta name="prerendered-path" content="/events/${event.id}" />`);
    const missing = await request.get('/events/00000000-0000-4000-8000-000000000000');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
  });

  visitTest('an unknown or malformed id says "Event not found", with a way back to the calendar', async ({ page }) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-event']) {
      await page.goto(`/events/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
      await page.getByRole('link', { name: 'See all events' }).click();
      await expect(page).toHaveURL(/\/events$/);
    }
  });

  test('its creator edits, duplicates and deletes it from the page; another member gets no controls', async ({ page, browser }) => {
    const creator = await createUser('Page Creator');
    const event = await plantEvent({ time: '09:00', timezone: 'Asia/Singapore', location: 'Online', created_by: creator.id });

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signIn(other, await createUser('Page Visitor'), `/events/${event.id}`);
    await expect(other.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(other.getByRole('group', { name: 'Manage this event' })).toHaveCount(0);
    await otherContext.close();

    await signIn(page, creator, `/events/${event.id}`);
    const manage = page.getByRole('group', { name: 'Manage this event' });
    await manage.getByRole('button', { name: `Edit ${event.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await edit.getByLabel('End time').fill('08:00');
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await expect(edit.getByRole('alert')).toHaveText('The event must end after it starts.');
    await edit.getByLabel('End time').fill('10:30');
    await edit.getByLabel('Online link').fill('http://insecure.example.org');
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await expect(edit.getByRole('alert')).toHaveText('The online link must be a full address starting with https://');
    await edit.getByLabel('Online link').fill('https://meet.example.org/room');
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await expect(page.getByText('Event updated successfully', { exact: true })).toBeVisible();
    await expect(page.getByText('9:00 AM SGT until 10:30 AM')).toBeVisible();

    await manage.getByRole('button', { name: `Duplicate ${event.title}` }).click();
    const duplicate = page.getByRole('dialog', { name: 'Duplicate Event' });
    await expect(duplicate.getByLabel('Title')).toHaveValue(event.title);
    await expect(duplicate.getByLabel('Online link')).toHaveValue('https://meet.example.org/room');
    await duplicate.getByLabel(/^Date/).fill(dayKey(addDays(day, 7)));
    await duplicate.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByText('Event created successfully', { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await serviceClient().from('events').select('date, end_time, created_by, online_url').eq('title', event.title).order('date')).data)
      .toEqual([
        { date: dayKey(day), end_time: '10:30:00', created_by: creator.id, online_url: 'https://meet.example.org/room' },
        { date: dayKey(addDays(day, 7)), end_time: '10:30:00', created_by: creator.id, online_url: 'https://meet.example.org/room' },
      ]);

    await manage.getByRole('button', { name: `Delete ${event.title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect.poll(async () => (await serviceClient().from('events').select('id').eq('id', event.id)).data).toEqual([]);
  });

  test('"Sign in to add events" brings the member back to /events, and the form starts on the selected day', async ({ page }) => {
    const member = await createUser('Returning Member');
    await page.goto(`/events?date=${dayKey(day)}`);
    await page.getByRole('link', { name: 'Sign in to add events' }).click();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(member.email);
    await form.getByLabel('Password').fill(member.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/events$/);
    // A day of this month other than today.
    const firstOfMonth = startOfMonth(startOfToday());
    const chosen = addDays(firstOfMonth, isSameDay(addDays(firstOfMonth, 1), startOfToday()) ? 2 : 1);
    await page.getByRole('gridcell', { name: new RegExp(`^${format(chosen, 'EEEE, MMMM d, yyyy')},`) }).click();
    await expect(page).toHaveURL(new RegExp(`\\?date=${dayKey(chosen)}$`));
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Event' }).getByLabel(/^Date/)).toHaveValue(dayKey(chosen));
  });

  test("an admin manages a member's event from its page and sees who is coming", async ({ page }) => {
    const organiser = await createUser('Admin Page Organiser');
    const event = await plantEvent({ time: '10:00', location: 'Taipei', created_by: organiser.id });
    const guest = await createUser('Admin Page Guest');
    const { error } = await serviceClient().from('event_rsvps').insert({ event_id: event.id, user_id: guest.id, status: 'going' });
    expect(error).toBeNull();
    await signIn(page, { email: 'admin@eo-apac.test', password: 'local-admin-2026' }, `/events/${event.id}`);
    await expect(page.getByRole('group', { name: 'Manage this event' }).getByRole('button', { name: `Edit ${event.title}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Attendees' }).getByRole('row', { name: new RegExp(guest.email) })).toBeVisible();
    await page.getByRole('group', { name: 'Manage this event' }).getByRole('button', { name: `Delete ${event.title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect.poll(async () => (await serviceClient().from('events').select('id').eq('id', event.id)).data).toEqual([]);
  });

  visitTest('no serious accessibility violation on an event page', async ({ page }) => {
    const event = await plantEvent({ time: '12:00', location: 'Kuala Lumpur', description: 'Lunch and learn.' });
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('RSVP on an event page', () => {
  test('members say they are going up to the capacity, then wait; a cancellation moves the first waiting member up, live for everyone', async ({ page, browser }) => {
    const event = await plantEvent({ time: '19:00', location: 'Singapore', capacity: 1 });
    const url = `/events/${event.id}`;

    // A visitor sees the counts and is asked to sign in, and comes back to the event after.
    const first = await createUser('First Rsvp');
    await page.goto(url);
    const facts = page.getByRole('complementary', { name: 'Event details' });
    await expect(facts.getByText('0 going · 1 place left')).toBeVisible();
    await facts.getByRole('link', { name: 'Sign in to RSVP' }).click();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(first.email);
    await form.getByLabel('Password').fill(first.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));

    // A second member watches the same event.
    const secondContext = await browser.newContext();
    const second = await secondContext.newPage();
    await signIn(second, await createUser('Second Rsvp'), url);
    const secondFacts = second.getByRole('complementary', { name: 'Event details' });
    await expect(secondFacts.getByRole('button', { name: "I'm going" })).toBeVisible();

    await facts.getByRole('button', { name: "I'm going" }).click();
    await expect(page.getByText("You're going!", { exact: true })).toBeVisible();
    await expect(facts.getByText("You're going.")).toBeVisible();
    await expect(facts.getByText('1 going · Full')).toBeVisible();
    // Live on the other page: full now, so the second member can only wait.
    await expect(secondFacts.getByText('1 going · Full')).toBeVisible();
    await secondFacts.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(second.getByText("The event is full: you're on the waitlist.", { exact: true })).toBeVisible();
    await expect(secondFacts.getByText('1 going · Full · 1 on the waitlist')).toBeVisible();

    // The first member cancels (and confirms): the second moves up, and sees it without a reload.
    await facts.getByRole('button', { name: 'Cancel my place' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel my place' }).click();
    await expect(page.getByText('Your place is cancelled.', { exact: true })).toBeVisible();
    await expect(secondFacts.getByText("You're going.")).toBeVisible();
    await expect(secondFacts.getByText('1 going · Full')).toBeVisible();
    const { data } = await serviceClient().from('event_rsvps').select('status').eq('event_id', event.id);
    expect(data).toEqual([{ status: 'going' }]);
    await secondContext.close();
  });

  test('an event that is over offers no RSVP, and a refusal the page did not foresee is shown as the database words it', async ({ page }) => {
    await signIn(page, await createUser('Late Rsvp'));
    const facts = page.getByRole('complementary', { name: 'Event details' });
    const ended = await plantEvent({ date: dayKey(addDays(startOfToday(), -2)), time: '18:00', end_time: '20:00', timezone: 'Asia/Singapore', location: 'Singapore' });
    await page.goto(`/events/${ended.id}`);
    await expect(facts.getByText('This event has ended.')).toBeVisible();
    await expect(facts.getByRole('button')).toHaveCount(0);

    // Started an hour ago, without an end: over for the database. This browser's clock is two
    // hours behind, so the page still offers an RSVP, and the database's refusal is what it shows.
    const start = new Date(Date.now() - 60 * 60 * 1000);
    const started = await plantEvent({ date: start.toISOString().slice(0, 10), time: start.toISOString().slice(11, 16), timezone: 'UTC' });
    await page.clock.setFixedTime(new Date(Date.now() - 2 * 60 * 60 * 1000));
    await page.goto(`/events/${started.id}`);
    await facts.getByRole('button', { name: "I'm going" }).click();
    await expect(page.getByText('This event is over: it takes no more RSVPs.', { exact: true })).toBeVisible();
    const { data } = await serviceClient().from('event_rsvps').select('status').eq('event_id', started.id);
    expect(data).toEqual([]);
  });

  test('the organiser sees who is coming, with emails, and exports them as CSV with formulas neutralised', async ({ page }) => {
    const organiser = await createUser('Rsvp Organiser');
    const event = await plantEvent({ time: '08:00', location: 'Hong Kong', created_by: organiser.id });
    const guest = await createUser('=HYPERLINK("https://evil.example")');
    // The guest answers through the page, as a member.
    await signIn(page, guest, `/events/${event.id}`);
    await page.getByRole('complementary', { name: 'Event details' }).getByRole('button', { name: "I'm going" }).click();
    await expect(page.getByText("You're going!", { exact: true })).toBeVisible();
    // Another member gets no attendee list.
    await expect(page.getByRole('heading', { name: 'Attendees' })).toHaveCount(0);

    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, organiser, `/events/${event.id}`);
    const attendees = page.getByRole('table', { name: 'Attendees' });
    await expect(attendees.getByRole('row', { name: new RegExp(guest.email) })).toContainText('Going');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const csv = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(csv.split('\r\n')[0]).toBe('Name,Email,Status,Answered,Checked in');
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"")",${guest.email},Going,`);
  });
});

test.describe('the day panel', () => {
  visitTest('lists compact rows linked to each event page; on a phone, tapping a day brings them into view; an event without an image gets an illustration', async ({ page }) => {
    // Not the seed's busy day (current_date + 3): other tests count its five events.
    const busyDay = day;
    const imageless = await plantEvent({ date: dayKey(busyDay), time: '07:30', location: 'Manila' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/events?date=${dayKey(busyDay)}`);
    const panel = page.getByRole('region', { name: format(busyDay, 'EEEE, MMMM d') });
    const row = panel.getByRole('article', { name: imageless.title });
    // No zone chosen: the time as written there, and said so.
    await expect(row.getByText('7:30 AM local time · Networking')).toBeVisible();
    await expect(row.getByText('Manila')).toBeVisible();
    await expect(row.getByRole('link', { name: imageless.title, exact: true })).toHaveAttribute('href', `/events/${imageless.id}`);
    await expect(panel.getByRole('img', { name: 'Event Image' })).toHaveCount(0);

    // Back at the top of the page, a tap on the day scrolls its events into view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(panel.getByRole('heading', { level: 2 })).not.toBeInViewport();
    await page.getByRole('gridcell', { name: new RegExp(`^${format(busyDay, 'EEEE, MMMM d, yyyy')},`) }).click();
    await expect(panel.getByRole('heading', { level: 2 })).toBeInViewport();

    // The month's list shows the event's card with its category's illustration, named as before.
    const monthList = page.getByRole('region', { name: 'Upcoming Events' });
    const card = monthList.getByRole('article', { name: imageless.title });
    for (let more = 0; more < 20 && (await card.count()) === 0; more += 1) await monthList.getByRole('button', { name: /Show more/ }).click();
    await expect(card.getByRole('img', { name: 'Event Image' })).toBeVisible();
  });
});

test.describe('the list view', () => {
  test('searches titles, places and descriptions, filters by place, category and past events, and keeps every filter in the URL', async ({ page }) => {
    const word = `zebra${Date.now().toString(36)}`;
    const hanoi = await plantEvent({ title: `${word} founders lunch`, location: 'Old Quarter, Hanoi, Vietnam', category: 'Networking' });
    const seoul = await plantEvent({ description: `A ${word} workshop on hiring.`, location: 'Gangnam, Seoul, Korea', category: 'Workshop' });
    const past = await plantEvent({ title: `${word} last year`, location: 'Hanoi, Vietnam', date: dayKey(addDays(startOfToday(), -10)) });

    await page.goto('/events');
    await page.getByRole('button', { name: 'List and search' }).click();
    await expect(page).toHaveURL(/[?&]view=list/);
    const results = page.getByRole('region', { name: 'Upcoming events' });
    await page.getByRole('searchbox', { name: 'Search events' }).fill(word);
    await expect(results.getByText('Showing 1-2 of 2 events')).toBeVisible();
    await expect(results.getByRole('article')).toHaveCount(2);
    await expect(results.getByRole('article', { name: hanoi.title })).toBeVisible();
    await expect(results.getByRole('article', { name: seoul.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));

    // Places are cities (issue 56, item 13): "Old Quarter, Hanoi, Vietnam" is Hanoi.
    await page.getByRole('combobox', { name: 'Place' }).selectOption('Hanoi');
    await expect(results.getByRole('article')).toHaveCount(1);
    await expect(results.getByRole('article', { name: hanoi.title })).toBeVisible();

    // The box follows the address, which changes a moment after the click.
    await page.getByRole('checkbox', { name: 'Past events' }).click();
    await expect(page.getByRole('checkbox', { name: 'Past events' })).toBeChecked();
    const pastResults = page.getByRole('region', { name: 'Past events' });
    await expect(pastResults.getByRole('article')).toHaveCount(1);
    await expect(pastResults.getByRole('article', { name: past.title })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Past events' }).click();
    await expect(page.getByRole('checkbox', { name: 'Past events' })).not.toBeChecked();

    await page.getByRole('combobox', { name: 'Place' }).selectOption('');
    await page.getByRole('region', { name: 'Event Categories' }).getByRole('button', { name: 'Workshop' }).click();
    await expect(results.getByRole('article')).toHaveCount(1);
    await expect(results.getByRole('article', { name: seoul.title })).toBeVisible();

    // The address carries the search: a reload, or a shared link, shows the same.
    await expect(page).toHaveURL(/[?&]cat=Workshop/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue(word);
    await expect(page.getByRole('region', { name: 'Upcoming events' }).getByRole('article', { name: seoul.title })).toBeVisible();
    // Back undoes the last filter.
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Upcoming events' }).getByRole('article')).toHaveCount(2);

    // Nothing found says so, with a way out.
    await page.getByRole('searchbox', { name: 'Search events' }).fill(`${word} nothing-like-this`);
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('');
    await expectNoSeriousA11yViolations(page);
  });

  // Issue 56 item 4: on a phone the place filter, past events and the ten category chips stood
  // between the search box and the results, which started about 1,350 px below the box.
  visitTest('on a phone the results come into view as the person types, the filters wait behind "Filters", and Enter takes the person to the results', async ({ page }) => {
    const word = `quagga${Date.now().toString(36)}`;
    const event = await plantEvent({ title: `${word} breakfast`, location: 'Makati, Manila, Philippines', category: 'Workshop' });
    await plantEvent({ title: `${word} supper`, location: 'Makati, Manila, Philippines', category: 'Networking' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/events?view=list');
    const search = page.getByRole('searchbox', { name: 'Search events' });
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('combobox', { name: 'Place' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Event Categories' })).toBeHidden();

    await search.fill(word);
    const results = page.getByRole('region', { name: 'Upcoming events' });
    await expect(results.getByText('Showing 1-2 of 2 events')).toBeVisible();
    // While typing, the box and the first result are on the screen together.
    await expect(search).toBeInViewport({ ratio: 1 });
    await expect(results.getByRole('article').first().getByRole('heading')).toBeInViewport({ ratio: 1 });

    // The filters open in place, say how many are on, and filter the same results.
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('region', { name: 'Event Categories' }).getByRole('button', { name: 'Workshop' }).click();
    await expect(results.getByRole('article')).toHaveCount(1);
    await expect(results.getByRole('article', { name: event.title })).toBeVisible();
    await expect(filters).toHaveAccessibleName('Filters (1)');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);

    // Enter (the phone keyboard's "Search") takes the person to the results, the filters open or not.
    await search.press('Enter');
    await expect(results.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(results.getByRole('article', { name: event.title }).getByRole('heading')).toBeInViewport({ ratio: 1 });

    // From a tablet up the filters are simply there.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(filters).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Place' })).toBeVisible();
  });
});

test.describe('recurring series', () => {
  test('a member adds a weekly series, edits this and later events from one, cancels one occurrence, and deletes the series', async ({ page }) => {
    const member = await createUser('Series Member');
    await signIn(page, member);
    const first = addDays(startOfToday(), 9);
    const title = `Weekly circle ${Date.now()}`;
    const seriesRows = async () =>
      ((await serviceClient().from('events').select('id, date, title, series_id').eq('created_by', member.id).order('date')).data ?? []) as Array<{ id: string; date: string; title: string; series_id: string }>;

    await page.goto(`/events?date=${dayKey(first)}`);
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await dialog.getByLabel('Title').fill(title);
    await expect(dialog.getByLabel(/^Date/)).toHaveValue(dayKey(first));
    await dialog.getByLabel('Time', { exact: true }).fill('07:00');
    await dialog.getByLabel('Repeats').selectOption({ label: `Weekly on ${format(first, 'EEEE')}` });
    await dialog.getByLabel(/^Times/).fill('4');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByText('Event created successfully', { exact: true })).toBeVisible();
    await expect.poll(async () => (await seriesRows()).map((row) => row.date)).toEqual([0, 7, 14, 21].map((days) => dayKey(addDays(first, days))));
    const rows = await seriesRows();

    // One occurrence's page says it repeats; "This and later events" changes it and the later ones.
    await page.goto(`/events/${rows[1]!.id}`);
    await expect(page.getByRole('complementary', { name: 'Event details' }).getByText('Every week, 4 times')).toBeVisible();
    await page.getByRole('group', { name: 'Manage this event' }).getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await edit.getByLabel('Title').fill(`${title} (new room)`);
    await edit.getByLabel('This and later events of the series').check();
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await expect(page.getByText('Event updated successfully', { exact: true })).toBeVisible();
    await expect.poll(async () => (await seriesRows()).map((row) => row.title)).toEqual([title, `${title} (new room)`, `${title} (new room)`, `${title} (new room)`]);

    // Deleting one occurrence keeps the others, and the series records it as an exception.
    await page.goto(`/events/${rows[2]!.id}`);
    await page.getByRole('group', { name: 'Manage this event' }).getByRole('button', { name: /^Delete Weekly/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect.poll(async () => (await seriesRows()).length).toBe(3);
    const { data: series } = await serviceClient().from('event_series').select('exdates').eq('id', rows[0]!.series_id).single();
    expect(series).toEqual({ exdates: [rows[2]!.date] });

    // The whole series goes with every occurrence.
    await page.goto(`/events/${rows[0]!.id}`);
    await page.getByRole('group', { name: 'Manage this event' }).getByRole('button', { name: 'Delete the series' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete every event of this series?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect.poll(async () => (await seriesRows()).length).toBe(0);
  });
});

/** WCAG's contrast ratio of an element's text colour on its own background colour (both opaque here). */
function contrastOf(element: Element): { color: string; background: string; ratio: number } {
  const style = getComputedStyle(element);
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
  return { color: style.color, background: style.backgroundColor, ratio: (light! + 0.05) / (dark! + 0.05) };
}

test.describe('the RSVP action', () => {
  for (const width of [390, 1280]) {
    visitTest(`a visitor's "Sign in to RSVP" is readable at ${width}px: its text contrasts with its background`, async ({ page }) => {
      const event = await plantEvent({ time: '19:00', location: 'Seoul', description: 'Agenda: https://example.org/agenda' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/events/${event.id}`);
      const link = page.getByRole('complementary', { name: 'Event details' }).getByRole('link', { name: 'Sign in to RSVP' });
      await expect(link).toBeVisible();
      const { color, background, ratio } = await link.evaluate(contrastOf);
      expect(background, 'a button: its own background').not.toBe('rgba(0, 0, 0, 0)');
      expect(ratio, `${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
      // The text links beside it keep the link colour.
      await expect(page.getByRole('link', { name: /Find it on a map/ })).toHaveCSS('color', 'rgb(0, 102, 204)');
    });
  }

  test('at 390px, when, where and the RSVP come before the description; in the reading order too', async ({ page }) => {
    const event = await plantEvent({ time: '19:00', location: 'Manila', description: 'A long evening of talks.\n'.repeat(12) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/events/${event.id}`);
    const facts = page.getByRole('complementary', { name: 'Event details' });
    const description = page.getByText('A long evening of talks.').first();
    const top = async (locator: typeof description) => (await locator.boundingBox())!.y;
    const signInLink = facts.getByRole('link', { name: 'Sign in to RSVP' });
    await expect(signInLink).toBeVisible();
    expect(await top(signInLink)).toBeLessThan(await top(description));

    await signIn(page, await createUser('Phone Rsvp'), `/events/${event.id}`);
    const going = facts.getByRole('button', { name: "I'm going" });
    await expect(going).toBeVisible();
    expect(await top(going)).toBeLessThan(await top(description));
    expect(await top(facts.getByText('Manila'))).toBeLessThan(await top(description));
    // A screen reader meets the facts before the description as well.
    const factsFirst = await page.evaluate(() => {
      const aside = document.querySelector('aside[aria-label="Event details"]')!;
      const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'About this event')!;
      return Boolean(aside.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(factsFirst).toBe(true);
  });

  test('axe finds no serious or critical violation on an event page signed out, at 390 and 1280px', async ({ page }) => {
    // Two pages and two axe runs.
    test.slow();
    const event = await plantEvent({ time: '18:00', timezone: 'Asia/Bangkok', location: 'Bangkok', online_url: 'https://meet.example.org/axe', description: 'Slides: https://example.org/slides', capacity: 20 });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/events/${event.id}`);
      await expect(page.getByRole('complementary', { name: 'Event details' }).getByRole('link', { name: 'Sign in to RSVP' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('axe finds no serious or critical violation on an event page as a member who is going', async ({ page }) => {
    const event = await plantEvent({ time: '18:00', location: 'Bangkok', description: 'Slides: https://example.org/slides', capacity: 20 });
    await signIn(page, await createUser('Axe Member'), `/events/${event.id}`);
    const facts = page.getByRole('complementary', { name: 'Event details' });
    await facts.getByRole('button', { name: "I'm going" }).click();
    await expect(facts.getByRole('button', { name: 'Cancel my place' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('axe finds no serious or critical violation on an event page as its organiser, with an attendee', async ({ page }) => {
    const organiser = await createUser('Axe Organiser');
    const guest = await createUser('Axe Guest');
    const event = await plantEvent({ time: '18:00', location: 'Bangkok', description: 'Slides: https://example.org/slides', created_by: organiser.id, capacity: 20 });
    const { error } = await serviceClient().from('event_rsvps').insert({ event_id: event.id, user_id: guest.id, status: 'going' });
    expect(error).toBeNull();
    await signIn(page, organiser, `/events/${event.id}`);
    await expect(page.getByRole('table', { name: 'Attendees' }).getByRole('row', { name: new RegExp(guest.email) })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Manage this event' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
