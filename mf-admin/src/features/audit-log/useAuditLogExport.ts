import { format } from 'date-fns';
import { exportAuditLog, type AuditLogEntry, type AuditLogFilters } from 'shared-data/admin';
import { useCsvExport, type CsvColumn } from 'shared-site';
import { actionLabel, actorText, describeEntry, recordLink, tableLabel } from './describeEntry';

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const AUDIT_COLUMNS: readonly CsvColumn<AuditLogEntry>[] = [
  { header: 'When', value: (e) => e.at },
  { header: 'Who', value: (e) => actorText(e) },
  { header: 'What happened', value: (e) => describeEntry(e) },
  { header: 'About', value: (e) => recordLink(e)?.label ?? null },
  { header: 'Actor id', value: (e) => e.actor_id },
  { header: 'Actor role', value: (e) => e.actor_role },
  { header: 'Action', value: (e) => actionLabel(e.action) },
  { header: 'Table', value: (e) => tableLabel(e.table_name) },
  { header: 'Record', value: (e) => e.record_id },
  { header: 'Before', value: (e) => json(e.old_values) },
  { header: 'After', value: (e) => json(e.new_values) },
  { header: 'Details', value: (e) => json(e.details) },
  { header: 'Entry', value: (e) => e.id },
];

/**
 * Export CSV of the audit log: every entry the filters match (up to 10 000), through the database's
 * export_audit_log, which records the export itself. Cells are neutralised against formulas by toCsv.
 */
export function useAuditLogExport(filters: AuditLogFilters) {
  return useCsvExport({
    rows: () => exportAuditLog(filters),
    columns: AUDIT_COLUMNS,
    filename: () => `audit-log-${format(new Date(), 'yyyy-MM-dd')}.csv`,
    failureDescription: 'Failed to export the audit log',
  });
}
