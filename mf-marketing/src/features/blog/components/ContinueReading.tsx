import { useId } from 'react';
import styled from 'styled-components';
import { Container, List, Section } from 'shared-ui';
import type { BlogArticle } from '../blogTypes';
import { BlogCard } from './BlogCard';

export function ContinueReading({ articles }: { articles: readonly BlogArticle[] }) {
  const headingId = useId();
  if (articles.length === 0) return null;
  return (
    <Section $tone="plain" aria-labelledby={headingId}>
      <Container>
        <Heading id={headingId}>Continue Reading</Heading>
        <CardList $min="300px">
          {articles.map((article) => (
            <li key={article.id}>
              <BlogCard article={article} />
            </li>
          ))}
        </CardList>
      </Container>
    </Section>
  );
}

const Heading = styled.h2`
  font-size: clamp(1.5rem, 3.5vw, 2rem);
  font-weight: 800;
  margin-bottom: 1.5rem;
`;

const CardList = styled(List).attrs({ $layout: 'grid', $gap: '1.5rem' })``;
