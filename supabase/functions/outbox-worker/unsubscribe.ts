/**
 * The hook for one-click unsubscribe URLs (CONTRACTS.md: `notices` provides the endpoint behind it
 * and fills this in). Until then no kind has one: renderers leave List-Unsubscribe off and link to
 * the preferences page, which every email carries.
 */
import type { OutboxMessage } from './kinds/types.ts';

export function unsubscribeUrlFor(_message: OutboxMessage, _kind: string): Promise<string | null> {
  return Promise.resolve(null);
}
