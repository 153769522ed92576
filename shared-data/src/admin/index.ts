/**
 * `shared-data/admin`: the admin area's writes that need the mutation primitive, and the audit log's
 * calls and hooks (only its tab and the CSV exports use them). A subpath entry,
 * not part of the singleton, so no other page carries `useMutation`; it reaches the one client and
 * the one query cache through `'shared-data'`.
 */
import { setMemberRole, type ProfileRole } from 'shared-data';
import { useMutation, type MutationResult } from '../query/useMutation';
import { adminKeys } from './keys';

/**
 * Change a member's role from the one the list showed (`from`) to `role` (`set_member_role`); an
 * Undo is the same call with the two swapped. The members list is read again either way.
 */
export function useSetMemberRole(): MutationResult<{ userId: string; role: ProfileRole; from: ProfileRole }, void> {
  return useMutation({ mutationFn: ({ userId, role, from }) => setMemberRole(userId, role, from), invalidates: [[...adminKeys.all, 'members']] });
}

export { AUDIT_LOG_COUNT_LIMIT, recordCsvExport, type AuditAbout, type AuditActor, type AuditLogEntry, type AuditLogFilters, type AuditLogPage, type AuditLogQuery } from './audit-log';
export { exportAuditLogEntries as exportAuditLog, useAuditActors, useAuditLog } from './audit-queries';
export { listAllSubscribers } from './export-subscribers';
export { cancelEvent, reinstateEvent, cancelEvents, deleteEvents, setEventsCategory, listAdminEventIds } from './event-actions';
export { usePendingInvitations, useInviteMember, useRevokeInvitation, type PendingInvitation } from './invitations';
export {
  useCreateNewsletterIssue,
  useDeleteNewsletterIssue,
  useNewsletterIssueCounts,
  useNewsletterIssues,
  useOutboxCounts,
  useOutboxRetryRefusals,
  useOutboxMessages,
  useRetryOutboxMessage,
  useSendNewsletterIssue,
  useSendNewsletterTest,
  useUnscheduleNewsletterIssue,
  useUpdateNewsletterIssue,
} from './newsletterQueries';
export type { NewsletterIssue, NewsletterIssueCounts, NewsletterIssueState, OutboxCountRow, OutboxMessage, OutboxState } from './newsletterCalls';
