import { format, parseISO } from 'date-fns';
import { Link, useParams } from 'react-router-dom';
import { Band, ErrorState, PageHero } from 'shared-ui';
import { useArchivedIssue } from 'shared-data/newsletter-archive';
import { NewsletterBody } from 'shared-site/newsletter-body';
import { paths } from 'site-config';
import { ReadingProse } from '../components/ReadingProse';

/** /newsletter/issues/<slug>: one sent issue, its Markdown drawn as the preview and the email draw it. */
export function NewsletterIssuePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const issue = useArchivedIssue(slug);
  if (issue.status === 'error') {
    return (
      <Band spacing="md">
        <ErrorState title="We couldn't load this issue." onRetry={issue.refetch} isRetrying={issue.isFetching} />
      </Band>
    );
  }
  if (issue.status === 'pending') {
    return (
      <Band spacing="md">
        <p role="status">Loading the issue...</p>
      </Band>
    );
  }
  if (!issue.data) {
    return (
      <>
        <PageHero eyebrow="Newsletter" title="Issue not found" lead="There is no sent issue at this address." />
        <Band spacing="md">
          <Link to={paths.newsletterArchive}>See every past issue</Link>
        </Band>
      </>
    );
  }
  return (
    <>
      <PageHero eyebrow="Newsletter" title={issue.data.subject} lead={<time dateTime={issue.data.sent_at}>{format(parseISO(issue.data.sent_at), 'PPP')}</time>} />
      <Band spacing="md">
        <ReadingProse>
          <NewsletterBody markdown={issue.data.body_markdown} />
        </ReadingProse>
        <p>
          <Link to={paths.newsletterArchive}>Every past issue</Link>
        </p>
      </Band>
    </>
  );
}

export default NewsletterIssuePage;
