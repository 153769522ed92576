import { eventStartIso, formatEventTime } from './formatEventTime';

describe('formatEventTime', () => {
  it('names the zone and adds the viewer’s time when it differs', () => {
    const label = formatEventTime({ date: '2026-12-03', time: '19:00:00', timezone: 'Asia/Singapore' }, 'Australia/Sydney');
    expect(label).toEqual({ label: '7:00 PM SGT', viewerLabel: '10:00 PM AEDT (your time)' });
  });

  it('shows a time whose stored zone this browser does not know as written, and never throws', () => {
    // "Factory" is in Postgres's zone list but not in ICU's; the page must survive any stored value.
    const event = { date: '2026-12-03', time: '10:00:00', timezone: 'Factory' };
    expect(formatEventTime(event, 'Asia/Singapore')).toEqual({ label: '10:00 AM', viewerLabel: null });
    expect(eventStartIso(event)).toBe('2026-12-03T10:00:00');
  });
});
