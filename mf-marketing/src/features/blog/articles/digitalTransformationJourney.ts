import cover from '../../../assets/blog/digital-transformation-journey.svg';
import type { BlogArticle } from '../blogTypes';
import { digitalTransformationJourneyMeta } from './digitalTransformationJourney.meta';

export const digitalTransformationJourney: BlogArticle = { ...digitalTransformationJourneyMeta, image: cover };
