import { apacLeadershipSummit2025 } from './articles/apacLeadershipSummit2025';
import { celebratingGseaWinners } from './articles/celebratingGseaWinners';
import { digitalTransformationJourney } from './articles/digitalTransformationJourney';
import type { BlogArticle } from './blogTypes';

/** The blog's fixed articles (SPEC section 3), newest first. */
export const blogArticles: readonly BlogArticle[] = [celebratingGseaWinners, apacLeadershipSummit2025, digitalTransformationJourney];

/** The slugs of the fixed articles (each has a body in `articleContent.ts`). */
export type BlogArticleId = 'celebrating-gsea-winners' | 'apac-leadership-summit-2025' | 'digital-transformation-journey';
