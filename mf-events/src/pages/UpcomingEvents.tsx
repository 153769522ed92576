import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink, Cluster, Container, List, Section, SectionHeading, Skeleton } from 'shared-ui';
import { paths } from 'site-config';
import { EventCard } from 'shared-site';
import { UPCOMING_PAGE_SIZE, useUpcomingEvents } from '../features/upcoming/useUpcomingEvents';
import { UpcomingEventsPagination } from '../features/upcoming/UpcomingEventsPagination';

const Header = styled(Cluster).attrs({ $align: 'end', $justify: 'space-between', $gap: '1rem' })`
  margin-bottom: 1.5rem;
  p { margin: 0.25rem 0 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const SkeletonCard = styled.div`
  display: grid;
  gap: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: 0 0 1rem;
  overflow: hidden;
`;

const Empty = styled.div`
  text-align: center;
  padding: 2.5rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 { margin: 0 0 0.5rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const CardList = styled(List).attrs({ $layout: 'grid', $gap: '1.5rem' })``;

/** Home "Upcoming Events": events from today on, 6 a page (SPEC section 2). */
export function UpcomingEvents() {
  const [page, setPage] = useState(1);
  const { rows, total, isLoading } = useUpcomingEvents(page);
  const sectionRef = useRef<HTMLElement>(null);
  const hasPaged = useRef(false);
  const totalPages = Math.max(1, Math.ceil(total / UPCOMING_PAGE_SIZE));

  // Keep the page index within 1..total pages when events disappear.
  useEffect(() => {
    if (!isLoading && page > totalPages) setPage(totalPages);
  }, [isLoading, page, totalPages]);

  const handlePageChange = (next: number) => {
    hasPaged.current = true;
    setPage(next);
  };

  // A page change scrolls back to the section (not on the first render).
  useEffect(() => {
    if (hasPaged.current) sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [page]);

  const first = total === 0 ? 0 : (page - 1) * UPCOMING_PAGE_SIZE + 1;
  const last = Math.min(page * UPCOMING_PAGE_SIZE, total);
  return (
    <Section ref={sectionRef} id="upcoming-events" aria-labelledby="upcoming-events-heading">
      <Container>
        <Header>
          <div>
            <SectionHeading id="upcoming-events-heading">Upcoming Events</SectionHeading>
            {!isLoading && total > 0 ? <p aria-live="polite">Showing {first}-{last} of {total} events</p> : null}
          </div>
          <ButtonLink to={paths.events} $variant="outline">
            VIEW ALL EVENTS
          </ButtonLink>
        </Header>
        {isLoading ? (
          <CardList $min="300px" aria-busy="true" aria-label="Loading events">
            {Array.from({ length: UPCOMING_PAGE_SIZE }, (_, i) => (
              <li key={i}>
                <SkeletonCard>
                  <Skeleton $height="10rem" />
                  <Skeleton $height="1rem" $width="40%" style={{ marginLeft: '1rem' }} />
                  <Skeleton $height="1.25rem" $width="80%" style={{ marginLeft: '1rem' }} />
                  <Skeleton $height="1rem" $width="60%" style={{ marginLeft: '1rem' }} />
                </SkeletonCard>
              </li>
            ))}
          </CardList>
        ) : rows.length === 0 ? (
          <Empty>
            <h3>No Upcoming Events</h3>
            <p>Check back soon for exciting new events and workshops.</p>
          </Empty>
        ) : (
          <CardList $min="300px">
            {rows.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </CardList>
        )}
        <UpcomingEventsPagination page={page} totalPages={totalPages} onPageChange={handlePageChange} />
      </Container>
    </Section>
  );
}

export default UpcomingEvents;
