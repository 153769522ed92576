import { useUrlView } from '../../components/useUrlView';
import { addDays, isValid, parseISO, startOfDay } from 'date-fns';
import type { AuditLogFilters } from 'shared-data/admin';

/** The audit tab's view, kept in the URL (?actor=&table=&action=&from=&to=&record=&page=): shareable, and kept on reload. */
export interface AuditLogView {
  /** The actor's user id. */
  actor: string | null;
  /** Schema-qualified table, e.g. 'public.events'. */
  table: string | null;
  action: string | null;
  /** Days (yyyy-MM-dd, the viewer's own time zone), both included. */
  from: string | null;
  to: string | null;
  /** One record's history: its id as the log names it (an event's id, a member's id, `<event>/<member>` for an RSVP). */
  record: string | null;
  /** 1-based. */
  page: number;
}

/** The tables the log holds entries for, with the names staff know them by. */
export const AUDITED_TABLES: ReadonlyArray<readonly [table: string, label: string]> = [
  ['public.events', 'Events'],
  ['public.event_series', 'Repeating series'],
  ['public.event_rsvps', 'RSVPs (approvals, check-ins)'],
  ['public.event_messages', 'Messages to members'],
  ['public.profiles', 'Roles'],
  ['public.member_invitations', 'Invitations'],
  ['auth.users', 'Deleted accounts'],
  ['public.newsletter_issues', 'Newsletter issues'],
  ['public.newsletter_subscribers', 'Newsletter subscribers'],
  ['public.generated_images', 'Generated images'],
  ['audit.log', 'Audit log'],
];

export const AUDIT_ACTIONS: ReadonlyArray<readonly [action: string, label: string]> = [
  ['insert', 'Created'],
  ['update', 'Changed'],
  ['delete', 'Deleted'],
  ['export', 'Exported'],
  ['prune', 'Pruned'],
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TABLE = /^[a-z_]+\.[a-z_]+$/;
const ACTION = /^[a-z_]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A record id as the log writes it: key values joined by '/' (uuids, numbers). */
const RECORD = /^[0-9a-zA-Z_\-/:.]{1,200}$/;

const day = (value: string | null) => (value && DAY.test(value) && isValid(parseISO(value)) ? value : null);

/** The view a URL asks for; anything malformed is left out. */
export function readAuditLogView(params: URLSearchParams): AuditLogView {
  const actor = params.get('actor');
  const table = params.get('table');
  const action = params.get('action');
  const record = params.get('record');
  return {
    actor: actor && UUID.test(actor) ? actor.toLowerCase() : null,
    table: table && TABLE.test(table) ? table : null,
    action: action && ACTION.test(action) ? action : null,
    from: day(params.get('from')),
    to: day(params.get('to')),
    record: record && RECORD.test(record) ? record : null,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** The URL after a change: any change but the page goes back to page 1; empty values are left out; the tab stays. */
export function writeAuditLogView(params: URLSearchParams, changes: Partial<AuditLogView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged: AuditLogView = { ...readAuditLogView(params), ...changes, page: changes.page ?? 1 };
  for (const key of ['actor', 'table', 'action', 'from', 'to', 'record', 'page']) next.delete(key);
  if (merged.actor) next.set('actor', merged.actor);
  if (merged.table) next.set('table', merged.table);
  if (merged.action) next.set('action', merged.action);
  if (merged.from) next.set('from', merged.from);
  if (merged.to) next.set('to', merged.to);
  if (merged.record) next.set('record', merged.record);
  if (merged.page > 1) next.set('page', String(merged.page));
  return next;
}

/** The database's filters for a view: the days become the start of `from` and the end of `to`, in the viewer's zone. */
export function auditLogFilters({ actor, table, action, from, to, record }: AuditLogView): AuditLogFilters {
  return {
    record,
    actor,
    table,
    action,
    since: from ? startOfDay(parseISO(from)).toISOString() : null,
    until: to ? addDays(startOfDay(parseISO(to)), 1).toISOString() : null,
  };
}

/** The audit tab's view, read from and written to the URL (replacing the entry: filtering is not navigation). */
export function useAuditLogView(): [AuditLogView, (changes: Partial<AuditLogView>) => void] {
  return useUrlView(readAuditLogView, writeAuditLogView);
}
