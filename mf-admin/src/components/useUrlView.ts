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
  // Each change builds on the newest view: the hook's own last write, until the router shows a URL
  // the hook did not write (Back, a link). The router may lag: its navigation is a transition, and
  // the page draws again meanwhile (a list's data arriving) with the URL from before the last write;
  // built on that, a second filter chosen at once would write the first one away.
  const latest = useRef(params);
  const written = useRef<string[]>([]);
  const shown = useRef(key);
  if (key !== shown.current) {
    shown.current = key;
    const own = written.current.indexOf(key);
    if (own === -1) {
      latest.current = params;
      written.current = [];
    } else {
      written.current = written.current.slice(own + 1);
    }
  }
  const update = useCallback((changes: Partial<View>) => {
    const next = writeView(latest.current, changes);
    latest.current = next;
    written.current.push(next.toString());
    setParams(next, { replace: true });
  }, [setParams, writeView]);
  return [view, update];
}
