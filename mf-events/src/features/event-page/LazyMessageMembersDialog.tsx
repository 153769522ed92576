import { useOnDemand } from 'shared-ui';
import type { MessageMembersDialogProps } from './MessageMembersDialog';

// The dialog, its calls (shared-data/event-messages) and the dialog primitives: fetched the first
// time an organiser opens it, never by the event page's first load.
const loadDialog = () => import('./MessageMembersDialog');

/** "Message members", its code fetched on first opening. */
export function LazyMessageMembersDialog(props: MessageMembersDialogProps) {
  const loaded = useOnDemand(loadDialog, props.open, () => props.onOpenChange(false));
  return loaded ? <loaded.MessageMembersDialog {...props} /> : null;
}
