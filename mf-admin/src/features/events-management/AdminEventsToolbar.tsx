import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { FieldGroup, Input, Label, Select } from 'shared-ui';
import { EVENT_CATEGORIES, type EventTimeFilter } from 'shared-data';
import { EventCategorySelect } from 'shared-site';
import { EVENT_TIME_FILTERS, type AdminEventFilters } from './useAdminEventFilters';

const Toolbar = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  align-items: end;
`;

const WHEN_LABELS: Record<EventTimeFilter, string> = { upcoming: 'Upcoming', past: 'Past', all: 'All' };

/** Typing searches after this pause, not on every key. */
const SEARCH_DELAY_MS = 300;

export interface AdminEventsToolbarProps {
  filters: AdminEventFilters;
  onChange: (changes: Partial<AdminEventFilters>) => void;
}

/** The events tab's filters: title search, category and time. */
export function AdminEventsToolbar({ filters, onChange }: AdminEventsToolbarProps) {
  const id = useId();
  const [searchText, setSearchText] = useState(filters.search);

  useEffect(() => {
    if (searchText === filters.search) return undefined;
    const timer = setTimeout(() => onChange({ search: searchText }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.search, onChange]);

  return (
    <Toolbar role="search" aria-label="Filter events">
      <FieldGroup>
        <Label htmlFor={`${id}-search`}>Search by title</Label>
        <Input id={`${id}-search`} type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder="e.g. Summit" />
      </FieldGroup>
      <FieldGroup>
        <Label htmlFor={`${id}-category`}>Category</Label>
        <EventCategorySelect
          id={`${id}-category`}
          value={filters.category ?? ''}
          categories={EVENT_CATEGORIES}
          emptyLabel="All categories"
          onChange={(category) => onChange({ category: category || null })}
        />
      </FieldGroup>
      <FieldGroup>
        <Label htmlFor={`${id}-when`}>Show</Label>
        <Select id={`${id}-when`} value={filters.when} onChange={(e) => onChange({ when: e.target.value as EventTimeFilter })}>
          {EVENT_TIME_FILTERS.map((when) => (
            <option key={when} value={when}>
              {WHEN_LABELS[when]}
            </option>
          ))}
        </Select>
      </FieldGroup>
    </Toolbar>
  );
}
