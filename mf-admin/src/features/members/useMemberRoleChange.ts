import { useCallback, useState } from 'react';
import { DataError, type ProfileRole, type ProfileRow } from 'shared-data';
import { useSetMemberRole } from 'shared-data/admin';
import { toast } from 'shared-ui';

const ROLE_NAMES: Record<ProfileRole, string> = { admin: 'an administrator', organiser: 'an organiser', user: 'a member' };

/** A change that asks first: granting admin, and an admin stepping down (which they cannot undo). */
export interface AskedRoleChange {
  member: ProfileRow;
  role: ProfileRole;
  isSelf: boolean;
}

const nameOf = (member: ProfileRow) => member.full_name ?? member.email ?? 'This member';

/**
 * Role changes, one at a time, each from the role the list showed (the database leaves a member
 * whose role another admin changed meanwhile as they are). Granting admin and stepping down ask
 * first; every change but stepping down offers Undo, the same checked call with the roles swapped.
 * After a change, focus goes to the member's row (`focusId`), whose buttons change with the role.
 */
export function useMemberRoleChange(currentUserId: string | undefined) {
  const { mutate, status, input } = useSetMemberRole();
  const pendingId = status === 'pending' ? (input?.userId ?? null) : null;
  const [asked, setAsked] = useState<AskedRoleChange | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const clearFocus = useCallback(() => setFocusId(null), []);

  const failed = (member: ProfileRow, error: unknown) => {
    console.error('Error changing role:', error);
    const description =
      error instanceof DataError && error.code === 'PT409'
        ? `${nameOf(member)}'s role was changed by someone else in the meantime, so it was left as it is.`
        : error instanceof Error
          ? error.message
          : 'Failed to change the role';
    toast({ title: 'Error', description, variant: 'destructive' });
  };

  const undo = async (member: ProfileRow, from: ProfileRole, to: ProfileRole) => {
    try {
      await mutate({ userId: member.user_id, role: from, from: to });
      toast({ title: 'Success', description: `${member.email ?? nameOf(member)} is ${ROLE_NAMES[from]} again.`, variant: 'success' });
    } catch (error) {
      failed(member, error);
    } finally {
      setFocusId(member.user_id);
    }
  };

  const apply = async (member: ProfileRow, role: ProfileRole) => {
    const from = member.role;
    const isSelf = member.user_id === currentUserId;
    try {
      await mutate({ userId: member.user_id, role, from });
    } catch (error) {
      failed(member, error);
      throw error;
    } finally {
      setFocusId(member.user_id);
    }
    toast({
      title: 'Success',
      description: `${member.email ?? nameOf(member)} is now ${ROLE_NAMES[role]}`,
      variant: 'success',
      // An admin who stepped down is no longer one: the database would refuse their Undo.
      ...(isSelf
        ? {}
        : {
            duration: 12_000,
            action: { label: 'Undo', altText: `Undo: give ${nameOf(member)} their previous role from the Members list`, onClick: () => void undo(member, from, role) },
          }),
    });
  };

  /** A button of a row: granting admin and stepping down open the question, the rest change at once. */
  const requestChange = (member: ProfileRow, role: ProfileRole) => {
    const isSelf = member.user_id === currentUserId;
    if (role === 'admin' || (isSelf && member.role === 'admin')) setAsked({ member, role, isSelf });
    else void apply(member, role).catch(() => undefined);
  };

  return {
    pendingId,
    asked,
    requestChange,
    /** The question's answer: the change (the dialog stays open until it has ended, and closes if it succeeded). */
    confirmAsked: () => (asked ? apply(asked.member, asked.role) : Promise.resolve()),
    closeAsked: () => setAsked(null),
    focusId,
    clearFocus,
  };
}
