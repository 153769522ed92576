import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from 'shared-ui';
import { formatLastModified } from '../formatLastModified';
import { priorityBadge } from '../priorityBadge';
import type { SiteMapPage } from '../siteMapTypes';

/** One internal page: link, description, last-modified date and a priority badge that names its level. */
export function SiteMapPageEntry({ page }: { page: SiteMapPage }) {
  const badge = priorityBadge[page.priority];
  return (
    <Entry>
      <TitleRow>
        <h3>
          <Link to={page.href}>{page.title}</Link>
        </h3>
        <Badge $tone={badge.tone}>{badge.label}</Badge>
      </TitleRow>
      <p>{page.description}</p>
      <Meta>
        <Path>{page.href}</Path> · Last modified <time dateTime={page.lastModified}>{formatLastModified(page.lastModified)}</time>
      </Meta>
    </Entry>
  );
}

const Entry = styled.li`
  padding: 1rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0.25rem 0;
  }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Meta = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Path = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
`;
