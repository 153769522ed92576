import { format } from 'date-fns';
import { listAllAdminEvents, type AdminEvent, type AdminEventsQuery } from 'shared-data';
import { recordCsvExport } from 'shared-data/admin';
import { displayCategory, useCsvExport, type CsvColumn } from 'shared-site';

const EVENT_COLUMNS: readonly CsvColumn<AdminEvent>[] = [
  { header: 'Title', value: (e) => e.title },
  { header: 'Date', value: (e) => e.date },
  { header: 'Time', value: (e) => e.time?.slice(0, 5) ?? null },
  { header: 'Time zone', value: (e) => e.timezone },
  { header: 'Category', value: (e) => displayCategory(e) },
  { header: 'Location', value: (e) => e.location },
  { header: 'Description', value: (e) => e.description },
  { header: 'Image URL', value: (e) => e.image_url },
  { header: 'Created by', value: (e) => e.creator?.email ?? null },
  { header: 'Cancelled', value: (e) => e.cancelled_at },
  { header: 'Cancellation reason', value: (e) => e.cancellation_reason },
  { header: 'Id', value: (e) => e.id },
];

/**
 * Export CSV of the events tab: every event the filters match, not only the page shown; with
 * `only`, just the selected ones among them (the selection is always within the filters). The
 * database records the export (who, how many rows, which filters) before the file is saved.
 */
export function useAdminEventsExport({ search, category, when, today }: Omit<AdminEventsQuery, 'page' | 'pageSize'>, only?: ReadonlySet<string>) {
  return useCsvExport({
    rows: async () => {
      const rows = await listAllAdminEvents({ search, category, when, today });
      const exported = only ? rows.filter((row) => only.has(row.id)) : rows;
      await recordCsvExport('public.events', exported.length, { search, category, when, today, ...(only ? { selected: exported.length } : {}) });
      return exported;
    },
    columns: EVENT_COLUMNS,
    filename: () => `events-${only ? 'selected' : when}-${format(new Date(), 'yyyy-MM-dd')}.csv`,
    failureDescription: 'Failed to export events',
  });
}
