import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isSameMonth, startOfMonth, startOfToday } from 'date-fns';
import { dayKey, parseDayKey } from './monthGrid';

/**
 * The selected day and the displayed month. Both start as today (SPEC section 4); `?date=YYYY-MM-DD`
 * opens that day, and the URL follows the selection so a member can share a day. A `?date=` that is
 * not a real day selects nothing ("Select a Date") and shows today's month.
 */
export function useSelectedDay() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useMemo(() => startOfToday(), []);
  const [selectedDay, setSelectedDay] = useState<Date | null>(() => (searchParams.has('date') ? parseDayKey(searchParams.get('date')) : today));
  const [month, setMonth] = useState(() => startOfMonth(parseDayKey(searchParams.get('date')) ?? today));

  const selectDay = useCallback(
    (day: Date) => {
      setSelectedDay(day);
      setMonth((current) => (isSameMonth(day, current) ? current : startOfMonth(day)));
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

  const showMonth = useCallback((next: Date) => setMonth(startOfMonth(next)), []);

  return { today, selectedDay, month, selectDay, showMonth };
}
