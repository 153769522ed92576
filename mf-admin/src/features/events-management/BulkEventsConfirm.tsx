import { ConfirmDialog } from 'shared-ui/dialogs';
import { toast } from 'shared-ui';
import { cancelEvents, deleteEvents, setEventsCategory } from 'shared-data/admin';
import type { EventCategory } from 'shared-data';

/** What a bulk action asks the database to do, once confirmed. */
export type BulkAction = { kind: 'cancel'; reason: string } | { kind: 'delete' } | { kind: 'category'; category: EventCategory };

const events = (count: number) => (count === 1 ? '1 event' : `${count} events`);

function wording(action: BulkAction, count: number) {
  switch (action.kind) {
    case 'cancel':
      return {
        title: `Cancel ${events(count)}?`,
        description: `They stay on the calendar marked Cancelled, with the reason "${action.reason}", and take no more RSVPs.`,
        confirmLabel: `Cancel ${events(count)}`,
        pendingLabel: 'Cancelling...',
        keepLabel: 'Keep them',
      };
    case 'delete':
      return {
        title: `Delete ${events(count)}?`,
        description: 'They will be removed from the calendar for everyone, with their RSVPs. This cannot be undone. To tell attendees instead, cancel them.',
        confirmLabel: `Delete ${events(count)}`,
        pendingLabel: 'Deleting...',
        keepLabel: 'Cancel',
      };
    case 'category':
      return {
        title: `Move ${events(count)} to ${action.category}?`,
        description: `Their category becomes ${action.category}.`,
        confirmLabel: `Move ${events(count)}`,
        pendingLabel: 'Moving...',
        keepLabel: 'Cancel',
      };
  }
}

async function run(action: BulkAction, ids: readonly string[]): Promise<string> {
  switch (action.kind) {
    case 'cancel': {
      const done = await cancelEvents(ids, action.reason);
      return `${events(done)} cancelled.`;
    }
    case 'delete':
      return `${events(await deleteEvents(ids))} deleted.`;
    case 'category':
      return `${events(await setEventsCategory(ids, action.category))} moved to ${action.category}.`;
  }
}

export interface BulkEventsConfirmProps {
  action: BulkAction | null;
  ids: readonly string[];
  onClose: () => void;
  /** After the database has done it (the selection is cleared). */
  onDone: () => void;
}

/**
 * The confirmation of a bulk action, naming the count ("Delete 20 events?"). Loaded on first use.
 * The database refuses the whole action if any event may not be changed by the caller; its
 * message (which event) is shown, and the dialog stays open.
 */
export function BulkEventsConfirm({ action, ids, onClose, onDone }: BulkEventsConfirmProps) {
  const text = action ? wording(action, ids.length) : null;
  return (
    <ConfirmDialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={text?.title ?? ''}
      description={text?.description ?? ''}
      confirmLabel={text?.confirmLabel}
      pendingLabel={text?.pendingLabel}
      cancelLabel={text?.keepLabel}
      onConfirm={async () => {
        if (!action) return;
        try {
          toast({ title: await run(action, ids), variant: 'success' });
          onDone();
        } catch (error) {
          toast({ title: 'Error', description: error instanceof Error ? error.message : 'The events could not be changed.', variant: 'destructive' });
          throw error;
        }
      }}
    />
  );
}

export default BulkEventsConfirm;
