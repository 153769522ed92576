import { addDays, addMonths, format, startOfMonth, startOfToday } from 'date-fns';
import { chromium, type Page } from 'playwright-core';
import { signUpTestUser } from 'local-backend/testing';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/chromium';
import type { RunningStack } from '../stack/startStack';

// The calendar benchmark (`pnpm bench:calendar`; its quick run in `pnpm tools:quick`): a month
// holding 5,000 events, plus 500 weekly series of 8 (issue 25; about 2,000 more occurrences that
// month), made by a member through create_event_series as the form does. Seeds them into the
// stack's backend, opens /events in Chromium and times, in the page, from the click on "Next month"
// / "Previous month" to the grid showing that month with its events. `quick` is the small run
// `pnpm test` does so the bench cannot rot. The stack's backend needs a member's event_insert limit
// of about 100,000 (the series come from one member, as many as a test run adds).
const SERIES_LENGTH = 8;
const sizesOf = (quick: boolean) => ({ eventCount: quick ? 300 : 5_000, seriesCount: quick ? 20 : 500, roundTrips: quick ? 2 : 10, coldRuns: quick ? 1 : 3 });

const heavyMonth = startOfMonth(addMonths(startOfToday(), 1));
const CATEGORIES = ['Summit', 'Fireside Chat', 'Conference', 'Workshop', 'Networking', 'Webinar', 'Panel', 'Other', 'AI', 'Health & Wellbeing'];

async function seed(backendUrl: string, serviceRoleKey: string, eventCount: number): Promise<void> {
  const days = Number(format(addMonths(heavyMonth, 1).getTime() - 86_400_000, 'd'));
  const rows = Array.from({ length: eventCount }, (_, i) => ({
    title: `Bench event ${i + 1}`,
    description: 'Seeded by pnpm bench:calendar',
    date: format(new Date(heavyMonth.getFullYear(), heavyMonth.getMonth(), (i % days) + 1), 'yyyy-MM-dd'),
    time: `${String(8 + (i % 12)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`,
    location: 'Singapore',
    timezone: 'Asia/Singapore',
    category: CATEGORIES[i % CATEGORIES.length],
  }));
  for (let i = 0; i < rows.length; i += 1_000) {
    const response = await fetch(`${backendUrl}/rest/v1/events`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify(rows.slice(i, i + 1_000)),
    });
    if (!response.ok) throw new Error(`seeding failed: HTTP ${response.status} ${await response.text()}`);
  }
}

/** Weekly series starting in the heavy month's first week, made by a signed-in member. Returns how many of their events fall in that month. */
async function seedSeries(backendUrl: string, anonKey: string, serviceRoleKey: string, seriesCount: number): Promise<number> {
  const member = await signUpTestUser({ url: backendUrl, anonKey, serviceRoleKey }, { fullName: 'Series Bench' });
  const token = await fetch(`${backendUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const nextMonth = addMonths(heavyMonth, 1);
  let inMonth = 0;
  for (let i = 0; i < seriesCount; i += 1) {
    const first = new Date(heavyMonth.getFullYear(), heavyMonth.getMonth(), (i % 7) + 1);
    for (let week = 0; week < SERIES_LENGTH; week += 1) if (addDays(first, week * 7) < nextMonth) inMonth += 1;
    const response = await fetch(`${backendUrl}/rest/v1/rpc/create_event_series`, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        event: { title: `Bench series ${i + 1}`, date: format(first, 'yyyy-MM-dd'), time: '07:30', timezone: 'Asia/Kuala_Lumpur', location: 'Kuala Lumpur', category: CATEGORIES[i % CATEGORIES.length] },
        rrule: `FREQ=WEEKLY;INTERVAL=1;COUNT=${SERIES_LENGTH}`,
      }),
    });
    if (!response.ok) throw new Error(`seeding a series failed: HTTP ${response.status} ${await response.text()}`);
  }
  return inMonth;
}

/**
 * Runs in the page: clicks a month button and resolves with the ms until the grid shows the
 * target month with its events. Kept as plain JavaScript text: tsx would add helpers to a
 * compiled function that the page does not have.
 */
const SWITCH_IN_PAGE = `({ button, target }) => new Promise((resolve, reject) => {
  const control = document.querySelector('button[aria-label="' + button + '"]');
  if (!control) return reject(new Error('no ' + button + ' button'));
  const started = performance.now();
  const isDrawn = () => {
    const grid = document.querySelector('[role="grid"]');
    const heading = grid && document.getElementById(grid.getAttribute('aria-labelledby') || '');
    return heading && heading.textContent === target && grid.querySelector('[role="gridcell"] li') !== null;
  };
  const check = () => {
    if (isDrawn()) resolve(performance.now() - started);
    else if (performance.now() - started > 30000) reject(new Error(target + ' was not drawn within 30 s'));
    else requestAnimationFrame(check);
  };
  control.click();
  requestAnimationFrame(check);
})`;

function timeSwitch(page: Page, button: 'Next month' | 'Previous month', target: string): Promise<number> {
  return page.evaluate(`(${SWITCH_IN_PAGE})(${JSON.stringify({ button, target })})`) as Promise<number>;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const describe = (values: number[]) => `median ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms (n=${values.length})`;

/** Runs the benchmark on `stack` and prints its figures (it throws when the month is drawn short). */
export async function calendarBench(stack: RunningStack, { quick = false }: { quick?: boolean } = {}): Promise<void> {
  const { eventCount, seriesCount, roundTrips, coldRuns } = sizesOf(quick);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await seed(stack.backendUrl, stack.serviceRoleKey, eventCount);
    const seriesInMonth = await seedSeries(stack.backendUrl, stack.anonKey, stack.serviceRoleKey, seriesCount);
    const expected = eventCount + seriesInMonth;
    const heavy = format(heavyMonth, 'MMMM yyyy');
    const home = format(startOfToday(), 'MMMM yyyy');
    const open = async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${stack.shellUrl}/events`);
      await page.getByRole('grid', { name: home }).waitFor();
      await page.locator('[role="gridcell"] li').first().waitFor();
      return page;
    };

    const withFetch: number[] = [];
    for (let run = 0; run < coldRuns; run += 1) {
      const page = await open();
      withFetch.push(await timeSwitch(page, 'Next month', heavy));
      await page.close();
    }

    const page = await open();
    await timeSwitch(page, 'Next month', heavy);
    // A bench that draws a partial month would measure the wrong thing: check every event arrived.
    const listed = Number((await page.getByText(/^Showing \d+ of \d+ events$/).textContent())?.match(/of (\d+)/)?.[1]);
    if (!(listed >= expected)) throw new Error(`the month lists ${listed} events, expected at least ${expected}`);
    const toHeavy: number[] = [];
    const back: number[] = [];
    for (let i = 0; i < roundTrips; i += 1) {
      back.push(await timeSwitch(page, 'Previous month', home));
      toHeavy.push(await timeSwitch(page, 'Next month', heavy));
    }
    await page.close();

    console.log(`pnpm bench:calendar${quick ? ' --quick' : ''}: ${eventCount} events and ${seriesInMonth} occurrences of ${seriesCount} weekly series in ${heavy}`);
    console.log(`  switch to it, including the fetch: ${describe(withFetch)}`);
    console.log(`  switch to it, range already fetched: ${describe(toHeavy)}`);
    console.log(`  switch back to ${home}: ${describe(back)}`);
  } finally {
    await browser.close();
  }
}
