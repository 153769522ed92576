import { useId } from 'react';
import styled from 'styled-components';
import { Container, Section } from 'shared-ui';
import type { BlogArticle } from '../blogTypes';
import { BlogCardList } from './BlogCardList';

export function ContinueReading({ articles }: { articles: readonly BlogArticle[] }) {
  const headingId = useId();
  if (articles.length === 0) return null;
  return (
    <Section $tone="plain" aria-labelledby={headingId}>
      <Container>
        <Heading id={headingId}>Continue Reading</Heading>
        <BlogCardList articles={articles} />
      </Container>
    </Section>
  );
}

const Heading = styled.h2`
  font-size: clamp(1.5rem, 3.5vw, 2rem);
  font-weight: 800;
  margin-bottom: 1.5rem;
`;
