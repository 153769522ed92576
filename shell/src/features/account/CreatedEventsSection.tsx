import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState, List, Skeleton } from 'shared-ui';
import { eventPath, paths } from 'site-config';
import { AccountCard } from './AccountCard';
import { type MyEvent, useMyEvents } from 'shared-data/account';
import { formatDay } from './formatDay';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.75rem;
  padding: 0.5rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

function Loading() {
  return <Skeleton style={{ height: '3rem' }} />;
}

function EventRow({ event, extra }: { event: Pick<MyEvent, 'id' | 'title' | 'date' | 'location'>; extra?: ReactNode }) {
  return (
    <Row>
      <Link to={eventPath(event.id)}>{event.title}</Link>
      <Meta>
        {formatDay(event.date)}
        {event.location ? ` · ${event.location}` : ''}
      </Meta>
      {extra}
    </Row>
  );
}

/** The events the member created, each linking to its page. */
export function CreatedEventsSection({ userId }: { userId: string }) {
  const events = useMyEvents(userId);
  return (
    <AccountCard section="events">
      {events.status === 'pending' ? <Loading /> : null}
      {events.status === 'error' ? <ErrorState title="We couldn't load your events." onRetry={events.refetch} /> : null}
      {events.status === 'success' && (events.data ?? []).length === 0 ? (
        <p>
          You have not created any events. <Link to={paths.events}>Add one on the calendar</Link>
        </p>
      ) : null}
      {events.status === 'success' && (events.data ?? []).length > 0 ? (
        <List $layout="stack" aria-label="Events you created">
          {(events.data as MyEvent[]).map((event) => (
            <EventRow key={event.id} event={event} extra={<Meta>{event.going_count === 1 ? '1 going' : `${event.going_count} going`}</Meta>} />
          ))}
        </List>
      ) : null}
    </AccountCard>
  );
}
