import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Band, Cluster } from 'shared-ui';
import { blogPostPath, paths } from 'site-config';
import type { BlogArticle } from '../blogTypes';
import { pageUrl, ShareButtons } from 'shared-site';
import { AuthorAvatar } from './AuthorAvatar';

/** The post's opening band: category, read time, the page's h1, author, date and sharing. */
export function BlogPostHero({ article }: { article: BlogArticle }) {
  const headingId = useId();
  // The address the visitor is reading it at, so a share from a preview or staging site points there.
  const url = pageUrl(blogPostPath(article.id));
  return (
    <Band labelledBy={headingId} tone="brand">
      <Inner>
        <BackLink to={paths.blog}>
          <span aria-hidden="true">← </span>All articles
        </BackLink>
        <Meta>
          <Badge $tone="primary">{article.category}</Badge>
          <span>{article.readTime}</span>
        </Meta>
        <Title id={headingId}>{article.title}</Title>
        <Excerpt>{article.excerpt}</Excerpt>
        <Byline>
          <AuthorAvatar name={article.author.name} size={44} />
          <div>
            <AuthorName>{article.author.name}</AuthorName>
            <span>{article.date}</span>
          </div>
        </Byline>
        <ShareButtons url={url} title={article.title} label="Share this article" />
      </Inner>
  </Band>
  );
}

/* Same column as the article body below, so the title and the text line up. */
const Inner = styled.div`
  max-width: 52rem;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const BackLink = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.inverseText};
  font-weight: 600;
  font-size: 0.9rem;
`;

const Meta = styled(Cluster)`
  font-size: 0.9rem;
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.9rem, 5vw, 3rem);
  font-weight: 800;
  line-height: 1.15;
  overflow-wrap: anywhere;
`;

const Excerpt = styled.p`
  margin: 0;
  font-size: 1.15rem;
  max-width: 62ch;
`;

const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  font-size: 0.9rem;
  & > div {
    display: flex;
    flex-direction: column;
  }
`;

const AuthorName = styled.span`
  font-weight: 700;
  font-size: 1rem;
`;
