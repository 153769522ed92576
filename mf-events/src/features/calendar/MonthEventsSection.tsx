import { memo, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Band, Button, ErrorState, List, SectionHeading } from 'shared-ui';
import type { EventRow } from 'shared-data';
import { EventCard } from 'shared-site';
import type { CalendarLoadStatus } from './useCalendarEvents';

/** The list shows this many events, then "Show more" (README, events calendar). */
const PAGE = 12;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 1.5rem;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const CardList = styled(List).attrs({ $layout: 'cards', $min: '280px', $gap: '1.25rem' })``;

export interface MonthEventsSectionProps {
  monthKey: string;
  events: EventRow[];
  status: CalendarLoadStatus;
  renderActions: (event: EventRow) => ReactNode;
}

/**
 * The band "Upcoming Events": the displayed month's events, a page at a time: never thousands of cards at once.
 * A failed read shows the failure with Retry, not "No events this month".
 */
export const MonthEventsSection = memo(function MonthEventsSection({ monthKey, events, status, renderActions }: MonthEventsSectionProps) {
  const [shown, setShown] = useState(PAGE);
  useEffect(() => setShown(PAGE), [monthKey]);
  return (
    <Band tone="subtle" labelledBy="month-events-heading">
      <SectionHeading id="month-events-heading">Upcoming Events</SectionHeading>
      {status.isError ? (
        <ErrorState title="We couldn't load this month's events." onRetry={status.retry} isRetrying={status.isRetrying} />
      ) : status.isLoading ? (
        <Note role="status">Loading events...</Note>
      ) : events.length === 0 ? (
        <Note>No events this month</Note>
      ) : (
        <>
          <p>
            Showing {Math.min(shown, events.length)} of {events.length} events
          </p>
          <CardList>
            {events.slice(0, shown).map((event) => (
              <li key={event.id}>
                <EventCard event={event} headingLevel="h3" actions={renderActions(event)} />
              </li>
            ))}
          </CardList>
          {events.length > shown ? (
            <Footer>
              <Button type="button" $variant="outline" onClick={() => setShown((n) => n + PAGE)}>
                Show more ({events.length - shown} more)
              </Button>
            </Footer>
          ) : null}
        </>
      )}
    </Band>
  );
});
