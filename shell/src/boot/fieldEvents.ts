/**
 * Field data's first part (issue 45), in the shell's entry: what goes wrong before the reporter has
 * loaded (uncaught errors and rejections from the entry's first task, error-boundary catches, remote
 * load failures) is kept here, at most 50, for the reporter
 * (features/releaseChannel/fieldReporter.ts, loaded after the page), which takes them and what comes
 * next (`takeFieldEvents`). Only what the code says: no address, no input, no cookie.
 */
export interface FieldEvent {
  kind: 'error' | 'rejection' | 'boundary' | 'load-failure';
  /** The remote it is known to be of (a boundary's, a failing load's); else the reporter finds it in `detail`'s script URLs. */
  part?: string;
  detail: string;
}

let kept: FieldEvent[] | null = [];
let deliver: (event: FieldEvent) => void = (event) => kept!.length < 50 && kept!.push(event);

export const recordFieldEvent = (event: FieldEvent): void => deliver(event);

/** The reporter takes what was kept and everything from now on. */
export function takeFieldEvents(receiver: (event: FieldEvent) => void): void {
  deliver = receiver;
  kept!.forEach(receiver);
  kept = null;
}

export function watchUncaughtErrors(): void {
  addEventListener('error', (event) => recordFieldEvent({ kind: 'error', detail: `${event.error?.stack ?? event.message}\n${event.filename}` }));
  addEventListener('unhandledrejection', (event) => recordFieldEvent({ kind: 'rejection', detail: String(event.reason?.stack ?? event.reason) }));
}
