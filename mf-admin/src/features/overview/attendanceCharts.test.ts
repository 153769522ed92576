import { describe, expect, it } from 'vitest';
import { attendanceCharts } from './attendanceCharts';

describe('attendanceCharts', () => {
  it('gives each event its check-in rate and sums no-shows per month, oldest month first', () => {
    const { rates, noShows } = attendanceCharts([
      { event_id: 'c', title: 'Dinner', date: '2026-03-20', going: 3, checked_in: 2 },
      { event_id: 'b', title: 'Breakfast', date: '2026-03-02', going: 10, checked_in: 10 },
      { event_id: 'a', title: 'Talk', date: '2026-01-15', going: 8, checked_in: 5 },
      { event_id: 'z', title: 'Empty', date: '2026-01-10', going: 0, checked_in: 0 },
    ]);
    expect(rates).toEqual([
      { label: 'Mar 20 · Dinner', value: 67 },
      { label: 'Mar 2 · Breakfast', value: 100 },
      { label: 'Jan 15 · Talk', value: 63 },
    ]);
    expect(noShows).toEqual([
      { label: 'Jan 2026', value: 3 },
      { label: 'Mar 2026', value: 1 },
    ]);
  });

  it('keeps at most the newest events for the rates', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ event_id: String(i), title: `E${i}`, date: `2026-02-${String(20 - i).padStart(2, '0')}`, going: 1, checked_in: 1 }));
    expect(attendanceCharts(rows, 5).rates.map((r) => r.label)).toEqual(['Feb 20 · E0', 'Feb 19 · E1', 'Feb 18 · E2', 'Feb 17 · E3', 'Feb 16 · E4']);
  });
});
