import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { format, isSameMonth, startOfMonth, startOfToday } from 'date-fns';
import styled from 'styled-components';
import { ButtonAnchor, Container, media, Section } from 'shared-ui';
import { getAppConfig, type EventCategory, type EventInput, type EventRow } from 'shared-data';
import { useAuth } from 'shared-auth';
import { DeleteEventDialog, displayCategory, EventFormDialog, preloadEventDialogs } from 'shared-site';
import { CalendarGrid } from '../features/calendar/CalendarGrid';
import { CategoryLegend } from '../features/calendar/CategoryLegend';
import { DayEventsPanel } from '../features/calendar/DayEventsPanel';
import { EventCardActions } from '../features/calendar/EventCardActions';
import { EventsJsonLd } from '../features/calendar/EventsJsonLd';
import { MonthEventList } from '../features/calendar/MonthEventList';
import { bucketEventsByDay, dayKey, gridRange, parseDayKey } from '../features/calendar/monthGrid';
import { useCalendarEvents } from '../features/calendar/useCalendarEvents';
import { useEventMutations } from '../features/event-actions/useEventMutations';
import { EventsHero } from '../features/events-hero/EventsHero';

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const FeedLink = styled.p`
  margin: 1rem 0 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

type FormState = { open: false } | { open: true; event: EventRow | null };

/** /events: month calendar, the selected day's events, the month's list and the category legend. */
export function EventsPage() {
  const { user } = useAuth();
  // A signed-in member can add and edit events: fetch the dialogs' code before they ask.
  useEffect(() => {
    if (user) preloadEventDialogs();
  }, [user]);
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useMemo(() => startOfToday(), []);
  // SPEC 4: selected date and displayed month start as today; `?date=` deep-links a day.
  const [selectedDay, setSelectedDay] = useState<Date | null>(() => (searchParams.has('date') ? parseDayKey(searchParams.get('date')) : today));
  const [month, setMonth] = useState(() => startOfMonth(parseDayKey(searchParams.get('date')) ?? today));
  const [activeCategories, setActiveCategories] = useState<ReadonlySet<EventCategory>>(new Set());
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleteTarget, setDeleteTarget] = useState<EventRow | null>(null);

  const range = useMemo(() => gridRange(month), [month]);
  const { events, isLoading, applyLocalChange } = useCalendarEvents(range);
  const { handleCreate, handleUpdate, handleDelete } = useEventMutations(applyLocalChange);

  const visibleEvents = useMemo(
    () => (activeCategories.size === 0 ? events : events.filter((event) => activeCategories.has(displayCategory(event)))),
    [events, activeCategories],
  );
  const eventsByDay = useMemo(() => bucketEventsByDay(visibleEvents), [visibleEvents]);
  const monthPrefix = format(month, 'yyyy-MM');
  const monthEvents = useMemo(() => visibleEvents.filter((event) => event.date.startsWith(monthPrefix)), [visibleEvents, monthPrefix]);
  const dayEvents = selectedDay ? (eventsByDay.get(dayKey(selectedDay)) ?? []) : [];

  const handleSelectDay = useCallback(
    (day: Date) => {
      setSelectedDay(day);
      if (!isSameMonth(day, month)) setMonth(startOfMonth(day));
      // The URL follows the selection, so a member can share a day.
      setSearchParams(
        (params) => {
          params.set('date', dayKey(day));
          return params;
        },
        { replace: true },
      );
    },
    [month, setSearchParams],
  );

  const handleToggleCategory = (category: EventCategory) =>
    setActiveCategories((current) => {
      const next = new Set(current);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });

  const renderActions = (event: EventRow) => (
    <EventCardActions
      event={event}
      canManage={user !== null && user.id === event.created_by}
      onEdit={(target) => setForm({ open: true, event: target })}
      onDelete={setDeleteTarget}
    />
  );

  const handleSubmit = (input: EventInput) =>
    form.open && form.event ? handleUpdate(form.event.id, input) : handleCreate(input);

  return (
    <>
      <EventsHero onAddEvent={() => setForm({ open: true, event: null })} />
      <Section aria-label="Calendar">
        <Container>
          <Layout>
            <div>
              <CalendarGrid
                month={month}
                eventsByDay={eventsByDay}
                selectedDay={selectedDay}
                today={today}
                onSelectDay={handleSelectDay}
                onMonthChange={setMonth}
              />
              <FeedLink>
                <ButtonAnchor href={`${getAppConfig().functionsUrl}/events-ics`} $variant="outline" $size="sm">
                  Subscribe to calendar
                </ButtonAnchor>
                <span>Add this calendar to Google Calendar, Outlook or Apple Calendar by its address; it stays up to date.</span>
              </FeedLink>
            </div>
            <DayEventsPanel
              key={selectedDay ? dayKey(selectedDay) : 'none'}
              day={selectedDay}
              events={dayEvents}
              isLoading={isLoading}
              renderActions={renderActions}
            />
          </Layout>
        </Container>
      </Section>
      <Section $tone="subtle">
        <Container>
          <MonthEventList monthKey={monthPrefix} events={monthEvents} isLoading={isLoading} renderActions={renderActions} />
        </Container>
      </Section>
      <Section>
        <Container>
          <CategoryLegend active={activeCategories} onToggle={handleToggleCategory} onClear={() => setActiveCategories(new Set())} />
        </Container>
      </Section>
      <EventsJsonLd events={monthEvents} />
      <EventFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((current) => (open ? current : { open: false }))}
        event={form.open ? form.event : null}
        onSubmit={handleSubmit}
      />
      <DeleteEventDialog event={deleteTarget} onClose={() => setDeleteTarget(null)} onConfirm={handleDelete} />
    </>
  );
}

export default EventsPage;
