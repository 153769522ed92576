/** How long to wait for a frame that may never come (a tab hidden while the page loads gets none). */
export const FRAME_FALLBACK_MS = 250;

/**
 * Resolves once what is on screen now has been painted: the frame after this one has started.
 * Where nothing paints (no document, a hidden tab) it resolves at once, and it never waits for
 * a frame longer than `FRAME_FALLBACK_MS`.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof document === 'undefined' || document.visibilityState !== 'visible' || typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, FRAME_FALLBACK_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
