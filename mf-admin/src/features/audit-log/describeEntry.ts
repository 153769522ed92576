import type { Json } from 'shared-data';
import type { AuditLogEntry } from 'shared-data/admin';
import { AUDIT_ACTIONS, AUDITED_TABLES } from './auditLogFilters';

const TABLE_LABELS = new Map(AUDITED_TABLES);
const ACTION_LABELS = new Map(AUDIT_ACTIONS);

export const tableLabel = (table: string) => TABLE_LABELS.get(table) ?? table;
export const actionLabel = (action: string) => ACTION_LABELS.get(action) ?? action;

/** Who did it, as staff read it: the member's email, else what kind of caller it was. */
export function actorLabel(entry: Pick<AuditLogEntry, 'actor_email' | 'actor_id' | 'actor_role'>): string {
  if (entry.actor_email) return entry.actor_email;
  if (entry.actor_role === 'service_role') return entry.actor_id ? `Service role (for ${entry.actor_id})` : 'Service role (a script or function)';
  if (entry.actor_role.startsWith('database:')) return `Database (${entry.actor_role.slice('database:'.length)})`;
  return entry.actor_id ?? entry.actor_role;
}

/** Where the record can be seen: a path on the site, an outside address, or nothing. */
export type RecordLink = { kind: 'route'; to: string } | { kind: 'external'; href: string } | null;

const asText = (value: Json | undefined) => (typeof value === 'string' ? value : null);

export function recordLink(entry: Pick<AuditLogEntry, 'table_name' | 'action' | 'record_key' | 'new_values' | 'old_values'>): RecordLink {
  const key = entry.record_key ?? {};
  switch (entry.table_name) {
    case 'public.events': {
      const id = asText(key.id);
      return id && entry.action !== 'delete' ? { kind: 'route', to: `/events/${id}` } : null;
    }
    case 'public.event_rsvps': {
      const eventId = asText(key.event_id);
      return eventId ? { kind: 'route', to: `/events/${eventId}` } : null;
    }
    case 'public.profiles':
      return { kind: 'route', to: '/admin?tab=members' };
    case 'public.generated_images': {
      const href = asText(entry.new_values?.image_url) ?? asText(entry.old_values?.image_url);
      return href && /^https?:\/\//.test(href) ? { kind: 'external', href } : null;
    }
    default:
      return null;
  }
}

/** A value as one line of text: strings as they are, empty as "(empty)", anything else as JSON. */
function formatValue(value: Json | undefined): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export interface ChangeLine {
  column: string;
  before: string | null;
  after: string | null;
}

/**
 * The entry's changes, one line per column: before and after for an update, the values for an
 * insert (after only) or a delete (before only); empty columns of an insert or delete are left out.
 * A named action (an export) lists its details.
 */
export function changeLines(entry: Pick<AuditLogEntry, 'old_values' | 'new_values' | 'details'>): ChangeLine[] {
  const before = entry.old_values ?? {};
  const after = entry.new_values ?? {};
  if (entry.old_values && entry.new_values) {
    return Object.keys(after).sort().map((column) => ({ column, before: formatValue(before[column]), after: formatValue(after[column]) }));
  }
  const shown = (values: Record<string, Json>) => Object.keys(values).sort().filter((column) => values[column] !== null && values[column] !== '');
  if (entry.new_values) return shown(after).map((column) => ({ column, before: null, after: formatValue(after[column]) }));
  if (entry.old_values) return shown(before).map((column) => ({ column, before: formatValue(before[column]), after: null }));
  const details = entry.details ?? {};
  return Object.keys(details).sort().map((column) => ({ column, before: null, after: formatValue(details[column]) }));
}
