import { Button, ButtonAnchor } from 'shared-ui';
import { getAppConfig, type EventRow } from 'shared-data';

export interface EventCardActionsProps {
  event: EventRow;
  /** Edit and Delete appear only to the event's creator (SPEC section 6). */
  canManage: boolean;
  onEdit: (event: EventRow) => void;
  onDelete: (event: EventRow) => void;
}

/** "Add to calendar" (that event as .ics, from the calendar feed function) and the creator's controls. */
export function EventCardActions({ event, canManage, onEdit, onDelete }: EventCardActionsProps) {
  const icsUrl = `${getAppConfig().functionsUrl}/events-ics?id=${encodeURIComponent(event.id)}`;
  return (
    <>
      <ButtonAnchor href={icsUrl} $variant="outline" $size="sm" download aria-label={`Add to calendar: ${event.title}`}>
        Add to calendar
      </ButtonAnchor>
      {canManage ? (
        <>
          <Button type="button" $variant="secondary" $size="sm" onClick={() => onEdit(event)} aria-label={`Edit ${event.title}`}>
            Edit
          </Button>
          <Button type="button" $variant="destructive" $size="sm" onClick={() => onDelete(event)} aria-label={`Delete ${event.title}`}>
            Delete
          </Button>
        </>
      ) : null}
    </>
  );
}
