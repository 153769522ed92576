import { lazy, Suspense, useState } from 'react';
import type { EventRow } from 'shared-data';
import type { DeleteEventDialogProps } from './DeleteEventDialog';
import type { EventFormDialogProps } from './EventFormDialog';

/*
 * The event dialogs as the pages use them: their code (the form, and the dialog primitives with
 * their focus trap and scroll lock) is fetched the first time one opens, or ahead of time with
 * `preloadEventDialogs` once the visitor may open one. A visitor, who cannot add or edit
 * events, never downloads it.
 */
const loadForm = () => import('./EventFormDialog');
const loadDelete = () => import('./DeleteEventDialog');
const LoadedEventFormDialog = lazy(() => loadForm().then((module) => ({ default: module.EventFormDialog })));
const LoadedDeleteEventDialog = lazy(() => loadDelete().then((module) => ({ default: module.DeleteEventDialog })));

/** Starts fetching the dialogs' code (a signed-in member may open them soon). */
export function preloadEventDialogs(): void {
  void loadForm().catch(() => undefined);
  void loadDelete().catch(() => undefined);
}

/** Mounted from its first opening on (it then keeps its own closing animation and focus return). */
function useOpenedOnce(isOpen: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened || isOpen;
}

export function EventFormDialog(props: EventFormDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <LoadedEventFormDialog {...props} />
    </Suspense>
  );
}

export function DeleteEventDialog<E extends EventRow>(props: DeleteEventDialogProps<E>) {
  if (!useOpenedOnce(props.event !== null)) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDeleteEventDialog {...(props as unknown as DeleteEventDialogProps<EventRow>)} />
    </Suspense>
  );
}
