import { apacLeadershipSummit2025 } from './articles/apacLeadershipSummit2025';
import { celebratingGseaWinners } from './articles/celebratingGseaWinners';
import { digitalTransformationJourney } from './articles/digitalTransformationJourney';
import type { BlogArticle } from './blogTypes';

/** The blog's fixed articles (SPEC section 3), newest first. */
export const blogArticles: readonly BlogArticle[] = [celebratingGseaWinners, apacLeadershipSummit2025, digitalTransformationJourney];
