import { lazy, Suspense } from 'react';
import { Container, ErrorState, Section, Skeleton } from 'shared-ui';
import { getAppConfig } from 'shared-data';
import { eventsFeedUrl } from 'page-head/event';
import { LazyCancelEventDialog, LazyDeleteEventDialog, LazyEventFormDialog } from 'shared-site';
import { EventDetails } from '../features/event-page/EventDetails';
import { RsvpPanel } from '../features/event-page/RsvpPanel';
import { EventNotFound } from '../features/event-page/EventNotFound';
import { useEventPage } from '../features/event-page/useEventPage';

// Only the organiser and admins see the attendee list (with its table, CSV export and "Message
// members"): its code is a chunk of its own, never part of a visitor's first load.
const AttendeesSection = lazy(() => import('../features/event-page/AttendeesSection').then((module) => ({ default: module.AttendeesSection })));

/** /events/{id}: one event's own page, kept live; "Event not found" for an unknown or deleted id. */
export function EventPage() {
  const page = useEventPage();
  if (page.status === 'error') {
    return (
      <Section>
        <Container>
          <ErrorState title="We couldn't load this event." onRetry={page.retry} isRetrying={page.isRetrying} />
        </Container>
      </Section>
    );
  }
  if (page.status === 'pending') {
    return (
      <Section aria-busy="true" aria-label="Loading the event">
        <Container>
          <Skeleton $height="2.5rem" $width="60%" />
          <Skeleton $height="1.25rem" $width="40%" />
          <Skeleton $height="12rem" />
        </Container>
      </Section>
    );
  }
  if (!page.event || !page.when) return <EventNotFound />;
  return (
    <>
      <EventDetails
        event={page.event}
        when={page.when}
        icsUrl={eventsFeedUrl(getAppConfig().functionsUrl, { id: page.event.id })}
        joinLink={page.joinLink}
        organiserName={page.organiserName}
        attendance={<RsvpPanel event={page.event} userId={page.userId} myRsvp={page.myRsvp} myRsvpStatus={page.myRsvpStatus} />}
        attendees={
          page.canManage ? (
            <Suspense fallback={<Skeleton $height="4rem" />}>
              <AttendeesSection event={page.event} />
            </Suspense>
          ) : undefined
        }
        canManage={page.canManage}
        onEdit={page.openEdit}
        onDuplicate={page.openDuplicate}
        onDelete={page.openDelete}
        onDeleteSeries={page.openDeleteSeries}
        onCancel={page.openCancel}
        repeats={page.repeats}
      />
      <LazyEventFormDialog {...page.form} />
      <LazyDeleteEventDialog {...page.deletion} />
      <LazyCancelEventDialog {...page.cancellation} />
    </>
  );
}

export default EventPage;
