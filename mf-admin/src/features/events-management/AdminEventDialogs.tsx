import { LazyDeleteEventDialog, LazyEventFormDialog } from 'shared-site';
import type { AdminEventDialogsState } from './useAdminEventDialogs';

/** The create/edit form and the delete confirmation of the events tab (their code loads on first opening). */
export function AdminEventDialogs({ dialogs }: { dialogs: AdminEventDialogsState }) {
  return (
    <>
      <LazyEventFormDialog
        open={dialogs.form.isOpen}
        onOpenChange={dialogs.setFormOpen}
        event={dialogs.form.event}
        onSubmit={dialogs.submit}
        title={dialogs.form.event ? 'Edit Event' : 'Create Event'}
      />
      <LazyDeleteEventDialog event={dialogs.deleteTarget} onClose={dialogs.closeDelete} onConfirm={dialogs.confirmDelete} />
    </>
  );
}
