/**
 * One-click unsubscribe URLs for the worker's emails (CONTRACTS.md: `outbox` leaves the hook,
 * `notices` fills it in). A kind a member may switch off (a reminder timing, organiser messages),
 * sent to a member (not a bare address), gets a URL signed for that member and kind, served by the
 * `notifications` function (supabase/functions/notifications). Every other kind answers null: an
 * event's change and cancellation notices cannot be switched off, and the newsletter has its own.
 */
import { getEnv } from '../_shared/env.ts';
import { isUnsubscribableKind, unsubscribeUrl } from '../notifications/token.ts';
import type { OutboxMessage } from './kinds/types.ts';

export function unsubscribeUrlFor(message: OutboxMessage, kind: string): Promise<string | null> {
  const supabaseUrl = getEnv('SUPABASE_URL');
  if (!message.recipient_user_id || !isUnsubscribableKind(kind) || !supabaseUrl) return Promise.resolve(null);
  return unsubscribeUrl(supabaseUrl, { u: message.recipient_user_id, k: kind });
}
