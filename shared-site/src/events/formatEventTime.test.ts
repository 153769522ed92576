import { eventEndsAt, eventStartIso, formatEventTime } from './formatEventTime';

describe('formatEventTime', () => {
  it('names the zone and adds the viewer’s time when it differs, in one line', () => {
    const label = formatEventTime({ date: '2026-12-03', time: '19:00:00', timezone: 'Asia/Singapore' }, 'Australia/Sydney');
    expect(label).toEqual({ label: '7:00 PM SGT', elsewhere: '10:00 PM AEDT your time', text: '7:00 PM SGT (10:00 PM AEDT your time)' });
  });

  it('says the day too when the viewer’s is another', () => {
    const label = formatEventTime({ date: '2026-12-03', time: '09:00', timezone: 'Asia/Tokyo' }, 'America/Los_Angeles');
    expect(label?.text).toBe('9:00 AM JST (Wed, Dec 2, 4:00 PM PST your time)');
  });

  it('says nothing more where the viewer’s offset is the event’s', () => {
    expect(formatEventTime({ date: '2026-12-03', time: '19:00', timezone: 'Asia/Singapore' }, 'Asia/Kuala_Lumpur')?.text).toBe('7:00 PM SGT');
  });

  it('labels an event without a zone as local time', () => {
    expect(formatEventTime({ date: '2026-12-03', time: '18:30', timezone: null }, 'Australia/Sydney')).toEqual({ label: '6:30 PM local time', elsewhere: null, text: '6:30 PM local time' });
  });

  it('shows a time whose stored zone this browser does not know as local time, and never throws', () => {
    // "Factory" is in Postgres's zone list but not in ICU's; the page must survive any stored value.
    const event = { date: '2026-12-03', time: '10:00:00', timezone: 'Factory' };
    expect(formatEventTime(event, 'Asia/Singapore')?.text).toBe('10:00 AM local time');
    expect(eventStartIso(event)).toBe('2026-12-03T10:00:00');
  });
});

describe('eventEndsAt (the database\'s rule for when RSVPs close)', () => {
  const none = { time: null, end_date: null, end_time: null, timezone: null };
  it.each([
    ['its end time, in its zone', { ...none, date: '2030-01-15', time: '18:00:00', end_time: '21:30:00', timezone: 'Asia/Singapore' }, '2030-01-15T13:30:00.000Z'],
    ['its end time on its last day', { ...none, date: '2030-01-15', time: '09:00', end_date: '2030-01-17', end_time: '17:00', timezone: 'Australia/Sydney' }, '2030-01-17T06:00:00.000Z'],
    ['the end of its last day, all day over several days', { ...none, date: '2030-01-30', end_date: '2030-01-31', timezone: 'Pacific/Auckland' }, '2030-01-31T11:00:00.000Z'],
    ['its start, with no end', { ...none, date: '2030-01-15', time: '18:00', timezone: 'Asia/Singapore' }, '2030-01-15T10:00:00.000Z'],
    ['the end of its day, all day', { ...none, date: '2030-12-31', timezone: 'Asia/Singapore' }, '2030-12-31T16:00:00.000Z'],
    ['the end of its day in UTC-12, without a zone', { ...none, date: '2030-01-15' }, '2030-01-16T12:00:00.000Z'],
    ['its start in UTC-12, in a zone this browser does not know', { ...none, date: '2030-01-15', time: '10:00', timezone: 'Factory' }, '2030-01-15T22:00:00.000Z'],
  ])('%s', (_label, event, expected) => {
    expect(eventEndsAt(event).toISOString()).toBe(expected);
  });
});
