import { useCallback, useEffect, useState } from 'react';
import { listEventsInRange, subscribeToEventChanges, type DayRange, type EventRow } from 'shared-data';
import { toast } from 'shared-ui';

/**
 * Ranges already fetched during this visit, so moving back to a month shows it at once. Any
 * change on the events table clears it (the live subscription re-fetches the shown range).
 */
const rangeCache = new Map<string, EventRow[]>();
const keyOf = (range: DayRange) => `${range.from}/${range.to}`;

export type LocalEventChange = { type: 'created' | 'updated'; event: EventRow } | { type: 'deleted'; id: string };

function applyChange(events: EventRow[], change: LocalEventChange, range: DayRange): EventRow[] {
  const without = events.filter((e) => e.id !== (change.type === 'deleted' ? change.id : change.event.id));
  if (change.type === 'deleted') return without;
  const { event } = change;
  if (event.date < range.from || event.date > range.to) return without;
  // Keep the repository's order: date, then time (no time first).
  const next = [...without, event];
  next.sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || a.id.localeCompare(b.id));
  return next;
}

interface CalendarEventsState {
  key: string;
  events: EventRow[];
  isLoading: boolean;
}

/**
 * The events of the weeks the calendar shows, kept live: the page subscribes on mount and
 * unsubscribes when it is left; a change from anyone re-fetches the shown range (SPEC 4).
 */
export function useCalendarEvents(range: DayRange) {
  const key = keyOf(range);
  const [state, setState] = useState<CalendarEventsState>(() => ({ key, events: rangeCache.get(key) ?? [], isLoading: !rangeCache.has(key) }));
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const cached = rangeCache.get(key);
    setState((current) =>
      cached ? { key, events: cached, isLoading: false } : { key, events: current.key === key ? current.events : [], isLoading: true },
    );
    if (cached) return;
    let isCurrent = true;
    listEventsInRange({ from: range.from, to: range.to })
      .then((events) => {
        rangeCache.set(key, events);
        if (isCurrent) setState({ key, events, isLoading: false });
      })
      .catch((error: unknown) => {
        console.error('Error fetching events:', error);
        if (!isCurrent) return;
        toast({ title: 'Error', description: 'Failed to load events', variant: 'destructive' });
        setState({ key, events: [], isLoading: false });
      });
    return () => {
      isCurrent = false;
    };
    // range.from/range.to are what `key` is made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);

  useEffect(
    () =>
      subscribeToEventChanges(() => {
        rangeCache.clear();
        setVersion((v) => v + 1);
      }),
    [],
  );

  /** The creator's own change shows at once, before the live feed confirms it. */
  const applyLocalChange = useCallback((change: LocalEventChange) => {
    for (const [cachedKey, events] of rangeCache) {
      const [from = '', to = ''] = cachedKey.split('/');
      rangeCache.set(cachedKey, applyChange(events, change, { from, to }));
    }
    setState((current) => {
      const [from = '', to = ''] = current.key.split('/');
      return { ...current, events: applyChange(current.events, change, { from, to }) };
    });
  }, []);

  return { events: state.key === key ? state.events : [], isLoading: state.isLoading || state.key !== key, applyLocalChange };
}
