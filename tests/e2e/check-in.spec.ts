import { writeFile } from 'node:fs/promises';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { addDays, format, startOfToday } from 'date-fns';
import QRCode from 'qrcode';
import WebSocket from 'ws';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'tooling/chromium';
import { createUser, expect, expectNoSeriousA11yViolations, serviceClient, signIn, test, toastItem } from '../fixtures';
import { BACKEND_URL, SHELL_URL } from '../harness/testStack';

const LOCAL_ADMIN = { email: 'admin@eo-apac.test', password: 'local-admin-2026' };
// Not today + 3: supabase/seed.sql puts five events there, and events.spec.ts counts them.
const day = format(addDays(startOfToday(), 13), 'yyyy-MM-dd');

async function plantEvent(fields: Record<string, unknown>): Promise<{ id: string; title: string }> {
  const title = `Door test ${Date.now()} ${Math.random().toString(36).slice(2, 6)}`;
  const { data, error } = await serviceClient()
    .from('events')
    .insert({ title, date: day, time: '19:00', location: 'Singapore', category: 'Networking', ...fields })
    .select('id, title')
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; title: string };
}

/** A member who is going to the event (through rsvp_event, as the page does) and their signed check-in code. */
async function goingMemberWithCode(fullName: string, eventIds: string[]): Promise<{ id: string; fullName: string; codes: string[] }> {
  const user = await createUser(fullName);
  const client = createClient(BACKEND_URL, process.env.E2E_ANON_KEY ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no native WebSocket: supabase-js's realtime client takes `ws` instead.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  const codes: string[] = [];
  for (const eventId of eventIds) {
    const answered = await client.rpc('rsvp_event', { target_event: eventId });
    if (answered.error) throw answered.error;
    const code = await client.rpc('my_check_in_code', { target_event: eventId });
    if (code.error) throw code.error;
    codes.push(code.data as string);
  }
  return { id: user.id, fullName, codes };
}

/**
 * A Y4M video (the format Chromium's fake camera reads, looped) of one still frame: the code as a QR
 * symbol drawn by the same library the event page uses, black on white with its quiet zone, in the
 * middle of a 640x480 picture. 4:2:0 with neutral chroma: a grey picture.
 */
function qrVideo(code: string): Buffer {
  const width = 640;
  const height = 480;
  const symbol = QRCode.create(code, { errorCorrectionLevel: 'M' }).modules;
  // The scanner reads the middle two thirds of the picture's short side (320 px): the symbol fits in it.
  const scale = Math.floor(300 / (symbol.size + 8));
  const side = (symbol.size + 8) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < symbol.size; row += 1) {
    for (let col = 0; col < symbol.size; col += 1) {
      if (!symbol.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + (row + 4) * scale + y) * width + left + (col + 4) * scale;
        luma.fill(0, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]);
}

/** A Chromium whose camera films the given code: the check-in view's real camera path. */
async function browserFilming(code: string, file: string): Promise<Browser> {
  await writeFile(file, qrVideo(code));
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`],
  });
}

async function openCheckIn(page: Page, eventId: string): Promise<void> {
  await signIn(page, LOCAL_ADMIN, `/admin?check-in=${eventId}`);
}

test.describe('registration approval', () => {
  test('a member asks to join and waits; the organiser approves in bulk (the last one to the waitlist); the member then sees their check-in code', async ({ page, browser }) => {
    test.slow();
    const organiser = await createUser('Dinner Host');
    const event = await plantEvent({ requires_approval: true, capacity: 2, created_by: organiser.id });
    const url = `/events/${event.id}`;

    // The member asks through the page.
    const member = await createUser('Hopeful Diner');
    await signIn(page, member, url);
    const facts = page.getByRole('complementary', { name: 'Event details' });
    await facts.getByRole('button', { name: 'Request to join' }).click();
    await expect(toastItem(page, 'Request sent: the organiser will approve or decline it.')).toBeVisible();
    await expect(facts.getByText('Awaiting approval: the organiser approves each registration for this event.')).toBeVisible();
    await expect(facts.getByRole('button', { name: 'Show my check-in code' })).toHaveCount(0);
    // Two more ask (through the API, as the page does).
    const others = [await createUser('Early Diner'), await createUser('Late Diner')];
    for (const other of others) {
      const { error } = await serviceClient().from('event_rsvps').insert({ event_id: event.id, user_id: other.id, status: 'pending' });
      expect(error).toBeNull();
    }

    // The organiser (the creator, not an admin) approves all three at once: two places, so one waits.
    const hostContext = await browser.newContext({ baseURL: SHELL_URL });
    const host = await hostContext.newPage();
    await signIn(host, organiser, url);
    const table = host.getByRole('table', { name: 'Attendees' });
    await expect(table.getByRole('row', { name: /Hopeful Diner.*Awaiting approval/ })).toBeVisible();
    await expect(host.getByText('3 awaiting approval · 0 selected')).toBeVisible();
    await expectNoSeriousA11yViolations(host);
    await host.getByRole('button', { name: 'Select all awaiting approval' }).click();
    await expect(host.getByText('3 awaiting approval · 3 selected')).toBeVisible();
    await host.getByRole('button', { name: 'Approve selected' }).click();
    await expect(toastItem(host, '2 approved, 1 on the waitlist: the event is full.')).toBeVisible();
    await expect(table.getByRole('row', { name: /Going/ })).toHaveCount(2);
    await expect(table.getByRole('row', { name: /Waitlist/ })).toHaveCount(1);
    await hostContext.close();
    const { data: rows } = await serviceClient().from('event_rsvps').select('status').eq('event_id', event.id);
    expect((rows ?? []).map((r) => r.status).sort()).toEqual(['going', 'going', 'waitlist']);

    // The member (first to ask) has a place, live, and opens their code.
    await expect(facts.getByText("You're going.")).toBeVisible();
    await facts.getByRole('button', { name: 'Show my check-in code' }).click();
    const image = facts.getByRole('img', { name: `Your check-in code for ${event.title}` });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expectNoSeriousA11yViolations(page);
  });

  test('a declined member sees it; a visitor sees neither the attendee list nor a code', async ({ page }) => {
    const event = await plantEvent({ requires_approval: true });
    const member = await createUser('Declined Diner');
    await serviceClient().from('event_rsvps').insert({ event_id: event.id, user_id: member.id, status: 'declined' });
    await page.goto(`/events/${event.id}`);
    const facts = page.getByRole('complementary', { name: 'Event details' });
    await expect(facts.getByRole('link', { name: 'Sign in to RSVP' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Attendees' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show my check-in code' })).toHaveCount(0);
    // The check-in view is staff only: a visitor is sent to sign in.
    await page.goto(`/admin?check-in=${event.id}`);
    await expect(page).toHaveURL(/\/auth/);

    await signIn(page, member, `/events/${event.id}`);
    await expect(facts.getByText('Declined: the organiser could not offer you a place at this event.')).toBeVisible();
    await expect(facts.getByRole('button', { name: /Request to join|I'm going/ })).toHaveCount(0);
  });
});

test.describe('check-in at the door', () => {
  // These two launch their own Chromium (with a fake camera), so they take no page fixture: Playwright
  // reads the fixtures a test uses from its first parameter's pattern, hence the empty one.
  // eslint-disable-next-line no-empty-pattern
  test('the admin scans a member\'s code with the camera: checked in, then "already checked in" for the same code', async ({}, testInfo) => {
    test.slow();
    const event = await plantEvent({});
    const guest = await goingMemberWithCode('Scanned Guest', [event.id]);
    const camera = await browserFilming(guest.codes[0]!, testInfo.outputPath('code.y4m'));
    try {
      // A phone's screen.
      const context = await camera.newContext({ baseURL: SHELL_URL, permissions: ['camera'], viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await openCheckIn(page, event.id);
      // Own Chromium, first load of the view's chunks on a busy machine: give it room.
      await expect(page.getByRole('heading', { name: `Check-in: ${event.title}` })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('1 going · 0 checked in')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Start the camera' }).click();
      const answer = page.getByRole('status').filter({ hasText: /Scanned Guest/ });
      await expect(answer).toHaveText('Checked in: Scanned Guest.', { timeout: 30_000 });
      await expect(page.getByText('1 going · 1 checked in')).toBeVisible();
      // The code is still in front of the camera: read again after a pause, it is refused as a repeat.
      await expect(answer).toHaveText(/^Scanned Guest is already checked in \(since \d{1,2}:\d{2} [AP]M\)\.$/, { timeout: 30_000 });
      await page.getByRole('button', { name: 'Stop the camera' }).click();
      const { data } = await serviceClient().from('event_rsvps').select('checked_in_at').eq('event_id', event.id).eq('user_id', guest.id).single();
      expect(data?.checked_in_at).not.toBeNull();
    } finally {
      await camera.close();
    }
  });

  // eslint-disable-next-line no-empty-pattern
  test('a code for another event is refused with a clear message', async ({}, testInfo) => {
    test.slow();
    const dinner = await plantEvent({ title: `Dinner ${Date.now()}` });
    const breakfast = await plantEvent({});
    const guest = await goingMemberWithCode('Wrong Door Guest', [dinner.id, breakfast.id]);
    const camera = await browserFilming(guest.codes[0]!, testInfo.outputPath('dinner-code.y4m'));
    try {
      const page = await (await camera.newContext({ baseURL: SHELL_URL, permissions: ['camera'] })).newPage();
      await openCheckIn(page, breakfast.id);
      await page.getByRole('button', { name: 'Start the camera' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'another event' })).toHaveText(`This code is for another event: ${dinner.title}.`, { timeout: 30_000 });
      const { data } = await serviceClient().from('event_rsvps').select('checked_in_at').eq('user_id', guest.id);
      expect((data ?? []).every((r) => r.checked_in_at === null)).toBe(true);
    } finally {
      await camera.close();
    }
  });

  test('the admin finds a member by name and checks them in; the list shows when', async ({ page }) => {
    const event = await plantEvent({});
    const guest = await goingMemberWithCode(`Phoneless Guest ${Math.random().toString(36).slice(2, 6)}`, [event.id]);
    await openCheckIn(page, event.id);
    await page.getByLabel('Name or email').fill(guest.fullName);
    const found = page.getByRole('list', { name: 'Members found' });
    await found.getByRole('button', { name: `Check in ${guest.fullName}` }).click();
    await expect(page.getByRole('status').filter({ hasText: guest.fullName })).toHaveText(`Checked in: ${guest.fullName}.`);
    // "Checked in 7:05 PM" beside its Undo.
    await expect(found.getByText(/^Checked in \d{1,2}:\d{2} [AP]M/)).toBeVisible();
    await expect(found.getByRole('button', { name: `Undo the check-in of ${guest.fullName}` })).toBeVisible();
    await expect(found.getByRole('button', { name: `Check in ${guest.fullName}` })).toHaveCount(0);
  });

  test('the overview shows attendance: the check-in rate of a past event and its no-shows', async ({ page }) => {
    const event = await plantEvent({ title: `Attendance ${Date.now()}` });
    const came = await goingMemberWithCode('Came Along', [event.id]);
    await goingMemberWithCode('No Show', [event.id]);
    // The admin checks one of the two in (through the API, as the check-in view does), then the event is over.
    const admin = createClient(BACKEND_URL, process.env.E2E_ANON_KEY ?? '', {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    await admin.auth.signInWithPassword(LOCAL_ADMIN);
    expect((await admin.rpc('check_in_member', { target_event: event.id, member: came.id })).error).toBeNull();
    const pastDay = format(addDays(startOfToday(), -40), 'yyyy-MM-dd');
    expect((await serviceClient().from('events').update({ date: pastDay }).eq('id', event.id)).error).toBeNull();

    await signIn(page, LOCAL_ADMIN, '/admin?tab=overview');
    const overview = page.getByRole('region', { name: 'Dashboard Overview' });
    const rates = overview.getByRole('table', { name: 'Check-in rate per event (%)' });
    await expect(rates.getByRole('row', { name: `${format(addDays(startOfToday(), -40), 'MMM d')} · ${event.title} 50` })).toBeAttached({ timeout: 20_000 });
    await expect(overview.getByRole('table', { name: 'No-shows per month' })).toBeAttached();
    await expectNoSeriousA11yViolations(page);
  });
});
