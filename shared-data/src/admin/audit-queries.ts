import { queryCache, useQuery, type QueryResult } from 'shared-data';
import { exportAuditLog, listAuditActors, listAuditLog, type AuditActor, type AuditLogEntry, type AuditLogFilters, type AuditLogPage, type AuditLogQuery } from './audit-log';

/**
 * The audit log's reads in the query cache: under the admin area's prefix (so `invalidateAdminData`
 * reads them again too), kept here rather than in keys.ts, which the singleton carries.
 */
const auditKeys = {
  all: ['admin', 'audit'] as const,
  entries: (query: AuditLogQuery) => ['admin', 'audit', 'entries', query] as const,
  actors: () => ['admin', 'audit', 'actors'] as const,
};

/** A page of the audit log for the filters; the previous page stays shown while the next one loads. */
export function useAuditLog(query: AuditLogQuery): QueryResult<AuditLogPage> {
  return useQuery(auditKeys.entries(query), () => listAuditLog(query), { keepPreviousData: true });
}

/** Everyone in the log, for the actor filter. */
export function useAuditActors(): QueryResult<AuditActor[]> {
  return useQuery(auditKeys.actors(), listAuditActors);
}

/** The export (exportAuditLog), then the log read again: it now holds the export's own entry. */
export async function exportAuditLogEntries(filters: AuditLogFilters): Promise<AuditLogEntry[]> {
  try {
    return await exportAuditLog(filters);
  } finally {
    queryCache.invalidate(auditKeys.all);
  }
}
