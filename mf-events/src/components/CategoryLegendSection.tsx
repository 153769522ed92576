import { memo } from 'react';
import styled from 'styled-components';
import { Band, Button, List, SectionHeading } from 'shared-ui';
import { EVENT_CATEGORIES, type EventCategory } from 'shared-data';
import { CATEGORY_COLORS } from 'shared-site';

const LegendList = styled(List).attrs({ $layout: 'inline', $gap: '0.5rem' })``;

const Toggle = styled.button<{ $color: string; $background: string }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.375rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid transparent;
  font-weight: 600;
  font-size: 0.875rem;
  cursor: pointer;
  color: ${({ $color }) => $color};
  background: ${({ $background }) => $background};
  &[aria-pressed='true'] { border-color: ${({ $color }) => $color}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  &::before {
    content: '';
    width: 0.6rem;
    height: 0.6rem;
    border-radius: 50%;
    background: ${({ $color }) => $color};
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export interface CategoryLegendSectionProps {
  active: ReadonlySet<EventCategory>;
  onToggle: (category: EventCategory) => void;
  onClear: () => void;
}

/** The band "Event Categories": the ten colours, each also a filter for the grid and the lists. */
export const CategoryLegendSection = memo(function CategoryLegendSection({ active, onToggle, onClear }: CategoryLegendSectionProps) {
  return (
    <Band labelledBy="event-categories-heading">
      <SectionHeading id="event-categories-heading">Event Categories</SectionHeading>
      <Hint>Choose categories to show only their events; with none chosen, every event shows.</Hint>
      <LegendList>
        {EVENT_CATEGORIES.map((category) => (
          <li key={category}>
            <Toggle
              type="button"
              aria-pressed={active.has(category)}
              $color={CATEGORY_COLORS[category].foreground}
              $background={CATEGORY_COLORS[category].background}
              onClick={() => onToggle(category)}
            >
              {category}
            </Toggle>
          </li>
        ))}
        {active.size > 0 ? (
          <li>
            <Button type="button" $variant="ghost" $size="sm" onClick={onClear}>
              Show all categories
            </Button>
          </li>
        ) : null}
      </LegendList>
    </Band>
  );
});
