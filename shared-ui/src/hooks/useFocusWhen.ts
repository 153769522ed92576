import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes focus whenever `condition` turns true: for content that replaces the
 * control that had focus (a video player replacing its poster button, an error replacing a retried
 * area), so keyboard and screen-reader users stay where they were.
 */
export function useFocusWhen<T extends HTMLElement>(condition: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (condition) ref.current?.focus();
  }, [condition]);
  return ref;
}
