import { describe, expect, it } from 'vitest';
import { rsvpsClosed } from './RsvpPanel';

const none = { time: null, end_date: null, end_time: null, timezone: null };
const at = (iso: string) => new Date(iso).getTime();

describe('rsvpsClosed (the database\'s rule: RSVPs close when the event is over)', () => {
  it('closes an event without an end at its start, and says it has started', () => {
    const event = { ...none, date: '2030-01-15', time: '18:00', timezone: 'Asia/Singapore' };
    expect(rsvpsClosed(event, at('2030-01-15T09:59:00Z'))).toBeNull();
    expect(rsvpsClosed(event, at('2030-01-15T10:00:00Z'))).toBe('started');
  });

  it('keeps an event open until its end, then says it has ended', () => {
    const event = { ...none, date: '2030-01-15', time: '18:00', end_time: '21:00', timezone: 'Asia/Singapore' };
    expect(rsvpsClosed(event, at('2030-01-15T12:59:00Z'))).toBeNull();
    expect(rsvpsClosed(event, at('2030-01-15T13:00:00Z'))).toBe('ended');
  });

  it('keeps an all-day event without a zone open until its day is over everywhere (UTC-12)', () => {
    const event = { ...none, date: '2030-01-15' };
    expect(rsvpsClosed(event, at('2030-01-16T11:59:00Z'))).toBeNull();
    expect(rsvpsClosed(event, at('2030-01-16T12:00:00Z'))).toBe('ended');
  });
});
