import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a route's heading may take to arrive (its remote loading) before focus is left alone. */
const HEADING_WAIT_MS = 10_000;

/**
 * On every path change (not the first render: the browser places a page it loads), focus moves to
 * the new page's heading, so a keyboard or screen-reader user starts on the page they asked for
 * and hears its name, instead of staying on a link that is gone or back at the header.
 * A remote's page draws its heading once its code has arrived, so the heading is waited for. Focus
 * the person has put elsewhere in the meantime (a field of the new page, say) is left where it is.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    const main = document.getElementById('main-content');
    if (!main) return;
    const focusedAtNavigation = document.activeElement;
    const isFocusUntouched = () => {
      const active = document.activeElement;
      return active === null || active === document.body || active === focusedAtNavigation || !active.isConnected || active === main;
    };
    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (isFocusUntouched()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
  return null;
}
