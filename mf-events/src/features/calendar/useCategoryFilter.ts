import { useCallback, useMemo, useState } from 'react';
import type { EventCategory, EventRow } from 'shared-data';
import { displayCategory } from 'shared-site';

/** The legend's filter: with no category chosen every event shows; otherwise only the chosen categories'. */
export function useCategoryFilter(events: EventRow[]) {
  const [activeCategories, setActiveCategories] = useState<ReadonlySet<EventCategory>>(() => new Set());

  const toggleCategory = useCallback(
    (category: EventCategory) =>
      setActiveCategories((current) => {
        const next = new Set(current);
        if (next.has(category)) next.delete(category);
        else next.add(category);
        return next;
      }),
    [],
  );
  const clearCategories = useCallback(() => setActiveCategories(new Set()), []);

  const visibleEvents = useMemo(
    () => (activeCategories.size === 0 ? events : events.filter((event) => activeCategories.has(displayCategory(event)))),
    [events, activeCategories],
  );

  return { activeCategories, toggleCategory, clearCategories, visibleEvents };
}
