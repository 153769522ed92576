import { useEffect, useId, useState } from 'react';
import { format, startOfToday } from 'date-fns';
import styled from 'styled-components';
import { Button, Cluster, FieldGroup, Grid, Input, Label, Select, toast } from 'shared-ui';
import { createEvent, deleteEvent, EVENT_CATEGORIES, listAllAdminEvents, updateEvent, type AdminEvent, type EventInput, type EventTimeFilter } from 'shared-data';
import { useAuth } from 'shared-auth';
import { DeleteEventDialog, displayCategory, EventCard, EventCategorySelect, EventFormDialog, preloadEventDialogs } from 'shared-site';
import { downloadText, toCsv } from '../csv/toCsv';
import { ADMIN_PAGE_SIZE, useAdminEvents } from './useAdminEvents';
import { useAdminEventsQuery } from './useAdminEventsQuery';

const Toolbar = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  align-items: end;
`;

const Actions = styled(Cluster)`
  margin-bottom: 1.25rem;
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Creator = styled.span`
  flex-basis: 100%;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

const WHEN_LABELS: Record<EventTimeFilter, string> = { upcoming: 'Upcoming', past: 'Past', all: 'All' };

type FormState = { open: false } | { open: true; event: AdminEvent | null };

/** "Events Management": every event, filtered and paged by the database, with create, edit, delete and CSV export. */
export function EventsManagement() {
  const id = useId();
  const { user } = useAuth();
  // A signed-in member can add and edit events: fetch the dialogs' code before they ask.
  useEffect(() => {
    if (user) preloadEventDialogs();
  }, [user]);
  const [filters, setFilters] = useAdminEventsQuery();
  const { rows, total, isLoading, reload } = useAdminEvents(filters);
  const [searchText, setSearchText] = useState(filters.search);
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleteTarget, setDeleteTarget] = useState<AdminEvent | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const totalPages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

  // Typing searches after a short pause, not on every key.
  useEffect(() => {
    if (searchText === filters.search) return;
    const timer = setTimeout(() => setFilters({ search: searchText }), 300);
    return () => clearTimeout(timer);
  }, [searchText, filters.search, setFilters]);

  const handleSubmit = async (input: EventInput) => {
    const isEdit = form.open && form.event !== null;
    try {
      if (form.open && form.event) await updateEvent(form.event.id, input);
      // SPEC 7: the admin form also sets created_by to the current user.
      else await createEvent({ ...input, ...(user ? { created_by: user.id } : {}) });
      toast({ title: 'Success', description: isEdit ? 'Event updated successfully' : 'Event created successfully', variant: 'success' });
      reload();
    } catch (error) {
      toast({ title: 'Error', description: isEdit ? 'Failed to update event' : 'Failed to create event', variant: 'destructive' });
      throw error;
    }
  };

  const handleDelete = async (event: AdminEvent) => {
    try {
      await deleteEvent(event.id);
      toast({ title: 'Success', description: 'Event deleted successfully', variant: 'success' });
      reload();
    } catch (error) {
      console.error('Error deleting event:', error);
      toast({ title: 'Error', description: 'Failed to delete event', variant: 'destructive' });
      throw error;
    }
  };

  const handleExport = async () => {
    setIsExporting(true);
    try {
      const { search, category, when } = filters;
      const events = await listAllAdminEvents({ search, category, when, today: format(startOfToday(), 'yyyy-MM-dd') });
      const csv = await toCsv(events, [
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
      ]);
      downloadText(csv, `events-${filters.when}-${format(new Date(), 'yyyy-MM-dd')}.csv`);
    } catch (error) {
      console.error('Export failed', error);
      toast({ title: 'Error', description: 'Failed to export events', variant: 'destructive' });
    } finally {
      setIsExporting(false);
    }
  };

  const first = total === 0 ? 0 : (filters.page - 1) * ADMIN_PAGE_SIZE + 1;
  const last = Math.min(filters.page * ADMIN_PAGE_SIZE, total);
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Events Management</h2>
      <Toolbar role="search" aria-label="Filter events">
        <FieldGroup>
          <Label htmlFor={`${id}-search`}>Search by title</Label>
          <Input id={`${id}-search`} type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder="e.g. Summit" />
        </FieldGroup>
        <FieldGroup>
          <Label htmlFor={`${id}-category`}>Category</Label>
          <EventCategorySelect
            id={`${id}-category`}
            value={filters.category ?? ''}
            categories={EVENT_CATEGORIES}
            emptyLabel="All categories"
            onChange={(category) => setFilters({ category: category || null })}
          />
        </FieldGroup>
        <FieldGroup>
          <Label htmlFor={`${id}-when`}>Show</Label>
          <Select id={`${id}-when`} value={filters.when} onChange={(e) => setFilters({ when: e.target.value as EventTimeFilter })}>
            {(Object.keys(WHEN_LABELS) as EventTimeFilter[]).map((when) => (
              <option key={when} value={when}>
                {WHEN_LABELS[when]}
              </option>
            ))}
          </Select>
        </FieldGroup>
      </Toolbar>
      <Actions>
        <Button type="button" onClick={() => setForm({ open: true, event: null })}>
          Create Event
        </Button>
        <Button type="button" $variant="outline" disabled={isExporting || total === 0} onClick={() => void handleExport()}>
          {isExporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </Actions>
      <Summary role="status">{isLoading ? 'Loading events...' : total === 0 ? 'No events match these filters.' : `Showing ${first}-${last} of ${total} events`}</Summary>
      {rows.length > 0 ? (
        <Grid as="ul" $min="300px" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-busy={isLoading}>
          {rows.map((event) => (
            <li key={event.id}>
              <EventCard
                event={event}
                descriptionLimit={100}
                actions={
                  <>
                    <Creator>Created by {event.creator ? (event.creator.full_name ?? event.creator.email) : 'unknown'}</Creator>
                    <Button type="button" $variant="secondary" $size="sm" onClick={() => setForm({ open: true, event })} aria-label={`Edit ${event.title}`}>
                      Edit
                    </Button>
                    <Button type="button" $variant="destructive" $size="sm" onClick={() => setDeleteTarget(event)} aria-label={`Delete ${event.title}`}>
                      Delete
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </Grid>
      ) : null}
      {totalPages > 1 ? (
        <Pager aria-label="Event pages">
          <Button type="button" $variant="secondary" $size="sm" disabled={filters.page <= 1} onClick={() => setFilters({ page: filters.page - 1 })}>
            Previous
          </Button>
          <span>
            Page {filters.page} of {totalPages}
          </span>
          <Button type="button" $variant="secondary" $size="sm" disabled={filters.page >= totalPages} onClick={() => setFilters({ page: filters.page + 1 })}>
            Next
          </Button>
        </Pager>
      ) : null}
      <EventFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((current) => (open ? current : { open: false }))}
        event={form.open ? form.event : null}
        onSubmit={handleSubmit}
        title={form.open && form.event ? 'Edit Event' : 'Create Event'}
      />
      <DeleteEventDialog event={deleteTarget} onClose={() => setDeleteTarget(null)} onConfirm={handleDelete} />
    </section>
  );
}
