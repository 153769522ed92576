import type { MyRsvp } from 'shared-data/account';
import { rsvpState, splitRsvps } from './RsvpsSection';

const rsvp = (status: MyRsvp['status'], fields: Partial<MyRsvp['event']> = {}): MyRsvp => ({
  status,
  event: { id: fields.id ?? status, title: 'Event', date: '2030-01-15', time: '18:00', end_date: null, end_time: '20:00', timezone: 'Asia/Singapore', location: null, cancelled_at: null, ...fields },
});

describe("/account's RSVPs", () => {
  it('say each state in words, a cancelled event before any answer', () => {
    expect(['going', 'waitlist', 'pending', 'declined'].map((status) => rsvpState(rsvp(status as MyRsvp['status'])).label)).toEqual([
      'Going',
      'On the waitlist',
      'Pending approval',
      'Declined',
    ]);
    expect(rsvpState(rsvp('going', { cancelled_at: '2030-01-01T00:00:00Z' }))).toEqual({ label: 'Event cancelled', tone: 'danger' });
  });

  it('split into upcoming (soonest first) and past (latest first) at the event\'s end, in its zone', () => {
    const list = [rsvp('going', { id: 'a', date: '2030-01-10' }), rsvp('going', { id: 'b', date: '2030-01-15' }), rsvp('going', { id: 'c', date: '2030-01-20' })];
    // 2030-01-15 20:00 in Singapore is 12:00 UTC: b is over one minute later, not before.
    const before = splitRsvps(list, Date.parse('2030-01-15T11:59:00Z'));
    expect([before.upcoming.map((r) => r.event.id), before.past.map((r) => r.event.id)]).toEqual([['b', 'c'], ['a']]);
    const after = splitRsvps(list, Date.parse('2030-01-15T12:01:00Z'));
    expect([after.upcoming.map((r) => r.event.id), after.past.map((r) => r.event.id)]).toEqual([['c'], ['b', 'a']]);
  });
});
