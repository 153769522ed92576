import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within a screen's height of the viewport, and from then on; watched
 * only while `isArmed` (the layout around it is final). Without IntersectionObserver it is true at once.
 * True as well from the first Tab press: a keyboard user moves through the page faster than it
 * scrolls, and an area still a placeholder when focus passes it is skipped (the home page's
 * "Upcoming Events" was reached only on the second pass, at Tab 70).
 */
export function useNearViewport(ref: RefObject<Element | null>, isEnabled: boolean, isArmed = true): boolean {
  // Not near until watched, on the server too: a prerendered page and the browser's first render
  // both draw the placeholder.
  const [isNear, setIsNear] = useState(!isEnabled);
  useEffect(() => {
    if (isNear) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setIsNear(true);
    };
    document.addEventListener('keydown', handleKeyDown, { capture: true, passive: true });
    return () => document.removeEventListener('keydown', handleKeyDown, { capture: true });
  }, [isNear]);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !isArmed || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      // A screen ahead in both directions: by the time the area scrolls into view it has loaded,
      // and a keyboard user tabbing down the page reaches its links in order.
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear, isArmed]);
  return isNear;
}
