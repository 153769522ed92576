import type { RealtimeChannel } from '@supabase/supabase-js';
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
 * A listener hears every change, and `null` when the feed was interrupted and is back (a realtime
 * reconnect): changes may have been missed meanwhile, so whatever it shows should be read again.
 */
type Listener = (change: EventChange | null) => void;

const listeners = new Set<Listener>();
let channel: { stop: () => void } | undefined;

/**
 * Calls `onChange` whenever any row of `public.events` is inserted, updated or deleted, by anyone,
 * and with `null` after the feed reconnects. Every view shares one channel, named `events-changes`
 * as SPEC section 7 says: realtime-js keeps one channel per topic and removes it by topic, so a
 * channel per view would let one view's unsubscribe end another's feed. The channel is opened by
 * the first listener and removed with the last (also when that is before the client had loaded:
 * then none is opened).
 */
export function subscribeToEventChanges(onChange: Listener): () => void {
  const listener: Listener = (change) => onChange(change);
  listeners.add(listener);
  if (!channel) channel = openChannel();
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    channel?.stop();
    channel = undefined;
  };
}

function openChannel(): { stop: () => void } {
  let isStopped = false;
  let opened: { remove: () => void } | undefined;
  getSupabase()
    .then((supabase) => {
      if (isStopped) return;
      const realtime: RealtimeChannel = subscribe(supabase.channel('events-changes'));
      opened = { remove: () => void supabase.removeChannel(realtime) };
    })
    .catch((error: unknown) => console.error('Error subscribing to event changes:', error));
  return {
    stop: () => {
      isStopped = true;
      opened?.remove();
    },
  };
}

function subscribe(realtime: RealtimeChannel): RealtimeChannel {
  let joinedBefore = false;
  return realtime
    .on('postgres_changes', { event: '*', schema: 'public', table: 'events' }, (payload) => {
      const row = payload.eventType === 'DELETE' ? null : (payload.new as EventRow);
      const id = (row?.id ?? (payload.old as Partial<EventRow> | undefined)?.id ?? null) as string | null;
      for (const listener of [...listeners]) listener({ type: payload.eventType, event: row, id });
    })
    .subscribe((status) => {
      if (status !== 'SUBSCRIBED') return;
      // Joined again after the connection dropped: what changed meanwhile was not delivered.
      if (joinedBefore) for (const listener of [...listeners]) listener(null);
      joinedBefore = true;
    });
}
