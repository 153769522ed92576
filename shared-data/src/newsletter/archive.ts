/**
 * `shared-data/newsletter-archive`: the sent newsletter issues anyone may read (the marketing
 * remote's /newsletter archive). A subpath entry, not part of the singleton: only the archive's
 * pages carry it; it reaches the one client and the one cache through `'shared-data'`. The
 * database shows anyone sent issues only (RLS), with only these columns (column grants).
 * Both reads are prerendered (`pnpm prerender` writes the archive and each issue with its content).
 */
import { DataError, getSupabase, type QueryResult } from 'shared-data';
import { usePrerenderedQuery } from '../query/usePrerenderedQuery';

export interface ArchivedIssue {
  slug: string;
  subject: string;
  sent_at: string;
}

export interface ArchivedIssueWithBody extends ArchivedIssue {
  body_markdown: string;
}

function failed(error: { message: string; code?: string }): DataError {
  return new DataError(error.message, error.code);
}

/** Every sent issue, newest first (at most 500: a few a month for years). */
async function listArchivedIssues(): Promise<ArchivedIssue[]> {
  const { data, error } = await (await getSupabase())
    .from('newsletter_issues')
    .select('slug, subject, sent_at')
    .eq('state', 'sent')
    .order('sent_at', { ascending: false })
    .limit(500);
  if (error) throw failed(error);
  return data as ArchivedIssue[];
}

/** One sent issue by its slug; null when there is none (or it is not sent). */
async function getArchivedIssue(slug: string): Promise<ArchivedIssueWithBody | null> {
  const { data, error } = await (await getSupabase())
    .from('newsletter_issues')
    .select('slug, subject, sent_at, body_markdown')
    .eq('state', 'sent')
    .eq('slug', slug)
    .maybeSingle();
  if (error) throw failed(error);
  return data as ArchivedIssueWithBody | null;
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
