import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * A view kept in the URL (`read` and `write` name its parameters), replacing the entry on each change:
 * filtering is not navigation. Shared by the admin area's filtered lists.
 */
export function useUrlView<View>(read: (params: URLSearchParams) => View, writeView: (params: URLSearchParams, changes: Partial<View>) => URLSearchParams): [View, (changes: Partial<View>) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is what `params` says.
  const view = useMemo(() => read(params), [key]);
  // Each change builds on the newest URL, which the page may not show yet: react-router writes the
  // address bar at once but draws the new URL later (a transition), and meanwhile the page draws
  // again (a list's data arriving) with the older one, or draws the list anew; built on that, a
  // second filter chosen at once wrote the first away (the audit log's e2e lost "What" and
  // "Changed" so). The address bar is read when it is this page's (a browser router); otherwise
  // (a memory router) the hook's own last write, until the router shows a URL it did not write.
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
  const update = useCallback(
    (changes: Partial<View>) => {
      const addressBar = typeof window !== 'undefined' && window.location.pathname === pathname ? new URLSearchParams(window.location.search) : null;
      const next = writeView(addressBar ?? latest.current, changes);
      latest.current = next;
      written.current.push(next.toString());
      setParams(next, { replace: true });
    },
    [setParams, writeView, pathname],
  );
  return [view, update];
}
