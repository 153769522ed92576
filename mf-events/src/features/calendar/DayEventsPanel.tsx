import { useState, type ReactNode } from 'react';
import { format } from 'date-fns';
import styled from 'styled-components';
import { Button, ErrorState, List } from 'shared-ui';
import type { EventRow } from 'shared-data';
import { EventCard } from 'shared-site';
import type { CalendarLoadStatus } from './useCalendarEvents';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 0.75rem;
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
`;

const EventList = styled(List).attrs({ $layout: 'stack', $gap: '1rem' })``;

/** The panel lists this many events, then "Show more" (README, events calendar). */
const PAGE = 10;

function countText(count: number): string {
  return count === 0 ? 'No events scheduled' : count === 1 ? '1 event' : `${count} events`;
}

export interface DayEventsPanelProps {
  day: Date | null;
  events: EventRow[];
  status: CalendarLoadStatus;
  renderActions: (event: EventRow) => ReactNode;
}

/**
 * The selected date's events (SPEC: "Select a Date" or the long date, a count or "No events
 * scheduled"). When the read failed it says so, with Retry: "No events scheduled" would claim the
 * day is free.
 */
export function DayEventsPanel({ day, events, status, renderActions }: DayEventsPanelProps) {
  const [shown, setShown] = useState(PAGE);
  const count = events.length;
  const isListed = day !== null && !status.isLoading && !status.isError;
  return (
    <Panel aria-labelledby="selected-day-heading" aria-busy={status.isLoading}>
      <h2 id="selected-day-heading">{day ? format(day, 'EEEE, MMMM d') : 'Select a Date'}</h2>
      {day && status.isError ? (
        <ErrorState title="We couldn't load the events." onRetry={status.retry} isRetrying={status.isRetrying} />
      ) : day ? (
        <p role="status">{status.isLoading ? 'Loading events...' : countText(count)}</p>
      ) : null}
      {isListed && count > 0 ? (
        <EventList>
          {events.slice(0, shown).map((event) => (
            <li key={event.id}>
              <EventCard event={event} headingLevel="h3" actions={renderActions(event)} />
            </li>
          ))}
        </EventList>
      ) : null}
      {isListed && count > shown ? (
        <Button type="button" $variant="outline" onClick={() => setShown((n) => n + PAGE)}>
          Show more ({count - shown} more)
        </Button>
      ) : null}
    </Panel>
  );
}
