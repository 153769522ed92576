import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Grid, SectionHeading } from 'shared-ui';
import type { EventRow } from 'shared-data';
import { EventCard } from 'shared-site';

const PAGE = 12;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 1.5rem;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export interface MonthEventListProps {
  monthKey: string;
  events: EventRow[];
  isLoading: boolean;
  renderActions: (event: EventRow) => ReactNode;
}

/** "Upcoming Events" of the displayed month, a page at a time: never thousands of cards at once. */
export function MonthEventList({ monthKey, events, isLoading, renderActions }: MonthEventListProps) {
  const [shown, setShown] = useState(PAGE);
  useEffect(() => setShown(PAGE), [monthKey]);
  return (
    <section aria-labelledby="month-events-heading">
      <SectionHeading id="month-events-heading">Upcoming Events</SectionHeading>
      {isLoading ? (
        <Empty role="status">Loading events...</Empty>
      ) : events.length === 0 ? (
        <Empty>No events this month</Empty>
      ) : (
        <>
          <p>
            Showing {Math.min(shown, events.length)} of {events.length} events
          </p>
          <Grid as="ul" $min="280px" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {events.slice(0, shown).map((event) => (
              <li key={event.id}>
                <EventCard event={event} headingLevel="h3" actions={renderActions(event)} />
              </li>
            ))}
          </Grid>
          {events.length > shown ? (
            <Footer>
              <Button type="button" $variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
                Show more
              </Button>
            </Footer>
          ) : null}
        </>
      )}
    </section>
  );
}
