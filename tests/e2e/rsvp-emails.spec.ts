import ICAL from 'ical.js';
import { addDays, format, startOfToday } from 'date-fns';
import { createUser, expect, latestEmail, linkIn, runScheduledJobs, serviceClient, signIn, test } from '../fixtures';

/**
 * RSVP emails through the outbox (issue 35): a member RSVPs on the event page, the schedule's
 * outbox job runs (at once here, POST /_local/jobs/run, instead of at the next minute), and the
 * email lands in the local inbox with an invite a calendar app accepts, read with ical.js.
 */
const day = addDays(startOfToday(), 6);

async function plantEvent(fields: Record<string, unknown>): Promise<{ id: string; title: string }> {
  const title = `RSVP email ${Date.now()} ${Math.random().toString(36).slice(2, 6)}`;
  const { data, error } = await serviceClient()
    .from('events')
    .insert({ title, date: format(day, 'yyyy-MM-dd'), time: '19:00', end_time: '21:00', timezone: 'Asia/Singapore', location: 'Marina Bay, Singapore', category: 'Networking', ...fields })
    .select('id, title')
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; title: string };
}

/** The email's link to the event's page (`<site>/events/<id>`). */
function eventLinkIn(text: string, eventId: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === `/events/${eventId}`);
  if (!link) throw new Error(`no link to the event page in:\n${text}`);
  return link;
}

test.describe('RSVP emails', () => {
  test('"I\'m going" on the event page brings a confirmation with a calendar invite: METHOD, ATTENDEE, UID, SEQUENCE', async ({ page }) => {
    const event = await plantEvent({});
    const member = await createUser('Ivy Invite');
    await signIn(page, member, `/events/${event.id}`);
    await page.getByRole('complementary', { name: 'Event details' }).getByRole('button', { name: "I'm going" }).click();
    await expect(page.getByText("You're going!", { exact: true })).toBeVisible();

    await runScheduledJobs();
    const mail = await latestEmail(member.email);
    expect(mail.subject).toBe(`You are going: ${event.title}`);
    // The links lead to the site (SITE_URL, one of the site's origins): the event page and the preferences.
    const eventLink = eventLinkIn(mail.text, event.id);
    expect(mail.html).toContain(`href="${eventLink}"`);
    expect(linkIn(mail, new URL('/account#notifications', eventLink).toString())).toBeTruthy();

    expect(mail.calendar).not.toBeNull();
    const calendar = new ICAL.Component(ICAL.parse(mail.calendar!.content));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const invite = new ICAL.Event(vevent);
    expect(invite.uid).toBe(`${event.id}@events.eo-apac`);
    expect(invite.sequence).toBe(0);
    expect(invite.summary).toBe(event.title);
    const attendees = vevent.getAllProperties('attendee');
    expect(attendees.map((attendee) => attendee.getFirstValue())).toEqual([`mailto:${member.email}`]);
    expect(attendees[0]!.getParameter('partstat')).toBe('ACCEPTED');
  });

  test('a going member cancels: the first waiting member gets "A place opened: you are going" with an invite', async ({ page, browser }) => {
    // Two members, two browser contexts, three outbox runs.
    test.slow();
    const event = await plantEvent({ capacity: 1 });
    const first = await createUser('Gus Going');
    const waiting = await createUser('Wren Waiting');
    await signIn(page, first, `/events/${event.id}`);
    const facts = page.getByRole('complementary', { name: 'Event details' });
    await facts.getByRole('button', { name: "I'm going" }).click();
    await expect(page.getByText("You're going!", { exact: true })).toBeVisible();

    const secondContext = await browser.newContext();
    const second = await secondContext.newPage();
    await signIn(second, waiting, `/events/${event.id}`);
    await second.getByRole('complementary', { name: 'Event details' }).getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(second.getByText("The event is full: you're on the waitlist.", { exact: true })).toBeVisible();
    await runScheduledJobs();
    const onWaitlist = await latestEmail(waiting.email);
    expect(onWaitlist.subject).toBe(`You are on the waitlist: ${event.title}`);

    await facts.getByRole('button', { name: 'Cancel my place' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel my place' }).click();
    await expect(page.getByText('Your place is cancelled.', { exact: true })).toBeVisible();
    await runScheduledJobs();

    const promoted = await latestEmail(waiting.email, onWaitlist.id);
    expect(promoted.subject).toBe(`A place opened: you are going to ${event.title}`);
    await page.goto(eventLinkIn(promoted.text, event.id));
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    const invite = new ICAL.Event(new ICAL.Component(ICAL.parse(promoted.calendar!.content)).getFirstSubcomponent('vevent')!);
    expect(invite.uid).toBe(`${event.id}@events.eo-apac`);
    expect(invite.attendees.map((attendee) => attendee.getFirstValue())).toEqual([`mailto:${waiting.email}`]);

    const cancelled = await latestEmail(first.email);
    expect(cancelled.subject).toBe(`RSVP cancelled: ${event.title}`);
    await secondContext.close();
  });
});
