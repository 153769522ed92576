/**
 * One email layout for every outbox kind (issue 43, item 7), and text people typed never made a
 * link (issue 42, finding 3): every kind's renderer is run on a payload as the database writes it,
 * and what a reader sees is checked, in the HTML and the text part: the site's header band, the
 * footer that fits the kind, "Can't go?" to the event page's Cancel in the confirmations, the
 * short check-in reference, who changed an event, and no link made of a place or a title.
 */
import { describe, expect, it } from 'vitest';
import { checkInReference } from '../../supabase/functions/outbox-worker/kinds/checkInCode.ts';
import { rendererFor } from '../../supabase/functions/outbox-worker/kinds/index.ts';
import { unlinkable } from '../../supabase/functions/outbox-worker/kinds/layout.ts';
import { newsletterText } from '../../supabase/functions/outbox-worker/kinds/newsletterText.ts';
import type { OutboxMessage, RenderContext, RenderedEmail } from '../../supabase/functions/outbox-worker/kinds/types.ts';

const SITE = 'https://eo-apac.test';
const EVENT_ID = '11111111-2222-4333-8444-555555555555';
const MEMBER_ID = '99999999-8888-4777-8666-555555555555';
const PHISHING = 'URGENT: your account is suspended, verify at https://evil.example/login or www.evil.example';
const CODE = `EO1.${EVENT_ID}.${MEMBER_ID}.0123456789abcdef0123456789abcdef`;

const event = {
  id: EVENT_ID,
  title: 'Founders breakfast',
  description: 'Coffee first.',
  date: '2030-03-10',
  time: '08:00:00',
  end_date: null,
  end_time: '10:00:00',
  timezone: 'Asia/Singapore',
  location: PHISHING,
  online_url: 'https://meet.example/founders',
  category: 'Networking',
  sequence: 2,
  starts_at: '2030-03-10T00:00:00+00:00',
  updated_at: '2030-01-01T00:00:00+00:00',
  organiser_name: 'Olive Organiser',
};
const recipient = { user_id: MEMBER_ID, name: 'Gina Going', status: 'going', time_zone: null };
const member = { name: 'Gina Going', email: 'gina@example.com', timezone: null };

function context(kind: string): RenderContext {
  const message: OutboxMessage = { id: 1, kind, dedupe_key: `${kind}:test`, event_id: EVENT_ID, newsletter_id: null, recipient_user_id: MEMBER_ID, recipient_email: 'gina@example.com', payload: {}, attempts: 1, claim: '00000000-0000-4000-8000-000000000001' };
  return {
    siteUrl: SITE,
    eventUrl: (id) => `${SITE}/events/${id}`,
    preferencesUrl: `${SITE}/account#notifications`,
    unsubscribeUrl: async (k) => `https://api.eo-apac.test/functions/v1/notifications?token=${k}`,
    sender: { name: 'EO Asia Pacific', address: 'no-reply@eo-apac.test' },
    message,
  };
}

/** Every kind the database queues, with a payload as it writes it. */
const PAYLOADS: Record<string, Record<string, unknown>> = {
  rsvp_confirmation: { event, member, status: 'going', check_in_code: CODE },
  rsvp_promoted: { event, member, status: 'going', check_in_code: CODE },
  rsvp_waitlist: { event, member, status: 'waitlist' },
  rsvp_pending: { event, member, status: 'pending' },
  rsvp_declined: { event, member, status: 'declined' },
  rsvp_cancelled: { event, member, status: 'cancelled' },
  event_changed: { event, previous: { ...event, location: 'Marina Bay', time: '07:00:00' }, changed_by: ['Olive Organiser', 'Local Admin'], recipient },
  event_cancelled: { event, reason: `Moved to ${PHISHING}`, recipient },
  reminder_24h: { event, starts_at: event.starts_at, recipient },
  reminder_1h: { event, starts_at: event.starts_at, recipient },
  organiser_message: { event, message: { id: 'm1', subject: 'Parking', body: 'Use the east gate: https://maps.example/gate', sender_name: 'Olive Organiser', reply_to: { name: 'Olive Organiser', email: 'olive@example.com' } }, recipient },
  approval_requested: { event, requester: { name: 'Ann Asker' }, pending_count: 2, recipient: { ...recipient, status: 'organiser' } },
  newsletter: { issue_id: 'i1', slug: 'november', subject: 'November news', markdown: 'Hello **members**.' },
  newsletter_test: { issue_id: 'i1', slug: 'november', subject: 'November news', markdown: 'Hello **members**.', test: true },
  account_deleted: { name: 'Gina Going', email: 'gina@example.com', deleted_at: '2030-03-01T06:30:00Z', time_zone: null, rsvps: 1, events_removed: 2, events_kept: 0, newsletter: false },
};

async function render(kind: string): Promise<RenderedEmail> {
  const renderer = rendererFor(kind);
  expect(renderer, `a renderer for ${kind}`).toBeDefined();
  process.env.SUPABASE_URL ??= 'https://api.eo-apac.test';
  process.env.NEWSLETTER_SIGNING_SECRET ??= 'test-secret-for-the-layout-test-0123456789';
  return renderer!(PAYLOADS[kind]!, context(kind));
}

/** The href of every link of an HTML part. */
const links = (html: string) => [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

describe('one layout for every kind', () => {
  it.each(Object.keys(PAYLOADS))('%s: the branded header, a heading, a footer saying why and linking the site', async (kind) => {
    const email = await render(kind);
    // The header band every kind shares (the RSVP confirmation's), and its viewport for phones.
    expect(email.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(email.html).toMatch(/<td style="padding:20px 24px;background:#0066cc;color:#ffffff;font-size:20px;font-weight:bold;[^"]*">EO Asia Pacific<\/td>/);
    expect(email.html).toMatch(/<h1 style="font-size:22px;/);
    expect(email.html).toMatch(/<p style="font-size:13px;line-height:1.5;color:#4f5868;margin:0 0 8px">You receive this because /);
    expect(links(email.html)).toContain(SITE);
    expect(email.text.startsWith('EO Asia Pacific\n\n')).toBe(true);
    expect(email.text).toMatch(/\n--\nYou receive this because [^\n]+\nEO Asia Pacific: https:\/\/eo-apac\.test\n/);
  });

  it('the footer fits the kind: a cancellation never says the member is going', async () => {
    const reasons: Record<string, string> = {};
    for (const kind of Object.keys(PAYLOADS)) reasons[kind] = /\n--\n([^\n]+)\n/.exec((await render(kind)).text)![1]!;
    expect(reasons.rsvp_cancelled).toBe('You receive this because you cancelled your RSVP to Founders breakfast.');
    expect(reasons.event_cancelled).toBe('You receive this because you had a place at Founders breakfast. Changes to an event and its cancellation are always emailed.');
    expect(reasons.rsvp_waitlist).toBe('You receive this because you joined the waitlist for Founders breakfast.');
    expect(reasons.rsvp_declined).toBe('You receive this because you asked to join Founders breakfast.');
    expect(reasons.approval_requested).toBe('You receive this because you organise Founders breakfast.');
    expect(reasons.newsletter).toBe('You receive this because you subscribed to the EO Asia Pacific newsletter.');
    for (const kind of ['rsvp_cancelled', 'rsvp_declined', 'event_cancelled']) {
      const email = await render(kind);
      expect(email.text.toLowerCase()).not.toContain('you are going to');
      expect(email.html.toLowerCase()).not.toContain('you are going to');
    }
  });
});

describe('what people typed is never a link', () => {
  it('a place, a title and a reason are written so no mail client links them; only the online link and the site\'s own pages are links', async () => {
    for (const kind of Object.keys(PAYLOADS).filter((k) => !k.startsWith('newsletter'))) {
      const email = await render(kind);
      for (const href of links(email.html)) {
        expect(href, `${kind} links ${href}`).toMatch(/^(https:\/\/eo-apac\.test(\/|$)|https:\/\/meet\.example\/founders$|https:\/\/maps\.example\/gate$|https:\/\/api\.eo-apac\.test\/)/);
      }
      expect(email.html).not.toContain('evil.example');
      expect(email.text).not.toContain('evil.example');
      expect(email.text).not.toMatch(/https?:\/\/evil/);
    }
    const changed = await render('event_changed');
    expect(changed.text).toContain('Where: URGENT: your account is suspended, verify at https[:]//evil[.]example/login or www[.]evil[.]example');
    expect(changed.html).toContain('verify at https[:]//evil[.]example/login');
  });

  it('the online link is a link only when it is http(s)', async () => {
    const confirmation = await render('rsvp_confirmation');
    expect(links(confirmation.html)).toContain('https://meet.example/founders');
    const renderer = rendererFor('rsvp_confirmation')!;
    const sneaky = await renderer({ ...PAYLOADS.rsvp_confirmation, event: { ...event, online_url: 'javascript:alert(1)' } }, context('rsvp_confirmation'));
    expect(links(sneaky.html).some((href) => href.startsWith('javascript'))).toBe(false);
    expect(sneaky.text).toContain('Online: javascript[:]alert(1)');
  });

  it('reads like what was typed, with nothing but addresses touched', () => {
    expect(unlinkable('Marina Bay Sands, Level 3 (Dr. Tan), 6:30 p.m.')).toBe('Marina Bay Sands, Level 3 (Dr. Tan), 6:30 p.m.');
    expect(unlinkable('東京ビジネスフォーラム, 渋谷')).toBe('東京ビジネスフォーラム, 渋谷');
    expect(unlinkable('see evil.example/login.')).toBe('see evil[.]example/login.');
    expect(unlinkable('HTTPS://Evil.Example/x')).toBe('HTTPS[:]//Evil[.]Example/x');
  });
});

/** Every payload with a link-shaped text in each field a member or an admin types that may reach a header. */
function typedAsLinks(kind: string): Record<string, unknown> {
  const link = 'verify at https://evil.example/login or www.evil.example';
  const payload = PAYLOADS[kind]!;
  return {
    ...payload,
    ...(payload.event ? { event: { ...(payload.event as object), title: `Breakfast, ${link}` } } : {}),
    ...(payload.subject ? { subject: `November news: ${link}` } : {}),
    ...(payload.requester ? { requester: { name: `Ann, ${link}` } } : {}),
    ...(payload.message
      ? { message: { ...(payload.message as object), subject: `Parking: ${link}`, sender_name: `Olive, ${link}`, reply_to: { name: `Olive, ${link}`, email: 'olive@example.com' } } }
      : {}),
  };
}

describe('what people typed is never a link in a header either (issue 55, finding 7)', () => {
  // The goodbye email's subject carries nothing anyone typed; it is checked below as the fixed text it is.
  const typedSubjects = Object.keys(PAYLOADS).filter((kind) => kind !== 'account_deleted');
  it.each(typedSubjects)('%s: the subject writes a typed address as the body does', async (kind) => {
    const email = await rendererFor(kind)!(typedAsLinks(kind), context(kind));
    expect(email.subject).toContain('https[:]//evil[.]example/login or www[.]evil[.]example');
    expect(email.subject).not.toMatch(/evil\.example|:\/\/|www\./);
  });

  it('account_deleted: the subject is the fixed goodbye, whatever the payload says', async () => {
    const email = await rendererFor('account_deleted')!(typedAsLinks('account_deleted'), context('account_deleted'));
    expect(email.subject).toBe('Your EO Asia Pacific account is deleted');
  });

  it("the approval request: the requester's chosen name, as the review sent it, is no link in the subject", async () => {
    const email = await rendererFor('approval_requested')!({ ...PAYLOADS.approval_requested, requester: { name: 'Security team: verify at https://evil.example/login' } }, context('approval_requested'));
    expect(email.subject).toBe('Security team: verify at https[:]//evil[.]example/login asks to join Founders breakfast');
    expect(email.text).toContain('Security team: verify at https[:]//evil[.]example/login asked for a place');
  });

  it("an organiser's Reply-To name is no link, and their address stays as it is", async () => {
    const email = await rendererFor('organiser_message')!(typedAsLinks('organiser_message'), context('organiser_message'));
    expect(email.replyTo).toEqual({ name: 'Olive, verify at https[:]//evil[.]example/login or www[.]evil[.]example', address: 'olive@example.com' });
  });
});

describe('what each kind says', () => {
  it('confirmations: "Can\'t go?" opens the event page\'s Cancel, and the text part gives the short check-in reference, not the code', async () => {
    for (const kind of ['rsvp_confirmation', 'rsvp_promoted']) {
      const email = await render(kind);
      expect(email.text).toContain(`Can't go? Cancel your place on the event page: ${SITE}/events/${EVENT_ID}#cancel`);
      expect(links(email.html)).toContain(`${SITE}/events/${EVENT_ID}#cancel`);
      expect(email.text).toContain(`Your check-in reference: ${checkInReference(CODE)}.`);
      expect(email.text).not.toContain(CODE);
      expect(email.html).toContain('src="cid:check-in-code@eo-apac"');
      expect(email.images).toHaveLength(1);
    }
    expect(checkInReference(CODE)).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('a change notice says who made the change', async () => {
    const email = await render('event_changed');
    expect(email.text).toContain('Changed by Olive Organiser and Local Admin.');
  });

  it('an organiser\'s message: Reply-To when they chose to show their address, its http(s) links kept', async () => {
    const email = await render('organiser_message');
    expect(email.replyTo).toEqual({ name: 'Olive Organiser', address: 'olive@example.com' });
    expect(email.text).toContain('Reply to this email to answer Olive Organiser directly.');
    const renderer = rendererFor('organiser_message')!;
    const hidden = await renderer({ ...PAYLOADS.organiser_message, message: { ...(PAYLOADS.organiser_message!.message as object), reply_to: null } }, context('organiser_message'));
    expect(hidden.replyTo).toBeUndefined();
    expect(hidden.text).toContain('Replies to this email are not read');
  });

  it('a request to join: to the organiser, with who asked and the way to the attendee list', async () => {
    const email = await render('approval_requested');
    expect(email.subject).toBe('Ann Asker asks to join Founders breakfast');
    expect(email.text).toContain('2 requests are waiting for your answer.');
    expect(email.text).toContain(`Review the request: ${SITE}/events/${EVENT_ID}#attendees-heading`);
    expect(email.unsubscribe).toContain('approval_requested');
  });
});

describe('issue 56: in the reader\'s own time, the newsletter as text, the goodbye', () => {
  it('gives the event\'s time and the reader\'s, in their zone; UTC only when none is known', async () => {
    const confirm = rendererFor('rsvp_confirmation')!;
    const inTokyo = await confirm({ ...PAYLOADS.rsvp_confirmation, member: { ...member, timezone: 'Asia/Tokyo' } }, context('rsvp_confirmation'));
    expect(inTokyo.text).toContain('When: Sunday, March 10, 2030, 8:00 AM SGT (9:00 AM JST your time), until 10:00 AM');
    expect((await render('rsvp_confirmation')).text).toContain('When: Sunday, March 10, 2030, 8:00 AM SGT (12:00 AM UTC), until 10:00 AM');
    const request = rendererFor('approval_requested')!;
    const inSydney = await request({ ...PAYLOADS.approval_requested, recipient: { ...recipient, status: 'organiser', time_zone: 'Australia/Sydney' } }, context('approval_requested'));
    expect(inSydney.text).toContain('When: Sunday, March 10, 2030, 8:00 AM SGT (11:00 AM AEDT your time), until 10:00 AM');
    // The organiser sees the join link (they run the event).
    expect(inSydney.text).toContain('Online: https://meet.example/founders');
    const reminder = rendererFor('reminder_24h')!;
    const inSeoul = await reminder({ ...PAYLOADS.reminder_24h, recipient: { ...recipient, time_zone: 'Asia/Seoul' } }, context('reminder_24h'));
    expect(inSeoul.text).toContain('8:00 AM SGT (9:00 AM KST your time)');
  });

  it('writes a newsletter\'s text part from its parsed Markdown: headings, lists, quotes and links read as text', async () => {
    const markdown = [
      '# Hello members',
      '',
      'The **Tokyo chapter** meets *soon*, see [our events](/events) or <https://eo-apac.example/x>.',
      '',
      '## What is on',
      '',
      '- Breakfast',
      '- Dinner, with',
      '  1. wine',
      '  2. talks',
      '',
      '> A quote',
      '> on two lines',
      '',
      '3. third',
      '4. fourth',
      '',
      '---',
      '',
      'Write to [us](mailto:hello@eo-apac.example), not [them](javascript:alert(1)).',
      '',
      '<script>alert(1)</script>',
    ].join('\n');
    expect(newsletterText(markdown, SITE)).toBe(
      [
        'Hello members',
        '=============',
        '',
        `The Tokyo chapter meets soon, see our events (${SITE}/events) or https://eo-apac.example/x.`,
        '',
        'What is on',
        '==========',
        '',
        '- Breakfast',
        '- Dinner, with',
        '  1. wine',
        '  2. talks',
        '',
        '> A quote',
        '> on two lines',
        '',
        '3. third',
        '4. fourth',
        '',
        '----',
        '',
        'Write to us (hello@eo-apac.example), not them.',
        '',
        '<script>alert(1)</script>',
      ].join('\n'),
    );
    const email = await render('newsletter');
    expect(email.text).toContain('Hello members.');
    expect(email.text).not.toContain('**');
  });

  it('confirms a deleted account in words that fit its counts, at the time in the member\'s zone', async () => {
    const goodbye = rendererFor('account_deleted')!;
    const email = await render('account_deleted');
    expect(email.subject).toBe('Your EO Asia Pacific account is deleted');
    expect(email.text).toContain('Your EO Asia Pacific account was deleted on Friday, March 1, 2030 at 6:30 AM UTC.');
    expect(email.text).toContain('Your profile and your 1 RSVP were deleted with it.');
    expect(email.text).toContain('The 2 events you created were removed from the calendar.');
    const nothing = await goodbye({ ...PAYLOADS.account_deleted, time_zone: 'Asia/Singapore', rsvps: 0, events_removed: 0, newsletter: true }, context('account_deleted'));
    expect(nothing.text).toContain('was deleted on Friday, March 1, 2030 at 2:30 PM SGT.');
    expect(nothing.text).toContain('Your profile was deleted with it.');
    expect(nothing.text).not.toMatch(/\b0 /);
    expect(nothing.text).not.toContain('events you created');
    expect(nothing.text).toContain('The newsletter still comes to this address');
    const staff = await goodbye({ ...PAYLOADS.account_deleted, rsvps: 3, events_removed: 0, events_kept: 1 }, context('account_deleted'));
    expect(staff.text).toContain('Your profile and your 3 RSVPs were deleted with it.');
    expect(staff.text).toContain('The event you created stays on the calendar without an organiser.');
  });
});
