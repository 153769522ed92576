import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type EventsView = 'month' | 'list';

/** Which view /events shows: `?view=list`, else the month. */
export function useEventsView(): { view: EventsView; showView: (view: EventsView) => void } {
  const [params, setParams] = useSearchParams();
  const view: EventsView = params.get('view') === 'list' ? 'list' : 'month';
  const showView = useCallback(
    (next: EventsView) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'list') updated.set('view', 'list');
        else updated.delete('view');
        return updated;
      }),
    [setParams],
  );
  return { view, showView };
}
