import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { Badge, Button, ButtonLink, ErrorState, type BadgeTone } from 'shared-ui';
import { plural } from 'shared-ui/plural';
import { useNewsletterIssueCounts, useNewsletterIssues, type NewsletterIssue, type NewsletterIssueCounts, type NewsletterIssueState } from 'shared-data/admin';
import { DataTable, useLoadFailureToast, type DataColumn } from 'shared-site';
import { newsletterIssuePath } from 'site-config';
import { SectionHeader } from '../../components/SectionHeader';
import { NewsletterComposer } from './NewsletterComposer';

const STATE_LABEL: Record<NewsletterIssueState, string> = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent' };
const STATE_TONE: Record<NewsletterIssueState, BadgeTone> = { draft: 'neutral', scheduled: 'warning', sending: 'primary', sent: 'success' };

/** "120 of 500 sent, 2 failed": an issue's emails as they leave the outbox. */
function describeProgress(issue: NewsletterIssue, counts: NewsletterIssueCounts | undefined): string {
  if (issue.state === 'draft') return '';
  if (issue.state === 'scheduled') return issue.send_at ? `Goes out ${format(parseISO(issue.send_at), 'PPP p')}` : '';
  const sent = counts?.sent ?? 0;
  const failed = counts?.failed ?? 0;
  return `${sent} of ${issue.recipient_count} sent${failed > 0 ? `, ${failed} failed` : ''}`;
}

/**
 * The Newsletter tab (issue 35, item 5): the issues, newest first, with each one's progress read
 * live (shared-data/admin polls the counts while the tab is shown), and the composer for a new
 * issue or a draft.
 */
export default function NewsletterSection() {
  const issues = useNewsletterIssues();
  const counts = useNewsletterIssueCounts();
  useLoadFailureToast(issues.error, 'Failed to fetch newsletter issues');
  const [editing, setEditing] = useState<NewsletterIssue | 'new' | null>(null);

  const columns: readonly DataColumn<NewsletterIssue>[] = [
    { header: 'Subject', cell: (issue) => issue.subject },
    { header: 'State', cell: (issue) => <Badge $tone={STATE_TONE[issue.state]}>{STATE_LABEL[issue.state]}</Badge> },
    { header: 'Progress', cell: (issue) => <span data-testid={`progress-${issue.slug}`}>{describeProgress(issue, counts.data?.[issue.id])}</span> },
    {
      header: 'Actions',
      cell: (issue) =>
        issue.state === 'draft' || issue.state === 'scheduled' ? (
          <Button type="button" $variant="outline" $size="sm" onClick={() => setEditing(issue)} aria-label={`Open ${issue.subject}`}>
            Open
          </Button>
        ) : (
          // Being sent or sent: on the public archive already (what "Read it on the site" opens).
          <ButtonLink to={newsletterIssuePath(issue.slug)} $variant="outline" $size="sm" aria-label={`View ${issue.subject}`}>
            View
          </ButtonLink>
        ),
    },
  ];

  if (editing) {
    // Opened from the list: the list's newest answer, so a state change (scheduled -> sending) shows.
    const current = editing === 'new' ? null : (issues.data?.find((issue) => issue.id === editing.id) ?? editing);
    return <NewsletterComposer key={current?.id ?? 'new'} issue={current} onClose={() => setEditing(null)} onCreated={(issue) => setEditing(issue)} />;
  }

  const rows = issues.data ?? [];
  return (
    <section aria-labelledby="newsletter-heading">
      <SectionHeader>
        <h2 id="newsletter-heading">Newsletter issues</h2>
        <Button type="button" onClick={() => setEditing('new')}>
          New issue
        </Button>
      </SectionHeader>
      {issues.status === 'error' ? (
        <ErrorState title="We couldn't load the newsletter issues." onRetry={issues.refetch} isRetrying={issues.isFetching} />
      ) : (
        <p role="status">{issues.status === 'pending' ? 'Loading newsletter issues...' : plural(rows.length, { one: '1 issue', other: `${rows.length} issues` })}</p>
      )}
      {rows.length > 0 ? <DataTable columns={columns} rows={rows} rowKey={(issue) => issue.id} labelledBy="newsletter-heading" /> : null}
    </section>
  );
}
