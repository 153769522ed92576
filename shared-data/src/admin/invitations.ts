/**
 * Invitations (issue 36): the pending list, inviting and revoking, for the admin area's Members tab.
 * Part of the `shared-data/admin` subpath entry (not the singleton); it reaches the one client and
 * the one query cache through the package's root.
 */
import { DataError, getAppConfig, getSupabase, useQuery, type ProfileRole, type QueryResult } from 'shared-data';
import { useMutation, type MutationResult } from '../query/useMutation';

export interface PendingInvitation {
  id: string;
  email: string;
  role: ProfileRole;
  invited_at: string;
}

const invitationKeys = {
  pending: () => ['admin', 'invitations', 'pending'] as const,
};

/** Pending invitations, newest first. Row level security shows them to admins only. */
async function listPendingInvitations(): Promise<PendingInvitation[]> {
  const { data, error } = await (await getSupabase())
    .from('member_invitations')
    .select('id, email, role, invited_at')
    .is('accepted_at', null)
    .is('revoked_at', null)
    .order('invited_at', { ascending: false });
  if (error) throw new DataError(error.message, error.code);
  return (data ?? []) as PendingInvitation[];
}

/** `POST invite-member` with the admin's session; throws with the function's message when it refuses. */
async function callInviteMember(body: Record<string, string>): Promise<void> {
  const { functionsUrl, supabaseAnonKey } = getAppConfig();
  const { data } = await (await getSupabase()).auth.getSession();
  const response = await fetch(`${functionsUrl}/invite-member`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${data.session?.access_token ?? supabaseAnonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {
    throw new DataError('The server could not be reached. Please check your connection and try again.', 'network');
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new DataError(typeof answer?.message === 'string' ? answer.message : 'The invitation could not be changed. Please try again.', String(response.status));
  }
}

export function usePendingInvitations(): QueryResult<PendingInvitation[]> {
  return useQuery(invitationKeys.pending(), listPendingInvitations);
}

/** Invites an address with an intended role (applied by the database once the invitee follows the link). */
export function useInviteMember(): MutationResult<{ email: string; role: ProfileRole }, void> {
  return useMutation({ mutationFn: ({ email, role }) => callInviteMember({ action: 'invite', email, role }), invalidates: [invitationKeys.pending()] });
}

/** Revokes a pending invitation: its link stops working. */
export function useRevokeInvitation(): MutationResult<{ id: string }, void> {
  return useMutation({ mutationFn: ({ id }) => callInviteMember({ action: 'revoke', id }), invalidates: [invitationKeys.pending()] });
}
