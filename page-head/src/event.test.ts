import { eventEndIso, eventJsonLd, eventPreviewWhen, eventsFeedUrl, eventStartIso, eventTimeText, eventWhenText, wallClockToInstant, zoneAbbreviation } from './event.ts';

describe('wallClockToInstant (the one wall-clock conversion of the site, its feed and its emails)', () => {
  it.each([
    ['Singapore, no daylight saving time', '2030-01-15', '19:00', 'Asia/Singapore', '2030-01-15T11:00:00.000Z'],
    ['Sydney in summer (AEDT)', '2030-01-15', '19:00', 'Australia/Sydney', '2030-01-15T08:00:00.000Z'],
    ['Sydney in winter (AEST)', '2030-07-15', '19:00', 'Australia/Sydney', '2030-07-15T09:00:00.000Z'],
    ['Sydney the night the clocks go back (02:30 happens twice: standard time, the second)', '2030-04-07', '02:30', 'Australia/Sydney', '2030-04-06T16:30:00.000Z'],
    ['Sydney the night the clocks go forward (02:30 is skipped: after it)', '2030-10-06', '02:30', 'Australia/Sydney', '2030-10-05T16:30:00.000Z'],
    ['Adelaide, half an hour', '2030-07-15', '09:00', 'Australia/Adelaide', '2030-07-14T23:30:00.000Z'],
    ['Los Angeles', '2030-07-15', '09:00', 'America/Los_Angeles', '2030-07-15T16:00:00.000Z'],
  ])('%s', (_name, day, time, zone, expected) => {
    expect(wallClockToInstant(day, time, zone).toISOString()).toBe(expected);
  });

  it('refuses a zone the runtime does not know', () => {
    expect(() => wallClockToInstant('2030-01-15', '10:00', 'Not/AZone')).toThrow(RangeError);
  });
});

describe('the one time format', () => {
  const singapore = { date: '2030-01-15', time: '18:00:00', timezone: 'Asia/Singapore', end_date: null, end_time: '21:30:00' };

  it('names the event’s zone, and the viewer’s time when it reads differently, with the day when it is another', () => {
    expect(eventTimeText(singapore, { zone: 'Australia/Sydney', kind: 'yours' })?.text).toBe('6:00 PM SGT (9:00 PM AEDT your time)');
    expect(eventTimeText(singapore, { zone: 'Asia/Tokyo', kind: 'yours' })?.text).toBe('6:00 PM SGT (7:00 PM JST your time)');
    expect(eventTimeText(singapore, { zone: 'America/Los_Angeles', kind: 'yours' })?.text).toBe('6:00 PM SGT (2:00 AM PST your time)');
    expect(eventTimeText({ ...singapore, time: '08:00' }, { zone: 'America/Los_Angeles', kind: 'yours' })?.text).toBe('8:00 AM SGT (Mon, Jan 14, 4:00 PM PST your time)');
    expect(eventTimeText(singapore, { zone: 'Asia/Manila', kind: 'yours' })?.text).toBe('6:00 PM SGT');
    expect(eventTimeText(singapore, null)?.text).toBe('6:00 PM SGT');
  });

  it('gives UTC where an email cannot know the reader, and says "local time" for an event without a zone', () => {
    expect(eventTimeText(singapore, { zone: 'UTC', kind: 'utc' })?.text).toBe('6:00 PM SGT (10:00 AM UTC)');
    expect(eventTimeText({ ...singapore, timezone: 'UTC' }, { zone: 'UTC', kind: 'utc' })?.text).toBe('6:00 PM UTC');
    expect(eventTimeText({ ...singapore, timezone: null }, { zone: 'Australia/Sydney', kind: 'yours' })?.text).toBe('6:00 PM local time');
    expect(eventTimeText({ ...singapore, time: null }, null)).toBeNull();
  });

  it('names the abbreviations people in the region use, by the offset at the time', () => {
    expect(zoneAbbreviation('Australia/Sydney', new Date('2030-01-15T00:00:00Z'))).toBe('AEDT');
    expect(zoneAbbreviation('Australia/Sydney', new Date('2030-07-15T00:00:00Z'))).toBe('AEST');
    expect(zoneAbbreviation('Asia/Bangkok', new Date('2030-07-15T00:00:00Z'))).toBe('ICT');
    expect(zoneAbbreviation('Europe/London', new Date('2030-07-15T00:00:00Z'))).toBe('BST');
  });

  it('writes the whole "when" of emails and previews in the same words', () => {
    expect(eventWhenText(singapore, { zone: 'UTC', kind: 'utc' })).toBe('Tuesday, January 15, 2030, 6:00 PM SGT (10:00 AM UTC), until 9:30 PM');
    expect(eventPreviewWhen(singapore)).toBe('Tuesday, January 15, 2030 · 6:00 PM SGT');
    expect(eventPreviewWhen({ ...singapore, timezone: null, end_date: '2030-01-16' })).toBe('Tuesday, January 15, 2030 · 6:00 PM local time · to Wednesday, January 16, 2030');
  });
});

describe('an event’s JSON-LD (the page’s client and the event-page function alike)', () => {
  const event = {
    title: 'Founders dinner',
    description: 'Three courses.',
    date: '2030-01-15',
    time: '19:00',
    end_date: null,
    end_time: '21:30',
    timezone: 'Asia/Singapore',
    location: 'Marina Bay Sands, Singapore',
    has_online_link: true,
    image_url: null,
    category: null,
    cancelled_at: null,
  };

  it('says start and end with the offset, and a mixed event whose virtual place is the page', () => {
    const data = eventJsonLd(event, 'https://www.example.org/events/1');
    expect(data).toMatchObject({
      startDate: '2030-01-15T19:00:00+08:00',
      endDate: '2030-01-15T21:30:00+08:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      keywords: 'Other',
      location: [{ '@type': 'Place', name: 'Marina Bay Sands, Singapore' }, { '@type': 'VirtualLocation', url: 'https://www.example.org/events/1' }],
    });
    expect(eventJsonLd({ ...event, cancelled_at: '2030-01-01T00:00:00Z' }, 'https://x').eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it('writes times without a zone as written, and a day alone for an all-day event', () => {
    expect(eventStartIso({ ...event, timezone: null })).toBe('2030-01-15T19:00:00');
    expect(eventStartIso({ ...event, time: null })).toBe('2030-01-15');
    expect(eventEndIso({ ...event, time: null, end_time: null, end_date: '2030-01-16' })).toBe('2030-01-16');
  });
});

describe('the calendar feed’s address', () => {
  it('is the function’s, for the feed, one event and a member’s own', () => {
    expect(eventsFeedUrl('https://x.supabase.co/functions/v1')).toBe('https://x.supabase.co/functions/v1/events-ics');
    expect(eventsFeedUrl('https://x.supabase.co/functions/v1/', { id: 'a b' })).toBe('https://x.supabase.co/functions/v1/events-ics?id=a%20b');
    expect(eventsFeedUrl('https://x.supabase.co/functions/v1', { token: 'f00d' })).toBe('https://x.supabase.co/functions/v1/events-ics?token=f00d');
  });
});
