import cover from '../../../assets/blog/apac-leadership-summit-2025.svg';
import type { BlogArticle } from '../blogTypes';
import { apacLeadershipSummit2025Meta } from './apacLeadershipSummit2025.meta';

export const apacLeadershipSummit2025: BlogArticle = { ...apacLeadershipSummit2025Meta, image: cover };
