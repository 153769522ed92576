import { useId } from 'react';
import styled from 'styled-components';
import { Container, PageHero, Section } from 'shared-ui';
import { blogArticles } from '../blogArticles';
import { formatArticleCount } from '../formatArticleCount';
import { BlogCategoryTabs } from './BlogCategoryTabs';

/** The /blog page's header with the article count, and the category tabs with their cards. */
export function BlogList() {
  const articlesHeadingId = useId();
  return (
    <>
      <PageHero
        eyebrow="Insights & Stories"
        title="The EO Asia Pacific Blog"
        lead="Member stories, event recaps and practical ideas from entrepreneurs who are building the future of business together."
      >
        <Count>{formatArticleCount(blogArticles.length)}</Count>
      </PageHero>
      <Section aria-labelledby={articlesHeadingId}>
        <Container>
          <Heading id={articlesHeadingId}>Latest Articles</Heading>
          <BlogCategoryTabs articles={blogArticles} />
        </Container>
      </Section>
    </>
  );
}

const Count = styled.p`
  margin: 0;
  padding: 0.25rem 0.875rem;
  border: 1px solid ${({ theme }) => theme.onDark.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
`;

const Heading = styled.h2`
  font-size: clamp(1.5rem, 3.5vw, 2rem);
  font-weight: 800;
  margin-bottom: 1.25rem;
`;
