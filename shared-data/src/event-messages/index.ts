/**
 * `shared-data/event-messages`: an organiser's messages to an event's members. A subpath entry, not
 * part of the singleton: only the dialog that writes them bundles it (its own lazy chunk), so the
 * event page's first load does not grow.
 */
import { queryCache, useQuery, type QueryResult } from 'shared-data';
import { listEventMessages, sendEventMessage, type EventMessage, type MessageAudience, type SentMessage } from './calls';

/** Names of the event's messages in the query cache. */
const eventMessageKeys = {
  all: ['event-messages'] as const,
  list: (eventId: string) => ['event-messages', eventId] as const,
};

/** The messages sent to an event's members (its organiser and admins only). */
export function useEventMessages(eventId: string): QueryResult<EventMessage[]> {
  return useQuery(eventMessageKeys.list(eventId), () => listEventMessages(eventId));
}

/** Sends (with the sender's address as Reply-To when they choose), then reads the event's messages again. */
export async function sendMessageToMembers(eventId: string, audience: MessageAudience, subject: string, body: string, showMyAddress = false): Promise<SentMessage> {
  const sent = await sendEventMessage(eventId, audience, subject, body, showMyAddress);
  queryCache.invalidate(eventMessageKeys.list(eventId));
  return sent;
}

export type { EventMessage, MessageAudience, SentMessage };
