import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { test, expect, createUser, expectNoSeriousA11yViolations, signIn } from '../fixtures';
import { BACKEND_URL } from '../harness/testStack';

/** The member's own supabase-js client (Node), to add an event and answer it as they would. */
async function memberClient(email: string, password: string) {
  const client = createClient(BACKEND_URL, process.env.E2E_ANON_KEY ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('/account "My calendar"', () => {
  test('shows the secret feed address, which lists the event the member is going to; rotating it retires the old one', async ({ page, context }) => {
    const user = await createUser('Calendar Member');
    const client = await memberClient(user.email, user.password);
    const title = `Feed breakfast ${Date.now()}`;
    const { data: event, error } = await client.from('events').insert({ title, date: inDays(9), time: '08:00', timezone: 'Asia/Singapore' }).select('id').single();
    if (error) throw error;
    const { error: rsvpError } = await client.rpc('rsvp_event', { target_event: event.id });
    if (rsvpError) throw rsvpError;

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, user, '/account');
    const section = page.getByRole('region', { name: 'My calendar' });
    const address = section.getByLabel('Your calendar address');
    await expect(address).toHaveValue(/\/functions\/v1\/events-ics\?token=[0-9a-f]{64}$/);
    const firstUrl = await address.inputValue();
    await expect(section.getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute('href', firstUrl.replace(/^https?:\/\//, 'webcal://'));

    await section.getByRole('button', { name: 'Copy calendar address' }).click();
    await expect(section.getByRole('status')).toHaveText('Calendar address copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);

    const feed = await fetch(firstUrl);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toContain(`SUMMARY:${title}`);
    expect(text).toContain(`UID:${event.id}@events.eo-apac`);
    expect(text).not.toContain(user.email);
    await expectNoSeriousA11yViolations(page);

    // Rotate, after a confirmation: the old address answers 404 at once, the new one works.
    await section.getByRole('button', { name: 'Rotate address' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change your calendar address?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Rotate address' }).click();
    await expect(section.getByRole('status')).toHaveText(
      'Your calendar address has been changed. The old address no longer works: subscribe again with the new one.',
    );
    await expect(address).not.toHaveValue(firstUrl);
    await expect(address).toHaveValue(/\/functions\/v1\/events-ics\?token=[0-9a-f]{64}$/);
    const newUrl = await address.inputValue();
    expect((await fetch(firstUrl)).status).toBe(404);
    const fresh = await fetch(newUrl);
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain(`SUMMARY:${title}`);
    // Focus is back on the button that opened the dialog.
    await expect(section.getByRole('button', { name: 'Rotate address' })).toBeFocused();
  });
});
