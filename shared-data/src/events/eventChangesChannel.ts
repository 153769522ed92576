/**
 * The `events-changes` channel itself, a chunk of its own fetched with the first live view
 * (`subscribe-event-changes.ts` keeps the listeners).
 */
import type { RealtimeChannel } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabaseClient';
import type { EventRow } from '../client/database';
import { whenPageSettled } from '../client/whenPageSettled';
import type { EventChange } from './eventChange';

/**
 * Once the page has settled (`whenPageSettled`), joins `events-changes` and hands every change to
 * `deliver`, and `null` each time the channel has joined: first (the views read before it), and
 * again after a dropped connection (what changed meanwhile was not delivered). The browser builds
 * construct supabase-js with realtime-js on demand (`client/realtimeOnDemand.ts`): its `load()`
 * builds the real client first. Stopped before it opened, it opens nothing.
 */
export function openEventChanges(deliver: (change: EventChange | null) => void): { stop: () => void } {
  let isStopped = false;
  let channel: { supabase: Awaited<ReturnType<typeof getSupabase>>; realtime: RealtimeChannel } | undefined;
  whenPageSettled()
    .then(() => getSupabase())
    .then(async (supabase) => {
      if (isStopped) return;
      await (supabase.realtime as unknown as { load?: () => Promise<unknown> }).load?.();
      if (isStopped) return;
      const realtime = supabase
        .channel('events-changes')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'events' }, (payload) => {
          const row = payload.eventType === 'DELETE' ? null : (payload.new as EventRow);
          const id = (row?.id ?? (payload.old as Partial<EventRow> | undefined)?.id ?? null) as string | null;
          deliver({ type: payload.eventType, event: row, id });
        })
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') deliver(null);
        });
      channel = { supabase, realtime };
    })
    .catch((error: unknown) => console.error('Error subscribing to event changes:', error));
  return {
    stop: () => {
      isStopped = true;
      if (channel) void channel.supabase.removeChannel(channel.realtime);
    },
  };
}
