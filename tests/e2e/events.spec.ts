import ICAL from 'ical.js';
import { addDays, addMonths, format, startOfMonth, startOfToday } from 'date-fns';
import type { Page } from '@playwright/test';
import { createUser, expect, expectNoSeriousA11yViolations, scrollToUpcomingEvents, seededBusyDay, serviceClient, signIn, test, visitTest } from '../fixtures';

const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');
const today = startOfToday();

async function eventRows(title: string) {
  const { data, error } = await serviceClient().from('events').select('*').eq('title', title);
  if (error) throw new Error(error.message);
  return data as Array<{ id: string; title: string; date: string; time: string | null; timezone: string | null; category: string | null; location: string | null; created_by: string | null }>;
}

function dayCell(page: Page, day: Date) {
  return page.getByRole('gridcell', { name: new RegExp(`^${format(day, 'EEEE, MMMM d, yyyy')},`) });
}

test.describe('home Upcoming Events', () => {
  test('shows one page of six from today on, the exact total, and pages through them', async ({ page }) => {
    // Other workers add and delete events meanwhile, and the section follows them live: compare
    // what it shows with the table at the same moment.
    const upcomingCount = async () => {
      const { count, error } = await serviceClient().from('events').select('id', { count: 'exact', head: true }).gte('date', dayKey(today));
      if (error || count === null) throw new Error(error?.message ?? 'no count');
      return count;
    };
    const shownMatchesTable = (range: string) => async () => {
      const shown = await section.getByText(new RegExp(`^Showing ${range} of \\d+ events$`)).textContent();
      const count = await upcomingCount();
      return shown === `Showing ${range} of ${count} events`;
    };
    expect(await upcomingCount()).toBeGreaterThan(12);
    await page.goto('/');
    const section = await scrollToUpcomingEvents(page);
    await expect.poll(shownMatchesTable('1-6')).toBe(true);
    await expect(section.getByRole('article')).toHaveCount(6);
    await expect(section.getByRole('link', { name: 'VIEW ALL EVENTS' })).toHaveAttribute('href', '/events');
    const pages = section.getByRole('navigation', { name: 'Upcoming events pages' });
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect.poll(shownMatchesTable('7-12')).toBe(true);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Every card is dated today or later.
    const { data: past } = await serviceClient().from('events').select('title').lt('date', dayKey(today));
    for (const { title } of past ?? []) await expect(section.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  });
});

test.describe('events calendar', () => {
  test('a visitor sees the month grid, today selected, the legend, and no Add Event', async ({ page }) => {
    await page.goto('/events');
    const grid = page.getByRole('grid', { name: format(today, 'MMMM yyyy') });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('columnheader')).toHaveText(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']);
    await expect(dayCell(page, today)).toHaveAttribute('aria-selected', 'true');
    await expect(dayCell(page, today)).toHaveAttribute('aria-current', 'date');
    await expect(page.getByRole('heading', { name: format(today, 'EEEE, MMMM d') })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Event' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Event Categories' }).getByRole('button', { pressed: false })).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Subscribe to calendar' })).toHaveAttribute('href', /\/functions\/v1\/events-ics$/);
  });

  visitTest('a day with five events lists three, then "+2 more"; the deep link opens that day and the URL follows selection', async ({ page }) => {
    const busyDay = await seededBusyDay();
    await page.goto(`/events?date=${dayKey(busyDay)}`);
    await expect(page.getByRole('grid', { name: format(busyDay, 'MMMM yyyy') })).toBeVisible();
    const cell = dayCell(page, busyDay);
    await expect(cell).toHaveAttribute('aria-selected', 'true');
    await expect(cell).toHaveAccessibleName(`${format(busyDay, 'EEEE, MMMM d, yyyy')}, 5 events`);
    await expect(cell.getByText('+2 more')).toBeVisible();
    await expect(page.getByRole('heading', { name: format(busyDay, 'EEEE, MMMM d') })).toBeVisible();
    await expect(page.getByText('5 events', { exact: true })).toBeVisible();

    const other = addDays(startOfMonth(busyDay), 1);
    await dayCell(page, other).click();
    await expect(page).toHaveURL(new RegExp(`\\?date=${dayKey(other)}$`));
  });

  test('keyboard only: one tab stop, arrows, Home/End, PageDown, Enter selects', async ({ page }) => {
    await page.goto(`/events?date=${dayKey(today)}`);
    await dayCell(page, today).focus();
    await expect(dayCell(page, today)).toBeFocused();
    await expect(page.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    await expect(dayCell(page, addDays(today, 1))).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dayCell(page, addDays(today, 8))).toBeFocused();
    await page.keyboard.press('Home');
    const sunday = addDays(addDays(today, 8), -addDays(today, 8).getDay());
    await expect(dayCell(page, sunday)).toBeFocused();
    await page.keyboard.press('End');
    await expect(dayCell(page, addDays(sunday, 6))).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: format(addDays(sunday, 6), 'EEEE, MMMM d') })).toBeVisible();
    await page.keyboard.press('PageDown');
    await expect(page.getByRole('grid', { name: format(addMonths(addDays(sunday, 6), 1), 'MMMM yyyy') })).toBeVisible();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.getByRole('grid', { name: format(addMonths(addDays(sunday, 6), -1), 'MMMM yyyy') })).toBeVisible();
  });

  test('a category toggle filters the grid and the month list', async ({ page }) => {
    // The seeded events' month (in the last days of a month, the current month's list can be empty).
    const busyDay = await seededBusyDay();
    await page.goto(`/events?date=${dayKey(busyDay)}`);
    const list = page.getByRole('region', { name: 'Upcoming Events' });
    await expect(list.getByRole('article').first()).toBeVisible();
    const summit = page.getByRole('region', { name: 'Event Categories' }).getByRole('button', { name: 'Summit' });
    await summit.click();
    await expect(summit).toHaveAttribute('aria-pressed', 'true');
    const monthPrefix = format(busyDay, 'yyyy-MM');
    // The month's list is of upcoming events: in the current month it starts at today.
    const inMonth = serviceClient().from('events').select('title, category').like('date', `${monthPrefix}%`);
    const { data } = await (monthPrefix === format(today, 'yyyy-MM') ? inMonth.gte('date', dayKey(today)) : inMonth);
    const summits = (data ?? []).filter((e) => e.category === 'Summit');
    if (summits.length === 0) await expect(list.getByText('No events this month')).toBeVisible();
    else await expect(list.getByRole('article')).toHaveCount(summits.length);
    for (const article of await list.getByRole('article').all()) await expect(article.getByText('Summit', { exact: true })).toBeVisible();
  });

  test('a member adds, edits and deletes their own event; another member sees no Edit or Delete', async ({ page, browser }) => {
    const member = await createUser('Calendar Member');
    const title = `Founders breakfast ${Date.now()}`;
    // A day other specs leave alone, so the day panel lists the new event among its first ten.
    const day = addDays(today, 15);
    await signIn(page, member, `/events?date=${dayKey(day)}`);
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Image URL')).toHaveAttribute('placeholder', 'Enter image URL (optional)');

    // Title missing: the submission silently does nothing.
    await dialog.getByLabel(/^Date/).fill(dayKey(day));
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(dialog).toBeVisible();
    expect(await eventRows(title)).toHaveLength(0);

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Time', { exact: true }).fill('19:00');
    // The searchable list (issue 56, item 1): type, then choose.
    await dialog.getByRole('combobox', { name: 'Time zone' }).fill('Singapore');
    await dialog.getByRole('option', { name: /^Singapore/ }).click();
    await dialog.getByLabel('Category').selectOption('Networking');
    await dialog.getByLabel('Location').fill('Raffles Place, Singapore');
    await dialog.getByLabel('Description').fill('Coffee and introductions before work.');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByText('Event created successfully', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add Event' })).toBeFocused();
    await expect.poll(async () => (await eventRows(title)).map((e) => [e.created_by, e.date, e.time, e.timezone, e.category])).toEqual([
      [member.id, dayKey(day), '19:00:00', 'Asia/Singapore', 'Networking'],
    ]);
    const card = page.getByRole('article', { name: title }).first();
    await expect(card.getByText('7:00 PM SGT')).toBeVisible();

    // Another member sees the event but no controls for it.
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await signIn(otherPage, await createUser('Other Member'), `/events?date=${dayKey(day)}`);
    const othersCard = otherPage.getByRole('article', { name: title }).first();
    await expect(othersCard).toBeVisible();
    await expect(othersCard.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
    await expect(othersCard.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
    await otherContext.close();

    // Edit: prefilled, saved, toast, the row changed.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await expect(edit.getByLabel('Location')).toHaveValue('Raffles Place, Singapore');
    await edit.getByLabel('Location').fill('Tanjong Pagar, Singapore');
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await expect(page.getByText('Event updated successfully', { exact: true })).toBeVisible();
    await expect.poll(async () => (await eventRows(title))[0]?.location).toBe('Tanjong Pagar, Singapore');

    // Delete: the confirmation text, toast, the row is gone.
    await page.getByRole('article', { name: title }).first().getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Are you sure you want to delete this event?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Event deleted successfully', { exact: true })).toBeVisible();
    await expect.poll(async () => (await eventRows(title)).length).toBe(0);
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  });

  test('two browsers side by side see each other\'s changes live, without a reload', async ({ page, browser }) => {
    const day = addDays(today, 1);
    const title = `Live update ${Date.now()}`;
    const watcherContext = await browser.newContext();
    const watcher = await watcherContext.newPage();
    await watcher.goto(`/events?date=${dayKey(day)}`);
    await expect(watcher.getByRole('heading', { name: format(day, 'EEEE, MMMM d') })).toBeVisible();
    await watcher.waitForTimeout(500); // the subscription joins its channel

    const member = await createUser('Live Member');
    await signIn(page, member, `/events?date=${dayKey(day)}`);
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel(/^Date/).fill(dayKey(day));
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByText('Event created successfully', { exact: true })).toBeVisible();

    await expect(watcher.getByRole('article', { name: title }).first()).toBeVisible({ timeout: 2_000 });
    await page.getByRole('article', { name: title }).first().getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(watcher.getByRole('article', { name: title })).toHaveCount(0, { timeout: 2_000 });
    await watcherContext.close();
  });

  visitTest('the page carries schema.org Event data for the month', async ({ page }) => {
    await page.goto(`/events?date=${dayKey(await seededBusyDay())}`);
    await expect(page.getByRole('region', { name: 'Upcoming Events' }).getByRole('article').first()).toBeVisible();
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const items = JSON.parse(json ?? '[]') as Array<{ '@type': string; name: string; startDate: string }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item['@type'] === 'Event' && item.name && /^\d{4}-\d{2}-\d{2}/.test(item.startDate))).toBe(true);
  });

  visitTest('at 390 px the grid compacts and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/events?date=${dayKey(addDays(today, 3))}`);
    await expect(page.getByRole('grid')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const grid = await page.getByRole('grid').boundingBox();
    const panel = await page.getByRole('heading', { name: format(addDays(today, 3), 'EEEE, MMMM d') }).boundingBox();
    expect(panel!.y).toBeGreaterThan(grid!.y + grid!.height - 1);
  });

  // One test a screen: three axe runs and a sign-in in one test outlast its 30 s on a busy 2-core machine.
  visitTest('no serious accessibility violation on / with its events', async ({ page }) => {
    await page.goto('/');
    await expect((await scrollToUpcomingEvents(page)).getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  visitTest('no serious accessibility violation on /events', async ({ page }) => {
    // The month of the seeded events, so that the list has cards to check.
    await page.goto(`/events?date=${dayKey(await seededBusyDay())}`);
    await expect(page.getByRole('region', { name: 'Upcoming Events' }).getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('no serious accessibility violation with the Add Event dialog open', async ({ page }) => {
    await signIn(page, await createUser('Axe Member'), '/events');
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Event' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('calendar feed', () => {
  test('parses as iCalendar and lists the upcoming events', async ({ page, request }) => {
    await page.goto('/events');
    const href = await page.getByRole('link', { name: 'Subscribe to calendar' }).getAttribute('href');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const summaries = calendar.getAllSubcomponents('vevent').map((c) => c.getFirstPropertyValue('summary'));
    // The feed is built at most once a minute (README, calendar feed): events other tests added or
    // changed within the last minute may not be in it yet; every older one must be.
    const settled = new Date(Date.now() - 65_000).toISOString();
    // ...and within its window, from today to twelve months ahead (FEED_FUTURE_DAYS).
    const { data } = await serviceClient().from('events').select('title').gte('date', dayKey(today)).lte('date', dayKey(addDays(today, 364))).lt('updated_at', settled);
    for (const { title } of data ?? []) expect(summaries).toContain(title);
  });
});
