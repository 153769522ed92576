import type { RsbuildPlugin } from '@rsbuild/core';
import { pluginJsonAsset } from 'build-preset';
import type { PageMetadataFile } from 'page-head';
import { blogPostPath } from 'site-config';
import { apacLeadershipSummit2025Meta } from '../src/features/blog/articles/apacLeadershipSummit2025.meta';
import { celebratingGseaWinnersMeta } from '../src/features/blog/articles/celebratingGseaWinners.meta';
import { digitalTransformationJourneyMeta } from '../src/features/blog/articles/digitalTransformationJourney.meta';

const ARTICLES = [celebratingGseaWinnersMeta, apacLeadershipSummit2025Meta, digitalTransformationJourneyMeta];

/** "February 20, 2025" → "2025-02-20" (the articles' dates are written for people). */
const isoDate = (display: string): string => new Date(`${display} UTC`).toISOString().slice(0, 10);

/** The head of each blog post: its own title and excerpt, an article with its date and author. */
export function blogPageHeads(): PageMetadataFile {
  return {
    pages: ARTICLES.map((article) => ({
      path: blogPostPath(article.id),
      title: `${article.title} | EO Asia Pacific`,
      description: article.excerpt,
      keywords: article.tags.join(', '),
      type: 'article',
      publishedTime: isoDate(article.date),
      author: article.author.name,
      sitemap: { priority: 0.6, changefreq: 'yearly' },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: article.title,
        description: article.excerpt,
        datePublished: isoDate(article.date),
        author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
        keywords: article.tags.join(', '),
        articleSection: article.category,
      },
    })),
  };
}

/**
 * Emits /page-metadata.json: the pages this remote adds beyond the shell's route table (the blog
 * posts), read by `pnpm prerender` from where the remote is deployed. Redeploying the remote and
 * prerendering again refreshes those pages' HTML without rebuilding the shell.
 */
export const pluginPageMetadata = (): RsbuildPlugin => pluginJsonAsset('mf-marketing:page-metadata', 'page-metadata.json', blogPageHeads);
