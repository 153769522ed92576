import { useCallback } from 'react';
import { createEvent, deleteEvent, updateEvent, type EventInput, type EventRow } from 'shared-data';
import { toast } from 'shared-ui';
import type { LocalEventChange } from '../calendar/useCalendarEvents';

/**
 * Create, update and delete with SPEC section 8's toasts. Failures are shown and rethrown, so
 * the dialog that asked stays open.
 */
export function useEventMutations(onLocalChange: (change: LocalEventChange) => void) {
  const handleCreate = useCallback(
    async (input: EventInput): Promise<void> => {
      try {
        const event = await createEvent(input);
        onLocalChange({ type: 'created', event });
        toast({ title: 'Success', description: 'Event created successfully', variant: 'success' });
      } catch (error) {
        toast({ title: 'Failed to create event', variant: 'destructive' });
        throw error;
      }
    },
    [onLocalChange],
  );

  const handleUpdate = useCallback(
    async (id: string, input: EventInput): Promise<void> => {
      try {
        const event = await updateEvent(id, input);
        onLocalChange({ type: 'updated', event });
        toast({ title: 'Success', description: 'Event updated successfully', variant: 'success' });
      } catch (error) {
        toast({ title: 'Failed to update event', variant: 'destructive' });
        throw error;
      }
    },
    [onLocalChange],
  );

  const handleDelete = useCallback(
    async (event: EventRow): Promise<void> => {
      try {
        await deleteEvent(event.id);
        onLocalChange({ type: 'deleted', id: event.id });
        toast({ title: 'Success', description: 'Event deleted successfully', variant: 'success' });
      } catch (error) {
        console.error('Error deleting event:', error);
        toast({ title: 'Failed to delete event', variant: 'destructive' });
        throw error;
      }
    },
    [onLocalChange],
  );

  return { handleCreate, handleUpdate, handleDelete };
}
