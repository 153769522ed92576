import { toast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { DataError, type RsvpStatus } from 'shared-data';
import { cancelAndRefresh, undoCancelAndRefresh } from 'shared-data/rsvp';

/** The answers a member can withdraw (a declined one stays: the organiser's decision). */
export type WithdrawableStatus = Extract<RsvpStatus, 'going' | 'waitlist' | 'pending'>;

const ASK: Record<WithdrawableStatus, { title: (event: string) => string; description: string; confirm: string; pending: string; keep: string }> = {
  going: {
    title: (event) => `Cancel your place at ${event}?`,
    description: 'Your place goes to the first person on the waitlist, if there is one. You can undo this for 15 minutes.',
    confirm: 'Cancel my place',
    pending: 'Cancelling...',
    keep: 'Keep my place',
  },
  waitlist: {
    title: (event) => `Leave the waitlist for ${event}?`,
    description: 'You lose your position in the queue. You can undo this for 15 minutes.',
    confirm: 'Leave the waitlist',
    pending: 'Leaving...',
    keep: 'Stay on the waitlist',
  },
  pending: {
    title: (event) => `Withdraw your request to join ${event}?`,
    description: 'The organiser will no longer see it. You can undo this for 15 minutes.',
    confirm: 'Withdraw my request',
    pending: 'Withdrawing...',
    keep: 'Keep my request',
  },
};

const WITHDRAWN: Record<WithdrawableStatus, string> = {
  going: 'Your place is cancelled.',
  waitlist: 'You left the waitlist.',
  pending: 'Your request is withdrawn.',
};

/** What Undo put back, from what was withdrawn and what the database answered. */
export function undoneText(withdrawn: WithdrawableStatus, now: RsvpStatus): string {
  if (now === 'going') return withdrawn === 'going' ? 'Your place is back.' : "You're going: a place was free.";
  if (now === 'waitlist') {
    return withdrawn === 'going'
      ? "Your place went to someone on the waitlist: you're first on the waitlist now."
      : "You're back on the waitlist, in the same position.";
  }
  if (now === 'pending') return 'Your request is back with the organiser.';
  return 'The organiser declined your registration.';
}

/** The database's own words when it refuses (over, cancelled, nothing to undo), else a general line. */
const refusal = (error: unknown, fallback: string) => (error instanceof DataError && (error.code === 'PT409' || error.code === '23514') ? error.message : fallback);

export interface CancelRsvpDialogProps {
  eventId: string;
  eventTitle: string;
  /** The member's answer now: what they are asked to withdraw. */
  status: WithdrawableStatus;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the withdrawal, and after an Undo (with the status it gave): the caller moves focus. */
  onChanged: (status: RsvpStatus | null) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * "Cancel my place?" (Radix AlertDialog: focus starts on "Keep my place"), then a toast with Undo
 * (15 minutes in the database, the toast's 12 seconds on screen; F8 reaches it from the keyboard).
 * Used by the event page and /account, so both ask the same.
 */
export function CancelRsvpDialog({ eventId, eventTitle, status, open, onOpenChange, onChanged, onCloseAutoFocus }: CancelRsvpDialogProps) {
  const ask = ASK[status];

  const undo = async () => {
    try {
      const now = await undoCancelAndRefresh(eventId);
      toast({ title: undoneText(status, now), variant: now === status ? 'success' : 'default' });
      onChanged(now);
    } catch (error) {
      console.error('Undo failed', error);
      toast({ title: refusal(error, "We couldn't undo that. Please answer again."), variant: 'destructive' });
    }
  };

  const confirm = async () => {
    try {
      await cancelAndRefresh(eventId);
    } catch (error) {
      console.error('Cancelling the RSVP failed', error);
      toast({ title: refusal(error, "We couldn't save your answer. Please try again."), variant: 'destructive' });
      throw error;
    }
    toast({
      title: WITHDRAWN[status],
      variant: 'success',
      duration: 12_000,
      action: { label: 'Undo', altText: `Undo: answer again on the page of ${eventTitle}`, onClick: () => void undo() },
    });
    onChanged(null);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={ask.title(eventTitle)}
      description={ask.description}
      confirmLabel={ask.confirm}
      pendingLabel={ask.pending}
      cancelLabel={ask.keep}
      onConfirm={confirm}
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
    />
  );
}
