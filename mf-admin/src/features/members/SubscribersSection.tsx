import { format, parseISO } from 'date-fns';
import { Button, ErrorState } from 'shared-ui';
import { useSubscribers, type NewsletterSubscriberRow } from 'shared-data';
import { DataTable } from '../../components/DataTable';
import { useCsvExport, useLoadFailureToast, type CsvColumn } from 'shared-site';
import { SectionHeader } from './SectionHeader';

const SUBSCRIBER_COLUMNS: readonly CsvColumn<NewsletterSubscriberRow>[] = [
  { header: 'Email', value: (s) => s.email },
  { header: 'Subscribed', value: (s) => s.created_at },
];

/** The newsletter list (admins only can read it), newest first, with CSV export. */
export function SubscribersSection() {
  const subscribers = useSubscribers();
  useLoadFailureToast(subscribers.error, 'Failed to fetch subscribers');
  const rows = subscribers.data ?? [];
  const { isExporting, exportCsv } = useCsvExport({
    rows: () => rows,
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
        <p role="status">{subscribers.status === 'pending' ? 'Loading subscribers...' : `${rows.length} subscribers`}</p>
      )}
      {rows.length > 0 ? (
        <DataTable>
          <table>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Subscribed</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.id}>
                  <td>{s.email}</td>
                  <td>{format(parseISO(s.created_at), 'PPP p')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </DataTable>
      ) : null}
    </section>
  );
}
