/**
 * The Newsletter and Messages tabs' hooks on the one query cache. "Live" here is a poll, not a
 * realtime channel: a newsletter to 500 subscribers changes each outbox row twice (sending, sent),
 * so a channel would push a thousand changes (and a thousand reads of the counts) per send, where
 * a read of the aggregated counts every few seconds while a tab is shown costs one small query.
 * And outbox_messages is not in the realtime publication (a DELETE would reach every subscriber
 * whatever the policies say), so no recipient address can leak through a channel.
 */
import { useQuery, type QueryResult } from 'shared-data';
import type { LiveSource } from '../query/queryCache';
import { useMutation, type MutationResult } from '../query/useMutation';
import {
  createNewsletterIssue,
  deleteNewsletterIssue,
  getNewsletterIssueCounts,
  getOutboxCounts,
  getOutboxRetryRefusals,
  listNewsletterIssues,
  listOutboxMessages,
  retryOutboxMessage,
  sendNewsletterIssue,
  sendNewsletterTest,
  unscheduleNewsletterIssue,
  updateNewsletterIssue,
  type NewsletterIssue,
  type NewsletterIssueCounts,
  type NewsletterIssueInput,
  type OutboxCountRow,
  type OutboxMessagesPage,
  type OutboxMessagesQuery,
} from './newsletterCalls';

/** How often a shown tab reads its live figures again. */
const OUTBOX_POLL_MS = 3_000;

/** Ticks every OUTBOX_POLL_MS while something under its prefix is shown (the cache holds one per prefix). */
const poll: LiveSource = (onChange) => {
  const timer = setInterval(onChange, OUTBOX_POLL_MS);
  return () => clearInterval(timer);
};

/** Names of the newsletter and outbox reads in the query cache (under the admin area's prefix). */
const outboxKeys = {
  all: ['admin', 'outbox'] as const,
  issues: () => ['admin', 'outbox', 'issues'] as const,
  issueCounts: () => ['admin', 'outbox', 'issue-counts'] as const,
  messages: (query: OutboxMessagesQuery) => ['admin', 'outbox', 'messages', query] as const,
  counts: () => ['admin', 'outbox', 'counts'] as const,
  refusals: (ids: readonly number[]) => ['admin', 'outbox', 'retry-refusals', ids.join(',')] as const,
};

const live = { prefix: outboxKeys.all, source: poll };

export function useNewsletterIssues(): QueryResult<NewsletterIssue[]> {
  return useQuery(outboxKeys.issues(), listNewsletterIssues, { live });
}

export function useNewsletterIssueCounts(): QueryResult<Record<string, NewsletterIssueCounts>> {
  return useQuery(outboxKeys.issueCounts(), getNewsletterIssueCounts, { live });
}

export function useOutboxMessages(query: OutboxMessagesQuery): QueryResult<OutboxMessagesPage> {
  return useQuery(outboxKeys.messages(query), () => listOutboxMessages(query), { keepPreviousData: true, live });
}

/** Why Retry is not offered for some of these failed messages (id -> reason), read with them. */
export function useOutboxRetryRefusals(ids: readonly number[]): QueryResult<Record<number, string>> {
  return useQuery(outboxKeys.refusals(ids), () => getOutboxRetryRefusals(ids), { live });
}

export function useOutboxCounts(): QueryResult<OutboxCountRow[]> {
  return useQuery(outboxKeys.counts(), getOutboxCounts, { live });
}

const invalidates = [outboxKeys.all] as const;

export function useCreateNewsletterIssue(): MutationResult<NewsletterIssueInput, NewsletterIssue> {
  return useMutation({ mutationFn: createNewsletterIssue, invalidates });
}

export function useUpdateNewsletterIssue(): MutationResult<{ id: string } & NewsletterIssueInput, void> {
  return useMutation({ mutationFn: ({ id, ...input }) => updateNewsletterIssue(id, input), invalidates });
}

export function useDeleteNewsletterIssue(): MutationResult<string, void> {
  return useMutation({ mutationFn: deleteNewsletterIssue, invalidates });
}

export function useSendNewsletterIssue(): MutationResult<{ id: string; sendAt?: string }, 'sending' | 'scheduled'> {
  return useMutation({ mutationFn: ({ id, sendAt }) => sendNewsletterIssue(id, sendAt), invalidates });
}

export function useUnscheduleNewsletterIssue(): MutationResult<string, void> {
  return useMutation({ mutationFn: unscheduleNewsletterIssue, invalidates });
}

export function useSendNewsletterTest(): MutationResult<string, void> {
  return useMutation({ mutationFn: sendNewsletterTest, invalidates });
}

export function useRetryOutboxMessage(): MutationResult<number, boolean> {
  return useMutation({ mutationFn: retryOutboxMessage, invalidates });
}
