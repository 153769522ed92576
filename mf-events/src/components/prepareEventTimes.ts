/**
 * Builds the page's first `Intl.DateTimeFormat` when the browser is idle, in a task of its own.
 * The first one a page builds loads the browser's date and time-zone data (about 20 ms on a
 * desktop, 120 to 150 ms at a 4x slower CPU); left to the first card's time, that cost lands inside
 * the render of a month of cards, one long task. Later ones cost a fraction of a millisecond. Call it
 * (from an effect) when a list of events is on its way (the calendar, home's upcoming events; an
 * event's own page draws one event, whose times cost little). Lives here, not in shared-site, so the
 * event page's chunk does not carry it. Safari has no requestIdleCallback: there,
 * the next task.
 * In Chromium the HTML's loader has usually loaded that data already, in a worker
 * (`shell/build/pluginLoadAfterPaint.ts`, `WARM_INTL_SOURCE`): the data is kept per process, so this
 * then costs a millisecond. This stays for a browser that keeps it per thread, and for a worker
 * that has not finished yet.
 */
export function prepareEventTimes(): void {
  (window.requestIdleCallback ?? setTimeout)(() => Intl.DateTimeFormat().resolvedOptions());
}
