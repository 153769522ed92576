/**
 * The admin area's newsletter and outbox calls (issue 35, items 5 and 9). Part of the
 * `shared-data/admin` entry, not the singleton: only the admin's Newsletter and Messages tabs carry
 * them. They reach the one client through the package's root (`'shared-data'`). The database
 * refuses every one of them to a non-admin (RLS and the functions' own check).
 */
import { DataError, getSupabase } from 'shared-data';

function failed(error: { message: string; code?: string }): DataError {
  return new DataError(error.message, error.code);
}

export type NewsletterIssueState = 'draft' | 'scheduled' | 'sending' | 'sent';

export interface NewsletterIssue {
  id: string;
  slug: string;
  subject: string;
  body_markdown: string;
  state: NewsletterIssueState;
  send_at: string | null;
  sent_at: string | null;
  recipient_count: number;
  created_at: string;
}

export interface NewsletterIssueInput {
  subject: string;
  bodyMarkdown: string;
}

/** Each issue's emails by state: what the Newsletter tab shows live while an issue goes out. */
export interface NewsletterIssueCounts {
  queued: number;
  sending: number;
  sent: number;
  failed: number;
}

const ISSUE_COLUMNS = 'id, slug, subject, body_markdown, state, send_at, sent_at, recipient_count, created_at';

/** Every issue, newest first (a few a month: one read, no pages). */
export async function listNewsletterIssues(): Promise<NewsletterIssue[]> {
  const { data, error } = await (await getSupabase()).from('newsletter_issues').select(ISSUE_COLUMNS).order('created_at', { ascending: false }).limit(500);
  if (error) throw failed(error);
  return data as NewsletterIssue[];
}

export async function createNewsletterIssue(input: NewsletterIssueInput): Promise<NewsletterIssue> {
  const { data, error } = await (await getSupabase())
    .from('newsletter_issues')
    .insert({ slug: '', subject: input.subject, body_markdown: input.bodyMarkdown }) // '' : the database makes the slug from the subject
    .select(ISSUE_COLUMNS)
    .single();
  if (error) throw failed(error);
  return data as NewsletterIssue;
}

/** Saves a draft (the database changes only drafts). */
export async function updateNewsletterIssue(id: string, input: NewsletterIssueInput): Promise<void> {
  const { error, count } = await (await getSupabase())
    .from('newsletter_issues')
    .update({ subject: input.subject, body_markdown: input.bodyMarkdown }, { count: 'exact' })
    .eq('id', id);
  if (error) throw failed(error);
  if (count === 0) throw new DataError('Only a draft can be edited.', 'not_a_draft');
}

export async function deleteNewsletterIssue(id: string): Promise<void> {
  const { error } = await (await getSupabase()).from('newsletter_issues').delete().eq('id', id);
  if (error) throw failed(error);
}

/** Sends now (no time, or a time already past), or schedules for `sendAt`. Answers the new state. */
export async function sendNewsletterIssue(id: string, sendAt?: string): Promise<'sending' | 'scheduled'> {
  const { data, error } = await (await getSupabase()).rpc('send_newsletter_issue', { issue_id: id, ...(sendAt ? { send_at: sendAt } : {}) });
  if (error) throw failed(error);
  return data as 'sending' | 'scheduled';
}

/** A scheduled issue back to draft. */
export async function unscheduleNewsletterIssue(id: string): Promise<void> {
  const { error } = await (await getSupabase()).rpc('unschedule_newsletter_issue', { issue_id: id });
  if (error) throw failed(error);
}

/** The issue as an email to the admin's own address. */
export async function sendNewsletterTest(id: string): Promise<void> {
  const { error } = await (await getSupabase()).rpc('send_newsletter_test', { issue_id: id });
  if (error) throw failed(error);
}

export async function getNewsletterIssueCounts(): Promise<Record<string, NewsletterIssueCounts>> {
  const { data, error } = await (await getSupabase()).rpc('newsletter_issue_counts');
  if (error) throw failed(error);
  return Object.fromEntries(
    (data ?? []).map((row) => [row.newsletter_id, { queued: Number(row.queued), sending: Number(row.sending), sent: Number(row.sent), failed: Number(row.failed) }]),
  );
}

export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed';

export interface OutboxMessage {
  id: number;
  kind: string;
  /** The subject the worker wrote it with; null until it is rendered (a queued message). */
  subject: string | null;
  recipient_email: string;
  state: OutboxState;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  event_id: string | null;
  newsletter_id: string | null;
}

export interface OutboxMessagesPage {
  rows: OutboxMessage[];
  total: number;
}

export interface OutboxMessagesQuery {
  state: OutboxState;
  page: number;
  pageSize: number;
}

/** One page of the outbox in one state, newest first, with the exact total. */
export async function listOutboxMessages({ state, page, pageSize }: OutboxMessagesQuery): Promise<OutboxMessagesPage> {
  const first = (Math.max(1, page) - 1) * pageSize;
  const { data, error, count } = await (await getSupabase())
    .from('outbox_messages')
    .select('id, kind, subject, recipient_email, state, attempts, last_error, created_at, sent_at, event_id, newsletter_id', { count: 'exact' })
    .eq('state', state)
    .order('id', { ascending: false })
    .range(first, first + pageSize - 1);
  // A page past the end (PGRST103, the last row just moved on): no rows; the pager moves back.
  if (error?.code === 'PGRST103') return { rows: [], total: 0 };
  if (error) throw failed(error);
  return { rows: (data ?? []) as OutboxMessage[], total: count ?? 0 };
}

/** The outbox's counts per event and per newsletter (and per kind for messages of neither). */
export interface OutboxCountRow {
  group: 'event' | 'newsletter' | string;
  eventId: string | null;
  eventTitle: string | null;
  newsletterId: string | null;
  newsletterSubject: string | null;
  queued: number;
  sending: number;
  sent: number;
  failed: number;
}

export async function getOutboxCounts(): Promise<OutboxCountRow[]> {
  const { data, error } = await (await getSupabase()).rpc('outbox_counts');
  if (error) throw failed(error);
  return (data ?? []).map((row) => ({
    group: row.kind,
    eventId: row.event_id,
    eventTitle: row.event_title,
    newsletterId: row.newsletter_id,
    newsletterSubject: row.newsletter_subject,
    queued: Number(row.queued),
    sending: Number(row.sending),
    sent: Number(row.sent),
    failed: Number(row.failed),
  }));
}

/** A failed message back to the queue; false when it was no longer failed. */
/**
 * Which of these failed messages Retry would refuse, and why, in words to show in Retry's place
 * (an address that unsubscribed, a member who switched the emails off or left the event). The
 * database refuses the retry itself too; this only lets the tab not offer it.
 */
export async function getOutboxRetryRefusals(ids: readonly number[]): Promise<Record<number, string>> {
  if (ids.length === 0) return {};
  const { data, error } = await (await getSupabase()).rpc('outbox_retry_refusals', { message_ids: [...ids] });
  if (error) throw failed(error);
  return Object.fromEntries((data ?? []).map((row) => [row.id, row.reason]));
}

export async function retryOutboxMessage(id: number): Promise<boolean> {
  const { data, error } = await (await getSupabase()).rpc('retry_outbox_message', { message_id: id });
  if (error) throw failed(error);
  return data === true;
}
