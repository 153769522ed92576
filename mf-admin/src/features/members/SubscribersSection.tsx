import { format, parseISO } from 'date-fns';
import { Button, ErrorState, Pager } from 'shared-ui';
import { plural } from 'shared-ui/plural';
import { useSubscriberCounts, useSubscribers, type SubscriberListRow } from 'shared-data';
import { listAllSubscribers, recordCsvExport } from 'shared-data/admin';
import { DataTable, useCsvExport, useLoadFailureToast, type CsvColumn, type DataColumn } from 'shared-site';
import { SectionHeader } from '../../components/SectionHeader';
import { ListToolbar } from './ListToolbar';
import { SUBSCRIBER_SORTS, SUBSCRIBER_STATES, useSubscribersView, type SubscribersView } from './listViews';

const PAGE_SIZE = 50;

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

const isFiltered = (view: SubscribersView) => view.search.trim() !== '' || view.state !== null;

/** "1 subscriber, 2 waiting to confirm; 1 address matches": the counts, each in the form its number takes. */
export function subscribersSummary(confirmed: number, pending: number, matching: number | null): string {
  const counts = `${plural(confirmed, { one: '1 subscriber', other: `${confirmed} subscribers` })}, ${pending} waiting to confirm`;
  if (matching === null) return counts;
  return plural(matching, { one: `${counts}; 1 address matches`, other: `${counts}; ${matching.toLocaleString('en')} addresses match` });
}

/**
 * The newsletter list (admins only can read it), 50 a page, searched by address, filtered by state
 * and sorted (all in the URL), with CSV export of what the filters match: confirmed subscribers and
 * the addresses still waiting to confirm (an unconfirmed address expires after 7 days and is then
 * neither listed nor exported).
 */
export function SubscribersSection() {
  const [view, setView] = useSubscribersView();
  const filter = { search: view.search, state: view.state, sort: view.sort };
  const subscribers = useSubscribers({ ...filter, page: view.page, pageSize: PAGE_SIZE });
  const counts = useSubscriberCounts();
  useLoadFailureToast(subscribers.error ?? counts.error, 'Failed to fetch subscribers');
  const rows = subscribers.data?.rows ?? [];
  const total = subscribers.data?.total ?? 0;
  const { isExporting, exportCsv } = useCsvExport({
    // The database records the export (who, how many of each, with which filters) before the file is saved.
    rows: async () => {
      const all = await listAllSubscribers(filter);
      const confirmed = all.filter((s) => s.status === 'confirmed').length;
      await recordCsvExport('public.newsletter_subscribers', all.length, {
        confirmed,
        pending: all.length - confirmed,
        ...(view.search.trim() ? { search: view.search.trim() } : {}),
        ...(view.state ? { state: view.state } : {}),
      });
      return all;
    },
    columns: SUBSCRIBER_COLUMNS,
    filename: () => `newsletter-subscribers-${format(new Date(), 'yyyy-MM-dd')}.csv`,
    failureDescription: 'Failed to export subscribers',
  });
  const failed = subscribers.status === 'error' || counts.status === 'error';

  return (
    <section aria-labelledby="subscribers-heading">
      <SectionHeader>
        <h2 id="subscribers-heading">Newsletter subscribers</h2>
        <Button type="button" $variant="outline" disabled={isExporting || total === 0} onClick={() => void exportCsv()}>
          {isExporting ? 'Exporting...' : isFiltered(view) ? `Export ${total.toLocaleString('en')} as CSV` : 'Export CSV'}
        </Button>
      </SectionHeader>
      <ListToolbar
        noun="newsletter subscribers"
        searchLabel="Search by email"
        search={view.search}
        filterLabel="State"
        anyLabel="Confirmed and waiting"
        filters={SUBSCRIBER_STATES}
        filter={view.state}
        sorts={SUBSCRIBER_SORTS}
        sort={view.sort}
        onChange={({ search, filter: state, sort }) => setView({ ...(search !== undefined ? { search } : {}), ...(state !== undefined ? { state } : {}), ...(sort ? { sort } : {}) })}
      />
      {failed ? (
        <ErrorState
          title="We couldn't load the subscribers."
          onRetry={() => {
            if (subscribers.status === 'error') subscribers.refetch();
            if (counts.status === 'error') counts.refetch();
          }}
          isRetrying={subscribers.isFetching || counts.isFetching}
        />
      ) : (
        <p role="status">
          {!counts.data || !subscribers.data || subscribers.isPreviousData
            ? 'Loading subscribers...'
            : subscribersSummary(counts.data.confirmed, counts.data.pending, isFiltered(view) ? total : null)}
        </p>
      )}
      {rows.length > 0 ? <DataTable columns={SUBSCRIBER_TABLE} rows={rows} rowKey={(s) => `${s.status}-${s.id}`} labelledBy="subscribers-heading" busy={subscribers.isFetching} /> : null}
      {!failed && subscribers.data && total === 0 && isFiltered(view) ? <p>No address matches. Try part of an address, or both states.</p> : null}
      {!failed ? <Pager label="Subscriber pages" page={view.page} totalPages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPageChange={(page) => setView({ page })} numbered={false} /> : null}
    </section>
  );
}
