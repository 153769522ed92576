import { Button } from 'shared-ui';
import type { EventRow } from 'shared-data';

export interface EventManageButtonsProps<E extends EventRow> {
  event: E;
  onEdit: (event: E) => void;
  onDelete: (event: E) => void;
}

/** An event card's Edit and Delete, named with the event's title for screen readers (calendar and admin area). */
export function EventManageButtons<E extends EventRow>({ event, onEdit, onDelete }: EventManageButtonsProps<E>) {
  return (
    <>
      <Button type="button" $variant="secondary" $size="sm" onClick={() => onEdit(event)} aria-label={`Edit ${event.title}`}>
        Edit
      </Button>
      <Button type="button" $variant="destructive" $size="sm" onClick={() => onDelete(event)} aria-label={`Delete ${event.title}`}>
        Delete
      </Button>
    </>
  );
}
