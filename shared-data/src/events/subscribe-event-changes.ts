import { getSupabase } from '../client/supabaseClient';
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
 * removes the channel.
 */
export function subscribeToEventChanges(onChange: (change: EventChange) => void): () => void {
  const supabase = getSupabase();
  const channel = supabase
    .channel('events-changes')
    .on('postgres_changes', { event: '*', schema: 'public', table: 'events' }, (payload) => {
      const row = payload.eventType === 'DELETE' ? null : (payload.new as EventRow);
      const id = (row?.id ?? (payload.old as Partial<EventRow> | undefined)?.id ?? null) as string | null;
      onChange({ type: payload.eventType, event: row, id });
    })
    .subscribe();
  return () => {
    void supabase.removeChannel(channel);
  };
}
