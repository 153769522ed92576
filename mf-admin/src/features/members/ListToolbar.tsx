import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { FieldGroup, Input, Label, Select } from 'shared-ui';
import { MAX_SEARCH } from './listViews';

const Toolbar = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  align-items: end;
`;

/** Typing searches once it rests, not on every key. */
const SEARCH_DELAY_MS = 300;

export interface ListToolbarProps<Filter extends string, Sort extends string> {
  /** What the toolbar filters ("members"): names the search landmark. */
  noun: string;
  searchLabel: string;
  search: string;
  filterLabel: string;
  /** The filter's "everything" choice ("Every role"). */
  anyLabel: string;
  filters: ReadonlyArray<readonly [Filter, string]>;
  filter: Filter | null;
  sorts: ReadonlyArray<readonly [Sort, string]>;
  sort: Sort;
  onChange: (changes: { search?: string; filter?: Filter | null; sort?: Sort }) => void;
}

/** A list's search (by name or address), filter and order, each written to the URL by the list's view. */
export function ListToolbar<Filter extends string, Sort extends string>({
  noun, searchLabel, search, filterLabel, anyLabel, filters, filter, sorts, sort, onChange,
}: ListToolbarProps<Filter, Sort>) {
  const id = useId();
  const [text, setText] = useState(search);

  // A search from the URL (a link from the audit log, Back) replaces what the box shows.
  // (Not when it is what the box says already: a space typed last stays.)
  useEffect(() => setText((current) => (current.trim() === search.trim() ? current : search)), [search]);
  useEffect(() => {
    if (text.trim() === search.trim()) return undefined;
    const timer = setTimeout(() => onChange({ search: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onChange]);

  return (
    <Toolbar role="search" aria-label={`Find ${noun}`}>
      <FieldGroup>
        <Label htmlFor={`${id}-search`}>{searchLabel}</Label>
        <Input id={`${id}-search`} type="search" value={text} maxLength={MAX_SEARCH} autoComplete="off" onChange={(e) => setText(e.target.value)} />
      </FieldGroup>
      <FieldGroup>
        <Label htmlFor={`${id}-filter`}>{filterLabel}</Label>
        <Select id={`${id}-filter`} value={filter ?? ''} onChange={(e) => onChange({ filter: (e.target.value || null) as Filter | null })}>
          <option value="">{anyLabel}</option>
          {filters.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </FieldGroup>
      <FieldGroup>
        <Label htmlFor={`${id}-sort`}>Sort</Label>
        <Select id={`${id}-sort`} value={sort} onChange={(e) => onChange({ sort: e.target.value as Sort })}>
          {sorts.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </FieldGroup>
    </Toolbar>
  );
}
