import { lazy, Suspense, useCallback } from 'react';
import { format } from 'date-fns';
import type { EventRow } from 'shared-data';
import { LazyDeleteEventDialog, LazyEventFormDialog } from 'shared-site';
import { CalendarSection } from '../features/calendar/CalendarSection';
import { CategoryLegendSection } from '../components/CategoryLegendSection';
import { EventCardActions } from '../features/calendar/EventCardActions';
import { EventsJsonLd } from '../features/calendar/EventsJsonLd';
import { MonthEventsSection } from '../features/calendar/MonthEventsSection';
import { useCalendarPage } from '../features/calendar/useCalendarPage';
import { EventsHero } from '../features/events-hero/EventsHero';
import { useEventsView } from '../features/list-view/eventsView';
import { ViewSwitch } from '../features/list-view/ViewSwitch';

/** The list view's code is fetched when it is asked for: most visits are to the month. */
const EventListView = lazy(() => import('../features/list-view/EventListView').then((module) => ({ default: module.EventListView })));

/**
 * /events: the hero, then the month calendar with the selected day's events, the month's list and
 * the category legend; or (`?view=list`) the searchable list.
 */
export function EventsPage() {
  const calendar = useCalendarPage();
  const { view, showView } = useEventsView();
  const { dialogs, status } = calendar;
  const { canManage, openEdit, openDelete } = dialogs;
  // Stable, so the memoized sections skip a render that changes nothing of theirs (a read starting).
  const renderActions = useCallback(
    (event: EventRow) => <EventCardActions event={event} canManage={canManage(event)} onEdit={openEdit} onDelete={openDelete} />,
    [canManage, openEdit, openDelete],
  );
  return (
    <>
      <EventsHero onAddEvent={dialogs.openCreate} />
      <ViewSwitch view={view} onChange={showView} />
      {view === 'list' ? (
        <Suspense fallback={null}>
          <EventListView />
        </Suspense>
      ) : (
        <>
          <CalendarSection
            month={calendar.month}
            today={calendar.today}
            selectedDay={calendar.selectedDay}
            eventsByDay={calendar.eventsByDay}
            dayEvents={calendar.dayEvents}
            status={status}
            onSelectDay={calendar.selectDay}
            onMonthChange={calendar.showMonth}
            renderActions={renderActions}
          />
          <MonthEventsSection monthKey={calendar.monthKey} events={calendar.monthEvents} status={status} renderActions={renderActions} />
          <CategoryLegendSection active={calendar.activeCategories} onToggle={calendar.toggleCategory} onClear={calendar.clearCategories} />
          <EventsJsonLd events={calendar.monthEvents} />
        </>
      )}
      {/* A new event starts on the selected day. */}
      <LazyEventFormDialog {...dialogs.form} initialDate={calendar.selectedDay ? format(calendar.selectedDay, 'yyyy-MM-dd') : undefined} />
      <LazyDeleteEventDialog {...dialogs.deletion} />
    </>
  );
}

export default EventsPage;
