import { ButtonAnchor } from 'shared-ui';
import { getAppConfig, type EventRow } from 'shared-data';
import { EventManageButtons } from 'shared-site';

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
      {canManage ? <EventManageButtons event={event} onEdit={onEdit} onDelete={onDelete} /> : null}
    </>
  );
}
