import type { ProfileRole, ProfileRow } from 'shared-data';
import { useSetMemberRole } from 'shared-data/admin';
import { toast } from 'shared-ui';

const ROLE_NAMES: Record<ProfileRole, string> = { admin: 'an administrator', organiser: 'an organiser', user: 'a member' };

/** Promote to admin or back to user, one at a time, with SPEC's toasts; the members list reads again. */
export function useMemberRoleChange() {
  const { mutate, status, input } = useSetMemberRole();
  const pendingId = status === 'pending' ? (input?.userId ?? null) : null;

  const changeRole = async (member: ProfileRow, role: ProfileRole) => {
    try {
      await mutate({ userId: member.user_id, role });
      toast({ title: 'Success', description: `${member.email ?? 'The member'} is now ${ROLE_NAMES[role]}`, variant: 'success' });
    } catch (error) {
      console.error('Error changing role:', error);
      toast({ title: 'Error', description: error instanceof Error ? error.message : 'Failed to change the role', variant: 'destructive' });
    }
  };

  return { pendingId, changeRole };
}
