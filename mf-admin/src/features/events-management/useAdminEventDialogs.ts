import { useCallback, useEffect, useState } from 'react';
import type { AdminEvent, EventInput } from 'shared-data';
import { useAuth } from 'shared-auth';
import { preloadEventDialogs, useEventMutations, type EventSubmitOptions } from 'shared-site';

type FormState = { open: false } | { open: true; event: AdminEvent | null };

/**
 * Which event dialog is open (create, edit or delete) and what its answer does: SPEC's admin
 * toasts and every events query read again (useEventMutations). A failure rethrows, so the
 * dialog stays open with what was typed.
 */
export function useAdminEventDialogs() {
  const { user } = useAuth();
  const { create, update, remove } = useEventMutations({ failureToast: 'admin' });
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleteTarget, setDeleteTarget] = useState<AdminEvent | null>(null);

  // A signed-in staff member will open them: fetch the dialogs' code before they ask.
  useEffect(() => {
    if (user) preloadEventDialogs();
  }, [user]);

  const editing = form.open ? form.event : null;
  const userId = user?.id;
  const submit = useCallback(
    // SPEC section 7: the admin form also sets created_by to the current user.
    (input: EventInput, options?: EventSubmitOptions) => (editing ? update(editing.id, input) : create({ ...input, ...(userId ? { created_by: userId } : {}) }, options)),
    [editing, userId, create, update],
  );

  return {
    form: { isOpen: form.open, event: editing },
    openCreate: useCallback(() => setForm({ open: true, event: null }), []),
    openEdit: useCallback((event: AdminEvent) => setForm({ open: true, event }), []),
    setFormOpen: useCallback((open: boolean) => setForm((current) => (open ? current : { open: false })), []),
    submit,
    deleteTarget,
    askDelete: setDeleteTarget,
    closeDelete: useCallback(() => setDeleteTarget(null), []),
    confirmDelete: remove,
  };
}

export type AdminEventDialogsState = ReturnType<typeof useAdminEventDialogs>;
