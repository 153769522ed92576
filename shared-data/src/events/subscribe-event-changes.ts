import { getSupabase, type AppSupabaseClient } from '../client/supabaseClient';
import type { EventRow } from '../client/database';

export interface EventChange {
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  /** The row after the change (INSERT, UPDATE). */
  event: EventRow | null;
  /** The id of the row that changed (all types). */
  id: string | null;
}

/**
 * Calls `onChange` whenever any row of `public.events` is inserted, updated or deleted, by
 * anyone (channel `events-changes`, SPEC section 7). Returns the unsubscribe function, which
 * removes the channel (also when called before the client had loaded: then none is opened).
 */
export function subscribeToEventChanges(onChange: (change: EventChange) => void): () => void {
  let isStopped = false;
  let stop = () => {};
  getSupabase()
    .then((supabase) => {
      if (isStopped) return;
      const channel = subscribe(supabase, onChange);
      stop = () => void supabase.removeChannel(channel);
    })
    .catch((error: unknown) => console.error('Error subscribing to event changes:', error));
  return () => {
    isStopped = true;
    stop();
  };
}

function subscribe(supabase: AppSupabaseClient, onChange: (change: EventChange) => void) {
  return supabase
    .channel('events-changes')
    .on('postgres_changes', { event: '*', schema: 'public', table: 'events' }, (payload) => {
      const row = payload.eventType === 'DELETE' ? null : (payload.new as EventRow);
      const id = (row?.id ?? (payload.old as Partial<EventRow> | undefined)?.id ?? null) as string | null;
      onChange({ type: payload.eventType, event: row, id });
    })
    .subscribe();
}
