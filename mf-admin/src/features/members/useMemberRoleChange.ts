import { useState } from 'react';
import { invalidateMembers, setMemberRole, type ProfileRole, type ProfileRow } from 'shared-data';
import { toast } from 'shared-ui';

/** Promote to admin or back to user, one at a time; then the members list reads again. */
export function useMemberRoleChange() {
  const [pendingId, setPendingId] = useState<string | null>(null);

  const changeRole = async (member: ProfileRow, role: ProfileRole) => {
    setPendingId(member.user_id);
    try {
      await setMemberRole(member.user_id, role);
      toast({ title: 'Success', description: `${member.email ?? 'The member'} is now ${role === 'admin' ? 'an administrator' : 'a member'}`, variant: 'success' });
      invalidateMembers();
    } catch (error) {
      console.error('Error changing role:', error);
      toast({ title: 'Error', description: error instanceof Error ? error.message : 'Failed to change the role', variant: 'destructive' });
    } finally {
      setPendingId(null);
    }
  };

  return { pendingId, changeRole };
}
