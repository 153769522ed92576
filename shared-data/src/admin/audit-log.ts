import { DataError, getSupabase, type Json } from 'shared-data';

/**
 * What an entry is about, in names, as the database reads them now (audit.describe_record,
 * migration 20261130600000_staff_lists.sql): each key only when known.
 */
export interface AuditAbout {
  event_id?: string;
  /** The event's title now, or as the entry knew it once the event is deleted. */
  event_title?: string;
  /** Whether the event is still there (a link to its page works). */
  event_exists?: boolean;
  member_id?: string;
  member_name?: string;
  member_email?: string;
  /** A newsletter issue's subject, an organiser message's subject, an image's page. */
  title?: string;
  /** A newsletter issue's slug and state (its archive page once it is being sent). */
  slug?: string;
  state?: string;
  /** An invitation's role. */
  role?: string;
}

/** One entry of the audit log (written by the database: supabase/migrations/20261128000000_audit_log.sql). */
export interface AuditLogEntry {
  id: number;
  at: string;
  /** The signed-in user who did it; null for the service role, or SQL run without a JWT. */
  actor_id: string | null;
  actor_email: string | null;
  /** The actor's name now (their profile), when they have one. */
  actor_name: string | null;
  /** The JWT's role ('authenticated', 'service_role'), or 'database:<user>' without one. */
  actor_role: string;
  /** Schema-qualified, e.g. 'public.events'. */
  table_name: string;
  /** 'insert', 'update', 'delete', or a named action ('export', 'prune'). */
  action: string;
  record_id: string | null;
  record_key: Record<string, Json> | null;
  /** The changed columns' values before (update, delete) and after (insert, update). */
  old_values: Record<string, Json> | null;
  new_values: Record<string, Json> | null;
  details: Record<string, Json> | null;
  about: AuditAbout;
}

/** The log's filters (each optional) as the admin tab keeps them in the URL. */
export interface AuditLogFilters {
  actor: string | null;
  table: string | null;
  action: string | null;
  /** Inclusive start and exclusive end, ISO timestamps. */
  since: string | null;
  until: string | null;
  /** One record's entries: its id as the log names it (an event's id, a member's id). */
  record: string | null;
}

export interface AuditLogQuery extends AuditLogFilters {
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface AuditLogPage {
  rows: AuditLogEntry[];
  /** The number matching, counted up to 10,001 (more than 10,000: the filters should narrow it). */
  total: number;
}

/** The most entries the database counts (and exports) for one view. */
export const AUDIT_LOG_COUNT_LIMIT = 10_000;

export interface AuditActor {
  actor_id: string;
  actor_email: string | null;
  actor_name: string | null;
}

function filterArgs({ actor, table, action, since, until, record }: AuditLogFilters) {
  return {
    ...(actor ? { by_actor: actor } : {}),
    ...(table ? { on_table: table } : {}),
    ...(action ? { of_action: action } : {}),
    ...(since ? { since } : {}),
    ...(until ? { until } : {}),
    ...(record ? { about_record: record } : {}),
  };
}

/** A page of entries, newest first, with who and what in names, and the number matching the filters. Admins only (the database refuses others). */
export async function listAuditLog(query: AuditLogQuery): Promise<AuditLogPage> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('audit_log_page', {
    ...filterArgs(query),
    page_size: query.pageSize,
    page_offset: (Math.max(1, query.page) - 1) * query.pageSize,
  });
  if (error) throw new DataError(error.message, error.code);
  const rows = (data ?? []) as unknown as Array<AuditLogEntry & { total_count: number }>;
  return { rows: rows.map(({ total_count: _total, ...entry }) => entry), total: Number(rows[0]?.total_count ?? 0) };
}

/** Everyone who appears in the log, with their names, for the actor filter. */
export async function listAuditActors(): Promise<AuditActor[]> {
  const { data, error } = await (await getSupabase()).rpc('audit_log_people');
  if (error) throw new DataError(error.message, error.code);
  return (data ?? []) as AuditActor[];
}

/** Every entry the filters match (at most 10 000), with names; the database records the export itself. */
export async function exportAuditLog(filters: AuditLogFilters): Promise<AuditLogEntry[]> {
  const { data, error } = await (await getSupabase()).rpc('export_audit_log_entries', filterArgs(filters));
  if (error) throw new DataError(error.message, error.code);
  return (data ?? []) as unknown as AuditLogEntry[];
}

/**
 * Records a CSV export made in the browser (`record_csv_export`): the database writes who exported
 * `table` ('public.events'), how many rows and with which filters. Called before the file is saved:
 * an export the database refused to record is not saved.
 */
export async function recordCsvExport(table: string, rowCount: number, filters: Record<string, Json> = {}): Promise<void> {
  const { error } = await (await getSupabase()).rpc('record_csv_export', { exported_table: table, row_count: rowCount, filters });
  if (error) throw new DataError(error.message, error.code);
}
