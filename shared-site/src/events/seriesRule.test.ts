import { describe, expect, it } from 'vitest';
import { describeRule, repeatChoices, seriesRule } from './seriesRule';

describe('series rules', () => {
  it('offers the repeats of the first event\'s day', () => {
    expect(repeatChoices('2031-01-14').map((choice) => choice.label)).toEqual([
      'Does not repeat',
      'Weekly on Tuesday',
      'Every 2 weeks on Tuesday',
      'Monthly on the 2nd Tuesday',
      'Monthly on day 14',
    ]);
    // The 31st of January 2031 is a Friday, and the last one of its month.
    expect(repeatChoices('2031-01-31')[3]!.label).toBe('Monthly on the last Friday');
  });

  it('writes the RFC 5545 rule the database expands, capped at 52', () => {
    expect(seriesRule('2031-01-14', 'weekly', { kind: 'count', count: 10 })).toBe('FREQ=WEEKLY;INTERVAL=1;COUNT=10');
    expect(seriesRule('2031-01-14', 'biweekly', { kind: 'until', until: '2031-03-01' })).toBe('FREQ=WEEKLY;INTERVAL=2;UNTIL=20310301');
    expect(seriesRule('2031-01-14', 'monthly-weekday', { kind: 'count', count: 99 })).toBe('FREQ=MONTHLY;BYDAY=2TU;COUNT=52');
    expect(seriesRule('2031-01-31', 'monthly-weekday', { kind: 'count', count: 3 })).toBe('FREQ=MONTHLY;BYDAY=-1FR;COUNT=3');
    expect(seriesRule('2031-01-31', 'monthly-day', { kind: 'count', count: 4 })).toBe('FREQ=MONTHLY;BYMONTHDAY=31;COUNT=4');
    expect(seriesRule('2031-01-31', 'never', { kind: 'count', count: 4 })).toBeNull();
  });

  it('says a rule in words', () => {
    expect(describeRule('FREQ=WEEKLY;INTERVAL=1;COUNT=10')).toBe('Every week, 10 times');
    expect(describeRule('FREQ=WEEKLY;INTERVAL=2;UNTIL=20310301')).toBe('Every 2 weeks, until March 1, 2031');
    expect(describeRule('FREQ=MONTHLY;BYDAY=-1FR;COUNT=3')).toBe('Monthly on the last Friday, 3 times');
    expect(describeRule('FREQ=MONTHLY;BYMONTHDAY=15;COUNT=6')).toBe('Monthly on day 15, 6 times');
  });
});
