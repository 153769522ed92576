import type { ChangeEvent } from 'react';
import type { EventCategory } from 'shared-data';
import { Select } from 'shared-ui';

export interface EventCategorySelectProps {
  id: string;
  /** The chosen category, or '' for none. */
  value: string;
  /** The categories offered: the form offers eight, filters all ten (SPEC section 3). */
  categories: readonly EventCategory[];
  /** The label of the empty choice ("Select a category", "All categories"). */
  emptyLabel: string;
  onChange: (category: EventCategory | '') => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A native select of event categories with one empty choice first. */
export function EventCategorySelect({ id, value, categories, emptyLabel, onChange, ...aria }: EventCategorySelectProps) {
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value as EventCategory | '');
  return (
    <Select id={id} value={value} onChange={handleChange} {...aria}>
      <option value="">{emptyLabel}</option>
      {categories.map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </Select>
  );
}
