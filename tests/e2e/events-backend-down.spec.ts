import { format } from 'date-fns';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, scrollToUpcomingEvents, seededBusyDay, test, toastItem } from '../fixtures';
import { BACKEND_URL } from '../harness/testStack';

/**
 * With the backend unreachable, the events screens say their read failed and offer Retry; they never
 * claim there are no events ("No Upcoming Events", "No events scheduled"). SPEC section 8's toast
 * still shows. Once the backend is back, Retry shows the events.
 */

/**
 * The backend goes down for this page: every HTTP request to it fails as if nothing listened
 * (supabase-js retries a GET three times, about 7 s), and so does the realtime socket, as in a real
 * outage (otherwise other tests' changes, arriving live, would keep starting new reads). Answers the
 * function that brings it back.
 */
async function takeBackendDown(page: Page): Promise<() => Promise<void>> {
  let isDown = true;
  const http = `${BACKEND_URL}/**`;
  await page.route(http, (route) => route.abort('connectionrefused'));
  const socketUrl = new URL(BACKEND_URL);
  socketUrl.protocol = 'ws:';
  await page.routeWebSocket(new RegExp(`^${socketUrl.origin}/`), (socket) => {
    if (isDown) void socket.close();
    else socket.connectToServer();
  });
  return async () => {
    isDown = false;
    await page.unroute(http);
  };
}

const FAILURE_TIMEOUT = { timeout: 20_000 };

test.describe('events with the backend down', () => {
  test('home: Upcoming Events shows the failure with Retry, then the events once the backend is back', async ({ page }) => {
    const bringBackendBack = await takeBackendDown(page);
    await page.goto('/');
    const section = await scrollToUpcomingEvents(page);
    const failure = section.getByRole('alert');
    await expect(failure).toContainText("We couldn't load the upcoming events.", FAILURE_TIMEOUT);
    await expect(toastItem(page, 'Failed to load events')).toContainText('Error');
    // Neither an empty state nor skeletons that never end.
    await expect(section.getByText('No Upcoming Events')).toHaveCount(0);
    await expect(section.getByRole('list', { name: 'Loading events' })).toHaveCount(0);
    await expect(section.getByRole('article')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await bringBackendBack();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(section.getByRole('article')).toHaveCount(6);
    await expect(section.getByText(/^Showing 1-6 of \d+ events$/)).toBeVisible();
    await expect(section.getByRole('alert')).toHaveCount(0);
  });

  test('/events: the day panel and the month list show the failure with Retry, then the events once the backend is back', async ({ page }) => {
    const busyDay = await seededBusyDay();
    const bringBackendBack = await takeBackendDown(page);
    await page.goto(`/events?date=${format(busyDay, 'yyyy-MM-dd')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Events Calendar' })).toBeVisible();
    const dayPanel = page.getByRole('region', { name: format(busyDay, 'EEEE, MMMM d') });
    const monthList = page.getByRole('region', { name: 'Upcoming Events' });
    await expect(dayPanel.getByRole('alert')).toContainText("We couldn't load the events.", FAILURE_TIMEOUT);
    await expect(monthList.getByRole('alert')).toContainText("We couldn't load this month's events.");
    await expect(toastItem(page, 'Failed to load events')).toContainText('Error');
    await expect(page.getByText('No events scheduled')).toHaveCount(0);
    await expect(page.getByText('No events this month')).toHaveCount(0);
    // The grid does not claim free days either: its cells name only the date.
    await expect(page.getByRole('gridcell', { name: /no events$/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await bringBackendBack();
    await dayPanel.getByRole('button', { name: 'Retry' }).click();
    await expect(dayPanel.getByText('5 events', { exact: true })).toBeVisible();
    await expect(dayPanel.getByRole('article')).toHaveCount(5);
    // One read feeds the whole page: the month list is back too.
    await expect(monthList.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't load" })).toHaveCount(0);
  });
});
