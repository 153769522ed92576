import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, toast } from 'shared-ui';
import { plural } from 'shared-ui/plural';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { useAuth } from 'shared-auth';
import { paths } from 'site-config';
import { AccountCard } from './AccountCard';
import { accountLeaving } from './accountLeaving';
import { deleteAccount, useMyEvents, useMyRsvps } from 'shared-data/account';

/** What goes with the account, in a sentence that fits the count (none: only the profile; unknown while it loads). */
function accountSentence(email: string, rsvps: number | undefined): string {
  if (rsvps === undefined) return `Your account ${email} is deleted, with your profile and your RSVPs (your places go to the next people waiting).`;
  if (rsvps === 0) return `Your account ${email} is deleted, with your profile.`;
  return plural(rsvps, {
    one: `Your account ${email} is deleted, with your profile and your 1 RSVP (your place goes to the next person waiting).`,
    other: `Your account ${email} is deleted, with your profile and your ${rsvps} RSVPs (your places go to the next people waiting).`,
  });
}

/** What happens to the events the member created: nothing to say when there are none. */
function eventsSentence(isAdmin: boolean, events: number | undefined): string | null {
  if (events === 0) return null;
  if (isAdmin) {
    if (events === undefined) return 'The events you created stay on the calendar without an organiser.';
    return plural(events, {
      one: 'The event you created stays on the calendar without an organiser.',
      other: `The ${events} events you created stay on the calendar without an organiser.`,
    });
  }
  if (events === undefined) return "The events you created are removed from the calendar for everyone, with everyone's RSVPs to them.";
  return plural(events, {
    one: "The event you created is removed from the calendar for everyone, with everyone's RSVPs to it.",
    other: `The ${events} events you created are removed from the calendar for everyone, with everyone's RSVPs to them.`,
  });
}

/**
 * What deleting the account removes, in the words of the confirmation. The database decides it
 * (migration 20261125000000_account_deletion.sql): the profile, the RSVPs, and a member's events
 * with everyone's RSVPs to them; an administrator's events stay on the calendar without an owner.
 * A count of 0 says nothing rather than "your 0 RSVPs".
 */
export function deletionDescription(input: { email: string; isAdmin: boolean; rsvps?: number; events?: number }): string {
  return [accountSentence(input.email, input.rsvps), eventsSentence(input.isAdmin, input.events), 'This cannot be undone.'].filter((sentence) => sentence !== null).join(' ');
}

/** Deleting the account, after a confirmation that names what goes. */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const { user, isAdmin, signOut } = useAuth();
  const events = useMyEvents(userId);
  const rsvps = useMyRsvps(userId);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await deleteAccount();
    } catch (failure) {
      // The dialog closes; the reason shows in this section.
      console.error('Error deleting the account', failure);
      setError(failure instanceof Error ? failure.message : 'Your account could not be deleted. Please try again.');
      return;
    }
    // Home first, then the local session goes (the user no longer exists on the server).
    accountLeaving.deleted = true;
    navigate(paths.home, { replace: true });
    toast({ title: 'Account deleted', description: 'Your account and what went with it have been deleted.' });
    void signOut();
  };

  return (
    <AccountCard section="delete">
      <p>
        Deleting your account removes your profile and your RSVPs.{' '}
        {isAdmin ? 'Events you created stay on the calendar without an organiser.' : 'Events you created are removed, with everyone’s RSVPs to them.'} We email you to
        confirm once it is done.
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button ref={openerRef} $variant="destructive" style={{ marginTop: '1rem' }} onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // Focus goes back to the button that opened the dialog (the dialog has no trigger of its own).
          if (!next) setTimeout(() => openerRef.current?.focus(), 0);
        }}
        title="Delete your account?"
        description={deletionDescription({
          email: user?.email ?? '',
          isAdmin,
          ...(events.status === 'success' ? { events: events.data?.length ?? 0 } : {}),
          ...(rsvps.status === 'success' ? { rsvps: rsvps.data?.length ?? 0 } : {}),
        })}
        confirmLabel="Delete my account"
        pendingLabel="Deleting..."
        onConfirm={confirm}
      />
    </AccountCard>
  );
}
