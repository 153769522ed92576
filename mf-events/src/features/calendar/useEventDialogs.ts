import { useCallback, useEffect, useState } from 'react';
import type { EventInput, EventRow } from 'shared-data';
import { useAuth } from 'shared-auth';
import { preloadEventDialogs, useEventMutations, type EventChange, type EventSubmitOptions } from 'shared-site';

type FormState = { open: false } | { open: true; event: EventRow | null };

/**
 * The add/edit dialog and the delete confirmation of the calendar, and what they do: SPEC's
 * calendar toasts ("Failed to create event"...), the creator's change shown at once through
 * `onChanged`, then every events query reads again.
 */
export function useEventDialogs(onChanged: (change: EventChange) => void) {
  const { user } = useAuth();
  // A signed-in member can add and edit events: fetch the dialogs' code before they ask.
  useEffect(() => {
    if (user) preloadEventDialogs();
  }, [user]);

  const [form, setForm] = useState<FormState>({ open: false });
  const [deleteTarget, setDeleteTarget] = useState<EventRow | null>(null);
  const { create, update, updateFollowing, remove } = useEventMutations({ failureToast: 'calendar', onChanged });

  const openCreate = useCallback(() => setForm({ open: true, event: null }), []);
  const openEdit = useCallback((event: EventRow) => setForm({ open: true, event }), []);
  const handleFormOpenChange = useCallback((open: boolean) => setForm((current) => (open ? current : { open: false })), []);
  const editedEvent = form.open ? form.event : null;
  const handleSubmit = useCallback(
    (input: EventInput, options?: EventSubmitOptions) =>
      editedEvent ? (options?.scope === 'following' ? updateFollowing(editedEvent, input) : update(editedEvent.id, input)) : create(input, options),
    [editedEvent, create, update, updateFollowing],
  );

  /** Edit and Delete appear only to the event's creator (SPEC section 6). */
  const canManage = useCallback((event: EventRow) => user !== null && user.id === event.created_by, [user]);

  return {
    canManage,
    form: { open: form.open, event: editedEvent, onOpenChange: handleFormOpenChange, onSubmit: handleSubmit, allowSeries: true },
    deletion: { event: deleteTarget, onClose: () => setDeleteTarget(null), onConfirm: remove },
    openCreate,
    openEdit,
    openDelete: setDeleteTarget,
  };
}
