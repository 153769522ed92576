import styled from 'styled-components';
import { ButtonLink, ErrorState, List, Pager, VisuallyHidden } from 'shared-ui';
import { plural } from 'shared-ui/plural';
import type { AdminEvent, AdminEventsPage, QueryResult } from 'shared-data';
import { EventCard, EventManageButtons } from 'shared-site';
import { paths } from 'site-config';
import type { EventSelection } from './useEventSelection';

/** Events a page (the README's admin decisions). */
export const ADMIN_PAGE_SIZE = 20;

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Creator = styled.span`
  flex-basis: 100%;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface AdminEventListProps {
  events: QueryResult<AdminEventsPage>;
  page: number;
  onPageChange: (page: number) => void;
  onEdit: (event: AdminEvent) => void;
  onDelete: (event: AdminEvent) => void;
  selection: Pick<EventSelection, 'isSelected' | 'toggle'>;
}

const Select = styled.label`
  display: inline-flex;
  gap: 0.5rem;
  align-items: center;
  margin-bottom: 0.5rem;
  font-size: 0.9rem;
`;

function summary({ data, isPreviousData }: QueryResult<AdminEventsPage>, page: number): string {
  if (!data || isPreviousData) return 'Loading events...';
  if (data.total === 0) return 'No events match these filters.';
  const first = (page - 1) * ADMIN_PAGE_SIZE + 1;
  const last = Math.min(page * ADMIN_PAGE_SIZE, data.total);
  return plural(data.total, { one: 'Showing 1-1 of 1 event', other: `Showing ${first}-${last} of ${data.total} events` });
}

/**
 * One page of events as cards (description cut at 100 characters, SPEC section 9) with who made each,
 * a box to select it (named with its title), Edit and Delete, and the pager. A failed read shows the failure with Retry and no events, never
 * "No events match these filters.", which would claim there are none.
 */
export function AdminEventList({ events, page, onPageChange, onEdit, onDelete, selection }: AdminEventListProps) {
  if (events.status === 'error') {
    return <ErrorState title="We couldn't load the events." onRetry={events.refetch} isRetrying={events.isFetching} />;
  }
  const rows = events.data?.rows ?? [];
  const totalPages = Math.max(1, Math.ceil((events.data?.total ?? 0) / ADMIN_PAGE_SIZE));
  return (
    <>
      <Summary role="status">{summary(events, page)}</Summary>
      {rows.length > 0 ? (
        <List $layout="grid" $min="300px" aria-busy={events.isFetching}>
          {rows.map((event) => (
            <li key={event.id}>
              <Select>
                <input type="checkbox" checked={selection.isSelected(event.id)} onChange={(e) => selection.toggle(event.id, e.target.checked)} />
                Select<VisuallyHidden> {event.title}</VisuallyHidden>
              </Select>
              <EventCard
                event={event}
                descriptionLimit={100}
                actions={
                  <>
                    <Creator>{event.creator ? `Created by ${event.creator.full_name ?? event.creator.email}` : event.created_by ? 'Created by a member (name not readable)' : 'No creator on record (added by the site, or the account was deleted)'}</Creator>
                    <EventManageButtons event={event} onEdit={onEdit} onDelete={onDelete} />
                    <ButtonLink to={`${paths.admin}?check-in=${event.id}`} $variant="outline" $size="sm" aria-label={`Check in members at ${event.title}`}>
                      Check in
                    </ButtonLink>
                  </>
                }
              />
            </li>
          ))}
        </List>
      ) : null}
      <Pager label="Event pages" page={page} totalPages={totalPages} onPageChange={onPageChange} numbered={false} />
    </>
  );
}
