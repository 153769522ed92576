import { useId } from 'react';
import { format, startOfToday } from 'date-fns';
import styled from 'styled-components';
import { Button, Cluster } from 'shared-ui';
import { useAdminEvents } from 'shared-data';
import { useLoadFailureToast } from 'shared-site';
import { AdminEventDialogs } from './AdminEventDialogs';
import { ADMIN_PAGE_SIZE, AdminEventList } from './AdminEventList';
import { AdminEventsToolbar } from './AdminEventsToolbar';
import { BulkActionsBar } from './BulkActionsBar';
import { useAdminEventDialogs } from './useAdminEventDialogs';
import { useAdminEventFilters } from './useAdminEventFilters';
import { useAdminEventsExport } from './useAdminEventsExport';
import { useEventSelection } from './useEventSelection';

const Actions = styled(Cluster)`
  margin-bottom: 1.25rem;
`;

/**
 * "Events Management": every event, filtered and paged by the database (the filters in the URL),
 * with create, edit, delete, CSV export, and bulk actions on selected rows.
 */
export function EventsManagement() {
  const id = useId();
  const [filters, setFilters] = useAdminEventFilters();
  // "Upcoming" and "past" are the viewer's local day.
  const today = format(startOfToday(), 'yyyy-MM-dd');
  const events = useAdminEvents({ ...filters, today, pageSize: ADMIN_PAGE_SIZE });
  useLoadFailureToast(events.error, 'Failed to fetch events');
  const dialogs = useAdminEventDialogs();
  const query = { search: filters.search, category: filters.category, when: filters.when, today };
  const { isExporting, exportCsv } = useAdminEventsExport(query);
  // Selected rows, across pages; cleared when the filters (not the page) change.
  const selection = useEventSelection(JSON.stringify(query));
  const selectedExport = useAdminEventsExport(query, selection.ids);
  const hasRows = events.status === 'success' && (events.data?.total ?? 0) > 0;

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Events Management</h2>
      <AdminEventsToolbar filters={filters} onChange={setFilters} />
      <Actions>
        <Button type="button" onClick={dialogs.openCreate}>
          Create Event
        </Button>
        <Button type="button" $variant="outline" disabled={isExporting || !hasRows} onClick={() => void exportCsv()}>
          {isExporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </Actions>
      <BulkActionsBar
        selection={selection}
        rows={events.data?.rows ?? []}
        total={events.data?.total ?? 0}
        query={query}
        isExporting={selectedExport.isExporting}
        onExport={() => void selectedExport.exportCsv()}
      />
      <AdminEventList
        events={events}
        page={filters.page}
        onPageChange={(page) => setFilters({ page })}
        onEdit={dialogs.openEdit}
        onDelete={dialogs.askDelete}
        selection={selection}
      />
      <AdminEventDialogs dialogs={dialogs} />
    </section>
  );
}
