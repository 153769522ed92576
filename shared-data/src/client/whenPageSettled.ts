/** How long after the page's load work waits for a visitor who has not touched the page yet. */
const SETTLE_AFTER_LOAD_MS = 2_000;

/**
 * The User Timing mark the page sets once it has settled: what starts after it is not part of the
 * first load (the size budgets read it, tooling/src/onBuilds/sizes.ts).
 */
export const PAGE_SETTLED_MARK = 'eo:page-settled';

let settled: Promise<void> | undefined;

/**
 * Resolves once the page's first load is over, for work that nothing on the first screen needs
 * (the live feed: realtime-js and its socket). The first of: the visitor's first interaction, or
 * `SETTLE_AFTER_LOAD_MS` after the window's `load` and then an idle moment (a second at most). Once
 * per page: later calls (a visit to another route) resolve at once. Where there is no window
 * (Node: tests, prerendering) it resolves at once.
 */
export function whenPageSettled(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  settled ??= new Promise<void>((resolve) => {
    const done = () => resolve();
    for (const type of ['pointerdown', 'keydown', 'touchstart', 'wheel']) window.addEventListener(type, done, { capture: true, passive: true, once: true });
    const afterLoad = () =>
      setTimeout(() => (window.requestIdleCallback ? window.requestIdleCallback(done, { timeout: 1_000 }) : done()), SETTLE_AFTER_LOAD_MS);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  }).then(() => {
    if (typeof performance.mark === 'function') performance.mark(PAGE_SETTLED_MARK);
  });
  return settled;
}
