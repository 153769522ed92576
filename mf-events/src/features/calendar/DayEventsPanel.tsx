import { useState, type ReactNode } from 'react';
import { format } from 'date-fns';
import styled from 'styled-components';
import { Button, List } from 'shared-ui';
import type { EventRow } from 'shared-data';
import { EventCard } from 'shared-site';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
`;

const EventList = styled(List).attrs({ $layout: 'stack', $gap: '1rem' })``;

const PAGE = 10;

export interface DayEventsPanelProps {
  day: Date | null;
  events: EventRow[];
  isLoading: boolean;
  renderActions: (event: EventRow) => ReactNode;
}

/** The selected date's events (SPEC: "Select a Date" or the long date, a count or "No events scheduled"). */
export function DayEventsPanel({ day, events, isLoading, renderActions }: DayEventsPanelProps) {
  const [shown, setShown] = useState(PAGE);
  const count = events.length;
  return (
    <Panel aria-labelledby="selected-day-heading" aria-busy={isLoading}>
      <h2 id="selected-day-heading">{day ? format(day, 'EEEE, MMMM d') : 'Select a Date'}</h2>
      {day ? (
        <p role="status">{isLoading ? 'Loading events...' : count === 0 ? 'No events scheduled' : count === 1 ? '1 event' : `${count} events`}</p>
      ) : null}
      {day && !isLoading && count > 0 ? (
        <EventList>
          {events.slice(0, shown).map((event) => (
            <li key={event.id}>
              <EventCard event={event} headingLevel="h3" actions={renderActions(event)} />
            </li>
          ))}
        </EventList>
      ) : null}
      {count > shown ? (
        <Button type="button" $variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
          Show more ({count - shown} more)
        </Button>
      ) : null}
    </Panel>
  );
}
