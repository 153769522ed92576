import { DataError, getSupabase, invalidateAdminData, listAllAdminEvents, type AdminEventsQuery, type EventCategory } from 'shared-data';

/*
 * Cancelling, reinstating and the bulk actions of events management. Each is one security definer
 * function of the database (supabase/migrations/20261128200000_event_cancellation.sql), which checks
 * for every event that the caller may manage it and refuses the whole call otherwise. Afterwards the
 * admin area's reads and every events query are read again, whether the call succeeded or not.
 * Through 'shared-data' (never a relative path): one client and one query cache.
 */

type Client = Awaited<ReturnType<typeof getSupabase>>;

async function call<T>(write: (client: Client) => PromiseLike<{ data: T | null; error: { message: string; code?: string } | null }>): Promise<T> {
  try {
    const { data, error } = await write(await getSupabase());
    if (error) throw new DataError(error.message, error.code);
    return data as T;
  } finally {
    invalidateAdminData();
  }
}

/** Cancels one event with a reason (its page stays, with the reason; RSVPs close). */
export const cancelEvent = (eventId: string, reason: string): Promise<string> => call((db) => db.rpc('cancel_event', { target_event: eventId, reason }));

/** Takes a cancellation back: the event takes RSVPs again. */
export const reinstateEvent = (eventId: string): Promise<void> => call((db) => db.rpc('reinstate_event', { target_event: eventId }));

/** Cancels the events with one reason; answers how many were cancelled (those already cancelled are not). */
export const cancelEvents = (eventIds: readonly string[], reason: string): Promise<number> => call((db) => db.rpc('cancel_events', { target_events: [...eventIds], reason }));

/** Deletes the events; answers how many. */
export const deleteEvents = (eventIds: readonly string[]): Promise<number> => call((db) => db.rpc('delete_events', { target_events: [...eventIds] }));

/** Moves the events to a category; answers how many changed. */
export const setEventsCategory = (eventIds: readonly string[], category: EventCategory): Promise<number> =>
  call((db) => db.rpc('set_events_category', { target_events: [...eventIds], new_category: category }));

/** The ids of every event the filters match, across pages ("select all that match"). */
export async function listAdminEventIds(query: Omit<AdminEventsQuery, 'page' | 'pageSize'>): Promise<string[]> {
  return (await listAllAdminEvents(query)).map((event) => event.id);
}
