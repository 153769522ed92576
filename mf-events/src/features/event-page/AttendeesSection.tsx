import { useState } from 'react';
import styled from 'styled-components';
import { format, parseISO } from 'date-fns';
import { Button, ErrorState, Skeleton } from 'shared-ui';
import type { EventAttendee, EventRow } from 'shared-data';
import { useAttendees } from 'shared-data/event-page';
import { DataTable, useCsvExport, type CsvColumn, type DataColumn } from 'shared-site';
import { LazyMessageMembersDialog } from '../event-messages/LazyMessageMembersDialog';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin: 2.5rem 0 1rem;
  h2 { margin: 0; }
`;

const STATUS_LABEL = { going: 'Going', waitlist: 'Waitlist' } as const;

const COLUMNS: readonly CsvColumn<EventAttendee>[] = [
  { header: 'Name', value: (row) => row.full_name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Status', value: (row) => STATUS_LABEL[row.status] },
  { header: 'Answered', value: (row) => row.created_at },
];

const TABLE: readonly DataColumn<EventAttendee>[] = [
  { header: 'Name', cell: (row) => row.full_name ?? '—' },
  { header: 'Email', cell: (row) => row.email ?? '—' },
  { header: 'Status', cell: (row) => STATUS_LABEL[row.status] },
  { header: 'Answered', cell: (row) => <time dateTime={row.created_at}>{format(parseISO(row.created_at), 'MMM d, h:mm a')}</time> },
];

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

/**
 * The attendee list for the organiser and admins: name, email, going or waiting, when; as CSV; and
 * "Message members", to write to those going, waiting or both.
 */
export function AttendeesSection({ event }: { event: EventRow }) {
  const attendees = useAttendees(event.id);
  const [isMessaging, setMessaging] = useState(false);
  const rows = attendees.data ?? [];
  const { isExporting, exportCsv } = useCsvExport({
    rows: () => rows,
    columns: COLUMNS,
    filename: () => `attendees-${event.date}-${event.id.slice(0, 8)}.csv`,
    failureDescription: 'Failed to export attendees',
  });
  return (
    <section aria-labelledby="attendees-heading">
      <Header>
        <h2 id="attendees-heading">Attendees</h2>
        <Actions>
          <Button type="button" $variant="outline" $size="sm" onClick={() => setMessaging(true)}>
            Message members
          </Button>
          <Button type="button" $variant="outline" $size="sm" disabled={isExporting || rows.length === 0} onClick={() => void exportCsv()}>
            {isExporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        </Actions>
      </Header>
      {attendees.status === 'error' ? (
        <ErrorState title="We couldn't load the attendees." onRetry={attendees.refetch} isRetrying={attendees.isFetching} />
      ) : attendees.status === 'pending' ? (
        <Skeleton $height="4rem" />
      ) : rows.length === 0 ? (
        <p>Nobody has answered yet.</p>
      ) : (
        <DataTable columns={TABLE} rows={rows} rowKey={(row) => row.user_id} labelledBy="attendees-heading" />
      )}
      <LazyMessageMembersDialog event={event} open={isMessaging} onOpenChange={setMessaging} />
    </section>
  );
}
