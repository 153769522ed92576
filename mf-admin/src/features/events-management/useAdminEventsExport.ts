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
  { header: 'Id', value: (e) => e.id },
];

/**
 * Export CSV of the events tab: every event the filters match, not only the page shown. The database
 * records the export (who, how many rows, which filters) before the file is saved.
 */
export function useAdminEventsExport({ search, category, when, today }: Omit<AdminEventsQuery, 'page' | 'pageSize'>) {
  return useCsvExport({
    rows: async () => {
      const rows = await listAllAdminEvents({ search, category, when, today });
      await recordCsvExport('public.events', rows.length, { search, category, when, today });
      return rows;
    },
    columns: EVENT_COLUMNS,
    filename: () => `events-${when}-${format(new Date(), 'yyyy-MM-dd')}.csv`,
    failureDescription: 'Failed to export events',
  });
}
