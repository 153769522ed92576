import { defaultEventTimeZone, EVENT_TIME_ZONES } from './eventTimeZoneChoices';

describe('the zone a new event starts with', () => {
  const january = new Date('2030-01-15T00:00:00Z');

  it('is the organiser’s own when the form offers it', () => {
    for (const { zone } of EVENT_TIME_ZONES) expect(defaultEventTimeZone(zone, january)).toBe(zone);
  });

  it('else the first offered zone whose clock reads the same, else the regional hub’s', () => {
    expect(defaultEventTimeZone('Asia/Hong_Kong', january)).toBe('Asia/Singapore');
    expect(defaultEventTimeZone('Asia/Seoul', january)).toBe('Asia/Singapore');
    expect(defaultEventTimeZone('Australia/Hobart', january)).toBe('Australia/Sydney');
    expect(defaultEventTimeZone('America/Los_Angeles', january)).toBe('Asia/Singapore');
    expect(defaultEventTimeZone('Not/AZone', january)).toBe('Asia/Singapore');
  });
});
