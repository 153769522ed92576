import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Band, Button, ErrorState, Input, Label, List, media, Pager, Select, Skeleton, theme } from 'shared-ui';
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

/*
 * On a phone the place, past events and the ten categories stood between the search box and the
 * results, which began about 1,350 px below the box (issue 56 item 4): there they wait behind
 * "Filters". From a tablet up they are simply shown, and the button is not.
 */
const PHONE_QUERY = `(max-width: ${theme.breakpoints.md - 0.02}px)`;
const PHONE = `@media ${PHONE_QUERY}`;

const SearchRow = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: stretch;
  & > input { flex: 1; min-width: 0; }
`;

const FiltersToggle = styled(Button)`
  flex-shrink: 0;
  ${media.up('md')} { display: none; }
`;

/** Shown from a tablet up (its children then lay out as the form's own), and on a phone once opened. */
const MoreFilters = styled.div<{ $open: boolean }>`
  display: contents;
  ${PHONE} { display: ${({ $open }) => ($open ? 'grid' : 'none')}; gap: 1rem; }
`;

const MoreCategories = styled.div<{ $open: boolean }>`
  ${PHONE} { display: ${({ $open }) => ($open ? 'block' : 'none')}; }
`;

/** Scrolled to just below the sticky header as a phone's owner types (the results then show below it). */
const SearchField = styled.div`
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 0.75rem);
`;

/** The results heading takes focus after Enter on a phone, and lands below the sticky header. */
const ResultsHeading = styled.h2`
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
`;

const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

/** Smoothly unless the person asked for reduced motion: the site's `scroll-behavior` decides. */
const scrollToTop = (element: HTMLElement | null) => element?.scrollIntoView({ block: 'start' });

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
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const searchField = useRef<HTMLDivElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const { results } = list;
  const rows = results.data?.rows ?? [];
  const total = results.data?.total ?? 0;
  const first = (list.page - 1) * LIST_PAGE_SIZE + 1;
  const filtersOn = (list.place ? 1 : 0) + (list.when === 'past' ? 1 : 0) + list.categories.size;

  // On a phone the keyboard covers the lower half of the screen: as the person types, the box goes
  // up to just below the header, so the results come into view under it (once there, it stays).
  const handleType = (text: string) => {
    list.setDraft(text);
    const field = searchField.current;
    if (!field || !isPhone()) return;
    // Its scroll margin is the sticky header's height and a little: where scrolling puts it.
    if (field.getBoundingClientRect().top > parseFloat(getComputedStyle(field).scrollMarginTop) + 32) scrollToTop(field);
  };

  // Enter (a phone keyboard's "Search") searches at once; on a phone it also takes the person to
  // the results, as a new page of results would, and focus there closes the keyboard that covered them.
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    list.searchNow();
    if (!isPhone()) return;
    resultsHeading.current?.focus({ preventScroll: true });
    scrollToTop(resultsHeading.current);
  };

  return (
    <>
      <Band aria-label="Find events">
        <Filters role="search" aria-label="Find events" onSubmit={handleSubmit}>
          <SearchField ref={searchField}>
            <Label htmlFor={`${id}-q`}>Search events</Label>
            <SearchRow>
              <Input id={`${id}-q`} type="search" value={list.draft} onChange={(event) => handleType(event.target.value)} placeholder="Title, place or topic" autoComplete="off" />
              <FiltersToggle type="button" $variant="outline" aria-expanded={isFiltersOpen} aria-controls={`${id}-more ${id}-categories`} onClick={() => setFiltersOpen((open) => !open)}>
                {filtersOn === 0 ? 'Filters' : `Filters (${filtersOn})`}
              </FiltersToggle>
            </SearchRow>
          </SearchField>
          <MoreFilters id={`${id}-more`} $open={isFiltersOpen}>
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
          </MoreFilters>
        </Filters>
      </Band>
      <MoreCategories id={`${id}-categories`} $open={isFiltersOpen}>
        <CategoryLegendSection active={list.categories} onToggle={list.toggleCategory} onClear={list.clearCategories} />
      </MoreCategories>
      <Band tone="subtle" labelledBy={`${id}-results`}>
        <ResultsHeading id={`${id}-results`} ref={resultsHeading} tabIndex={-1}>
          {list.when === 'past' ? 'Past events' : 'Upcoming events'}
        </ResultsHeading>
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
