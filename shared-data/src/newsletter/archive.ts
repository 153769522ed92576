/**
 * `shared-data/newsletter-archive`: the newsletter issues anyone may read, from the start of their
 * sending (the marketing remote's /newsletter archive). A subpath entry, not part of the singleton: only the archive's
 * pages carry it; it reaches the one client and the one cache through `'shared-data'`. The
 * database shows anyone issues being sent or sent only (RLS), with only these columns (column grants).
 * Both reads are prerendered (`pnpm prerender` writes the archive and each issue with its content).
 */
import { DataError, getSupabase, type QueryResult } from 'shared-data';
import { usePrerenderedQuery } from '../query/usePrerenderedQuery';

export interface ArchivedIssue {
  slug: string;
  subject: string;
  /** When it went out: its sending's end once sent, its start while the emails are still leaving. */
  sent_at: string;
}

export interface ArchivedIssueWithBody extends ArchivedIssue {
  body_markdown: string;
}

function failed(error: { message: string; code?: string }): DataError {
  return new DataError(error.message, error.code);
}

/** An issue is in the archive from the moment its sending starts ("Read it on the site" is in every email). */
const PUBLISHED = ['sending', 'sent'];

type PublishedRow<Row> = Omit<Row, 'sent_at'> & { sent_at: string | null; send_at: string };

/** The archive's date: the sending's end once sent, its start until then. */
const dated = <Row extends ArchivedIssue>({ send_at, sent_at, ...row }: PublishedRow<Row>) => ({ ...row, sent_at: sent_at ?? send_at }) as unknown as Row;

/** Every issue sent or being sent, newest first (at most 500: a few a month for years). */
async function listArchivedIssues(): Promise<ArchivedIssue[]> {
  const { data, error } = await (await getSupabase())
    .from('newsletter_issues')
    .select('slug, subject, sent_at, send_at')
    .in('state', PUBLISHED)
    .order('send_at', { ascending: false })
    .limit(500);
  if (error) throw failed(error);
  return (data as PublishedRow<ArchivedIssue>[]).map((row) => dated<ArchivedIssue>(row));
}

/** One issue by its slug, once its sending has started; null when there is none (or it is a draft). */
async function getArchivedIssue(slug: string): Promise<ArchivedIssueWithBody | null> {
  const { data, error } = await (await getSupabase())
    .from('newsletter_issues')
    .select('slug, subject, sent_at, send_at, body_markdown')
    .in('state', PUBLISHED)
    .eq('slug', slug)
    .maybeSingle();
  if (error) throw failed(error);
  return data ? dated<ArchivedIssueWithBody>(data as PublishedRow<ArchivedIssueWithBody>) : null;
}

/** Names of the archive's reads in the query cache. */
const newsletterArchiveKeys = {
  all: ['newsletter-archive'] as const,
  list: () => ['newsletter-archive', 'list'] as const,
  issue: (slug: string) => ['newsletter-archive', 'issue', slug] as const,
};

export function useArchivedIssues(): QueryResult<ArchivedIssue[]> {
  return usePrerenderedQuery(newsletterArchiveKeys.list(), listArchivedIssues);
}

export function useArchivedIssue(slug: string): QueryResult<ArchivedIssueWithBody | null> {
  return usePrerenderedQuery(newsletterArchiveKeys.issue(slug), () => getArchivedIssue(slug));
}
