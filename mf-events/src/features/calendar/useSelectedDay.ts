import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isSameMonth, startOfMonth } from 'date-fns';
import { useToday } from 'shared-ui';
import { dayKey, parseDayKey } from './monthGrid';

/**
 * The selected day and the displayed month. Both start as today (SPEC section 4); `?date=YYYY-MM-DD`
 * opens that day, and the URL follows the selection so a member can share a day. A `?date=` that is
 * not a real day selects nothing ("Select a Date") and shows today's month. The URL is the selection
 * (read on every render, so Back and a restored query show their day); the month stays with it
 * unless the arrows moved it.
 */
export function useSelectedDay() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useToday();
  const dateParam = searchParams.get('date');
  const selectedDay = useMemo(() => (dateParam === null ? today : parseDayKey(dateParam)), [dateParam, today]);
  /** A month shown with the arrows; null: the selected day's month (today's when none is). */
  const [browsedMonth, setBrowsedMonth] = useState<Date | null>(null);
  const month = useMemo(() => browsedMonth ?? startOfMonth(selectedDay ?? today), [browsedMonth, selectedDay, today]);

  const selectDay = useCallback(
    (day: Date) => {
      setBrowsedMonth((current) => (current !== null && isSameMonth(day, current) ? current : null));
      setSearchParams(
        (params) => {
          params.set('date', dayKey(day));
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const showMonth = useCallback((next: Date) => setBrowsedMonth(startOfMonth(next)), []);

  return { today, selectedDay, month, selectDay, showMonth };
}
