import { ConfirmDialog } from 'shared-ui/dialogs';
import type { EventRow } from 'shared-data';

export const DELETE_EVENT_CONFIRMATION = 'Are you sure you want to delete this event?';

export interface DeleteEventDialogProps<E extends EventRow> {
  /** The event to delete; the dialog is open while there is one. */
  event: E | null;
  /** Closes the dialog (cancel, Escape, or after the deletion). */
  onClose: () => void;
  /** Resolves when deleted (the dialog closes); rejects on failure (the dialog stays open). */
  onConfirm: (event: E) => Promise<void>;
  /** Other words for another deletion (a whole series): SPEC's question by default. */
  title?: string;
  description?: string;
}

/** The delete confirmation of SPEC section 4, used by the calendar and the admin area. */
export function DeleteEventDialog<E extends EventRow>({ event, onClose, onConfirm, title, description }: DeleteEventDialogProps<E>) {
  return (
    <ConfirmDialog
      open={event !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title ?? DELETE_EVENT_CONFIRMATION}
      description={description ?? `"${event?.title ?? ''}" will be removed from the calendar for everyone. This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={() => (event ? onConfirm(event) : Promise.resolve())}
    />
  );
}
