import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { pageTitle, previewText, type HeadPage } from 'page-head';
import { Band, ErrorState, PageHero } from 'shared-ui';
import { useArchivedIssue, type ArchivedIssueWithBody } from 'shared-data/newsletter-archive';
import { usePageHead } from 'shared-site';
import { NewsletterBody, NewsletterProse, newsletterText } from 'shared-site/newsletter-body';
import { newsletterIssuePath, paths } from 'site-config';
import { sentDate } from '../features/newsletter/sentDate';

/** An issue's head: titled by its subject, described by its date and its first words. */
function issueHead(issue: ArchivedIssueWithBody): HeadPage {
  return {
    path: newsletterIssuePath(issue.slug),
    title: pageTitle(issue.subject),
    description: previewText(`The EO Asia Pacific newsletter of ${sentDate(issue.sent_at)}. ${newsletterText(issue.body_markdown)}`),
    type: 'article',
    publishedTime: issue.sent_at,
  };
}

/** /newsletter/issues/<slug>: one sent issue, its Markdown drawn as the preview and the email draw it. */
export function NewsletterIssuePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const issue = useArchivedIssue(slug);
  const head = useMemo(() => (issue.data ? issueHead(issue.data) : null), [issue.data]);
  usePageHead(head);
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
      <PageHero eyebrow="Newsletter" title={issue.data.subject} lead={<time dateTime={issue.data.sent_at}>{sentDate(issue.data.sent_at)}</time>} />
      <Band spacing="md">
        <NewsletterProse>
          <NewsletterBody markdown={issue.data.body_markdown} />
        </NewsletterProse>
        <p>
          <Link to={paths.newsletterArchive}>Every past issue</Link>
        </p>
      </Band>
    </>
  );
}

export default NewsletterIssuePage;
