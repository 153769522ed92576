import { DataError, getSupabase, type Json } from 'shared-data';

/** One entry of the audit log (written by the database: supabase/migrations/20261128000000_audit_log.sql). */
export interface AuditLogEntry {
  id: number;
  at: string;
  /** The signed-in user who did it; null for the service role, or SQL run without a JWT. */
  actor_id: string | null;
  actor_email: string | null;
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
}

/** The log's filters (each optional) as the admin tab keeps them in the URL. */
export interface AuditLogFilters {
  actor: string | null;
  table: string | null;
  action: string | null;
  /** Inclusive start and exclusive end, ISO timestamps. */
  since: string | null;
  until: string | null;
}

export interface AuditLogQuery extends AuditLogFilters {
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface AuditLogPage {
  rows: AuditLogEntry[];
  total: number;
}

export interface AuditActor {
  actor_id: string;
  actor_email: string | null;
}

function filterArgs({ actor, table, action, since, until }: AuditLogFilters) {
  return {
    ...(actor ? { by_actor: actor } : {}),
    ...(table ? { on_table: table } : {}),
    ...(action ? { of_action: action } : {}),
    ...(since ? { since } : {}),
    ...(until ? { until } : {}),
  };
}

/** A page of entries, newest first, with the total matching the filters. Admins only (the database refuses others). */
export async function listAuditLog(query: AuditLogQuery): Promise<AuditLogPage> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('audit_log_entries', {
    ...filterArgs(query),
    page_size: query.pageSize,
    page_offset: (Math.max(1, query.page) - 1) * query.pageSize,
  });
  if (error) throw new DataError(error.message, error.code);
  const rows = (data ?? []) as unknown as Array<AuditLogEntry & { total_count: number }>;
  return { rows: rows.map(({ total_count: _total, ...entry }) => entry), total: rows[0]?.total_count ?? 0 };
}

/** Everyone who appears in the log, for the actor filter. */
export async function listAuditActors(): Promise<AuditActor[]> {
  const { data, error } = await (await getSupabase()).rpc('audit_log_actors');
  if (error) throw new DataError(error.message, error.code);
  return (data ?? []) as AuditActor[];
}

/** Every entry the filters match (at most 10 000); the database records the export itself. */
export async function exportAuditLog(filters: AuditLogFilters): Promise<AuditLogEntry[]> {
  const { data, error } = await (await getSupabase()).rpc('export_audit_log', filterArgs(filters));
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
