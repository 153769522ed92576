import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A view kept in the URL (`read` and `write` name its parameters), replacing the entry on each change:
 * filtering is not navigation. Shared by the admin area's filtered lists.
 */
export function useUrlView<View>(read: (params: URLSearchParams) => View, writeView: (params: URLSearchParams, changes: Partial<View>) => URLSearchParams): [View, (changes: Partial<View>) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is what `params` says.
  const view = useMemo(() => read(params), [key]);
  // From the newest view, not the one this render read: two filters changed before the next render
  // (one select, then another) would otherwise write the first one's change away.
  const latest = useRef(params);
  latest.current = params;
  const update = useCallback((changes: Partial<View>) => {
    const next = writeView(latest.current, changes);
    latest.current = next;
    setParams(next, { replace: true });
  }, [setParams, writeView]);
  return [view, update];
}
