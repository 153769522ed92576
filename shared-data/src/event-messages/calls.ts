/**
 * An event's organiser (or an admin) writing to its members (public.send_event_message) and the
 * messages sent so far (public.event_messages: the event's history, which row level security shows
 * to its organiser and admins only). Part of the `shared-data/event-messages` entry, loaded with the
 * dialog that uses it; it reaches the one client through `'shared-data'`.
 */
import { DataError, getSupabase } from 'shared-data';

/** Who receives a message: those going, those on the waitlist, or both. */
export type MessageAudience = 'going' | 'waitlist' | 'both';

export interface EventMessage {
  id: string;
  audience: MessageAudience;
  subject: string;
  body: string;
  recipient_count: number;
  created_at: string;
}

export interface SentMessage {
  messageId: string;
  recipientCount: number;
}

/**
 * Sends a message to the chosen members of an event: one email each, queued with the message in
 * one transaction. With `showMyAddress`, the sender's own address is each email's Reply-To, so
 * members can answer; without it, they reply to nobody. Throws DataError with the database's own
 * words (who may send, the daily limits, an empty message); code 'PT429' for a limit.
 */
export async function sendEventMessage(eventId: string, audience: MessageAudience, subject: string, body: string, showMyAddress = false): Promise<SentMessage> {
  const { data, error } = await (await getSupabase()).rpc('send_event_message', { target_event: eventId, audience, subject, body, show_my_address: showMyAddress });
  if (error) throw new DataError(error.message, error.code);
  const [row] = (data ?? []) as { message_id: string; recipient_count: number }[];
  if (!row) throw new DataError('The message was not sent. Please try again.');
  return { messageId: row.message_id, recipientCount: row.recipient_count };
}

/** The messages sent to an event's members, newest first (at most 50). */
export async function listEventMessages(eventId: string): Promise<EventMessage[]> {
  const { data, error } = await (await getSupabase())
    .from('event_messages')
    .select('id, audience, subject, body, recipient_count, created_at')
    .eq('event_id', eventId)
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) throw new DataError(error.message, error.code);
  return (data ?? []) as EventMessage[];
}
