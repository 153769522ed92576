import styled from 'styled-components';
import { ButtonLink, Cluster, Container, ErrorState, List, Pager, Section, SectionHeading, Skeleton } from 'shared-ui';
import { paths } from 'site-config';
import { EventCard } from 'shared-site';
import { EmptyList as Empty } from '../../components/EmptyList';
import { UPCOMING_PAGE_SIZE, useUpcomingEventsSection } from './useUpcomingEventsSection';

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
  > :not(:first-child) { margin-left: 1rem; }
`;


const CardList = styled(List).attrs({ $layout: 'cards', $min: '300px', $gap: '1.5rem' })``;

/**
 * Home "Upcoming Events" (SPEC section 2): events from today on, 6 a page, with 6 skeleton cards
 * while loading and "No Upcoming Events" only when there are none. A failed read shows the failure
 * with Retry instead: "No Upcoming Events" would claim there are none.
 */
export function UpcomingEventsSection() {
  const section = useUpcomingEventsSection();
  return (
    // A band (Section + Container, as shared-ui's Band) holding the ref that a page change scrolls to.
    <Section ref={section.sectionRef} id="upcoming-events" aria-labelledby="upcoming-events-heading">
      <Container>
        <Header>
          <div>
            <SectionHeading id="upcoming-events-heading">Upcoming Events</SectionHeading>
            {section.shownText ? <p aria-live="polite">{section.shownText}</p> : null}
          </div>
          <ButtonLink to={paths.events} $variant="outline">
            VIEW ALL EVENTS
          </ButtonLink>
        </Header>
        {section.isError ? (
          <ErrorState title="We couldn't load the upcoming events." onRetry={section.retry} isRetrying={section.isRetrying} />
        ) : section.isLoading ? (
          <CardList aria-busy="true" aria-label="Loading events">
            {Array.from({ length: UPCOMING_PAGE_SIZE }, (_, i) => (
              <li key={i}>
                <SkeletonCard>
                  <Skeleton $height="10rem" />
                  <Skeleton $height="1rem" $width="40%" />
                  <Skeleton $height="1.25rem" $width="80%" />
                  <Skeleton $height="1rem" $width="60%" />
                </SkeletonCard>
              </li>
            ))}
          </CardList>
        ) : section.rows.length === 0 ? (
          <Empty>
            <h3>No Upcoming Events</h3>
            <p>Check back soon for exciting new events and workshops.</p>
          </Empty>
        ) : (
          <CardList>
            {section.rows.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </CardList>
        )}
        <Pager label="Upcoming events pages" page={section.page} totalPages={section.totalPages} onPageChange={section.changePage} />
      </Container>
    </Section>
  );
}
