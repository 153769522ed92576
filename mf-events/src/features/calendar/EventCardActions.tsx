import { ButtonAnchor } from 'shared-ui';
import { getAppConfig, type EventRow } from 'shared-data';
import { EventManageButtons } from 'shared-site';
import { eventsFeedUrl } from 'page-head/event';

export interface EventCardActionsProps {
  event: EventRow;
  /** Edit and Delete appear only to the event's creator (SPEC section 6). */
  canManage: boolean;
  onEdit: (event: EventRow) => void;
  onDelete: (event: EventRow) => void;
}

/** "Add to calendar" (that event as .ics, from the calendar feed function) and the creator's controls. */
export function EventCardActions({ event, canManage, onEdit, onDelete }: EventCardActionsProps) {
  const icsUrl = eventsFeedUrl(getAppConfig().functionsUrl, { id: event.id });
  return (
    <>
      <ButtonAnchor href={icsUrl} $variant="outline" $size="sm" download aria-label={`Add to calendar: ${event.title}`}>
        Add to calendar
      </ButtonAnchor>
      {canManage ? <EventManageButtons event={event} onEdit={onEdit} onDelete={onDelete} /> : null}
    </>
  );
}
