import { useCallback, useState } from 'react';

/**
 * The rows an admin has ticked in events management, by id, across pages. A selection belongs to
 * the filters it was made under (`filterKey`): when they change it is cleared, so "Delete 20
 * events" never includes events the current view no longer shows. `allMatching` says every event
 * the filters match was selected at once ("Select all N matching").
 */
export function useEventSelection(filterKey: string) {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string>; allMatching: boolean }>({ key: filterKey, ids: new Set(), allMatching: false });
  const current = state.key === filterKey ? state : { key: filterKey, ids: new Set<string>(), allMatching: false };
  if (current !== state) setState(current);

  const toggle = useCallback(
    (id: string, isSelected: boolean) =>
      setState((previous) => {
        const ids = new Set(previous.ids);
        if (isSelected) ids.add(id);
        else ids.delete(id);
        return { ...previous, ids, allMatching: false };
      }),
    [],
  );
  /** Ticks or unticks several rows (the page's "select all" box). */
  const setMany = useCallback(
    (rowIds: readonly string[], isSelected: boolean) =>
      setState((previous) => {
        const ids = new Set(previous.ids);
        for (const id of rowIds) {
          if (isSelected) ids.add(id);
          else ids.delete(id);
        }
        return { ...previous, ids, allMatching: false };
      }),
    [],
  );
  const selectAllMatching = useCallback((allIds: readonly string[]) => setState((previous) => ({ ...previous, ids: new Set(allIds), allMatching: true })), []);
  const clear = useCallback(() => setState((previous) => ({ ...previous, ids: new Set(), allMatching: false })), []);

  return { ids: current.ids, count: current.ids.size, allMatching: current.allMatching, isSelected: (id: string) => current.ids.has(id), toggle, setMany, selectAllMatching, clear };
}

export type EventSelection = ReturnType<typeof useEventSelection>;
