import styled from 'styled-components';
import { Container, Section } from 'shared-ui';
import { blogArticles } from '../blogArticles';
import type { BlogArticle } from '../blogTypes';
import { pickRelatedArticles } from '../pickRelatedArticles';
import { ArticleTags } from './ArticleTags';
import { AuthorBox } from './AuthorBox';
import { BlogPostHero } from './BlogPostHero';
import { ContinueReading } from './ContinueReading';
import { MarkdownArticle } from './MarkdownArticle';

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
            <MarkdownArticle content={article.content} />
            <ArticleTags tags={article.tags} />
            <AuthorBox author={article.author} followHref={followAuthorHref} />
          </Reading>
        </Section>
      </article>
      <ContinueReading articles={pickRelatedArticles(blogArticles, article)} />
    </>
  );
}

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
