import { Suspense, use } from 'react';
import styled from 'styled-components';
import { Container, Section, Skeleton } from 'shared-ui';
import { loadArticleContent } from '../articleContent';
import { blogArticles } from '../blogArticles';
import type { BlogArticle } from '../blogTypes';
import { pickRelatedArticles } from '../pickRelatedArticles';
import { ArticleTags } from './ArticleTags';
import { AuthorBox } from './AuthorBox';
import { BlogPostHero } from './BlogPostHero';
import { ContinueReading } from './ContinueReading';
import { ArticleProse } from './ArticleProse';

export interface BlogPostProps {
  article: BlogArticle;
  /** Where Follow Author leads; the page decides (see AuthorBox). */
  followAuthorHref: string;
}

/** A full article: hero, cover, body, tags, author box, then "Continue Reading". */
export function BlogPost({ article, followAuthorHref }: BlogPostProps) {
  return (
    <>
      <article>
        <BlogPostHero article={article} />
        <Section>
          <Reading>
            <Cover src={article.image} alt={article.imageAlt} width={1200} height={630} />
            <Suspense fallback={<BodyPlaceholder />}>
              <ArticleBody id={article.id} />
            </Suspense>
            <ArticleTags tags={article.tags} />
            <AuthorBox author={article.author} followHref={followAuthorHref} />
          </Reading>
        </Section>
      </article>
      <ContinueReading articles={pickRelatedArticles(blogArticles, article)} />
    </>
  );
}

/** The body arrives in its own small chunk (the list page does not need it). */
function ArticleBody({ id }: { id: string }) {
  return <ArticleProse tree={use(loadArticleContent(id))} />;
}

/** Holds the body's place (a screen tall) so the tags and author box below do not jump. */
function BodyPlaceholder() {
  return (
    <Placeholder role="status" aria-busy="true" aria-label="Loading the article">
      <Skeleton $height="1.25rem" $width="95%" />
      <Skeleton $height="1.25rem" $width="90%" />
      <Skeleton $height="1.25rem" $width="70%" />
    </Placeholder>
  );
}

const Placeholder = styled.div`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  min-height: 100vh;
`;

const Reading = styled(Container)`
  max-width: 52rem;
  display: flex;
  flex-direction: column;
  gap: 2rem;
`;

const Cover = styled.img`
  width: 100%;
  aspect-ratio: 1200 / 630;
  border-radius: ${({ theme }) => theme.radii.lg};
`;
