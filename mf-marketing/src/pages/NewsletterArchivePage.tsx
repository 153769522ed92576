import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Band, ErrorState, PageHero, textLinks } from 'shared-ui';
import { useArchivedIssues } from 'shared-data/newsletter-archive';
import { newsletterIssuePath } from 'site-config';
import { sentDate } from '../features/newsletter/sentDate';

/**
 * /newsletter: every sent issue of the newsletter, newest first (issue 35, item 5). The database
 * lets anyone read sent issues only; drafts and scheduled issues never reach this page.
 */
export function NewsletterArchivePage() {
  const issues = useArchivedIssues();
  return (
    <>
      <PageHero eyebrow="Newsletter" title="Newsletter Archive" lead="Every issue of the EO Asia Pacific newsletter, as it was sent to subscribers." />
      <Band spacing="md" labelledBy="newsletter-archive-heading">
        <h2 id="newsletter-archive-heading">Past issues</h2>
        {issues.status === 'error' ? (
          <ErrorState title="We couldn't load the newsletter archive." onRetry={issues.refetch} isRetrying={issues.isFetching} />
        ) : issues.status === 'pending' ? (
          <p role="status">Loading past issues...</p>
        ) : !issues.data || issues.data.length === 0 ? (
          <p>No issue has been sent yet.</p>
        ) : (
          <IssueList>
            {issues.data.map((issue) => (
              <li key={issue.slug}>
                <Link to={newsletterIssuePath(issue.slug)}>{issue.subject}</Link>{' '}
                <time dateTime={issue.sent_at}>{sentDate(issue.sent_at)}</time>
              </li>
            ))}
          </IssueList>
        )}
      </Band>
    </>
  );
}

const IssueList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1rem 0 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    padding: 0.75rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${textLinks(css`
    font-weight: 700;
  `)}
  time {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export default NewsletterArchivePage;
