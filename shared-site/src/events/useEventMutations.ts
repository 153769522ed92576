import { useCallback } from 'react';
import { DataError, createEvent, deleteEvent, eventPageCalls, invalidateAdminData, invalidateEvents, updateEvent, type EventInput, type EventRow } from 'shared-data';
import type { EventSubmitOptions } from './EventFormDialog';
import { toast } from 'shared-ui';

/** A member's own change, for a screen that shows it before the database answers again. */
export type EventChange = { type: 'created' | 'updated'; event: EventRow } | { type: 'deleted'; id: string };

export interface UseEventMutationsOptions {
  /**
   * SPEC section 8's wording of the screen: the calendar's failure toast is titled "Failed to
   * create event"; the admin area's is titled "Error" with that text below.
   */
  failureToast: 'calendar' | 'admin';
  /** Called after each change succeeded, before every events query is read again. */
  onChanged?: (change: EventChange) => void;
}

const FAILURES = { create: 'Failed to create event', update: 'Failed to update event', delete: 'Failed to delete event' } as const;
const SUCCESSES = { create: 'Event created successfully', update: 'Event updated successfully', delete: 'Event deleted successfully' } as const;

/**
 * A new event's registration questions, set once it exists (set_event_registration checks the
 * organiser and every limit; the form said the limits first). The event is made either way: if the
 * questions are refused, the toast says so and where to add them.
 */
async function askQuestions(eventId: string, questions: NonNullable<EventSubmitOptions['questions']>): Promise<void> {
  try {
    const { setRegistrationAndRefresh } = await import('shared-data/rsvp');
    await setRegistrationAndRefresh(eventId, questions, false);
  } catch (error) {
    console.error('Saving the new event’s questions failed', error);
    const reason = error instanceof DataError && ['23514', '22023', '42501'].includes(error.code ?? '') ? ` ${error.message}` : '';
    toast({
      title: 'The event was created, but its registration questions were not saved.',
      description: `${reason ? `${reason.trim()} ` : ''}Add them from the attendee list on the event's page.`,
      variant: 'destructive',
    });
  }
}

/** A change to a whole series shows once every events query has read again (no one event to show first). */
const NO_LOCAL_CHANGE = null;

/**
 * Create, update and delete an event with SPEC's toasts, for the calendar and the admin area alike.
 * After a change every shown events query (calendar, upcoming lists, admin list and figures) reads
 * again. Failures are toasted and rethrown, so the dialog that asked stays open with what was typed.
 */
export function useEventMutations({ failureToast, onChanged }: UseEventMutationsOptions) {
  const run = useCallback(
    async <T,>(action: keyof typeof FAILURES, work: () => Promise<T>, change: (value: T) => EventChange | null): Promise<void> => {
      let value: T;
      try {
        value = await work();
      } catch (error) {
        console.error(`Error: ${FAILURES[action]}`, error);
        // A limit (too many changes in a few minutes: 429) is the one failure the member can act
        // on: the database's words say how long to wait, and the form keeps what was typed.
        const limit = error instanceof DataError && error.code === 'PT429' ? `${error.message}${action === 'delete' ? '' : ' What you typed is still in the form.'}` : null;
        toast(
          failureToast === 'calendar'
            ? { title: FAILURES[action], ...(limit ? { description: limit } : {}), variant: 'destructive' }
            : { title: 'Error', description: limit ? `${FAILURES[action]}. ${limit}` : FAILURES[action], variant: 'destructive' },
        );
        throw error;
      }
      const local = change(value);
      if (local) onChanged?.(local);
      else invalidateEvents();
      invalidateAdminData();
      toast({ title: 'Success', description: SUCCESSES[action], variant: 'success' });
    },
    [failureToast, onChanged],
  );

  const create = useCallback(
    async (input: EventInput, options?: EventSubmitOptions) => {
      if (options?.rrule) return run('create', async () => (await eventPageCalls()).createEventSeries(input, options.rrule!), () => NO_LOCAL_CHANGE);
      let created: EventRow | null = null;
      await run(
        'create',
        async () => (created = await createEvent(input)),
        (event) => ({ type: 'created', event }),
      );
      if (created && options?.questions?.length) await askQuestions((created as EventRow).id, options.questions);
    },
    [run],
  );
  const update = useCallback((id: string, input: EventInput) => run('update', () => updateEvent(id, input), (event) => ({ type: 'updated', event })), [run]);
  /** An occurrence and the later ones of its series ("This and later events"). */
  const updateFollowing = useCallback(
    (event: EventRow, input: EventInput) =>
      run('update', async () => (await eventPageCalls()).updateEventSeries(event.series_id!, input, event.date), () => NO_LOCAL_CHANGE),
    [run],
  );
  const remove = useCallback((event: EventRow) => run('delete', () => deleteEvent(event.id), () => ({ type: 'deleted', id: event.id })), [run]);

  /** A whole series with every occurrence. */
  const removeSeries = useCallback(
    (event: EventRow) => run('delete', async () => (await eventPageCalls()).deleteEventSeries(event.series_id!), () => NO_LOCAL_CHANGE),
    [run],
  );

  return { create, update, updateFollowing, remove, removeSeries };
}
