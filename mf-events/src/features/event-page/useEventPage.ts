import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAuth } from 'shared-auth';
import { useEvent, type EventInput, type EventRow } from 'shared-data';
import { useEventJoinLink, useEventSeries, useMyRsvp, useOrganiserName } from 'shared-data/event-page';
import { eventPreviewWhen, longDate } from 'page-head/event';
import { paths } from 'site-config';
import { formatEventEnd, formatEventTime, preloadEventDialogs, useEventMutations, type EventSubmitOptions } from 'shared-site';

/** Event ids are UUIDs: anything else is no event, without asking the database. */
const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type FormState = { open: false } | { open: true; mode: 'edit' | 'duplicate' };

/**
 * When an event is, as its page says it (page-head's one format): "Wednesday, January 15, 2030",
 * "6:00 PM SGT", "(9:00 PM AEDT your time)", "until 9:30 PM"; and as its previews say it, the same
 * words the `event-page` function writes: "Wednesday, January 15, 2030 · 6:00 PM SGT".
 */
export function eventWhen(event: EventRow): { date: string; time: string | null; elsewhere: string | null; end: string | null; preview: string } {
  const time = formatEventTime(event);
  return { date: longDate(event.date), time: time?.label ?? null, elsewhere: time?.elsewhere ?? null, end: formatEventEnd(event), preview: eventPreviewWhen(event) };
}

/**
 * The event page's state: the event (live), who may manage it (its creator, or an admin, as the
 * database's policies allow), its edit / duplicate / delete dialogs, and its head (title, previews,
 * JSON-LD) from the event itself.
 */
export function useEventPage() {
  const { id = '' } = useParams<{ id: string }>();
  const isEventId = EVENT_ID.test(id);
  const query = useEvent(id, { enabled: isEventId });
  const event = isEventId ? query.data : null;
  const { user, isStaff } = useAuth();
  const navigate = useNavigate();
  // Its creator, or staff (organisers and admins), as the database's policies allow.
  const canManage = event ? user !== null && (user.id === event.created_by || isStaff) : false;
  const myRsvp = useMyRsvp(id, isEventId && user ? user.id : null);
  const organiser = useOrganiserName(id, { enabled: isEventId && Boolean(event?.created_by) });
  const series = useEventSeries(event?.series_id ?? null);
  // The join link is the database's to give (those going, the organiser, staff; null to anyone
  // else): asked for by every signed-in member of an online event, read again when their answer or
  // the event changes. `undefined` while it is read, `'error'` when it could not be.
  const hasLink = isEventId && Boolean(event?.has_online_link) && user !== null;
  const joinLinkQuery = useEventJoinLink(id, user?.id ?? null, { enabled: hasLink });
  const joinLink = !hasLink ? null : joinLinkQuery.status === 'error' ? ('error' as const) : joinLinkQuery.status === 'success' ? (joinLinkQuery.data ?? null) : undefined;

  useEffect(() => {
    if (user) preloadEventDialogs();
  }, [user]);

  // When the event is, worked out once per version of it: for the page, its head and its previews.
  const when = useMemo(() => (event ? eventWhen(event) : null), [event]);
  useEffect(() => {
    if (!event || !when) return undefined;
    // The head from the event itself (the shell wrote the route's generic one; it writes the next
    // route's on navigation); the cleanup removes the event's JSON-LD again. The writer is its own
    // chunk (eventHead.ts), fetched once there is an event to describe.
    let current = true;
    let cleanup: (() => void) | undefined;
    const headWhen = [event.cancelled_at && 'Cancelled', when.preview].filter(Boolean).join(' · ');
    void import('./eventHead').then(({ applyEventHead }) => {
      if (current) cleanup = applyEventHead(event, headWhen, organiser.data);
    });
    return () => {
      current = false;
      cleanup?.();
    };
  }, [event, when, organiser.data]);

  const [form, setForm] = useState<FormState>({ open: false });
  const [confirmDelete, setConfirmDelete] = useState<'one' | 'series' | null>(null);
  const [isCancelling, setCancelling] = useState(false);
  const { create, update, updateFollowing, remove, removeSeries } = useEventMutations({ failureToast: 'calendar' });
  const handleSubmit = useCallback(
    async (input: EventInput, options?: EventSubmitOptions) => {
      if (!event || !form.open) return;
      if (form.mode === 'edit') return options?.scope === 'following' ? updateFollowing(event, input) : update(event.id, input);
      return create(input, options);
    },
    [event, form, create, update, updateFollowing],
  );
  const handleDelete = useCallback(
    async (target: EventRow) => {
      await (confirmDelete === 'series' ? removeSeries(target) : remove(target));
      navigate(paths.events);
    },
    [confirmDelete, remove, removeSeries, navigate],
  );

  return {
    status: isEventId ? query.status : ('success' as const),
    isRetrying: query.isFetching && query.status === 'error',
    retry: query.refetch,
    event: event ?? null,
    when,
    canManage,
    userId: user?.id ?? null,
    /** The member's own answer: `undefined` while it is read, with the read's state to show. */
    myRsvp: myRsvp.data,
    myRsvpStatus: { isError: myRsvp.status === 'error', isRetrying: myRsvp.isFetching, retry: myRsvp.refetch },
    organiserName: organiser.data ?? null,
    joinLink,
    openEdit: () => setForm({ open: true, mode: 'edit' }),
    openDuplicate: () => setForm({ open: true, mode: 'duplicate' }),
    openDelete: () => setConfirmDelete('one'),
    openDeleteSeries: () => setConfirmDelete('series'),
    openCancel: () => setCancelling(true),
    /** "Cancel event" (or reinstate), confirmed with the reason and how many people will be emailed. */
    cancellation: { event: isCancelling ? (event ?? null) : null, onClose: () => setCancelling(false) },
    /** "Every week, 10 times" for an occurrence of a series. */
    repeats: series.data?.rrule ?? null,
    form: {
      open: form.open,
      event: form.open && form.mode === 'edit' ? (event ?? null) : null,
      template: form.open && form.mode === 'duplicate' ? (event ?? null) : null,
      title: form.open && form.mode === 'duplicate' ? 'Duplicate Event' : undefined,
      onOpenChange: (open: boolean) => setForm((current) => (open ? current : { open: false })),
      onSubmit: handleSubmit,
      allowSeries: true,
    },
    deletion: {
      event: confirmDelete ? (event ?? null) : null,
      onClose: () => setConfirmDelete(null),
      onConfirm: handleDelete,
      ...(confirmDelete === 'series' ? { title: 'Delete every event of this series?', description: 'All its events, past and coming, will be removed from the calendar for everyone. This cannot be undone.' } : {}),
    },
  };
}
