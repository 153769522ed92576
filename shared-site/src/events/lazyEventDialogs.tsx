import { useOnDemand } from 'shared-ui';
import type { EventRow } from 'shared-data';
import type { CancelEventDialogProps } from './CancelEventDialog';
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
const loadCancel = () => import('./CancelEventDialog');

/** Starts fetching the dialogs' code (a signed-in member may open them soon). */
export function preloadEventDialogs(): void {
  void loadForm().catch(() => undefined);
  void loadDelete().catch(() => undefined);
}

/** The event form, its code fetched on first opening. */
export function LazyEventFormDialog(props: EventFormDialogProps) {
  const loaded = useOnDemand(loadForm, props.open, () => props.onOpenChange(false));
  return loaded ? <loaded.EventFormDialog {...props} /> : null;
}

/** The delete confirmation, its code fetched on first opening. */
export function LazyDeleteEventDialog<E extends EventRow>(props: DeleteEventDialogProps<E>) {
  const loaded = useOnDemand(loadDelete, props.event !== null, props.onClose);
  if (!loaded) return null;
  const Dialog = loaded.DeleteEventDialog;
  return <Dialog {...props} />;
}

/** "Cancel event" (or reinstate) with its confirmation, its code fetched on first opening. */
export function LazyCancelEventDialog(props: CancelEventDialogProps) {
  const loaded = useOnDemand(loadCancel, props.event !== null, props.onClose);
  return loaded ? <loaded.CancelEventDialog {...props} /> : null;
}
