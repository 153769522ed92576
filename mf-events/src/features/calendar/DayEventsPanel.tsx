import { useState, type ReactNode } from 'react';
import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Button, ErrorState, List, textLinks } from 'shared-ui';
import type { EventRow } from 'shared-data';
import { displayCategory, eventCategoryColors, formatEventTime } from 'shared-site';
import { eventPath } from 'site-config';
import type { CalendarLoadStatus } from './useCalendarEvents';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 0.75rem;
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
`;

const EventList = styled(List).attrs({ $layout: 'stack', $gap: '0' })`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.25rem 0.75rem;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 { margin: 0; font-size: 1rem; line-height: 1.35; }
  h3 {
    ${textLinks(css`
      color: inherit;
      text-decoration: none;
      &:hover { text-decoration: underline; }
    `)}
  }
`;

const Dot = styled.span<{ $color: string }>`
  width: 0.75rem;
  height: 0.75rem;
  margin-top: 0.3rem;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

const Line = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const RowActions = styled.div`
  grid-column: 2;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.25rem;
`;

/** One event of the day, compact: category dot, time, title (its page), place; the creator's controls. */
function DayEventRow({ event, actions }: { event: EventRow; actions: ReactNode }) {
  const time = formatEventTime(event);
  const titleId = `day-event-${event.id}-title`;
  return (
    <Row aria-labelledby={titleId}>
      <Dot $color={eventCategoryColors(event).foreground} title={displayCategory(event)} aria-hidden="true" />
      <div>
        <Line>
          {time ? time.text : 'All day'}
          {` · ${displayCategory(event)}${event.cancelled_at ? ' · Cancelled' : ''}`}
        </Line>
        <h3 id={titleId}>
          <Link to={eventPath(event.id)}>{event.title}</Link>
        </h3>
        {event.location ? <Line>{event.location}</Line> : null}
      </div>
      {actions ? <RowActions>{actions}</RowActions> : null}
    </Row>
  );
}

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
              <DayEventRow event={event} actions={renderActions(event)} />
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
