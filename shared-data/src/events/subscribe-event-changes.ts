import type { EventChange } from './eventChange';

/**
 * A listener hears every change, and `null` when the feed has joined, first or after an interruption
 * (a realtime reconnect): changes may have been missed meanwhile, so whatever it shows should be read again.
 */
type Listener = (change: EventChange | null) => void;

const listeners = new Set<Listener>();
let channel: { stop: () => void } | undefined;

/**
 * Calls `onChange` whenever any row of `public.events` is inserted, updated or deleted, by anyone,
 * and with `null` each time the feed has joined (first, and after a reconnect). Every view shares one channel, named `events-changes`
 * as SPEC section 7 says: realtime-js keeps one channel per topic and removes it by topic, so a
 * channel per view would let one view's unsubscribe end another's feed. The channel is opened by
 * the first listener and removed with the last (also when that is before the client had loaded:
 * then none is opened).
 *
 * The first listener of a page opens the feed once the page has settled (`eventChangesChannel.ts`:
 * the visitor's first interaction, or about two seconds after the load), and realtime-js is loaded
 * then: nothing on the first screen waits for it or competes with it. The views read before the feed joined, so once it joins they are
 * told to read again (`null`), as after a reconnect: a change made meanwhile is shown as if the
 * feed had been open.
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

/** Opens the feed (`eventChangesChannel.ts`, its own chunk, fetched with the first live view). */
function openChannel(): { stop: () => void } {
  let isStopped = false;
  let opened: { stop: () => void } | undefined;
  import('./eventChangesChannel')
    .then(({ openEventChanges }) => {
      if (isStopped) return;
      opened = openEventChanges((change) => {
        for (const listener of [...listeners]) listener(change);
      });
    })
    .catch((error: unknown) => console.error('Error subscribing to event changes:', error));
  return {
    stop: () => {
      isStopped = true;
      opened?.stop();
    },
  };
}

export type { EventChange } from './eventChange';
