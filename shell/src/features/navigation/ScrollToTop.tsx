import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The view scrolls to the top on every path change (SPEC section 2, Global behaviour). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
