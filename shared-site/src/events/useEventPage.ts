import { useCallback, useEffect, useState } from 'react';
import { format, startOfToday } from 'date-fns';
import { toast } from 'shared-ui';

export interface EventPageState<Row> {
  rows: Row[];
  total: number;
  isLoading: boolean;
}

export interface UseEventPageOptions {
  /** The toast's description when the page cannot be read (SPEC section 8 wording of the caller's screen). */
  failureDescription: string;
  /** Keep the shown rows while the next page loads (no skeleton flash on live re-fetches). */
  keepRowsWhileLoading?: boolean;
}

/**
 * One page of events read through `load(today)`, where `today` is the viewer's local day
 * (yyyy-MM-dd); read again when `deps` change or `reload()` is called. A late answer for
 * an old request is dropped; a failure is logged, toasted and shows an empty page.
 */
export function useEventPage<Row>(
  load: (today: string) => Promise<{ rows: Row[]; total: number }>,
  deps: readonly unknown[],
  { failureDescription, keepRowsWhileLoading = false }: UseEventPageOptions,
) {
  const [state, setState] = useState<EventPageState<Row>>({ rows: [], total: 0, isLoading: true });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    setState((current) => ({ ...current, isLoading: keepRowsWhileLoading ? current.rows.length === 0 : true }));
    load(format(startOfToday(), 'yyyy-MM-dd'))
      .then(({ rows, total }) => {
        if (isCurrent) setState({ rows, total, isLoading: false });
      })
      .catch((error: unknown) => {
        console.error('Error fetching events:', error);
        if (!isCurrent) return;
        toast({ title: 'Error', description: failureDescription, variant: 'destructive' });
        setState({ rows: [], total: 0, isLoading: false });
      });
    return () => {
      isCurrent = false;
    };
    // `load` is a fresh closure each render; what it reads is listed in `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
