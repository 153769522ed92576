import { ConfirmDialog } from 'shared-ui';

export const DELETE_EVENT_CONFIRMATION = 'Are you sure you want to delete this event?';

export interface DeleteEventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventTitle: string;
  /** Resolves when deleted (the dialog closes); rejects on failure (the dialog stays open). */
  onConfirm: () => Promise<void>;
}

/** The delete confirmation of SPEC section 4, used by the calendar and the admin area. */
export function DeleteEventDialog({ open, onOpenChange, eventTitle, onConfirm }: DeleteEventDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={DELETE_EVENT_CONFIRMATION}
      description={`"${eventTitle}" will be removed from the calendar for everyone. This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={onConfirm}
    />
  );
}
