import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Card, CardBody, List } from 'shared-ui';
import { blogPostPath } from 'site-config';
import type { BlogArticle } from '../blogTypes';

/** SPEC section 9: a card shows only the first two tags. */
const CARD_TAG_LIMIT = 2;

/** An article teaser; the whole card is clickable through its title link. */
export function BlogCard({ article, isOnFirstScreen = false }: { article: BlogArticle; isOnFirstScreen?: boolean }) {
  return (
    <ClickableCard>
      {/* Lazy below the fold; the first screen's picture (often the page's largest paint) at once. */}
      <Cover src={article.image} alt="" width={1200} height={630} {...(isOnFirstScreen ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })} />
      <CardBody>
        <Meta>
          <Badge $tone="primary">{article.category}</Badge>
          <span>{article.readTime}</span>
        </Meta>
        <Title>
          <TitleLink to={blogPostPath(article.id)}>{article.title}</TitleLink>
        </Title>
        <Excerpt>{article.excerpt}</Excerpt>
        <Byline>
          By {article.author.name} · {article.date}
        </Byline>
        <TagList aria-label="Tags">
          {article.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </TagList>
      </CardBody>
    </ClickableCard>
  );
}

const ClickableCard = styled(Card)`
  position: relative;
  height: 100%;
  transition: box-shadow 0.15s ease, transform 0.15s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Cover = styled.img`
  width: 100%;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Title = styled.h3`
  margin: 0.25rem 0 0;
  font-size: 1.2rem;
  font-weight: 700;
`;

// The link's box covers the card so the whole card is a target, while only the title is the link's name.
const TitleLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primaryDark};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Excerpt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Byline = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
`;

const TagList = styled(List).attrs({ $layout: 'inline', $gap: '0.375rem' })`
  padding: 0.5rem 0 0;
  margin: auto 0 0;
`;
