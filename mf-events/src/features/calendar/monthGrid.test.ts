import { eventRow } from 'shared-data/testing';
import { bucketEventsByDay, cellEvents, dayCellLabel, dayForKey, dayKey, gridRange, monthGridWeeks, parseDayKey } from './monthGrid';

const event = (id: string, date: string) => eventRow(id, date);

describe('month grid', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('lays November 2026 out in whole weeks, Sunday first', () => {
    const weeks = monthGridWeeks(new Date(2026, 10, 15));
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(dayKey(weeks[0]![0]!)).toBe('2026-11-01'); // 1 November 2026 is a Sunday
    expect(weeks[0]![0]!.getDay()).toBe(0);
    expect(dayKey(weeks[4]![6]!)).toBe('2026-12-05');
    expect(gridRange(new Date(2026, 10, 1))).toEqual({ from: '2026-11-01', to: '2026-12-05' });
  });

  it('crosses the year end: December 2026 runs into January 2027', () => {
    expect(gridRange(new Date(2026, 11, 1))).toEqual({ from: '2026-11-29', to: '2027-01-02' });
    expect(gridRange(new Date(2027, 0, 1))).toEqual({ from: '2026-12-27', to: '2027-02-06' });
  });

  it.each([
    ['Australia/Sydney', 9, '2026-10-04'], // DST starts 4 October 2026
    ['America/New_York', 2, '2026-03-08'], // DST starts 8 March 2026
    ['Europe/London', 9, '2026-10-25'], // DST ends 25 October 2026
  ])('never skips or repeats a day across a DST change in %s', (zone, monthIndex, dstDay) => {
    process.env.TZ = zone;
    const days = monthGridWeeks(new Date(2026, monthIndex, 1)).flat().map(dayKey);
    expect(new Set(days).size).toBe(days.length);
    expect(days).toContain(dstDay);
    for (let i = 1; i < days.length; i += 1) {
      const gap = (Date.parse(`${days[i]}T00:00:00Z`) - Date.parse(`${days[i - 1]}T00:00:00Z`)) / 86_400_000;
      expect(gap).toBe(1);
    }
  });

  it('lists three events a day, then "+N more"', () => {
    const day = ['a', 'b', 'c', 'd', 'e'].map((id) => event(id, '2026-11-25'));
    const buckets = bucketEventsByDay([...day, event('f', '2026-11-26')]);
    expect(buckets.get('2026-11-25')).toHaveLength(5);
    const { shown, moreCount } = cellEvents(buckets.get('2026-11-25'));
    expect(shown.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(moreCount).toBe(2);
    expect(cellEvents(buckets.get('2026-11-26'))).toMatchObject({ moreCount: 0 });
    expect(cellEvents(undefined)).toEqual({ shown: [], moreCount: 0 });
  });

  it('moves focus as the WAI-ARIA grid pattern says', () => {
    const wed = new Date(2026, 10, 25);
    expect(dayKey(dayForKey('ArrowRight', wed)!)).toBe('2026-11-26');
    expect(dayKey(dayForKey('ArrowLeft', wed)!)).toBe('2026-11-24');
    expect(dayKey(dayForKey('ArrowDown', wed)!)).toBe('2026-12-02');
    expect(dayKey(dayForKey('ArrowUp', wed)!)).toBe('2026-11-18');
    expect(dayKey(dayForKey('Home', wed)!)).toBe('2026-11-22');
    expect(dayKey(dayForKey('End', wed)!)).toBe('2026-11-28');
    expect(dayKey(dayForKey('PageDown', new Date(2027, 0, 31))!)).toBe('2027-02-28');
    expect(dayKey(dayForKey('PageUp', wed)!)).toBe('2026-10-25');
    expect(dayForKey('Tab', wed)).toBeNull();
  });

  it('names a day cell by its full date and count', () => {
    expect(dayCellLabel(new Date(2026, 10, 25), 5)).toBe('Wednesday, November 25, 2026, 5 events');
    // Not read yet, or the read failed: the date alone, never "no events".
    expect(dayCellLabel(new Date(2026, 10, 27), null)).toBe('Friday, November 27, 2026');
    expect(dayCellLabel(new Date(2026, 10, 26), 1)).toBe('Thursday, November 26, 2026, 1 event');
    expect(dayCellLabel(new Date(2026, 10, 27), 0)).toBe('Friday, November 27, 2026, no events');
  });

  it('accepts only real days in deep links', () => {
    expect(dayKey(parseDayKey('2026-11-25')!)).toBe('2026-11-25');
    expect(parseDayKey('2026-02-30')).toBeNull();
    expect(parseDayKey('tomorrow')).toBeNull();
    expect(parseDayKey(null)).toBeNull();
  });
});
