import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, toast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { useAuth } from 'shared-auth';
import { paths } from 'site-config';
import { AccountCard } from './AccountCard';
import { accountLeaving } from './accountLeaving';
import { deleteAccount, useMyEvents, useMyRsvps } from 'shared-data/account';

function count(n: number | undefined, one: string, many: string): string {
  if (n === undefined) return many;
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}

/**
 * What deleting the account removes, in the words of the confirmation. The database decides it
 * (migration 20261125000000_account_deletion.sql): the profile, the RSVPs, and a member's events
 * with everyone's RSVPs to them; an administrator's events stay on the calendar without an owner.
 */
export function deletionDescription(input: { email: string; isAdmin: boolean; rsvps?: number; events?: number }): string {
  const events = count(input.events, 'event you created', 'events you created');
  const rsvps = count(input.rsvps, 'RSVP', 'RSVPs');
  const one = input.events === 1;
  const eventsPart = input.isAdmin
    ? `The ${events} ${one ? 'stays' : 'stay'} on the calendar without an organiser.`
    : `The ${events} ${one ? 'is' : 'are'} removed from the calendar for everyone, with everyone's RSVPs to ${one ? 'it' : 'them'}.`;
  return `Your account ${input.email} is deleted, with your profile and your ${rsvps} (your places go to the next people waiting). ${eventsPart} This cannot be undone.`;
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
    <AccountCard title="Delete your account">
      <p>
        Deleting your account removes your profile and your RSVPs.{' '}
        {isAdmin ? 'Events you created stay on the calendar without an organiser.' : 'Events you created are removed, with everyone’s RSVPs to them.'}
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
