import { useId, useState, type FormEvent } from 'react';
import { format, parseISO } from 'date-fns';
import { Alert, Badge, Button, ErrorState, FieldGroup, Input, Label, Select, toast } from 'shared-ui';
import { ConfirmDialog, Dialog } from 'shared-ui/dialogs';
import type { ProfileRole } from 'shared-data';
import { useInviteMember, usePendingInvitations, useRevokeInvitation, type PendingInvitation } from 'shared-data/admin';
import { DataTable, useLoadFailureToast } from 'shared-site';
import { SectionHeader } from '../../components/SectionHeader';

const ROLE_LABELS: Record<ProfileRole, string> = { organiser: 'Organiser', admin: 'Administrator', user: 'Member' };
const INVITABLE_ROLES: readonly ProfileRole[] = ['organiser', 'admin', 'user'];

/** "Invite": an address and the role it will have once the invitee follows the emailed link. */
function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const invite = useInviteMember();
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const role = String(form.get('role') ?? 'organiser') as ProfileRole;
    setError(null);
    try {
      await invite.mutate({ email, role });
      toast({ title: 'Invitation sent', description: `${email} is invited as ${ROLE_LABELS[role].toLowerCase()}.`, variant: 'success' });
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The invitation could not be sent.');
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Invite a member" description="They are emailed a link to set their password; the role applies once they follow it.">
      <form onSubmit={(event) => void handleSubmit(event)} aria-label="Invite a member">
        <FieldGroup>
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input id={`${id}-email`} name="email" type="email" autoComplete="off" required maxLength={255} />
        </FieldGroup>
        <FieldGroup>
          <Label htmlFor={`${id}-role`}>Role</Label>
          <Select id={`${id}-role`} name="role" defaultValue="organiser">
            {INVITABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        </FieldGroup>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button type="submit" disabled={invite.status === 'pending'}>
          {invite.status === 'pending' ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>
    </Dialog>
  );
}

/** Pending invitations (admins only: the database shows them to nobody else), with Invite and Revoke. */
export function InvitationsSection() {
  const invitations = usePendingInvitations();
  useLoadFailureToast(invitations.error, 'Failed to fetch invitations');
  const revoke = useRevokeInvitation();
  const [isInviting, setIsInviting] = useState(false);
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);
  const rows = invitations.data ?? [];

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutate({ id: revoking.id });
      toast({ title: 'Invitation revoked', description: `The link sent to ${revoking.email} no longer works.`, variant: 'success' });
    } catch (failure) {
      toast({ title: 'Error', description: failure instanceof Error ? failure.message : 'The invitation could not be revoked.', variant: 'destructive' });
    }
    setRevoking(null);
  };

  return (
    <section aria-labelledby="invitations-heading">
      <SectionHeader>
        <h2 id="invitations-heading">Invitations</h2>
        <Button type="button" $size="sm" onClick={() => setIsInviting(true)}>
          Invite
        </Button>
      </SectionHeader>
      {invitations.status === 'error' ? (
        <ErrorState title="We couldn't load the invitations." onRetry={invitations.refetch} isRetrying={invitations.isFetching} />
      ) : rows.length === 0 && invitations.status === 'success' ? (
        <p>No pending invitations.</p>
      ) : (
        <DataTable
          labelledBy="invitations-heading"
          busy={invitations.isFetching}
          rows={rows}
          rowKey={(invitation) => invitation.id}
          columns={[
            { header: 'Email', cell: (invitation) => invitation.email },
            { header: 'Role', cell: (invitation) => <Badge $tone={invitation.role === 'user' ? 'neutral' : 'primary'}>{invitation.role}</Badge> },
            { header: 'Invited', cell: (invitation) => format(parseISO(invitation.invited_at), 'PPP p') },
            {
              header: 'Action',
              cell: (invitation) => (
                <Button type="button" $variant="secondary" $size="sm" onClick={() => setRevoking(invitation)} aria-label={`Revoke the invitation of ${invitation.email}`}>
                  Revoke
                </Button>
              ),
            },
          ]}
        />
      )}
      <InviteDialog open={isInviting} onOpenChange={setIsInviting} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title="Revoke this invitation?"
        description={revoking ? `The link sent to ${revoking.email} will stop working.` : ''}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        onConfirm={confirmRevoke}
      />
    </section>
  );
}
