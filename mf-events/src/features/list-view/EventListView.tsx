import { useId } from 'react';
import styled from 'styled-components';
import { Band, Button, ErrorState, Input, Label, List, Pager, Select, Skeleton } from 'shared-ui';
import { EventCard } from 'shared-site';
import { CategoryLegendSection } from '../../components/CategoryLegendSection';
import { EmptyList as Empty } from '../../components/EmptyList';
import { LIST_PAGE_SIZE, useEventListView } from './useEventListView';

const Filters = styled.form`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  align-items: end;
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  min-height: 2.75rem;
  input { width: 1.1rem; height: 1.1rem; }
`;

const Summary = styled.p`
  margin: 1.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const CardList = styled(List).attrs({ $layout: 'cards', $min: '280px', $gap: '1.5rem' })``;


/**
 * /events?view=list: the events as a list, searchable (title, place, description), by place and
 * category, upcoming by default or past; every filter in the URL.
 */
export function EventListView() {
  const list = useEventListView();
  const id = useId();
  const { results } = list;
  const rows = results.data?.rows ?? [];
  const total = results.data?.total ?? 0;
  const first = (list.page - 1) * LIST_PAGE_SIZE + 1;
  return (
    <>
      <Band aria-label="Find events">
        <Filters role="search" aria-label="Find events" onSubmit={(event) => event.preventDefault()}>
          <div>
            <Label htmlFor={`${id}-q`}>Search events</Label>
            <Input id={`${id}-q`} type="search" value={list.draft} onChange={(event) => list.setDraft(event.target.value)} placeholder="Title, place or topic" autoComplete="off" />
          </div>
          <div>
            <Label htmlFor={`${id}-place`}>Place</Label>
            <Select id={`${id}-place`} value={list.place} onChange={(event) => list.setPlace(event.target.value)}>
              <option value="">Anywhere</option>
              {list.place && !list.places.some((row) => row.place === list.place) ? <option value={list.place}>{list.place}</option> : null}
              {list.places.map((row) => (
                <option key={row.place} value={row.place}>
                  {row.place} ({row.events})
                </option>
              ))}
            </Select>
          </div>
          <Check>
            <input type="checkbox" checked={list.when === 'past'} onChange={(event) => list.setPast(event.target.checked)} />
            Past events
          </Check>
        </Filters>
      </Band>
      <CategoryLegendSection active={list.categories} onToggle={list.toggleCategory} onClear={list.clearCategories} />
      <Band tone="subtle" labelledBy={`${id}-results`}>
        <h2 id={`${id}-results`}>{list.when === 'past' ? 'Past events' : 'Upcoming events'}</h2>
        {results.status === 'error' ? (
          <ErrorState title="We couldn't load the events." onRetry={results.refetch} isRetrying={results.isFetching} />
        ) : results.status === 'pending' && !results.data ? (
          <Skeleton $height="12rem" />
        ) : rows.length === 0 ? (
          <Empty>
            <h3>No events found</h3>
            <p>{list.hasFilters ? 'Try other words, another place or fewer categories.' : 'Check back soon for new events.'}</p>
            {list.hasFilters ? (
              <Button type="button" $variant="outline" onClick={list.clearFilters}>
                Clear the filters
              </Button>
            ) : null}
          </Empty>
        ) : (
          <>
            <Summary role="status" aria-busy={results.isFetching}>
              Showing {first}-{first + rows.length - 1} of {total} events
            </Summary>
            <CardList aria-labelledby={`${id}-results`}>
              {rows.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </CardList>
            <Pager label="Event list pages" page={list.page} totalPages={Math.ceil(total / LIST_PAGE_SIZE)} onPageChange={list.setPage} numbered={false} />
          </>
        )}
      </Band>
    </>
  );
}
