import type { EventRow } from '../client/database';

export interface EventChange {
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  /** The row after the change (INSERT, UPDATE). */
  event: EventRow | null;
  /** The id of the row that changed (all types). */
  id: string | null;
}
