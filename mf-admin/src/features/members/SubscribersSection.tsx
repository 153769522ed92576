import { format, parseISO } from 'date-fns';
import { Button, ErrorState } from 'shared-ui';
import { useSubscribers, type SubscriberListRow } from 'shared-data';
import { recordCsvExport } from 'shared-data/admin';
import { DataTable, useCsvExport, useLoadFailureToast, type CsvColumn, type DataColumn } from 'shared-site';
import { SectionHeader } from '../../components/SectionHeader';

const STATUS_LABEL: Record<SubscriberListRow['status'], string> = { confirmed: 'Confirmed', pending: 'Pending confirmation' };

const SUBSCRIBER_COLUMNS: readonly CsvColumn<SubscriberListRow>[] = [
  { header: 'Email', value: (s) => s.email },
  { header: 'Status', value: (s) => STATUS_LABEL[s.status] },
  { header: 'Since', value: (s) => s.since },
];

const SUBSCRIBER_TABLE: readonly DataColumn<SubscriberListRow>[] = [
  { header: 'Email', cell: (s) => s.email },
  { header: 'Status', cell: (s) => STATUS_LABEL[s.status] },
  { header: 'Since', cell: (s) => format(parseISO(s.since), 'PPP p') },
];

/**
 * The newsletter list (admins only can read it), newest first, with CSV export: confirmed
 * subscribers and the addresses still waiting to confirm (an unconfirmed address expires after
 * 7 days and is then neither listed nor exported).
 */
export function SubscribersSection() {
  const subscribers = useSubscribers();
  useLoadFailureToast(subscribers.error, 'Failed to fetch subscribers');
  const rows = subscribers.data ?? [];
  const { isExporting, exportCsv } = useCsvExport({
    // The database records the export (who, how many of each) before the file is saved.
    rows: async () => {
      const confirmed = rows.filter((s) => s.status === 'confirmed').length;
      await recordCsvExport('public.newsletter_subscribers', rows.length, { confirmed, pending: rows.length - confirmed });
      return rows;
    },
    columns: SUBSCRIBER_COLUMNS,
    filename: () => `newsletter-subscribers-${format(new Date(), 'yyyy-MM-dd')}.csv`,
    failureDescription: 'Failed to export subscribers',
  });

  return (
    <section aria-labelledby="subscribers-heading">
      <SectionHeader>
        <h2 id="subscribers-heading">Newsletter subscribers</h2>
        <Button type="button" $variant="outline" disabled={isExporting || rows.length === 0} onClick={() => void exportCsv()}>
          {isExporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </SectionHeader>
      {subscribers.status === 'error' ? (
        <ErrorState title="We couldn't load the subscribers." onRetry={subscribers.refetch} isRetrying={subscribers.isFetching} />
      ) : (
        <p role="status">
          {subscribers.status === 'pending'
            ? 'Loading subscribers...'
            : `${rows.filter((s) => s.status === 'confirmed').length} subscribers, ${rows.filter((s) => s.status === 'pending').length} waiting to confirm`}
        </p>
      )}
      {rows.length > 0 ? (
        <DataTable columns={SUBSCRIBER_TABLE} rows={rows} rowKey={(s) => `${s.status}-${s.id}`} labelledBy="subscribers-heading" />
      ) : null}
    </section>
  );
}
