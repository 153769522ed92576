import { readFile } from 'node:fs/promises';
import { format, startOfToday } from 'date-fns';
import type { Page } from '@playwright/test';
import { createUser, expect, expectNoSeriousA11yViolations, latestEmail, linkIn, serviceClient, signIn, test, toastItem } from '../fixtures';
import { BACKEND_URL } from '../harness/testStack';

const LOCAL_ADMIN = { email: 'admin@eo-apac.test', password: 'local-admin-2026' };
const today = format(startOfToday(), 'yyyy-MM-dd');

async function openAdmin(page: Page, tab?: string) {
  await signIn(page, LOCAL_ADMIN, tab ? `/admin?tab=${tab}` : '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

async function insertAs(userId: string, row: Record<string, unknown>) {
  const { data, error } = await serviceClient().from('events').insert({ ...row, created_by: userId }).select('*').single();
  if (error) throw new Error(error.message);
  return data as { id: string };
}

test.describe('admin area', () => {
  test('events management: search, 100-character descriptions, edit a member\'s event, create, delete', async ({ page }) => {
    // A whole admin session in one test (search, edit, create, delete, axe): give it room on a busy machine.
    test.slow();
    const member = await createUser('Event Owner');
    const title = `Chapter forum ${Date.now()}`;
    const description = `${'A long description that goes on. '.repeat(5)}END`;
    const row = await insertAs(member.id, { title, date: today, time: '10:00', category: 'Workshop', description });

    await openAdmin(page);
    await expect(page.getByRole('tab', { name: 'Events Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Dashboard Overview' })).toBeVisible();
    await page.getByLabel('Search by title').fill(title);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(title).replace(/%20/g, '\\+')}`));
    const card = page.getByRole('article', { name: title });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(`${description.slice(0, 100).trimEnd()}...`)).toBeVisible();
    await expect(card.getByText('Created by Event Owner')).toBeVisible();

    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await edit.getByLabel('Location').fill('Kuala Lumpur');
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await expect(page.getByText('Event updated successfully', { exact: true })).toBeVisible();
    await expect.poll(async () => (await serviceClient().from('events').select('location').eq('id', row.id).single()).data?.location).toBe('Kuala Lumpur');

    const created = `Admin created ${Date.now()}`;
    await page.getByRole('button', { name: 'Create Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Event' });
    await dialog.getByLabel('Title').fill(created);
    await dialog.getByLabel(/^Date/).fill(today);
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByText('Event created successfully', { exact: true })).toBeVisible();
    const { data: admin } = await serviceClient().from('profiles').select('user_id').eq('email', LOCAL_ADMIN.email).single();
    await expect.poll(async () => (await serviceClient().from('events').select('created_by').eq('title', created)).data).toEqual([{ created_by: admin!.user_id }]);

    await page.getByLabel('Search by title').fill(title);
    await page.getByRole('article', { name: title }).getByRole('button', { name: `Delete ${title}` }).click();
    await expect(page.getByRole('alertdialog').getByText('Are you sure you want to delete this event?')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Event deleted successfully', { exact: true })).toBeVisible();
    await expect.poll(async () => (await serviceClient().from('events').select('id').eq('id', row.id)).data).toEqual([]);
    await expect(page.getByText('No events match these filters.')).toBeVisible();
  });

  test('filters are server-side pages of 20 with the exact total, kept in the URL; CSV exports the rows shown', async ({ page }) => {
    const owner = await createUser('Bulk Owner');
    const tag = `Bulk${Date.now()}`;
    const rows = Array.from({ length: 23 }, (_, i) => ({ title: `${tag} ${String(i).padStart(2, '0')}`, date: today, category: 'Panel', created_by: owner.id }));
    const { error } = await serviceClient().from('events').insert(rows);
    if (error) throw new Error(error.message);

    await openAdmin(page);
    await page.getByLabel('Search by title').fill(tag);
    await expect(page.getByText('Showing 1-20 of 23 events')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(20);
    await page.getByRole('navigation', { name: 'Event pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 21-23 of 23 events')).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await page.reload();
    await expect(page.getByText('Showing 21-23 of 23 events')).toBeVisible();

    await page.getByLabel('Category').selectOption('Webinar');
    await expect(page.getByText('No events match these filters.')).toBeVisible();
    await page.getByLabel('Category').selectOption('Panel');
    await expect(page.getByText('Showing 1-20 of 23 events')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe('Title,Date,Time,Time zone,Category,Location,Description,Image URL,Created by,Cancelled,Cancellation reason,Id');
    expect(lines).toHaveLength(24);
    expect(lines.slice(1).every((line) => line.startsWith(`${tag} `) && line.includes(',Panel,'))).toBe(true);
  });

  test('the overview\'s figures equal the database\'s counts, after a new event and a new subscriber', async ({ page }) => {
    const member = await createUser('Stats Member');
    await insertAs(member.id, { title: `Counted ${Date.now()}`, date: today, category: 'AI' });
    await page.goto('/');
    const email = `overview-${Date.now()}@example.com`;
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toastItem(page, 'Check your inbox to confirm your subscription')).toBeVisible();
    // The address counts once its confirmation link is followed.
    await page.goto(linkIn(await latestEmail(email), new URL('/newsletter/confirm?', page.url()).toString()));
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByText(/Your subscription is confirmed/)).toBeVisible();

    await openAdmin(page, 'overview');
    const figures = page.getByRole('region', { name: 'Dashboard Overview' });
    await expect(figures.getByText('Most active organisers')).toBeVisible();
    const count = async (table: string, filter?: (q: ReturnType<ReturnType<typeof serviceClient>['from']>['select']) => unknown) => {
      const query = serviceClient().from(table).select('*', { count: 'exact', head: true });
      const { count: n } = await ((filter ? filter(query as never) : query) as typeof query);
      return String(n);
    };
    const figure = (label: string) => figures.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
    // Other test files add users, events and subscribers in parallel: compare the figures with the counts
    // read just after they are shown, and read both again if a row landed in between.
    await expect(async () => {
      await page.reload();
      await expect(figures.getByText('Most active organisers')).toBeVisible();
      const [events, upcoming, members, subscribers] = await Promise.all([
        count('events'),
        serviceClient().from('events').select('id', { count: 'exact', head: true }).gte('date', today).then((r) => String(r.count)),
        count('profiles'),
        count('newsletter_subscribers'),
      ]);
      await expect(figure('Events')).toHaveText(events, { timeout: 1_000 });
      await expect(figure('Upcoming events')).toHaveText(upcoming, { timeout: 1_000 });
      await expect(figure('Members')).toHaveText(members, { timeout: 1_000 });
      await expect(figure('Newsletter subscribers')).toHaveText(subscribers, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(figures.getByRole('table', { name: 'Events per category' }).getByRole('row')).toHaveCount(11);
    await expect(figures.getByText(email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an admin promotes a member, who then reaches /admin after signing in again', async ({ page, browser }) => {
    // Two browsers, three sign-ins and an axe run.
    test.slow();
    const member = await createUser('Soon Admin');
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, member, '/admin');
    await expect(memberPage).toHaveURL(/\/$/);

    const role = async () => (await serviceClient().from('profiles').select('role').eq('user_id', member.id).single()).data?.role;
    await openAdmin(page, 'members');
    await page.getByLabel('Search by name or email').fill(member.email);
    const makeAdmin = page.getByRole('button', { name: `Make admin: ${member.email}` });
    // Issue 56 item 10: granting admin is not the row's primary look (drawn as "Make organiser" is),
    // asks first, naming the person and what an administrator may do, and can be undone.
    const look = (button: ReturnType<Page['getByRole']>) => button.evaluate((el) => { const style = getComputedStyle(el); return `${style.backgroundColor} ${style.color} ${style.borderColor}`; });
    expect(await look(makeAdmin)).toBe(await look(page.getByRole('button', { name: `Make organiser: ${member.email}` })));
    await makeAdmin.click();
    const ask = page.getByRole('alertdialog', { name: 'Make Soon Admin an administrator?' });
    await expect(ask).toContainText(member.email);
    await expect(ask).toContainText("change anyone's role");
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(makeAdmin).toBeFocused();
    expect(await role()).toBe('user');

    await makeAdmin.click();
    await ask.getByRole('button', { name: 'Make admin' }).click();
    const granted = toastItem(page, `${member.email} is now an administrator`);
    await expect(granted).toBeVisible();
    await expect.poll(role).toBe('admin');
    await granted.getByRole('button', { name: 'Undo' }).click();
    await expect(toastItem(page, `${member.email} is a member again.`)).toBeVisible();
    await expect.poll(role).toBe('user');

    // Another admin changes the role between the grant and its Undo: the Undo leaves their change.
    await makeAdmin.click();
    await ask.getByRole('button', { name: 'Make admin' }).click();
    const grantedAgain = toastItem(page, `${member.email} is now an administrator`);
    await expect(grantedAgain).toBeVisible();
    await expect.poll(role).toBe('admin');
    const { error: meanwhile } = await serviceClient().from('profiles').update({ role: 'organiser' }).eq('user_id', member.id);
    expect(meanwhile).toBeNull();
    await grantedAgain.getByRole('button', { name: 'Undo' }).click();
    await expect(toastItem(page, "Soon Admin's role was changed by someone else in the meantime, so it was left as it is.")).toBeVisible();
    expect(await role()).toBe('organiser');
    // The list reads the role again: an organiser now, made an administrator from there.
    await expect(page.getByRole('button', { name: `Make user: ${member.email}` })).toBeVisible();
    await makeAdmin.click();
    await ask.getByRole('button', { name: 'Make admin' }).click();
    await expect.poll(role).toBe('admin');

    await memberPage.getByRole('button', { name: 'Sign Out' }).first().click();
    // /auth sends a signed-in visitor home: wait until the sign-out has landed.
    await expect(memberPage.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await signIn(memberPage, member, '/admin');
    await expect(memberPage.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await memberContext.close();
  });

  test('no serious accessibility violation on the events tab and its dialogs', async ({ page }) => {
    await openAdmin(page);
    await expect(page.getByRole('status').filter({ hasText: /Showing|No events/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Event' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Create Event' })).toBeFocused();
  });

  test('with the backend unreachable, each tab shows the failure with Retry and the "Error" toast, not an empty state; Retry shows the data once it is back', async ({ page }) => {
    test.setTimeout(120_000);
    // The role is looked up at sign-in; only the dashboard's own reads meet the outage here.
    const roleLookup = page.waitForResponse((response) => response.url().includes('/rest/v1/profiles?select=role'));
    await signIn(page, LOCAL_ADMIN);
    await roleLookup;
    let isDown = true;
    await page.route(`${BACKEND_URL}/rest/v1/**`, (route) => (isDown ? route.abort('connectionrefused') : route.fallback()));
    // In-app navigation, as the header's Admin link does (a reload would ask the role again).
    await page.evaluate(() => {
      history.pushState(null, '', '/admin');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    const tabs = [
      { name: 'Events Management', failures: [["We couldn't load the events.", 'Failed to fetch events']], data: [page.getByText(/^(Showing \d+-\d+ of \d+ events|No events match these filters\.)$/)] },
      { name: 'Dashboard Overview', failures: [["We couldn't load the dashboard figures.", 'Failed to load the dashboard figures']], data: [page.getByText('Most active organisers')] },
      {
        name: 'Members and Subscribers',
        failures: [
          ["We couldn't load the members.", 'Failed to fetch members'],
          ["We couldn't load the subscribers.", 'Failed to fetch subscribers'],
          ["We couldn't load the invitations.", 'Failed to fetch invitations'],
        ],
        data: [
          page.getByText(/^[1-9]\d* members?$/),
          page.getByText(/^\d+ subscribers?, \d+ waiting to confirm$/),
          page.getByText('No pending invitations.').or(page.getByRole('table', { name: 'Invitations' })),
        ],
      },
    ];
    for (const tab of tabs) {
      isDown = true;
      await page.getByRole('tab', { name: tab.name }).click();
      for (const [title, toast] of tab.failures) {
        // supabase-js retries a failed read three times (1, 2 and 4 s) before it gives up.
        await expect(page.getByRole('alert').filter({ hasText: title }).getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
        await expect(toastItem(page, toast!)).toContainText('Error');
      }
      await expect(page.getByText(/^(No events match these filters\.|0 members|0 subscribers, 0 waiting to confirm)$/)).toHaveCount(0);
      await expect(page.getByRole('article')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      isDown = false;
      for (const [title] of tab.failures) {
        // A retry already under way ("Retrying…", supabase-js's own) may bring the data back before
        // the button is enabled again: then there is nothing left to click. What counts is checked next.
        await page.getByRole('alert').filter({ hasText: title }).getByRole('button', { name: 'Retry' }).click({ timeout: 10_000 }).catch(() => undefined);
      }
      for (const data of tab.data) await expect(data).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: "We couldn't load" })).toHaveCount(0);
    }
  });

  test('the overview reads at every width: chart labels of 12 px or more, figure groups never left alone on a row', async ({ page }) => {
    await openAdmin(page, 'overview');
    const overview = page.getByRole('region', { name: 'Dashboard Overview' });
    for (const width of [390, 820, 1024, 1280, 1536]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(overview.getByText('Most active organisers')).toBeVisible();
      const labelSizes = await overview.locator('[data-chart-rows] > span').evaluateAll((spans) =>
        spans.filter((span) => span.textContent?.trim()).map((span) => Number.parseFloat(getComputedStyle(span).fontSize)),
      );
      expect(labelSizes.length).toBeGreaterThan(20);
      expect(Math.min(...labelSizes), `smallest chart label at ${width} px`).toBeGreaterThanOrEqual(12);
      // No scaling between CSS and screen pixels (the SVG viewBox drew 11 px text at about 6 px).
      const drawnHeight = await overview.locator('[data-chart-rows] > span').first().evaluate((span) => span.getBoundingClientRect().height);
      expect(drawnHeight).toBeGreaterThanOrEqual(12);

      const tops = await overview.getByRole('group', { name: /figures$/ }).evaluateAll((groups) => groups.map((group) => Math.round(group.getBoundingClientRect().top)));
      expect(tops).toHaveLength(3);
      const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      expect(perRow.every((count) => count === perRow[0]), `groups per row at ${width} px: ${perRow.join(', ')}`).toBe(true);
    }
  });

  test('the tabs show a focus ring for the keyboard, not after a mouse click', async ({ page }) => {
    await openAdmin(page);
    const overview = page.getByRole('tab', { name: 'Dashboard Overview' });
    await overview.click();
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await expect(overview).toBeFocused();
    const ring = (tab: typeof overview) => tab.evaluate((el) => ({ visible: el.matches(':focus-visible'), outline: getComputedStyle(el).outlineStyle }));
    expect(await ring(overview)).toEqual({ visible: false, outline: 'none' });

    await page.keyboard.press('ArrowRight');
    const members = page.getByRole('tab', { name: 'Members and Subscribers' });
    await expect(members).toBeFocused();
    expect(await ring(members)).toEqual({ visible: true, outline: 'solid' });
  });
});
