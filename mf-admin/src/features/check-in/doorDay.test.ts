import { dayIn, wrongDayWarning } from './doorDay';

const SINGAPORE_DINNER = { date: '2026-12-12', end_date: null, timezone: 'Asia/Singapore' };

describe("the door's day", () => {
  it("reads today in the event's zone, not the viewer's", () => {
    // 17:30 UTC on the 11th is already the 12th in Singapore (UTC+8), still the 11th in London.
    const now = new Date('2026-12-11T17:30:00Z');
    expect(dayIn('Asia/Singapore', now)).toBe('2026-12-12');
    expect(dayIn('Europe/London', now)).toBe('2026-12-11');
    expect(wrongDayWarning(SINGAPORE_DINNER, now)).toBeNull();
  });

  it('warns the day before and the day after, with the dates as the site writes them', () => {
    expect(wrongDayWarning(SINGAPORE_DINNER, new Date('2026-12-11T03:00:00Z'))).toBe(
      "Not the event's day: it is Friday, December 11 in Singapore, and this event has not started (Saturday, December 12, 2026). Check that this is the right event before you check anyone in.",
    );
    expect(wrongDayWarning(SINGAPORE_DINNER, new Date('2026-12-13T03:00:00Z'))).toMatch(/^Not the event's day: it is Sunday, December 13 in Singapore, and this event is over/);
  });

  it('takes every day of a multi-day event, and an event without a zone in the viewer’s days', () => {
    const summit = { date: '2026-12-12', end_date: '2026-12-14', timezone: 'Asia/Tokyo' };
    expect(wrongDayWarning(summit, new Date('2026-12-13T03:00:00Z'))).toBeNull();
    expect(wrongDayWarning(summit, new Date('2026-12-15T03:00:00Z'))).toContain('(Saturday, December 12 to Monday, December 14, 2026)');
    const noZone = { date: '2026-12-12', end_date: null, timezone: null };
    expect(wrongDayWarning(noZone, new Date(2026, 11, 12, 20, 0))).toBeNull();
    expect(wrongDayWarning(noZone, new Date(2026, 11, 10, 20, 0))).not.toContain(' in ');
  });
});
