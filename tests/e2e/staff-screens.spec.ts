/**
 * Issue 43, items 6, 8 and 9, as staff do it: an organiser finds the admin area from the header;
 * the door on a phone; an admin finds one member among many and reads the audit log in words; the
 * attendee table's decisions at desktop widths. Each view is also saved as a screenshot (the test's
 * output folder) to be looked at.
 */
import { addDays, format, startOfToday } from 'date-fns';
import type { Locator, Page } from '@playwright/test';
import { createUser, expect, expectNoSeriousA11yViolations, serviceClient, signIn, test, toastItem } from '../fixtures';

const LOCAL_ADMIN = { email: 'admin@eo-apac.test', password: 'local-admin-2026' };
// Not today + 3 (supabase/seed.sql's busy day, which events.spec.ts counts).
const inDays = (days: number) => format(addDays(startOfToday(), days), 'yyyy-MM-dd');

async function plantEvent(fields: Record<string, unknown>): Promise<{ id: string; title: string }> {
  const title = `Staff screens ${Date.now()} ${Math.random().toString(36).slice(2, 6)}`;
  const { data, error } = await serviceClient()
    .from('events')
    .insert({ title, date: inDays(16), time: '19:00', timezone: 'Asia/Singapore', location: 'Singapore', category: 'Networking', ...fields })
    .select('id, title')
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; title: string };
}

async function answer(eventId: string, userId: string, status: 'going' | 'pending' | 'waitlist'): Promise<void> {
  const { error } = await serviceClient().from('event_rsvps').insert({ event_id: eventId, user_id: userId, status });
  if (error) throw new Error(error.message);
}

async function makeRole(userId: string, role: 'organiser' | 'admin'): Promise<void> {
  const { error } = await serviceClient().from('profiles').update({ role }).eq('user_id', userId);
  if (error) throw new Error(error.message);
}

/** The element's box lies inside the viewport, whole (not cut off at either side). */
async function expectWhollyInView(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'the element has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  // And no scroll container clips it: the point at its middle is the element itself.
  const hit = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const at = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return at !== null && (at === element || element.contains(at));
  });
  expect(hit, 'nothing covers or clips it').toBe(true);
}

test.describe('an organiser', () => {
  test('has the Admin link in the header (Admin Dashboard in the side menu), and a page that says what they can do there', async ({ page }) => {
    const organiser = await createUser('Omar Organiser');
    await makeRole(organiser.id, 'organiser');
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, organiser, '/events');
    await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Every event of the site: add, edit and cancel them, approve registrations and check members in at the door.')).toBeVisible();
    await expect(page.getByText(/members and newsletter subscribers/)).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/events');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  });

  test('a member who is not staff has no Admin link', async ({ page }) => {
    const member = await createUser('Mel Member');
    await signIn(page, member, '/events');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  });
});

test.describe('check-in on a phone (390 px)', () => {
  test('opens at its heading with the search focused, lists everyone with the counts, checks in and undoes, in the site’s date format', async ({ page }, testInfo) => {
    test.slow();
    const organiser = await createUser('Door Organiser');
    await makeRole(organiser.id, 'organiser');
    const event = await plantEvent({ date: format(startOfToday(), 'yyyy-MM-dd'), timezone: null, time: '19:00' });
    const names = ['Zara Zhou', 'Aiko Tan', 'Budi Santoso'];
    const guests = [];
    for (const name of names) {
      const guest = await createUser(name);
      guests.push(guest);
      await answer(event.id, guest.id, 'going');
    }
    const waiting = await createUser('Wendy Waiting');
    await answer(event.id, waiting.id, 'waitlist');

    await page.setViewportSize({ width: 390, height: 844 });
    // From the events list, scrolled down, as the door opens it.
    await signIn(page, organiser, `/admin?q=${encodeURIComponent(event.title)}&when=all`);
    const checkInLink = page.getByRole('link', { name: `Check in members at ${event.title}` });
    await checkInLink.scrollIntoViewIfNeeded();
    await checkInLink.click();
    const heading = page.getByRole('heading', { level: 1, name: `Check-in: ${event.title}` });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Name or email')).toBeFocused();
    // At the top: no banner above it, the heading in the first screen.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect((await heading.boundingBox())!.y).toBeLessThan(250);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    // The day as the site writes it (it is today, where the viewer is: no warning).
    // (The event names no zone: its time is the place's own, "local time", docs/decisions.md "Times and zones".)
    await expect(page.getByText(new RegExp(`^${format(startOfToday(), 'EEEE, MMMM d, yyyy')} · 7:00 PM local time$`))).toBeVisible();
    await expect(page.getByText(/^\d{4}-\d{2}-\d{2}/)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: "Not the event's day" })).toHaveCount(0);

    // Everyone is listed before anything is typed: those going by name, then the waitlist.
    await expect(page.getByText('3 going · 0 checked in')).toBeVisible();
    const everyone = page.getByRole('list', { name: 'Everyone who answered' });
    await expect(everyone.getByRole('listitem')).toHaveText([/^Aiko Tan/, /^Budi Santoso/, /^Zara Zhou/, /^Wendy Waiting \(on the waitlist\)/]);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('check-in-390.png') });

    await everyone.getByRole('button', { name: 'Check in Budi Santoso' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Budi Santoso' })).toHaveText('Checked in: Budi Santoso.');
    await expect(page.getByText('3 going · 1 checked in')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('check-in-390-checked-in.png') });
    // A wrong tap is taken back.
    await page.getByRole('button', { name: 'Undo the check-in of Budi Santoso' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Budi Santoso' })).toHaveText('Check-in undone: Budi Santoso is not checked in.');
    await expect(page.getByText('3 going · 0 checked in')).toBeVisible();
    await expect(everyone.getByRole('button', { name: 'Check in Budi Santoso' })).toBeVisible();
    const { data } = await serviceClient().from('event_rsvps').select('checked_in_at').eq('event_id', event.id).eq('user_id', guests[2]!.id).single();
    expect((data as { checked_in_at: string | null }).checked_in_at).toBeNull();

    // Typing narrows the list.
    await page.getByLabel('Name or email').fill('zhou');
    await expect(page.getByRole('list', { name: 'Members found' }).getByRole('listitem')).toHaveText([/^Zara Zhou/]);
  });

  test("warns when it is not the event's day where the event is", async ({ page }) => {
    const event = await plantEvent({ date: inDays(16), timezone: 'Asia/Singapore' });
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, LOCAL_ADMIN, `/admin?check-in=${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Check-in: ${event.title}` })).toBeVisible({ timeout: 20_000 });
    const warning = page.getByRole('alert').filter({ hasText: "Not the event's day" });
    await expect(warning).toContainText('in Singapore, and this event has not started');
    await expect(warning).toContainText(format(addDays(startOfToday(), 16), 'EEEE, MMMM d, yyyy'));
  });
});

test.describe('the Members tab with many members', () => {
  test('an admin finds one member by part of a name, lists the organisers, sorts; the view is in the URL and survives a reload', async ({ page }, testInfo) => {
    test.slow();
    const tag = `Quill${Date.now().toString(36)}`;
    const wanted = await createUser(`Nadia ${tag}`);
    const organiser = await createUser(`Otto ${tag}`);
    await makeRole(organiser.id, 'organiser');
    await createUser(`Amos ${tag}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, LOCAL_ADMIN, '/admin?tab=members');
    const members = page.getByRole('region', { name: 'Members', exact: true });
    await expect(members.getByRole('status')).toHaveText(/^[\d,]+ members$/);

    await members.getByLabel('Search by name or email').fill(tag.toLowerCase());
    await expect(members.getByRole('status')).toHaveText(`3 members matching "${tag.toLowerCase()}"`);
    await expect(page).toHaveURL(new RegExp(`tab=members&q=${tag.toLowerCase()}`));
    await members.getByLabel('Sort').selectOption({ label: 'Name (A to Z)' });
    const rows = members.getByRole('table', { name: 'Members' }).getByRole('row');
    await expect(rows.nth(1)).toContainText(`Amos ${tag}`);
    await expect(rows.nth(3)).toContainText(`Otto ${tag}`);
    await members.getByLabel('Role').selectOption({ label: 'Organisers' });
    await expect(members.getByRole('status')).toHaveText(`1 organiser matching "${tag.toLowerCase()}"`);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Otto ${tag}`);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(members.getByLabel('Search by name or email')).toHaveValue(tag.toLowerCase());
    await expect(members.getByLabel('Role')).toHaveValue('organiser');
    await expect(members.getByRole('status')).toHaveText(`1 organiser matching "${tag.toLowerCase()}"`);
    await members.getByLabel('Role').selectOption({ label: 'Every role' });
    await members.getByRole('button', { name: `Make organiser: ${wanted.email}` }).click();
    await expect(toastItem(page, new RegExp(wanted.email))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('members-search-1280.png'), fullPage: false });

    // The audit log says whose role changed, by name, and links to that member in this tab.
    await page.goto('/admin?tab=audit&table=public.profiles');
    const entry = page.getByRole('row').filter({ hasText: `Changed the role of Nadia ${tag} from member to organiser` });
    // The tab's own chunk, loaded for the first time on a busy machine.
    await expect(entry).toBeVisible({ timeout: 20_000 });
    await expect(entry).not.toContainText('public.profiles');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('audit-log-1280.png'), fullPage: false });
    await entry.getByRole('link', { name: `Nadia ${tag}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`tab=members&q=${encodeURIComponent(wanted.email).replace(/[.]/g, '\\.')}`));
    await expect(members.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(2);
    await expect(members.getByRole('table', { name: 'Members' })).toContainText(`Nadia ${tag}`);
  });
});

// Issue 56 item 11: the Members list (627 px inside 350) and the attendee table scrolled sideways
// and hid names and "Checked in". Below 600 px each row is a card of its cells, each named.
test.describe('staff tables on a phone (390 px)', () => {
  test('the Members list and the attendee table show each row as a card, with every cell in view and no sideways scroll', async ({ page }, testInfo) => {
    test.slow();
    const tag = `Card${Date.now().toString(36)}`;
    const member = await createUser(`Marisol Villanueva-Kusumawardhani ${tag}`);
    const event = await plantEvent({});
    await answer(event.id, member.id, 'going');
    const { error } = await serviceClient().from('event_rsvps').update({ checked_in_at: new Date().toISOString() }).eq('event_id', event.id).eq('user_id', member.id);
    if (error) throw new Error(error.message);
    await page.setViewportSize({ width: 390, height: 844 });
    // Neither the page nor the table scrolls sideways: the table is no wider than the screen.
    const noSidewaysScroll = async (table: Locator) => {
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const box = (await table.boundingBox())!;
      expect(box.x + box.width, `the table ends at ${box.x + box.width} px`).toBeLessThanOrEqual(390);
    };

    await signIn(page, LOCAL_ADMIN, `/admin?tab=members&q=${tag.toLowerCase()}`);
    const table = page.getByRole('table', { name: 'Members' });
    await expect(table.getByRole('row')).toHaveCount(2, { timeout: 20_000 });
    await noSidewaysScroll(table);
    const row = table.getByRole('row').nth(1);
    // Name, email, role and joined: each whole on the screen, and each says which column it is, as
    // the header row does above a wide table.
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toContainText(`Marisol Villanueva-Kusumawardhani ${tag}`);
    await expect(cells.nth(1)).toContainText(member.email);
    for (const [index, label] of ['Name', 'Email', 'Role', 'Joined'].entries()) {
      await expect(cells.nth(index)).toContainText(label);
      await cells.nth(index).scrollIntoViewIfNeeded();
      await expectWhollyInView(page, cells.nth(index));
    }
    await row.getByRole('button', { name: `Make organiser: ${member.email}` }).scrollIntoViewIfNeeded();
    await expectWhollyInView(page, row.getByRole('button', { name: `Make organiser: ${member.email}` }));
    await expectWhollyInView(page, row.getByRole('button', { name: `Make admin: ${member.email}` }));
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('members-390.png'), fullPage: false });

    await page.goto(`/events/${event.id}`);
    const attendees = page.getByRole('table', { name: 'Attendees' });
    await expect(attendees).toBeAttached({ timeout: 15_000 });
    const attendee = attendees.getByRole('row').filter({ hasText: member.email });
    await expect(attendee).toBeAttached();
    await noSidewaysScroll(attendees);
    const checkedIn = attendee.getByRole('cell').filter({ hasText: 'Checked in' });
    const name = attendee.getByRole('cell').filter({ hasText: `Marisol Villanueva-Kusumawardhani ${tag}` });
    await name.scrollIntoViewIfNeeded();
    await expectWhollyInView(page, name);
    await checkedIn.scrollIntoViewIfNeeded();
    await expectWhollyInView(page, checkedIn);
    await expect(checkedIn.locator('time')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('attendees-390.png'), fullPage: false });
  });
});

test.describe('the attendee table on desktop', () => {
  for (const width of [1280, 1920]) {
    test(`keeps Approve and Decline in view at ${width} px`, async ({ page }, testInfo) => {
      const organiser = await createUser('Table Organiser');
      await makeRole(organiser.id, 'organiser');
      const event = await plantEvent({ requires_approval: true });
      const asker = await createUser('Priyanka Ramasubramanian-Fernandes');
      await answer(event.id, asker.id, 'pending');
      const going = await createUser('Going Along');
      await answer(event.id, going.id, 'going');
      await page.setViewportSize({ width, height: 1000 });
      await signIn(page, organiser, `/events/${event.id}`);
      const table = page.getByRole('table', { name: 'Attendees' });
      await expect(table).toBeVisible({ timeout: 15_000 });
      const decline = table.getByRole('button', { name: `Decline ${asker.fullName}` });
      await decline.scrollIntoViewIfNeeded();
      await expectWhollyInView(page, decline);
      await expectWhollyInView(page, table.getByRole('button', { name: `Approve ${asker.fullName}` }));
      await page.screenshot({ path: testInfo.outputPath(`attendees-${width}.png`), fullPage: false });
      await decline.click();
      await expect(toastItem(page, '1 registration declined.')).toBeVisible();
    });
  }
});
