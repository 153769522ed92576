import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The view scrolls to the top on every path change (SPEC section 2, Global behaviour). Not on the
 * first render: the browser places a page it loads, and a visitor may have scrolled a prerendered
 * page before its scripts arrived.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  useLayoutEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
