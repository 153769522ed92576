import { useMemo, useSyncExternalStore } from 'react';
import { PRERENDER_META } from 'page-head/prerender-meta';

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` of a date in the runtime's own time zone. */
function localDayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The day the prerendered HTML was drawn for (`pnpm prerender` records it in the head), or today
 * where nothing was prerendered (the server itself). The browser's first render, which hydrates
 * that HTML, draws the same day; right after, the viewer's own today (another time zone, or a page
 * prerendered yesterday), as any later state change would.
 */
export function renderedDayKey(): string {
  const recorded = typeof document === 'undefined' ? null : document.head.querySelector<HTMLMetaElement>(`meta[name="${PRERENDER_META.renderedDay}"]`)?.content;
  return recorded && DAY_KEY.test(recorded) ? recorded : localDayKey(new Date());
}

const todayKey = () => localDayKey(new Date());

/** Checks the day again when the page comes back into view (a tab left open overnight). */
function subscribe(onChange: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/**
 * The start of today in the viewer's time zone, for what a page draws from the date (the
 * calendar's month and highlighted day, the footer's year). While a prerendered page hydrates it
 * is the day that HTML was rendered for, so hydration finds what it expects; then the viewer's own.
 */
export function useToday(): Date {
  const key = useSyncExternalStore(subscribe, todayKey, renderedDayKey);
  return useMemo(() => {
    const [, year, month, day] = DAY_KEY.exec(key)!;
    return new Date(Number(year), Number(month) - 1, Number(day));
  }, [key]);
}
