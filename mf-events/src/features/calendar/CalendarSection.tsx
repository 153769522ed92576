import { memo, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Band, ButtonAnchor, media } from 'shared-ui';
import { getAppConfig, type EventRow } from 'shared-data';
import { eventsFeedUrl } from 'page-head/event';
import { CalendarGrid } from './CalendarGrid';
import { DayEventsPanel } from './DayEventsPanel';
import { dayKey } from './monthGrid';
import type { CalendarLoadStatus } from './useCalendarEvents';

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/** Brought into view below the sticky header, its heading clear of it (issue 56, item 13). */
const DayPanel = styled.div`
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
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

export interface CalendarSectionProps {
  month: Date;
  today: Date;
  selectedDay: Date | null;
  eventsByDay: Map<string, EventRow[]>;
  dayEvents: EventRow[];
  status: CalendarLoadStatus;
  onSelectDay: (day: Date) => void;
  onMonthChange: (month: Date) => void;
  renderActions: (event: EventRow) => ReactNode;
}

/** The month grid with the calendar feed's address, beside the selected day's events. */
export const CalendarSection = memo(function CalendarSection({ month, today, selectedDay, eventsByDay, dayEvents, status, onSelectDay, onMonthChange, renderActions }: CalendarSectionProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // On a phone the day's events are below the grid: a tapped day brings them into view. Keyboard
  // selection leaves the page where it is, so the focused day stays on screen.
  const handleSelectDay = (day: Date, via: 'pointer' | 'keyboard') => {
    onSelectDay(day);
    if (via !== 'pointer') return;
    requestAnimationFrame(() => {
      const panel = panelRef.current;
      if (!panel || panel.getBoundingClientRect().top < window.innerHeight * 0.75) return;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      panel.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    });
  };
  return (
    <Band aria-label="Calendar">
      <Layout>
        <div>
          <CalendarGrid
            month={month}
            eventsByDay={eventsByDay}
            isLoaded={!status.isLoading && !status.isError}
            selectedDay={selectedDay}
            today={today}
            onSelectDay={handleSelectDay}
            onMonthChange={onMonthChange}
          />
          <FeedLink>
            <ButtonAnchor href={eventsFeedUrl(getAppConfig().functionsUrl)} $variant="outline" $size="sm">
              Subscribe to calendar
            </ButtonAnchor>
            <span>Add this calendar to Google Calendar, Outlook or Apple Calendar by its address; it stays up to date.</span>
          </FeedLink>
        </div>
        <DayPanel ref={panelRef}>
          <DayEventsPanel key={selectedDay ? dayKey(selectedDay) : 'none'} day={selectedDay} events={dayEvents} status={status} renderActions={renderActions} />
        </DayPanel>
      </Layout>
    </Band>
  );
});
