/**
 * Field data's first part (issue 45), in the shell's entry: what goes wrong before the reporter has
 * loaded (uncaught errors and rejections from the start, error-boundary catches, remote load
 * failures) is kept here, at most 50, and handed to the reporter (fieldReporter.ts, loaded after the
 * first paint) when it starts. Only what the code says: no address, no input, no cookie.
 */
export interface FieldEvent {
  kind: 'error' | 'rejection' | 'boundary' | 'load-failure';
  /** The remote it is known to be of (a boundary's, a failing load's); else the reporter finds it in `detail`'s script URLs. */
  part?: string;
  detail: string;
}

const events: FieldEvent[] = [];
let deliver: ((event: FieldEvent) => void) | null = null;

export function recordFieldEvent(event: FieldEvent): void {
  if (deliver) deliver(event);
  else if (events.length < 50) events.push(event);
}

/** The reporter takes what was kept and everything from now on. */
export function takeFieldEvents(receiver: (event: FieldEvent) => void): void {
  deliver = receiver;
  events.splice(0).forEach(receiver);
}

const describe = (reason: unknown, fallback: string) => String((reason as Error | null)?.stack ?? reason ?? fallback);

export function watchUncaughtErrors(): void {
  addEventListener('error', (event) => recordFieldEvent({ kind: 'error', detail: `${describe(event.error, event.message)}\n${event.filename}` }));
  addEventListener('unhandledrejection', (event) => recordFieldEvent({ kind: 'rejection', detail: describe(event.reason, 'rejection') }));
}
