import { useMemo } from 'react';
import { format } from 'date-fns';
import type { EventRow } from 'shared-data';
import { useCalendarEvents } from './useCalendarEvents';
import { useCategoryFilter } from './useCategoryFilter';
import { useEventDialogs } from './useEventDialogs';
import { useSelectedDay } from './useSelectedDay';
import { bucketEventsByDay, dayKey } from './monthGrid';

/** The same empty list every render, so the memoized sections see no change. */
const NO_EVENTS: EventRow[] = [];

/**
 * Everything the /events page shows and does, so the page only composes: the selected day and
 * month (in the URL), the month's events (read through the query cache, kept live), the legend's
 * filter, and the add/edit/delete dialogs.
 */
export function useCalendarPage() {
  const selection = useSelectedDay();
  const data = useCalendarEvents(selection.month);
  const filter = useCategoryFilter(data.events);
  const dialogs = useEventDialogs(data.applyLocalChange);

  const { visibleEvents } = filter;
  const eventsByDay = useMemo(() => bucketEventsByDay(visibleEvents), [visibleEvents]);
  const monthKey = format(selection.month, 'yyyy-MM');
  // The month's list is of upcoming events: in the current month it starts at today.
  const todayKey = dayKey(selection.today);
  const monthEvents = useMemo(
    () => visibleEvents.filter((event) => event.date.startsWith(monthKey) && (monthKey !== todayKey.slice(0, 7) || (event.end_date ?? event.date) >= todayKey)),
    [visibleEvents, monthKey, todayKey],
  );
  const dayEvents = selection.selectedDay ? (eventsByDay.get(dayKey(selection.selectedDay)) ?? NO_EVENTS) : NO_EVENTS;

  return {
    ...selection,
    status: data.status,
    eventsByDay,
    monthKey,
    monthEvents,
    dayEvents,
    activeCategories: filter.activeCategories,
    toggleCategory: filter.toggleCategory,
    clearCategories: filter.clearCategories,
    dialogs,
  };
}
